// One byte range of a log read through its format's reader into a sink, as the parallel reads
// (worker.ts counting, write-range.ts writing) each read their ranges.
import { createReadStream } from "node:fs";
import { type RangeProblem, Scanner } from "../../readers/scanner.js";
import type { TranscriptSink } from "../../readers/sink.js";
import type { TranscriptFormat } from "../../readers/types.js";
import type { ByteRange } from "./ranges.js";

/** One range to read. */
export interface ScanJob {
  path: string;
  range: ByteRange;
  format: TranscriptFormat;
}

/** How a range ended: its size in lines and records, its records by kind, and its bad records (range-relative). */
export interface RangeEnd {
  lines: number;
  records: number;
  recordKinds: Record<string, number>;
  problems: RangeProblem[];
}

/**
 * Reads `job`'s range into `sink` (a bad record is kept in `problems`, not thrown).
 * @throws the read's fs errors.
 */
export async function scanRangeInto(job: ScanJob, sink: TranscriptSink): Promise<RangeEnd> {
  const problems: RangeProblem[] = [];
  const scanner = Scanner.forRange(sink, job.format, job.range.start === 0, problems);
  const { start, end } = job.range;
  const stream = createReadStream(job.path, { start, end: end - 1, highWaterMark: 1 << 20 });
  for await (const chunk of stream) scanner.write(chunk as Buffer);
  return { ...scanner.endRange(), problems };
}
