// A sink that holds a reader's calls until the read is over, each with the entry it came from,
// then hands on those of the entries kept, in the order they were made: for a log whose last
// line decides which earlier lines count (a pi session's branch, pi-path.ts).
import type { Item } from "../../items/types.js";
import type { CompactionEvent, MetaFields, TranscriptSink } from "../sink.js";
import type { TranscriptRecord } from "../types.js";

type Call =
  | { kind: "item"; conversation: string; item: Item; record: TranscriptRecord }
  | { kind: "compaction"; conversation: string; event: CompactionEvent }
  | { kind: "meta"; conversation: string; fields: MetaFields };

/** No entry: a call always handed on (a header's meta). */
export const NO_ENTRY = -1;

/** Holds the calls of a read; {@link DeferredSink.release} hands on the kept ones. */
export class DeferredSink implements TranscriptSink {
  private calls: Call[] = [];
  private entries: number[] = [];
  /** The entry the calls made from now on come from. */
  entry = NO_ENTRY;

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    this.hold({ kind: "item", conversation, item, record });
  }

  compaction(conversation: string, event: CompactionEvent): void {
    this.hold({ kind: "compaction", conversation, event });
  }

  meta(conversation: string, fields: MetaFields): void {
    this.hold({ kind: "meta", conversation, fields });
  }

  private hold(call: Call): void {
    this.calls.push(call);
    this.entries.push(this.entry);
  }

  /**
   * Hands on to `sink` the calls of entries `kept` has (NO_ENTRY's always), then holds nothing.
   * @throws what `sink` throws.
   */
  release(sink: TranscriptSink, kept: (entry: number) => boolean): void {
    const { calls, entries } = this;
    this.calls = [];
    this.entries = [];
    calls.forEach((call, i) => {
      if (entries[i] !== NO_ENTRY && !kept(entries[i])) return;
      if (call.kind === "item") sink.item(call.conversation, call.item, call.record);
      else if (call.kind === "compaction") sink.compaction(call.conversation, call.event);
      else sink.meta(call.conversation, call.fields);
    });
  }
}
