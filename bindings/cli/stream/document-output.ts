// Which JSON document a streamed rewrite writes, for an output format (fix, compact and convert
// ask here alike): a Chat array, an Anthropic Messages body, the items array, a Responses body,
// or none (items JSON lines).
import type { ItemsMeta } from "../../readers/items-meta.js";
import type { WriteFormat } from "../../readers/write.js";
import { anthropicBody } from "./anthropic-body.js";
import { chatArray } from "./chat-array.js";
import type { HeldMessages } from "./held-messages.js";
import { itemsArray, responsesBody } from "./items-document.js";
import type { Written } from "./pieces.js";

/**
 * The document writer of `to` (undefined: JSON lines, or no text output); `dropped`: the report's
 * count of items with no form, which `allowLossy` lets it fill; `meta`: the record the items
 * array opens with (asked once). @throws nothing.
 */
export function documentOutput(
  to: WriteFormat,
  allowLossy: boolean,
  dropped: Record<string, number>,
  meta: () => ItemsMeta | undefined,
): HeldMessages | undefined {
  if (to === "chat") return chatArray(allowLossy, dropped);
  if (to === "anthropic") return anthropicBody(allowLossy, dropped);
  if (to === "json") return itemsArray(meta);
  return to === "responses" ? responsesBody() : undefined;
}

/** `pieces`, then the writer's end (the held message, the output's close). @throws what they throw. */
export async function* closedBy(
  pieces: AsyncIterable<Written>,
  messages: HeldMessages,
): AsyncGenerator<Written> {
  yield* pieces;
  yield messages.end();
}
