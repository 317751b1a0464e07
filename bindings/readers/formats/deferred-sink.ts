// A sink that holds a reader's calls until the read is over, each with the entry it came from,
// then hands on those of the entries kept, in the order they were made: for a log whose last
// lines decide which earlier lines count (a pi session's branch and compaction, pi-current.ts).
import type { Item } from "../../items/types.js";
import type { CompactionEvent, MetaFields, TranscriptSink } from "../sink.js";
import type { TranscriptRecord } from "../types.js";

type Call =
  | ({ kind: "item" } & HeldItem)
  | { kind: "compaction"; conversation: string; event: CompactionEvent }
  | { kind: "meta"; conversation: string; fields: MetaFields };

/** No entry: a call always handed on (a header's meta). */
export const NO_ENTRY = -1;

/** What becomes of an entry's calls: none handed on, all but its items, or all. */
export const NONE = 0;
export const NO_ITEMS = 1;
export const ALL = 2;
export type Fate = typeof NONE | typeof NO_ITEMS | typeof ALL;

/** An item with where it goes and the record it came from. */
export interface HeldItem {
  conversation: string;
  item: Item;
  record: TranscriptRecord;
}

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
   * Hands on to `sink` the calls of each entry as `fate` says (NO_ENTRY's all), `first` before
   * the first item handed on, then holds nothing.
   * @throws what `sink` throws.
   */
  release(sink: TranscriptSink, fate: (entry: number) => Fate, first?: HeldItem): void {
    const { calls, entries } = this;
    this.calls = [];
    this.entries = [];
    let lead = first;
    calls.forEach((call, i) => {
      const of = entries[i] === NO_ENTRY ? ALL : fate(entries[i]);
      if (of === NONE || (of === NO_ITEMS && call.kind === "item")) return;
      if (call.kind === "item") {
        if (lead) sink.item(lead.conversation, lead.item, lead.record);
        lead = undefined;
        sink.item(call.conversation, call.item, call.record);
      } else if (call.kind === "compaction") sink.compaction(call.conversation, call.event);
      else sink.meta(call.conversation, call.fields);
    });
    if (lead) sink.item(lead.conversation, lead.item, lead.record);
  }
}
