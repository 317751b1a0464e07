// A streamed `fix` written as an Anthropic Messages body (stream/fix.ts): `{ "messages": [...] }`
// as the whole-log path writes it (write.ts, format `anthropic`: json-chunks.ts's jsonBody), a
// piece at a time. The conversion joins a run of blocks of one role into one message, which a cut
// may split: each piece's last message is held and converted again with the next piece's items
// (the conversion reads only the message it builds), so every message is the whole's. A system
// or developer message (the whole writes it ahead of the messages) or a refused item sends the run
// to the whole-log path.
import type { Item } from "../../items/types.js";
import { anthropicMessages } from "../../readers/anthropic-write.js";
import { listElement } from "../../readers/json-chunks.js";
import { countByType } from "../lossy.js";
import { convertedOrWhole, Unstreamable } from "./unstreamable.js";

/**
 * Items a held message may reach: converted again with every piece it runs on into, a message of
 * a whole log's blocks (a long run of one role's lines) would cost quadratic time; held so long,
 * the whole-log path joins it once.
 */
export const HELD_MAX = 4096;

/** The Anthropic Messages body of a streamed rewrite, a piece at a time. @throws nothing itself. */
export class AnthropicBody {
  #messages = 0;
  /** The items of the last message converted, not written yet: the next piece's may join it. */
  #held: Item[] = [];

  /** `dropped`: the report's count of items with no Anthropic form, added to per piece. */
  constructor(
    private readonly allowLossy: boolean,
    private readonly dropped: Record<string, number>,
  ) {}

  /**
   * The body's text for the next piece's fixed items: every message they end but the last (held).
   * @throws {Unstreamable} at a system or developer message, an item the conversion refuses,
   * items with no Anthropic form without `allowLossy` (the whole-log path refuses them), or a
   * message held past {@link HELD_MAX} items.
   */
  piece(items: readonly Item[]): string[] {
    const held = this.#held.length;
    const all = [...this.#held, ...items];
    const { system, messages, origins, dropped } = convertedOrWhole(() => anthropicMessages(all));
    if (system !== undefined) throw new Unstreamable("a system message: the whole writes it first");
    const fresh = dropped.filter((i) => i >= held); // the held items were counted with their piece
    for (const [type, n] of Object.entries(countByType(all, fresh))) {
      if (!this.allowLossy)
        throw new Unstreamable("items with no Anthropic form: the whole refuses");
      this.dropped[type] = (Object.hasOwn(this.dropped, type) ? this.dropped[type] : 0) + n;
    }
    if (messages.length === 0) return [];
    this.#held = all.slice(origins[messages.length - 1]);
    if (this.#held.length > HELD_MAX) throw new Unstreamable("a message runs on past many pieces");
    return messages.slice(0, -1).map((m) => this.element(m));
  }

  /** The body's end: the held message, the array's and the body's close. @throws nothing. */
  end(): string {
    const last = this.#held.length > 0 ? anthropicMessages(this.#held).messages : [];
    const text = last.map((m) => this.element(m)).join("");
    return this.#messages === 0 ? '{\n "messages": []\n}\n' : `${text}\n ]\n}\n`;
  }

  private element(message: unknown): string {
    const open = this.#messages++ === 0 ? '{\n "messages": [\n' : ",\n";
    return `${open}${listElement(message)}`;
  }
}
