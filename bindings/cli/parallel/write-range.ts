// The worker side of a parallel second read (`convert --to jsonl` on a large log): one byte range
// read as scanRange reads it, the chosen conversation's items written as JSON lines in the
// worker, so only their bytes cross to the main thread, which writes the ranges in order.
import type { Item } from "../../items/types.js";
import type { ItemsMeta } from "../../readers/items-meta.js";
import type { CompactionEvent, TranscriptSink } from "../../readers/sink.js";
import { jsonLines } from "../../readers/write.js";
import { type RangeEnd, type ScanJob, scanRangeInto } from "./range-scan.js";

/** What to write of a range: the conversation's items, and the meta its first written item heads. */
export interface WriteJob {
  conversation: string;
  meta: ItemsMeta;
}

/**
 * A piece of a range's output, in order: JSON lines bytes, or a replacing compaction of the
 * conversation (or the range's start) with the meta lines the item after it would be headed by
 * (jsonLines of that item and the meta, less the item's own line; no `head`: none follows in range).
 */
export type WrittenPart = Uint8Array | { restart: boolean; head?: string };

/** Bytes of JSON lines per part sent: a few hundred KB, so a range's parts flow as it is read. */
const PART_BYTES = 256 * 1024;

/** The conversation's items as JSON lines, cut into parts by its replacing compactions. */
// Each part its own buffer (Buffer.from's small strings share a pool a transfer would take away).
const encoder = new TextEncoder();

class WritingSink implements TranscriptSink {
  #lines: string[] = [];
  #size = 0;
  /** Whether the history now written restarted in this range, until its first item is sent. */
  #open: { restart: boolean } | undefined = { restart: false };

  constructor(
    private readonly job: WriteJob,
    private readonly send: (part: WrittenPart) => void,
  ) {}

  item(conversation: string, item: Item): void {
    if (conversation === this.job.conversation) this.take(item);
  }

  compaction(conversation: string, event: CompactionEvent): void {
    if (conversation !== this.job.conversation || event.replacement === undefined) return;
    this.end();
    this.#open = { restart: true };
    for (const item of event.replacement) this.take(item);
  }

  meta(): void {}

  /** Sends the lines written, and a history begun with no item yet. */
  end(): void {
    this.flush();
    if (this.#open) this.send(this.#open);
    this.#open = undefined;
  }

  private flush(): void {
    if (this.#lines.length === 0) return;
    this.send(encoder.encode(this.#lines.join("")));
    this.#lines = [];
    this.#size = 0;
  }

  private take(item: Item): void {
    // jsonLines's line of an item; the meta lines it puts before the first are only asked of it
    // there (the reader's items are objects, which jsonLines writes as JSON.stringify does).
    let line = `${JSON.stringify(item)}\n`;
    if (this.#open) {
      const lines = [...jsonLines([item], this.job.meta)];
      line = lines.pop()!;
      // The marker goes ahead of the lines after it (the lines before it are sent).
      this.send({ ...this.#open, head: lines.join("") });
      this.#open = undefined;
    }
    this.#lines.push(line);
    this.#size += line.length;
    if (this.#size >= PART_BYTES) this.flush();
  }
}

/**
 * Reads one range, sending its written parts to `send` as they fill.
 * @throws the read's fs errors; a bad record is skipped (the first read already met it).
 */
export async function writeRange(
  job: ScanJob,
  write: WriteJob,
  send: (part: WrittenPart) => void,
): Promise<RangeEnd> {
  const sink = new WritingSink(write, send);
  const end = await scanRangeInto(job, sink);
  sink.end();
  return end;
}
