// Claude Code leaves out of what it sends an assistant message of only thinking whose `message.id`
// has no line with other content (a turn interrupted after its thinking block): such a line's
// items wait, per conversation, for the next line sent in it. Claude Code writes a message's
// blocks as consecutive lines, so that line tells: a sibling with other content sends them.
import type { Item } from "../../items/types.js";
import type { TranscriptRecord } from "../types.js";

type Emit = (key: string, item: Item, at: TranscriptRecord) => void;

interface Held {
  readonly id: unknown;
  readonly items: Item[];
  /** Each item's line (no pairs allocated: a third of a thinking model's lines are held). */
  readonly at: TranscriptRecord[];
}

const THINKING = new Set(["thinking", "redacted_thinking"]);

/**
 * Whether a message's sent content is blocks of thinking alone.
 * @throws nothing.
 */
export const isThinkingOnly = (content: unknown): boolean =>
  Array.isArray(content) &&
  content.length > 0 &&
  content.every((block) => THINKING.has(block?.type));

/** The thinking-only lines of each conversation not yet known to be sent. */
export class ThinkingOnlyHold {
  private readonly held = new Map<string, Held>();

  constructor(private readonly emit: Emit) {}

  /**
   * A line sent in conversation `key` (`id` its message id; a command's line has none): what the
   * conversation holds is sent before it when it is a sibling with other content, held on with
   * it when it is thinking-only too (or sends nothing), else left out; then its own items are
   * sent, or held.
   * @throws whatever `emit` throws.
   */
  line(key: string, id: unknown, thinkingOnly: boolean, items: Item[], at: TranscriptRecord): void {
    if (!thinkingOnly && this.held.size === 0) {
      for (const item of items) this.emit(key, item, at); // nothing held: most lines
      return;
    }
    const held = this.held.get(key);
    const sibling = held !== undefined && typeof id === "string" && id === held.id;
    if (held !== undefined) this.held.delete(key);
    if (thinkingOnly || (sibling && items.length === 0)) {
      // A sibling sending nothing (its blocks all blank) adds no other content: they wait on.
      const hold = sibling ? held : { id, items: [], at: [] };
      for (const item of items) {
        hold.items.push(item);
        hold.at.push(at);
      }
      this.held.set(key, hold);
      return;
    }
    if (sibling) held.items.forEach((item, i) => this.emit(key, item, held.at[i]));
    for (const item of items) this.emit(key, item, at);
  }

  /** Leaves out what conversation `key` holds (a compaction boundary follows it). */
  drop(key: string): void {
    this.held.delete(key);
  }

  /** Leaves out what every conversation holds (the read is over: nothing followed). */
  end(): void {
    this.held.clear();
  }
}
