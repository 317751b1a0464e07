// A streamed rewrite written as one JSON document (a Chat array, an Anthropic Messages body, the
// items' array or Responses body: chat-array.ts, anthropic-body.ts, items-document.ts), a piece at
// a time. Each conversion is a fold that joins an item to the message before it (a call to the
// assistant message, a block to a message of its role) reading nothing but that message, which a
// cut may split: so each piece's last message is held and converted again with the next piece's
// items, and every message written is the whole's (the items' documents join nothing).
import type { Item } from "../../items/types.js";
import { countByType } from "../lossy.js";
import { convertedOrWhole, Unstreamable } from "./unstreamable.js";

/**
 * Items a held message may reach: converted again with every piece it runs on into, a message of
 * a whole log's items (a long run of one role's lines, of calls in a row) would cost quadratic
 * time; held so long, the whole-log path joins it once.
 */
export const HELD_MAX = 4096;

const EMPTY: Conversion = { messages: [], origins: [], dropped: [] };

/** A conversion's messages, the item each starts at, and the items with no form. */
export interface Conversion {
  messages: unknown[];
  origins: number[];
  dropped: number[];
}

/** How an output converts items and writes its messages around them. */
export interface MessagesForm {
  /** What the output is called in a refusal ("Chat", "Anthropic"). */
  readonly name: string;
  /** @throws {Unstreamable} where the whole writes what the pieces cannot (ahead of the messages). */
  convert(items: readonly Item[]): Conversion;
  /**
   * The text of message `n` (0: the first, after the output's opening); `text`, where known, is
   * the message's JSON as JSON.stringify writes it (an item written as read: pieces.ts).
   */
  message(message: unknown, n: number, text?: string): string;
  /** The output's end after `count` messages. @throws {Unstreamable} where the pieces cannot write it. */
  end(count: number): string;
}

/** A messages output written a piece at a time, its last message held. @throws nothing itself. */
export class HeldMessages {
  #messages = 0;
  /** The items of the last message converted, not written yet: the next piece's may join it. */
  #held: Item[] = [];
  /** Their texts as read, where known (kept-texts.ts). */
  #heldTexts: (string | undefined)[] = [];

  /** `dropped`: the report's count of items with no form, added to per piece. */
  constructor(
    private readonly form: MessagesForm,
    private readonly allowLossy: boolean,
    private readonly dropped: Record<string, number>,
  ) {}

  /**
   * The output's text for the next piece's items: every message they end but the last (held).
   * @throws {Unstreamable} where the form refuses, an item the conversion refuses, items with no
   * form without `allowLossy` (the whole-log path refuses them), or a message held past
   * {@link HELD_MAX} items.
   */
  piece(items: readonly Item[], texts: readonly (string | undefined)[] = []): string[] {
    const held = this.#held.length;
    const all = [...this.#held, ...items];
    const allTexts = [...this.#heldTexts, ...(texts.length ? texts : new Array(items.length))];
    const { messages, origins, dropped } = convertedOrWhole(() => this.form.convert(all));
    const fresh = dropped.filter((i) => i >= held); // the held items were counted with their piece
    for (const [type, n] of Object.entries(countByType(all, fresh))) {
      if (!this.allowLossy)
        throw new Unstreamable(`items with no ${this.form.name} form: the whole refuses`);
      this.dropped[type] = (Object.hasOwn(this.dropped, type) ? this.dropped[type] : 0) + n;
    }
    if (messages.length === 0) return [];
    const last = origins[messages.length - 1];
    this.#held = all.slice(last);
    this.#heldTexts = allTexts.slice(last);
    if (this.#held.length > HELD_MAX) throw new Unstreamable("a message runs on past many pieces");
    const text = (m: unknown, i: number) =>
      m === all[origins[i]] ? allTexts[origins[i]] : undefined;
    return messages.slice(0, -1).map((m, i) => this.form.message(m, this.#messages++, text(m, i)));
  }

  /**
   * The held message, then the output's end.
   * @throws {Unstreamable} where the form cannot write the end (see {@link MessagesForm.end}).
   */
  end(): string {
    const held = this.#held;
    const { messages, origins } = held.length > 0 ? this.form.convert(held) : EMPTY;
    const texts = this.#heldTexts;
    const text = messages
      .map((m, i) => {
        const own = m === held[origins[i]] ? texts[origins[i]] : undefined;
        return this.form.message(m, this.#messages++, own);
      })
      .join("");
    return `${text}${this.form.end(this.#messages)}`;
  }
}
