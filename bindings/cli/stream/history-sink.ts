// What both second reads of a streamed rewrite keep of the log (pieces.ts, host-pieces.ts): the
// plan's conversation from its last replacing compaction on, an item at a time, each said to
// close what came before when no call key seen so far is used after it (in the same epoch of the
// key, where the key is used again after its calls were answered: epoch-reach.ts).
import { describeItem } from "../../items/describe.js";
import type { Item } from "../../items/types.js";
import type { CompactionEvent, TranscriptSink } from "../../readers/sink.js";
import type { TranscriptRecord } from "../../readers/types.js";
import { EpochReach } from "./epoch-reach.js";
import type { StreamPlan } from "./plan.js";

/** A sink handing on the current history of the plan's conversation to `next`. */
export abstract class HistorySink implements TranscriptSink {
  /** Replacing compactions met so far: items count from the plan's last one on. */
  #replacements = 0;
  /** The next item's number in the current history. */
  #n = 0;
  /** The highest item number a key seen so far is used at (in the epoch it was seen in). */
  #reach = -1;
  readonly #epochs: EpochReach;

  constructor(protected readonly plan: StreamPlan) {
    this.#epochs = new EpochReach(plan.epochEnds);
  }

  private live(): boolean {
    return this.#replacements === this.plan.replacements;
  }

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    if (conversation === this.plan.id && this.live()) this.take(item, record);
  }

  compaction(conversation: string, event: CompactionEvent): void {
    if (conversation !== this.plan.id || event.replacement === undefined) return;
    this.#replacements++;
    if (!this.live()) return;
    for (const item of event.replacement) this.take(item, event.record);
  }

  meta(): void {}

  private take(item: Item, record: TranscriptRecord): void {
    const n = this.#n++;
    const guess = this.plan.guess;
    if (guess) {
      // A one-read run: an item closes where no call waits for its output (cut-guess.ts), its
      // keys checked once the cut before it, if any, was made.
      const described = describeItem(item);
      this.next(item, record, guess.settles(described, n));
      guess.use(described.keys, n);
      return;
    }
    // No key used later (convert plans none): every item closes, nothing to describe.
    if (this.plan.lastUse.size > 0) {
      const { keys, kind } = describeItem(item);
      for (const key of keys) {
        const end = this.#epochs.end(key, n, kind) ?? this.plan.lastUse.get(key) ?? n;
        this.#reach = Math.max(this.#reach, end);
      }
    }
    this.next(item, record, this.#reach <= n);
  }

  /**
   * The next item of the current history, from `record`; `closes`: no key seen up to it is
   * used after it (a piece may end there).
   */
  protected abstract next(item: Item, record: TranscriptRecord, closes: boolean): void;
}
