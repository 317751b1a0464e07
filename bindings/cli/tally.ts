// Streaming counts of one log's conversations for `check`: kinds, calls, outputs, unresolved
// calls, orphans and duplicates (SPEC §5 pairing), private items, compactions. Holds only call
// keys, never the items, so a log of any size is checked in bounded memory.
import {
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_OUTPUT,
} from "../../common/codes.js";
import { appendAll } from "../append-all.js";
import { hasFamilyPrivateContent, itemType } from "../items/classify.js";
import { describeItem } from "../items/describe.js";
import type { Item } from "../items/types.js";
import {
  assignMeta,
  type CompactionEvent,
  type MetaFields,
  type TranscriptSink,
} from "../readers/sink.js";
import type { TranscriptMeta, TranscriptRecord } from "../readers/types.js";

/** A call or output named by key, with the line of its record. */
export interface KeyedAt {
  callId: string;
  line?: number;
  index: number;
}

/** The counts of one conversation. */
export interface ConversationTally {
  id: string;
  meta: TranscriptMeta;
  items: number;
  kinds: Record<string, number>;
  calls: number;
  outputs: number;
  /** Client calls with no output. */
  unresolved: KeyedAt[];
  /** Outputs with no call. */
  orphans: KeyedAt[];
  /** A second call while the key is open, or a second output for an answered call. */
  duplicates: (KeyedAt & { kind: "call" | "output" })[];
  /** Private items and messages with private content (thinking, reasoning fields). */
  privateItems: number;
}

/** What the counts need of one item (small enough to pass between threads). */
export interface ItemSummary {
  type: string;
  /** The item's kind (common/codes.ts KIND_*). */
  kind: number;
  keys: readonly string[];
  needsOutput: boolean;
  private: boolean;
}

/** The summary of one item. */
export function summarize(item: Item): ItemSummary {
  const d = describeItem(item);
  return {
    type: itemType(item) ?? "(none)",
    kind: d.kind,
    keys: d.keys,
    needsOutput: (d.flags & FLAG_NEEDS_OUTPUT) !== 0,
    private: (d.flags & FLAG_PRIVATE) !== 0 || hasFamilyPrivateContent(item),
  };
}

interface Open {
  at: KeyedAt;
  needsOutput: boolean;
}

/** The pairing state of one conversation. */
class Pairing {
  readonly open = new Map<string, Open>();
  readonly answered = new Set<string>();
  readonly early = new Map<string, KeyedAt[]>(); // outputs before any call of their key
  readonly duplicates: ConversationTally["duplicates"] = [];

  call(key: string, at: KeyedAt, needsOutput: boolean): void {
    const waiting = this.early.get(key);
    if (waiting?.length) {
      waiting.shift(); // an output before its call answers the first call after it (SPEC §5)
      if (!waiting.length) this.early.delete(key);
      this.answered.add(key);
      return;
    }
    if (this.open.has(key)) this.duplicates.push({ ...at, kind: "call" });
    else this.open.set(key, { at, needsOutput });
  }

  output(key: string, at: KeyedAt): void {
    if (this.open.delete(key)) this.answered.add(key);
    else if (this.answered.has(key)) this.duplicates.push({ ...at, kind: "output" });
    else {
      const list = this.early.get(key) ?? [];
      list.push(at);
      this.early.set(key, list);
    }
  }
}

function fresh(id: string): [ConversationTally, Pairing] {
  const tally: ConversationTally = {
    id,
    meta: { compactions: [] },
    items: 0,
    kinds: {},
    calls: 0,
    outputs: 0,
    unresolved: [],
    orphans: [],
    duplicates: [],
    privateItems: 0,
  };
  return [tally, new Pairing()];
}

/** A sink that counts (see the file comment). */
export class TallySink implements TranscriptSink {
  private readonly conversations = new Map<string, [ConversationTally, Pairing]>();

  private open(id: string): [ConversationTally, Pairing] {
    let entry = this.conversations.get(id);
    if (!entry) {
      entry = fresh(id);
      this.conversations.set(id, entry);
    }
    return entry;
  }

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    this.add(conversation, summarize(item), record);
  }

  /** Counts one item from its summary (the parallel check's workers summarize, this counts). */
  add(conversation: string, s: ItemSummary, record: TranscriptRecord): void {
    const [tally, pairing] = this.open(conversation);
    tally.items++;
    tally.kinds[s.type] = (tally.kinds[s.type] ?? 0) + 1;
    if (s.private) tally.privateItems++;
    const at = (callId: string): KeyedAt => ({ callId, line: record.line, index: record.index });
    if (s.kind === KIND_CALL || s.kind === KIND_CHAT_CALLS) {
      for (const key of s.keys) pairing.call(key, at(key), s.needsOutput);
      tally.calls += s.keys.length;
    } else if (s.kind === KIND_OUTPUT) {
      pairing.output(s.keys[0], at(s.keys[0]));
      tally.outputs++;
    }
  }

  compaction(conversation: string, event: CompactionEvent): void {
    this.restart(conversation, event.source, event.record, event.replacement?.map(summarize));
  }

  /** A compaction from its summary: the history restarts from the replacement, when there is one. */
  restart(
    conversation: string,
    source: string,
    record: TranscriptRecord,
    replacement: readonly ItemSummary[] | undefined,
  ): void {
    const [old] = this.open(conversation);
    const before = old.items;
    if (replacement) {
      // The history restarts from the replacement (as readTranscripts' current history does).
      const entry = fresh(conversation);
      entry[0].meta = old.meta;
      this.conversations.set(conversation, entry);
      for (const s of replacement) this.add(conversation, s, record);
    }
    old.meta.compactions.push({
      source,
      record,
      before,
      ...(replacement === undefined ? {} : { replacement: replacement.length }),
    });
  }

  meta(conversation: string, fields: MetaFields): void {
    assignMeta(this.open(conversation)[0].meta, fields);
  }

  /** The finished counts, conversations in order of first appearance. */
  results(): ConversationTally[] {
    return [...this.conversations.values()].map(([tally, pairing]) => {
      for (const { at, needsOutput } of pairing.open.values())
        if (needsOutput) tally.unresolved.push(at);
      for (const outputs of pairing.early.values()) appendAll(tally.orphans, outputs);
      tally.orphans.sort((a, b) => a.index - b.index);
      appendAll(tally.duplicates, pairing.duplicates);
      return tally;
    });
  }
}

/** A sink that hands everything to several sinks. */
export class TeeSink implements TranscriptSink {
  constructor(private readonly sinks: readonly TranscriptSink[]) {}
  item(conversation: string, item: Item, record: TranscriptRecord): void {
    for (const sink of this.sinks) sink.item(conversation, item, record);
  }
  compaction(conversation: string, event: CompactionEvent): void {
    for (const sink of this.sinks) sink.compaction(conversation, event);
  }
  meta(conversation: string, fields: MetaFields): void {
    for (const sink of this.sinks) sink.meta(conversation, fields);
  }
}
