// The main side of the parallel check: cuts a large JSON lines log into ranges, has them read side
// by side (threads.ts), and counts their rows in file order, so the report is the one a single
// read gives (same lines, indexes, pairing, first bad record).
import { detectLineFormat, isUndecidedLine } from "../../readers/detect.js";
import type { ScanOutcome } from "../../readers/scanner.js";
import type { TranscriptFormat } from "../../readers/types.js";
import type { Progress } from "../progress.js";
import type { CountingSink } from "../tally.js";
import { type Batch, type Offsets, replay } from "./batch.js";
import { FileProblems } from "./file-problems.js";
import { undecidedHeadFormat } from "./head-format.js";
import { type ByteRange, firstLine, lineRanges } from "./ranges.js";
import type { RangeEnd } from "./worker.js";

/** Formats whose records read alone (no state from earlier lines): the ones a range can start in. */
export const PARALLEL_FORMATS: ReadonlySet<TranscriptFormat> = new Set([
  "codex-rollout",
  "codex-rollout-legacy",
  "responses-jsonl",
  "chat-jsonl",
]);

/** Thrown by the counting when a range needs the lines before it: the file is then read whole. */
export class EarlierLinesNeeded extends Error {
  constructor() {
    super("a range needs the lines before it");
  }
}

/** One range's rows as they arrive, and its end once known. */
export interface Slot {
  range: ByteRange;
  batches: Batch[];
  end?: RangeEnd;
}

/**
 * Reads every slot's range into it, calling `arrived` after each batch and each range's end;
 * `arrived` answers how many slots are counted (a runner reads ahead of that only so far).
 */
export type RangeRunner = (
  path: string,
  format: TranscriptFormat,
  slots: Slot[],
  arrived: () => number,
) => Promise<void>;

/** How to read in parallel: the pieces, and what reads them (a pool of worker threads). */
export interface ParallelPlan {
  pieces: number;
  run: RangeRunner;
}

/** A first line longer than this sends the file to the single read (which reports it). */
const FIRST_LINE_MAX = 64 * 1024 * 1024;

// The format of a JSON lines file from its first line, when a range may be read in it.
function parallelFormat(
  path: string,
  size: number,
  forced?: TranscriptFormat,
): TranscriptFormat | undefined {
  const line = firstLine(path, size, FIRST_LINE_MAX);
  if (line === undefined || line.charCodeAt(0) !== 123) return undefined; // `{`: a JSON lines start
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  // A first line Chat and Anthropic messages both write: the lines after it say which.
  const format =
    forced ?? (isUndecidedLine(value) ? undecidedHeadFormat(path, size) : detectLineFormat(value));
  return format !== undefined && PARALLEL_FORMATS.has(format) ? format : undefined;
}

/**
 * Counts `path` into `tally` with worker threads, or returns undefined (nothing counted) when the
 * file is no JSON lines log in a format of {@link PARALLEL_FORMATS}. Throws `invalid-record` for
 * the file's first bad record unless `lenient`, a worker's failure as an Error, and
 * {@link EarlierLinesNeeded} (`tally` then holds part of the file) when a range cannot be read alone.
 */
export async function countInParallel(
  path: string,
  size: number,
  tally: CountingSink,
  options: { format?: TranscriptFormat; lenient?: boolean },
  plan: ParallelPlan,
  progress: Progress,
): Promise<ScanOutcome | undefined> {
  const format = parallelFormat(path, size, options.format);
  if (format === undefined) return undefined;
  const slots: Slot[] = lineRanges(path, size, plan.pieces).map((range) => ({
    range,
    batches: [],
  }));
  const offsets: Offsets = { lines: 0, records: 0 };
  const problems = new FileProblems(options.lenient);
  const kinds: Record<string, number> = Object.create(null); // in file order of first sight
  let next = 0; // the first slot not yet counted
  // Counts every slot that can be, in order: a range's rows wait for the ranges before it.
  const drain = () => {
    for (; next < slots.length; next++) {
      const slot = slots[next];
      for (const batch of slot.batches.splice(0)) replay(batch, tally, offsets);
      if (!slot.end) return next;
      if (slot.end.needsEarlierLines) throw new EarlierLinesNeeded();
      problems.add(slot.end.problems, offsets);
      for (const [kind, n] of Object.entries(slot.end.recordKinds))
        kinds[kind] = (kinds[kind] ?? 0) + n;
      offsets.lines += slot.end.lines;
      offsets.records += slot.end.records;
      progress.add(slot.range.end - slot.range.start);
    }
    return next;
  };
  await plan.run(path, format, slots, drain);
  return { ...problems.outcome(format, offsets.records), recordKinds: kinds };
}
