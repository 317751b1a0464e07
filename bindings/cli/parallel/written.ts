// The main side of a parallel second read (`convert --to jsonl` on a large log): the ranges are
// written by worker threads and this thread (write-range.ts) and their bytes handed on in file
// order, the current history only (from the conversation's last replacing compaction on), headed
// by the meta lines of its first item, so the output is the one a single read writes.
import { availableParallelism } from "node:os";
import type { TranscriptFormat } from "../../readers/types.js";
import { type Progress, progressFor } from "../progress.js";
import type { ParallelOptions } from "./count.js";
import { parallelFormat, type Slot } from "./ordered.js";
import { lineRanges } from "./ranges.js";
import { workerPool } from "./threads.js";
import type { WriteJob } from "./write-range.js";

const AUTO_MAX_JOBS = 4;
/**
 * About this much of the log per range: the ranges read ahead of the one being written (8 per
 * reader, threads.ts) hold their output, so a range is kept small (16 MB ranges: ~256 MB held).
 */
export const WRITE_RANGE_BYTES = 1024 * 1024;

/**
 * What to write: the conversation, its meta, the file's format (the first read's), and how many
 * replacing compactions come before the current history.
 */
export interface ParallelWrite extends WriteJob {
  format: TranscriptFormat;
  replacements: number;
}

/**
 * The JSON lines of `write.conversation`'s current history in `path` (`size` bytes), written by
 * `parallel.jobs` worker threads; undefined (nothing read) without them or when the file is no JSON
 * lines log a range can start in (ordered.ts PARALLEL_FORMATS). `rangeBytes`: tests cut finer.
 * The generator throws a reader's failure as an Error.
 */
export function writtenInParallel(
  path: string,
  size: number,
  write: ParallelWrite,
  parallel: ParallelOptions | undefined,
  rangeBytes = WRITE_RANGE_BYTES,
): AsyncGenerator<Uint8Array | string> | undefined {
  const jobs = parallel?.jobs ?? Math.min(availableParallelism(), AUTO_MAX_JOBS);
  if (!parallel || jobs < 1) return undefined;
  const format = parallelFormat(path, size, write.format);
  if (format === undefined) return undefined;
  const pieces = Math.max(2 * jobs, Math.ceil(size / rangeBytes));
  const slots: Slot[] = lineRanges(path, size, pieces).map((range) => ({ range, batches: [] }));
  const job = { conversation: write.conversation, meta: write.meta };
  const pool = workerPool(jobs, parallel.workerScript);
  return inOrder(
    slots,
    write,
    (arrived, control) => pool(path, format, slots, arrived, { job, control }),
    () => progressFor(path, size),
  );
}

// Hands on the slots' parts in order as they arrive, taking a slot only once it is written out.
async function* inOrder(
  slots: Slot[],
  write: ParallelWrite,
  run: (
    arrived: () => number,
    control: (ask: () => void, stop: () => void) => void,
  ) => Promise<void>,
  bar: () => Progress,
): AsyncGenerator<Uint8Array | string> {
  const progress = bar(); // made when the write starts, stopped when it ends
  let next = 0; // the first slot not wholly handed on
  let signal: (() => void) | undefined;
  let ask = () => {};
  let stop = () => {};
  let failure: { error: unknown } | undefined;
  const arrived = () => {
    signal?.();
    return next;
  };
  const running = run(arrived, (a, s) => {
    ask = a;
    stop = s;
  }).catch((error: unknown) => {
    failure = { error };
    signal?.();
  });
  let replacements = 0;
  let headed = false;
  try {
    while (next < slots.length) {
      const slot = slots[next];
      const parts = slot.parts?.splice(0) ?? [];
      for (const part of parts) {
        if (part instanceof Uint8Array) {
          if (replacements === write.replacements) yield part;
        } else {
          if (part.restart) replacements++;
          // The meta lines go ahead of the current history's first item, as jsonLines puts them.
          if (replacements === write.replacements && !headed && part.head !== undefined) {
            headed = true;
            if (part.head) yield part.head;
          }
        }
      }
      if (slot.end && !slot.parts?.length) {
        progress.add(slot.range.end - slot.range.start);
        next++;
        ask(); // a reader waiting for the output to catch up may take the next range
        continue;
      }
      if (parts.length > 0) continue;
      if (failure) throw failure.error;
      await new Promise<void>((resolve) => {
        signal = resolve;
      });
      signal = undefined;
    }
    await running;
    if (failure) throw failure.error;
  } finally {
    if (next < slots.length) stop(); // the write stopped early: so do the readers
    progress.stop();
  }
}
