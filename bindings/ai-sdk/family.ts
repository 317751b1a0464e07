// The producer of a part, where the host stamps it: its provider options, under the host's key.
import type { PartFamily, ProviderOptionsLike } from "./types.js";

/**
 * A {@link PartFamily} reading the producer the host stamped as `providerOptions[key].family` on
 * the part, else on its message (provider options travel with a message into the model's
 * prompt, so the middleware sees them too).
 */
export function familyFromProviderOptions(key: string): PartFamily {
  const read = (options: ProviderOptionsLike | undefined) => {
    const family = options?.[key]?.family;
    return typeof family === "string" ? family : undefined;
  };
  return (part, message) => read(part.providerOptions) ?? read(message.providerOptions);
}
