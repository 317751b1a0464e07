// Copying a plan out of the core's tables (by handle: a one-shot plan's or a resident index's).
// Results are copied (`slice`), never returned as views: the next call may reuse the memory.
import type { CoreExports } from "./abi.js";
import type { CoreCutoff, CoreFailure, CoreReconcile } from "./types.js";

export function copyInt32(core: CoreExports, ptr: number, length: number): Int32Array {
  return new Int32Array(core.memory.buffer, ptr, length).slice();
}

/** The outputs the core asks the predicate about (a one-shot plan lists them ascending). */
export function askedOutputs(core: CoreExports, handle: number, count: number): Int32Array {
  return copyInt32(core, core.planAskedPtr(handle), count);
}

/** Writes the predicate's answers (1: repaired) for the outputs asked about. */
export function writeAnswers(
  core: CoreExports,
  handle: number,
  asked: Int32Array,
  answers: ArrayLike<number | boolean>,
): void {
  const flags = new Uint8Array(
    core.memory.buffer,
    core.planRepairedPtr(handle),
    core.planItems(handle),
  );
  for (let i = 0; i < asked.length; i++) flags[asked[i]] = answers[i] ? 1 : 0;
}

/** The decided error of the tables: reason, lowest index, key ordinal. */
export function failureOf(core: CoreExports, handle: number, reason: number): CoreFailure {
  return {
    ok: false,
    reason,
    index: core.planErrorIndex(handle),
    key: core.planErrorKey(handle),
  };
}

/** A reconcile plan: order, repairs, dropped late outputs. */
export function reconcileOf(core: CoreExports, handle: number): CoreReconcile {
  return {
    ok: true,
    order: copyInt32(core, core.planOrderPtr(handle), core.planOrderLen(handle)),
    repairs: copyInt32(core, core.planPairsPtr(handle), core.planPairCount(handle) * 2),
    dropped: copyInt32(core, core.planDroppedPtr(handle), core.planDroppedLen(handle)),
  };
}

/** A cutoff scan: the first retained index and the unresolved calls. */
export function cutoffOf(core: CoreExports, handle: number): CoreCutoff {
  return {
    ok: true,
    start: core.planStart(handle),
    unresolved: copyInt32(core, core.planPairsPtr(handle), core.planPairCount(handle) * 2),
  };
}
