// Streaming counts of one log's conversations for `check`: kinds, calls, outputs, private items,
// compactions, and the pairing findings as the engines plan them (pairing-counts.ts). Holds no
// items, only what pairing needs of the calls and outputs.
import {
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_OUTPUT,
} from "../../common/codes.js";
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
import { PairingCounts, type PairingFindings, type PairingItem } from "./pairing-counts.js";

export type { At, KeyedAt } from "./pairing-counts.js";

/** The counts of one conversation. */
export interface ConversationTally extends PairingFindings {
  id: string;
  meta: TranscriptMeta;
  items: number;
  /** Items by type (a null-prototype record: any type name is a plain key). */
  kinds: Record<string, number>;
  calls: number;
  outputs: number;
  /** Private items and messages with private content (thinking, reasoning fields). */
  privateItems: number;
}

/** What the counts need of one item (small enough to pass between threads). */
export interface ItemSummary extends PairingItem {
  type: string;
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

type Counts = Omit<ConversationTally, keyof PairingFindings>;

function fresh(id: string): [Counts, PairingCounts] {
  const kinds: Record<string, number> = Object.create(null);
  const tally: Counts = {
    id,
    meta: { compactions: [] },
    items: 0,
    kinds,
    calls: 0,
    outputs: 0,
    privateItems: 0,
  };
  return [tally, new PairingCounts()];
}

/** A sink the parallel read counts into: items as summaries, compactions as restarts. */
export interface CountingSink extends TranscriptSink {
  add(conversation: string, s: ItemSummary, record: TranscriptRecord): void;
  restart(
    conversation: string,
    source: string,
    record: TranscriptRecord,
    replacement: readonly ItemSummary[] | undefined,
  ): void;
}

/** A sink that counts (see the file comment). */
export class TallySink implements CountingSink {
  private readonly conversations = new Map<string, [Counts, PairingCounts]>();

  private open(id: string): [Counts, PairingCounts] {
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
    tally.kinds[s.type] = (tally.kinds[s.type] ?? 0) + 1; // null prototype: `constructor` is a key
    if (s.private) tally.privateItems++;
    pairing.add(s, record, tally.items - 1);
    if (s.kind === KIND_CALL || s.kind === KIND_CHAT_CALLS) tally.calls += s.keys.length;
    else if (s.kind === KIND_OUTPUT) tally.outputs++;
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
    return [...this.conversations.values()].map(([tally, pairing]) => ({
      ...tally,
      ...pairing.findings(),
    }));
  }
}

// An optional hook of `sinks` (sink.ts) called on each that has it; undefined where none has.
function teed(
  sinks: readonly TranscriptSink[],
  hook: "earlyLink" | "offPath",
): ((id: string) => void) | undefined {
  const asking = sinks.filter((sink) => sink[hook] !== undefined);
  if (asking.length === 0) return undefined;
  return (id) => {
    for (const sink of asking) sink[hook]?.(id);
  };
}

/** A sink that hands everything to several sinks. */
export class TeeSink implements TranscriptSink {
  /** Only where one of the sinks asks (sink.ts): a reader skips the lookups for the others. */
  readonly earlyLink?: (id: string) => void;
  readonly offPath?: (id: string) => void;

  constructor(private readonly sinks: readonly TranscriptSink[]) {
    this.earlyLink = teed(sinks, "earlyLink");
    this.offPath = teed(sinks, "offPath");
  }
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
