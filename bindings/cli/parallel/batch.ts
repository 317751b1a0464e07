// What a worker sends for its range: each sink call as one row of integers (items as their
// summaries), so a million items cross threads as transferred arrays, not cloned objects; and
// the replay of those rows, in file order, into the main thread's counts.
import type { Item } from "../../items/types.js";
import type { CompactionEvent, MetaFields, TranscriptSink } from "../../readers/sink.js";
import type { TranscriptRecord } from "../../readers/types.js";
import { type CountingSink, type ItemSummary, summarize } from "../tally.js";

/** Row layout: operation, conversation, a, b, line, record index, key count. */
const WIDTH = 7;
const OP_ITEM = 0;
const OP_COMPACTION = 1;
const OP_META = 2;
const NEEDS_OUTPUT = 1 << 8;
const PRIVATE = 1 << 9;
/** Rows per batch: about 0.9 MB of integers. */
const ROWS = 32 * 1024;

/** A batch of rows; `strings` names conversations and item types, `extras` holds the rare calls. */
export interface Batch {
  rows: Int32Array;
  count: number;
  keys: string[];
  strings: string[];
  extras: unknown[];
}

interface CompactionExtra {
  source: string;
  replacement?: ItemSummary[];
}

/** A sink that writes rows and hands each full batch to `send`. */
export class BatchSink implements TranscriptSink {
  private readonly rows = new Int32Array(ROWS * WIDTH);
  private count = 0;
  private keys: string[] = [];
  private extras: unknown[] = [];
  private readonly strings: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Did a compaction's replacement need lines before the range (CompactionEvent)? */
  needsEarlierLines = false;

  constructor(private readonly send: (batch: Batch) => void) {}

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    const s = summarize(item);
    const flags = s.kind | (s.needsOutput ? NEEDS_OUTPUT : 0) | (s.private ? PRIVATE : 0);
    for (const key of s.keys) this.keys.push(key);
    this.row(OP_ITEM, conversation, this.id(s.type), flags, record, s.keys.length);
  }

  compaction(conversation: string, event: CompactionEvent): void {
    if (event.needsEarlierLines) this.needsEarlierLines = true;
    const extra: CompactionExtra = { source: event.source };
    if (event.replacement) extra.replacement = event.replacement.map(summarize);
    this.extras.push(extra);
    this.row(OP_COMPACTION, conversation, this.extras.length - 1, 0, event.record, 0);
  }

  meta(conversation: string, fields: MetaFields): void {
    this.extras.push(fields);
    this.row(OP_META, conversation, this.extras.length - 1, 0, { index: -1 }, 0);
  }

  /** Sends what is written (nothing when empty). */
  flush(): void {
    if (this.count === 0) return;
    // A copy of the rows written, so a batch that waits to be counted holds its rows alone.
    const batch = {
      rows: this.rows.slice(0, this.count * WIDTH),
      count: this.count,
      keys: this.keys,
      strings: [...this.strings],
      extras: this.extras,
    };
    this.count = 0;
    this.keys = [];
    this.extras = [];
    this.send(batch);
  }

  private id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.strings.push(text) - 1;
      this.ids.set(text, id);
    }
    return id;
  }

  private row(
    op: number,
    conversation: string,
    a: number,
    b: number,
    at: TranscriptRecord,
    keys: number,
  ): void {
    const r = this.count++ * WIDTH;
    const rows = this.rows;
    rows[r] = op;
    rows[r + 1] = this.id(conversation);
    rows[r + 2] = a;
    rows[r + 3] = b;
    rows[r + 4] = at.line ?? -1;
    rows[r + 5] = at.index;
    rows[r + 6] = keys;
    if (this.count === ROWS) this.flush();
  }
}

/** Where a range sits in the whole file: the lines and records of the ranges before it. */
export interface Offsets {
  lines: number;
  records: number;
}

/** Counts a batch into `tally`, with lines and record indexes moved to their place in the file. */
export function replay(batch: Batch, tally: CountingSink, offsets: Offsets): void {
  const { rows, strings, keys, extras } = batch;
  let key = 0;
  for (let r = 0; r < batch.count * WIDTH; r += WIDTH) {
    const conversation = strings[rows[r + 1]];
    const line = rows[r + 4];
    const index = rows[r + 5] + offsets.records;
    const record: TranscriptRecord = line < 0 ? { index } : { index, line: line + offsets.lines };
    if (rows[r] === OP_ITEM) {
      const flags = rows[r + 3];
      const summary: ItemSummary = {
        type: strings[rows[r + 2]],
        kind: flags & 0xff,
        keys: keys.slice(key, key + rows[r + 6]),
        needsOutput: (flags & NEEDS_OUTPUT) !== 0,
        private: (flags & PRIVATE) !== 0,
      };
      key += rows[r + 6];
      tally.add(conversation, summary, record);
    } else if (rows[r] === OP_COMPACTION) {
      const { source, replacement } = extras[rows[r + 2]] as CompactionExtra;
      tally.restart(conversation, source, record, replacement);
    } else tally.meta(conversation, extras[rows[r + 2]] as MetaFields);
  }
}
