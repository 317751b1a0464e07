// Which provider's messages a streamed rewrite writes, for an output format (fix, compact and
// convert ask here alike): a Chat array, an Anthropic Messages body, or none (items).
import type { WriteFormat } from "../../readers/write.js";
import { anthropicBody } from "./anthropic-body.js";
import { chatArray } from "./chat-array.js";
import type { HeldMessages } from "./held-messages.js";

/**
 * The messages writer of `to` (undefined: not a messages output); `dropped`: the report's count
 * of items with no form, which `allowLossy` lets it fill. @throws nothing.
 */
export function messagesOutput(
  to: WriteFormat,
  allowLossy: boolean,
  dropped: Record<string, number>,
): HeldMessages | undefined {
  if (to === "chat") return chatArray(allowLossy, dropped);
  return to === "anthropic" ? anthropicBody(allowLossy, dropped) : undefined;
}

/** `pieces`, then the writer's end (the held message, the output's close). @throws what they throw. */
export async function* closedBy(
  pieces: AsyncIterable<string>,
  messages: HeldMessages,
): AsyncGenerator<string> {
  yield* pieces;
  yield messages.end();
}
