// Counting a log too large to keep (check's streamed path): worker threads over byte ranges when
// the file allows it, else one streamed read.
import { availableParallelism } from "node:os";
import type { ScanOutcome } from "../../readers/scanner.js";
import type { LeftOut, ScanOptions } from "../../readers/types.js";
import { scanFile } from "../load.js";
import { progressFor } from "../progress.js";
import type { CountingSink } from "../tally.js";
import { countInParallel, EarlierLinesNeeded } from "./ordered.js";
import { workerPool } from "./threads.js";

/** Worker threads for a large log: how many (undefined: the cores, at most 4) and their script. */
export interface ParallelOptions {
  jobs?: number;
  /** The command line's own file, run by each worker (its `serveJobs`). */
  workerScript: URL;
}

const AUTO_MAX_JOBS = 4;
/** About this much of the log per range: small enough to keep the workers' rows in order cheaply. */
const RANGE_BYTES = 16 * 1024 * 1024;

/**
 * Counts `path` (`size` bytes) into a sink of `makeSink` (check's TallySink, or a rewrite's key
 * uses), answering the sink counted into. With `parallel` and more than one job, JSON lines logs
 * of the formats a range can start in are read by worker threads; the report is the same (a
 * range that needs the lines before it sends the file to one read, into a fresh sink).
 * Throws what {@link scanFile} throws.
 */
export async function countFile<S extends CountingSink>(
  path: string,
  size: number,
  makeSink: () => S,
  options: ScanOptions,
  parallel: ParallelOptions | undefined,
): Promise<{ outcome: ScanOutcome; sink: S }> {
  const jobs = parallel?.jobs ?? Math.min(availableParallelism(), AUTO_MAX_JOBS);
  if (parallel && jobs > 1) {
    // An explicit --jobs splits even a small file (several ranges a worker); auto splits by size.
    const pieces = Math.max(
      parallel.jobs === undefined ? jobs : 2 * jobs,
      Math.ceil(size / RANGE_BYTES),
    );
    const progress = progressFor(path, size);
    const sink = makeSink();
    try {
      const plan = { pieces, run: workerPool(jobs, parallel.workerScript) };
      const outcome = await countInParallel(path, size, sink, options, plan, progress);
      if (outcome) return { outcome, sink };
    } catch (error) {
      if (!(error instanceof EarlierLinesNeeded)) throw error;
    } finally {
      progress.stop();
    }
  }
  const sink = makeSink();
  return { outcome: await scanFile(path, () => sink, options), sink };
}

/**
 * {@link countFile} of the history the log resumes, holding nothing: read in file order, and a
 * rewound Claude Code session or a pi session (whose first read counts nothing, only what is off
 * that history: `leftOut`) counted again without it; `leaveOut` names it for the reads that follow.
 * Where `options.leaveOut` already names it (an earlier read found it), one read leaving it out.
 * Throws what {@link countFile} throws.
 */
export async function countHistory<S extends CountingSink>(
  path: string,
  size: number,
  makeSink: () => S,
  options: ScanOptions,
  parallel: ParallelOptions | undefined,
): Promise<{ outcome: ScanOutcome; sink: S; leaveOut?: LeftOut }> {
  if (options.leaveOut) {
    const counted = await countFile(path, size, makeSink, options, parallel);
    return { ...counted, leaveOut: options.leaveOut };
  }
  const first = await countFile(path, size, makeSink, { ...options, streamed: true }, parallel);
  const leaveOut = first.outcome.leftOut;
  if (!leaveOut) return first;
  const again = await countFile(path, size, makeSink, { ...options, leaveOut }, parallel);
  return { ...again, leaveOut };
}
