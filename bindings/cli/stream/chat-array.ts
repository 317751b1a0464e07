// A streamed `fix`, `compact` or `convert` written as Chat Completions messages: the whole-log
// path's JSON array (write.ts, format `chat`: json-chunks.ts's jsonArray) a piece at a time, each
// piece's last message held (held-messages.ts: a Responses call joins the assistant message
// before it, which may end the piece before).
import type { Item } from "../../items/types.js";
import { chatMessages } from "../../readers/chat-write.js";
import { HeldMessages, type MessagesForm } from "./held-messages.js";
import { Unstreamable } from "./unstreamable.js";

const CHAT: MessagesForm = {
  name: "Chat",
  convert: (items: readonly Item[]) => chatMessages(items),
  message: (message, n, text) => `${n > 0 ? ",\n" : "[\n"}${text ?? JSON.stringify(message)}`,
  end: (count) => {
    if (count === 0) throw new Unstreamable("no message: the whole writes an empty array");
    return "\n]\n";
  },
};

/**
 * The Chat messages array of a streamed rewrite (`dropped`: the report's count of items with no
 * Chat form). @throws nothing.
 */
export const chatArray = (allowLossy: boolean, dropped: Record<string, number>): HeldMessages =>
  new HeldMessages(CHAT, allowLossy, dropped);
