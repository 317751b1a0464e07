// The worker side of the parallel check: reads one byte range of the log through the format's
// reader into rows (or a streamed rewrite's bytes: write-range.ts), and answers with where the
// range ends in lines and records.
import { parentPort } from "node:worker_threads";
import { type Batch, BatchSink } from "./batch.js";
import { type RangeEnd, type ScanJob, scanRangeInto } from "./range-scan.js";
import { type WriteJob, type WrittenPart, writeRange } from "./write-range.js";

/** One range to read: counted, or written. */
export interface RangeJob extends ScanJob {
  /** Write the range's items of a conversation (write-range.ts) rather than count the range. */
  write?: WriteJob;
}

/** Reads one range, sending rows to `send` as they fill, then the last ones. */
export async function scanRange(job: RangeJob, send: (batch: Batch) => void): Promise<RangeEnd> {
  const sink = new BatchSink(send);
  const end = await scanRangeInto(job, sink);
  sink.flush();
  return end;
}

/** A message from a worker: a batch of rows, the end of its range, or a failure. */
export type WorkerMessage =
  | { batch: Batch }
  | { part: WrittenPart }
  | { end: RangeEnd }
  | { failed: string };

/** Reads one range as `job` asks: counted into batches, or written into parts. */
export function readRange(
  job: RangeJob,
  batch: (batch: Batch) => void,
  part: (part: WrittenPart) => void,
): Promise<RangeEnd> {
  return job.write ? writeRange(job, job.write, part) : scanRange(job, batch);
}

/** Serves range jobs from the main thread until it terminates the worker. */
export function serveRanges(): void {
  const port = parentPort!;
  port.on("message", (job: RangeJob) => {
    const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
      port.postMessage(message, transfer);
    const part = (part: WrittenPart) =>
      post({ part }, part instanceof Uint8Array ? [part.buffer as ArrayBuffer] : []);
    readRange(job, (batch) => post({ batch }, [batch.rows.buffer as ArrayBuffer]), part).then(
      (end) => post({ end }),
      (error: unknown) => post({ failed: error instanceof Error ? error.message : String(error) }),
    );
  });
}
