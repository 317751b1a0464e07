// A streamed `fix` or `compact` written as Chat Completions messages (stream/fix.ts,
// stream/compact.ts): each piece's messages as the whole-log path's JSON array holds them (write.ts, format `chat`), so the array
// is written a piece at a time. A piece decides its messages as the whole does but where a
// Responses call opens it (the whole merges it into the assistant message before it, in the piece
// before), or where the conversion refuses an item: the whole-log path then runs.
import { itemType } from "../../items/classify.js";
import type { Item } from "../../items/types.js";
import { chatMessages } from "../../readers/chat-write.js";
import { countByType } from "../lossy.js";
import { convertedOrWhole, Unstreamable } from "./unstreamable.js";

// The items chatMessages joins to the assistant message before them.
const JOINS_BEFORE: ReadonlySet<string | undefined> = new Set([
  "function_call",
  "custom_tool_call",
]);

/** The Chat messages array of a streamed rewrite, a piece at a time. @throws nothing itself. */
export class ChatArray {
  #messages = 0;
  #pieces = 0;

  /** `dropped`: the report's count of items with no Chat form, added to per piece. */
  constructor(
    private readonly allowLossy: boolean,
    private readonly dropped: Record<string, number>,
  ) {}

  /**
   * The array's text for the next piece's fixed items (its opening bracket before the first
   * message, a separator before each later one).
   * @throws {Unstreamable} where the piece is not decided as the whole (see the file's head), or
   * it holds items with no Chat form without `allowLossy` (the whole-log path refuses them).
   */
  piece(items: readonly Item[]): string[] {
    if (this.#pieces++ > 0 && items.length > 0 && JOINS_BEFORE.has(itemType(items[0])))
      throw new Unstreamable("a call opens a piece: the whole joins it to the message before");
    const { messages, dropped } = convertedOrWhole(() => chatMessages(items));
    for (const [type, n] of Object.entries(countByType(items, dropped))) {
      if (!this.allowLossy) throw new Unstreamable("items with no Chat form: the whole refuses");
      this.dropped[type] = (Object.hasOwn(this.dropped, type) ? this.dropped[type] : 0) + n;
    }
    return messages.map((m) => `${this.#messages++ > 0 ? ",\n" : "[\n"}${JSON.stringify(m)}`);
  }

  /**
   * The array's end, once every piece was written.
   * @throws {Unstreamable} when no message was written (the whole-log path writes `[]`).
   */
  end(): string {
    if (this.#messages === 0) throw new Unstreamable("no message: the whole writes an empty array");
    return "\n]\n";
  }
}
