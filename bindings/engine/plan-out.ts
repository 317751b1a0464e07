// Copying a plan out of the core's tables (by handle: a one-shot plan's or a resident index's).
// Results are copied (`slice`), never returned as views: the next call may reuse the memory.
import {
  PLAN_ASKED,
  PLAN_DROPPED,
  PLAN_DROPPED_LEN,
  PLAN_ERROR_INDEX,
  PLAN_ERROR_KEY,
  PLAN_ITEMS,
  PLAN_ORDER,
  PLAN_ORDER_LEN,
  PLAN_PAIR_COUNT,
  PLAN_PAIRS,
  PLAN_REPAIRED,
  PLAN_START,
} from "../../common/codes.js";
import type { CoreExports } from "./abi.js";
import type { CoreCutoff, CoreFailure, CoreReconcile } from "./types.js";

export function copyInt32(core: CoreExports, ptr: number, length: number): Int32Array {
  return new Int32Array(core.memory.buffer, ptr, length).slice();
}

/** The outputs the core asks the predicate about (a one-shot plan lists them ascending). */
export function askedOutputs(core: CoreExports, handle: number, count: number): Int32Array {
  return copyInt32(core, core.planField(handle, PLAN_ASKED), count);
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
    core.planField(handle, PLAN_REPAIRED),
    core.planField(handle, PLAN_ITEMS),
  );
  for (let i = 0; i < asked.length; i++) flags[asked[i]] = answers[i] ? 1 : 0;
}

/** The decided error of the tables: reason, lowest index, key ordinal. */
export function failureOf(core: CoreExports, handle: number, reason: number): CoreFailure {
  return {
    ok: false,
    reason,
    index: core.planField(handle, PLAN_ERROR_INDEX),
    key: core.planField(handle, PLAN_ERROR_KEY),
  };
}

/** A reconcile plan: order, repairs, dropped late outputs. */
export function reconcileOf(core: CoreExports, handle: number): CoreReconcile {
  return {
    ok: true,
    order: copyInt32(
      core,
      core.planField(handle, PLAN_ORDER),
      core.planField(handle, PLAN_ORDER_LEN),
    ),
    repairs: copyInt32(
      core,
      core.planField(handle, PLAN_PAIRS),
      core.planField(handle, PLAN_PAIR_COUNT) * 2,
    ),
    dropped: copyInt32(
      core,
      core.planField(handle, PLAN_DROPPED),
      core.planField(handle, PLAN_DROPPED_LEN),
    ),
  };
}

/** A cutoff scan: the first retained index and the unresolved calls. */
export function cutoffOf(core: CoreExports, handle: number): CoreCutoff {
  return {
    ok: true,
    start: core.planField(handle, PLAN_START),
    unresolved: copyInt32(
      core,
      core.planField(handle, PLAN_PAIRS),
      core.planField(handle, PLAN_PAIR_COUNT) * 2,
    ),
  };
}
