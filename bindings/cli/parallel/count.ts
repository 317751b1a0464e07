// Counting a log too large to keep (check's streamed path): worker threads over byte ranges when
// the file allows it, else one streamed read.
import { availableParallelism } from "node:os";
import type { ScanOutcome } from "../../readers/scanner.js";
import type { ReadOptions } from "../../readers/types.js";
import { scanFile } from "../load.js";
import { progressFor } from "../progress.js";
import type { CountingSink } from "../tally.js";
import { countInParallel } from "./ordered.js";
import { workerPool } from "./threads.js";

/** Worker threads for a large log: how many (undefined: the cores, at most 4) and their script. */
export interface ParallelOptions {
  jobs?: number;
  /** The command line's own file, run by each worker (its `serveRanges`). */
  workerScript: URL;
}

const AUTO_MAX_JOBS = 4;
/** About this much of the log per range: small enough to keep the workers' rows in order cheaply. */
const RANGE_BYTES = 16 * 1024 * 1024;

/**
 * Counts `path` (`size` bytes) into `tally` (check's TallySink, or a rewrite's key uses). With `parallel` and more than one job, JSON lines logs
 * of the formats a range can start in are read by worker threads; the report is the same.
 * Throws what {@link scanFile} throws.
 */
export async function countFile(
  path: string,
  size: number,
  tally: CountingSink,
  options: ReadOptions,
  parallel: ParallelOptions | undefined,
): Promise<ScanOutcome> {
  const jobs = parallel?.jobs ?? Math.min(availableParallelism(), AUTO_MAX_JOBS);
  if (parallel && jobs > 1) {
    // An explicit --jobs splits even a small file (several ranges a worker); auto splits by size.
    const pieces = Math.max(
      parallel.jobs === undefined ? jobs : 2 * jobs,
      Math.ceil(size / RANGE_BYTES),
    );
    const progress = progressFor(path, size);
    try {
      const plan = { pieces, run: workerPool(jobs, parallel.workerScript) };
      const outcome = await countInParallel(path, size, tally, options, plan, progress);
      if (outcome) return outcome;
    } finally {
      progress.stop();
    }
  }
  return scanFile(path, () => tally, options);
}
