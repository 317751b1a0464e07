// A streamed `fix`, `compact` or `convert` written as an Anthropic Messages body:
// `{ "messages": [...] }` as the whole-log path writes it (write.ts, format `anthropic`:
// json-chunks.ts's jsonBody) a piece at a time, each piece's last message held
// (held-messages.ts: a block joins the message of its role before it). A system or developer
// message (the whole writes it ahead of the messages) sends the run to the whole-log path.
import type { Item } from "../../items/types.js";
import { anthropicMessages } from "../../readers/anthropic-write.js";
import { listElement } from "../../readers/json-chunks.js";
import { HeldMessages, type MessagesForm } from "./held-messages.js";
import { Unstreamable } from "./unstreamable.js";

const ANTHROPIC: MessagesForm = {
  name: "Anthropic",
  convert: (items: readonly Item[]) => {
    const conversion = anthropicMessages(items);
    if (conversion.system !== undefined)
      throw new Unstreamable("a system message: the whole writes it first");
    return conversion;
  },
  message: (message, n) => `${n > 0 ? ",\n" : '{\n "messages": [\n'}${listElement(message)}`,
  end: (count) => (count === 0 ? '{\n "messages": []\n}\n' : "\n ]\n}\n"),
};

/**
 * The Anthropic Messages body of a streamed rewrite (`dropped`: the report's count of items with
 * no Anthropic form). @throws nothing.
 */
export const anthropicBody = (allowLossy: boolean, dropped: Record<string, number>): HeldMessages =>
  new HeldMessages(ANTHROPIC, allowLossy, dropped);
