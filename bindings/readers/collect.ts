// The sink behind readTranscripts: every conversation's items, records and meta.
import type { Item } from "../items/types.js";
import { assignMeta, type CompactionEvent, type MetaFields, type TranscriptSink } from "./sink.js";
import type { Transcript, TranscriptRecord } from "./types.js";

/** Collects conversations in order of first appearance. */
export class Collector implements TranscriptSink {
  readonly conversations = new Map<string, Transcript>();
  /** Items seen per conversation in log order (the `before` of a compaction). */
  private readonly seen = new Map<string, number>();

  constructor(private readonly history: "current" | "full" = "current") {}

  private open(id: string): Transcript {
    let t = this.conversations.get(id);
    if (!t) {
      t = { id, items: [], records: [], meta: { compactions: [] } };
      this.conversations.set(id, t);
      this.seen.set(id, 0);
    }
    return t;
  }

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    const t = this.open(conversation);
    t.items.push(item);
    t.records.push(record);
    this.seen.set(conversation, (this.seen.get(conversation) ?? 0) + 1);
  }

  compaction(conversation: string, event: CompactionEvent): void {
    const t = this.open(conversation);
    const before = this.seen.get(conversation) ?? 0;
    const replacement = event.replacement;
    t.meta.compactions.push({
      source: event.source,
      record: event.record,
      before,
      ...(replacement ? { replacement: replacement.length } : {}),
    });
    if (!replacement || this.history === "full") return;
    // The current history restarts from the replacement, all of it at the compaction's record.
    t.items.length = 0;
    t.records.length = 0;
    for (const item of replacement) {
      t.items.push(item);
      t.records.push(event.record);
    }
  }

  meta(conversation: string, fields: MetaFields): void {
    assignMeta(this.open(conversation).meta, fields);
  }
}
