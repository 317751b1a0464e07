// A sink that hands on a read's calls in file order as each record's fate says: the second read
// of a log whose last lines decide which earlier ones count, once a first read in file order has
// named them (a pi session's branch left and compaction, pi-current.ts's `inOrder`). It hands on
// what deferred-sink.ts's release would, in the same order, holding nothing.
import type { Item } from "../../items/types.js";
import type { CompactionEvent, MetaFields, TranscriptSink } from "../sink.js";
import type { TranscriptRecord } from "../types.js";
import { ALL, type Fate, type HeldItem, NONE } from "./deferred-sink.js";

/** Hands on the calls of each record as its {@link FateSink.fate} says, `first` before the first item. */
export class FateSink implements TranscriptSink {
  /** The fate of the calls made from now on (the record being read). */
  fate: Fate = ALL;
  private lead: HeldItem | undefined;

  constructor(
    private readonly sink: TranscriptSink,
    first?: HeldItem,
  ) {
    this.lead = first;
  }

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    if (this.fate !== ALL) return;
    this.handLead();
    this.sink.item(conversation, item, record);
  }

  compaction(conversation: string, event: CompactionEvent): void {
    if (this.fate !== NONE) this.sink.compaction(conversation, event);
  }

  meta(conversation: string, fields: MetaFields): void {
    if (this.fate !== NONE) this.sink.meta(conversation, fields);
  }

  /**
   * The read is over: `first` handed on if no item was.
   * @throws what the sink throws.
   */
  end(): void {
    this.handLead();
  }

  private handLead(): void {
    const lead = this.lead;
    if (!lead) return;
    this.lead = undefined;
    this.sink.item(lead.conversation, lead.item, lead.record);
  }
}
