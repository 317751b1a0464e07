// The errors of a resident index: the lowest predicate-independent error, then the slots' second
// outputs decided with the host predicate (tolerated late output, else duplicate-output).
import { ERR_DUPLICATE_OUTPUT, ERR_NONE } from "../../common/codes.js";
import type { ResidentExports } from "./resident-exports.js";
import type { CoreFailure } from "./types.js";

/** What the core knows before the predicate is asked: copied out, so the predicate may use the core. */
export interface PendingErrors {
  structural: CoreFailure | undefined;
  /** Rows (first output, first stands after its call, second output, third output), ascending by second. */
  rows: Int32Array;
}

/** Reads the structural error and the second-output rows of `handle`; undefined on out of memory. */
export function readPendingErrors(
  core: ResidentExports,
  handle: number,
): PendingErrors | undefined {
  const reason = core.residentErrorReason(handle);
  const structural: CoreFailure | undefined =
    reason === ERR_NONE
      ? undefined
      : {
          ok: false,
          reason,
          index: core.residentErrorIndex(handle),
          key: core.residentErrorKey(handle),
        };
  const count = core.residentSeconds(handle);
  if (count < 0) return undefined;
  const rowsPtr = core.residentScratch(8);
  return { structural, rows: new Int32Array(core.memory.buffer, rowsPtr, count * 4).slice() };
}

/** Asks the predicate, ascending and once each, on the outputs that decide rows below `limit`. */
function askRepaired(
  rows: Int32Array,
  limit: number,
  isRepairedAt: ((index: number) => boolean) | undefined,
): Map<number, boolean> {
  const answers = new Map<number, boolean>();
  if (!isRepairedAt) return answers;
  const asked: number[] = [];
  for (let r = 0; r < rows.length && rows[r + 2] < limit; r += 4) {
    if (rows[r + 1]) asked.push(rows[r], rows[r + 2]);
  }
  asked.sort((a, b) => a - b);
  for (const index of asked) answers.set(index, isRepairedAt(index));
  return answers;
}

/**
 * The lowest error, errors of the second outputs included: a second output is a dropped late output
 * when its first stands after the call, is a repair and it is not; else it is a duplicate-output
 * (and so is a third once the second is tolerated).
 */
export function decideErrors(
  pending: PendingErrors,
  isRepairedAt: ((index: number) => boolean) | undefined,
): CoreFailure | undefined {
  const { structural, rows } = pending;
  let best = structural ? structural.index : Number.POSITIVE_INFINITY;
  const answers = askRepaired(rows, best, isRepairedAt);
  let found = false;
  for (let r = 0; r < rows.length && rows[r + 2] < best; r += 4) {
    const tolerated = rows[r + 1] && answers.get(rows[r]) && !answers.get(rows[r + 2]);
    const at = tolerated ? rows[r + 3] : rows[r + 2];
    if (at >= 0 && at < best) {
      best = at;
      found = true;
    }
  }
  if (found) return { ok: false, reason: ERR_DUPLICATE_OUTPUT, index: best, key: 0 };
  return structural;
}

/** The dropped late outputs of a clean plan: every second output, ascending. */
export function droppedOutputs(rows: Int32Array): Int32Array {
  const dropped = new Int32Array(rows.length / 4);
  for (let r = 0; r < dropped.length; r++) dropped[r] = rows[r * 4 + 2];
  return dropped;
}
