// A sink that holds a reader's calls until the read is over, each with the entry it came from,
// then hands on those of the entries kept, in the order they were made: for a log whose last
// lines decide which earlier lines count (a pi session's branch and compaction, pi-current.ts).
import type { Item } from "../../items/types.js";
import type { CompactionEvent, MetaFields, TranscriptSink } from "../sink.js";
import type { TranscriptRecord } from "../types.js";

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

// A held compaction (a held meta call's value is its fields; an item's has its record).
class HeldCompaction {
  constructor(readonly event: CompactionEvent) {}
}

/** Holds the calls of a read; {@link DeferredSink.release} hands on the kept ones. */
export class DeferredSink implements TranscriptSink {
  // Calls in order, in flat arrays (no object an item: a session's every item passes here).
  private conversations: string[] = [];
  private values: unknown[] = [];
  private records: (TranscriptRecord | undefined)[] = [];
  /** Where the calls of each entry start: the call's index, then the entry, at each change. */
  private marks: number[] = [];
  private marked = Number.NaN;
  /** The entry the calls made from now on come from. */
  entry = NO_ENTRY;

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    this.hold(conversation, item, record);
  }

  compaction(conversation: string, event: CompactionEvent): void {
    this.hold(conversation, new HeldCompaction(event), undefined);
  }

  meta(conversation: string, fields: MetaFields): void {
    this.hold(conversation, fields, undefined);
  }

  private hold(conversation: string, value: unknown, record: TranscriptRecord | undefined): void {
    if (this.entry !== this.marked) {
      this.marks.push(this.values.length, this.entry);
      this.marked = this.entry;
    }
    this.conversations.push(conversation);
    this.values.push(value);
    this.records.push(record);
  }

  /**
   * Hands on to `sink` the calls of each entry as `fate` says (NO_ENTRY's all), `first` before
   * the first item handed on, then holds nothing.
   * @throws what `sink` throws.
   */
  release(sink: TranscriptSink, fate: (entry: number) => Fate, first?: HeldItem): void {
    const { conversations, values, records, marks } = this;
    this.conversations = [];
    this.values = [];
    this.records = [];
    this.marks = [];
    this.marked = Number.NaN;
    let lead = first;
    for (let m = 0; m < marks.length; m += 2) {
      const entry = marks[m + 1];
      const of = entry === NO_ENTRY ? ALL : fate(entry);
      if (of === NONE) continue;
      const end = m + 2 < marks.length ? marks[m + 2] : values.length;
      for (let i = marks[m]; i < end; i++) {
        const value = values[i];
        const record = records[i];
        if (record !== undefined) {
          if (of === NO_ITEMS) continue;
          if (lead) sink.item(lead.conversation, lead.item, lead.record);
          lead = undefined;
          sink.item(conversations[i], value as Item, record);
        } else if (value instanceof HeldCompaction) sink.compaction(conversations[i], value.event);
        else sink.meta(conversations[i], value as MetaFields);
      }
    }
    if (lead) sink.item(lead.conversation, lead.item, lead.record);
  }
}
