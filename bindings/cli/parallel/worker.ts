// The worker side of the parallel check: reads one byte range of the log through the format's
// reader into rows, and answers with where the range ends in lines and records.
import { createReadStream } from "node:fs";
import type { MessagePort } from "node:worker_threads";
import { Scanner } from "../../readers/scanner.js";
import { RangeProblems, type RangeProblemsFound } from "../../readers/skipped.js";
import type { TranscriptFormat } from "../../readers/types.js";
import { type Batch, BatchSink } from "./batch.js";
import type { ByteRange } from "./ranges.js";

/** One range to read. */
export interface RangeJob {
  path: string;
  range: ByteRange;
  format: TranscriptFormat;
}

/** How a range ended: its size in lines and records, its records by kind, and its bad records (range-relative). */
export interface RangeEnd {
  lines: number;
  records: number;
  recordKinds: Record<string, number>;
  problems: RangeProblemsFound;
  /** A range after the first whose reading needs the lines before it: the file is read whole. */
  needsEarlierLines?: boolean;
}

/** Reads one range, sending rows to `send` as they fill, then the last ones. */
export async function scanRange(job: RangeJob, send: (batch: Batch) => void): Promise<RangeEnd> {
  const sink = new BatchSink(send);
  const problems = new RangeProblems();
  const scanner = Scanner.forRange(sink, job.format, job.range.start === 0, problems);
  const { start, end } = job.range;
  const stream = createReadStream(job.path, { start, end: end - 1, highWaterMark: 1 << 20 });
  for await (const chunk of stream) scanner.write(chunk as Buffer);
  const counts = scanner.endRange();
  sink.flush();
  const found = problems.found;
  if (sink.needsEarlierLines && start > 0)
    return { ...counts, problems: found, needsEarlierLines: true };
  return { ...counts, problems: found };
}

/** A message from a worker: a batch of rows, the end of its range, or a failure. */
export type WorkerMessage = { batch: Batch } | { end: RangeEnd } | { failed: string };

/** Reads `job` on this worker, posting its batches and its end (or a failure) to `port`. */
export function answerRange(job: RangeJob, port: MessagePort): void {
  const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer);
  scanRange(job, (batch) => post({ batch }, [batch.rows.buffer as ArrayBuffer])).then(
    (end) => post({ end }),
    (error: unknown) => post({ failed: error instanceof Error ? error.message : String(error) }),
  );
}
