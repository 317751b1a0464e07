// The server path (SPEC §7): reconciliation and compaction plans straight from stored msgpack bytes.

import { startWithServerUses } from "../compaction/server-uses.js";
import { invalidArgument, type ReconciliationError, reconciliationFailure } from "../errors.js";
import { kept } from "../internal/hooks.js";
import { checkPending, type PendingPredicate, splitPending } from "../reconcile/outcomes.js";
import { decodeItem, decodeItemOrUndefined } from "./codec.js";
import { cutoffScan, type MsgpackPlanningOptions, reconcileScan, resolve } from "./engines.js";
import {
  MsgpackCompactionPlan,
  MsgpackReconciliationPlan,
  type MsgpackRepair,
  msgpackPlansOfNothing,
} from "./plan.js";
import { resultsEndOf } from "./result-bytes.js";
import type { StoredFailure } from "./wasm-scan.js";

export { MSGPACK_OPTIONS } from "./codec.js";
export type { MsgpackPlanningOptions } from "./engines.js";
export type {
  MsgpackMaterializeAsyncOptions,
  MsgpackMaterializeOptions,
  MsgpackRepair,
  MsgpackRepairOutput,
  MsgpackRepairOutputAsync,
  MsgpackRepairRequest,
} from "./plan.js";
export { MsgpackCompactionPlan, MsgpackReconciliationPlan } from "./plan.js";

/** Options of {@link reconcileMsgpack}. */
export interface MsgpackReconcileOptions extends MsgpackPlanningOptions {
  /**
   * As `reconcileItems`' `isPending`: gets each call that would be repaired (decoded) and its key;
   * a call it names is not repaired but listed in `plan.pending`.
   */
  isPending?: PendingPredicate;
}

/** Options of {@link makeCompactionPlanMsgpack}. */
export interface MsgpackCompactionOptions extends MsgpackPlanningOptions {
  /** Exclusive item count to compact up to; default the item count. */
  cutoff?: number;
}

/** A planning failure as the public error: `index`, `callId`, and the offending item decoded. */
function failureError(bytes: Uint8Array, failure: StoredFailure): ReconciliationError {
  const callId = failure.key >= 0 ? failure.callId : undefined;
  const item = decodeItemOrUndefined(bytes, failure.offsets, failure.index);
  return reconciliationFailure(failure.reason, failure.index, callId, item);
}

function repairsOf(pairs: Int32Array, keys: readonly string[]): MsgpackRepair[] {
  const out: MsgpackRepair[] = [];
  for (let r = 0; r < keys.length; r++) out.push({ index: pairs[r * 2], callId: keys[r] });
  return out;
}

/**
 * Validates and reconciles a stored transcript (one msgpack array of items) without decoding it:
 * an immutable {@link MsgpackReconciliationPlan} of indices, whose `bytes({ repairOutput })` writes
 * the reconciled transcript. Throws `malformed-msgpack` / `limit-exceeded` for bad bytes (truncated,
 * trailing, extensions, `__proto__` keys, past `limits`), a {@link ReconciliationError} (`index`,
 * `callId`, the decoded `item`) for a transcript that cannot be reconciled. `isRepairedOutput` gets
 * decoded outputs, only those whose key repeats; `isPending` the decoded calls that would be
 * repaired. Throws `invalid-argument` for an `isPending` that is not a function, and whatever
 * `isPending` throws.
 */
export function reconcileMsgpack(
  bytes: Uint8Array | ArrayBuffer,
  options: MsgpackReconcileOptions = {},
): MsgpackReconciliationPlan {
  const { input, resolved } = resolve(bytes, options);
  kept.heldShapes.msgpack ??= msgpackPlansOfNothing();
  const isPending = checkPending(options.isPending);
  const result = reconcileScan(input, options, resolved);
  if (!result.ok) throw failureError(input, result);
  const layout = { bytes: input, offsets: result.offsets };
  const repairs = repairsOf(result.repairs, result.repairKeys);
  const split =
    isPending === undefined || repairs.length === 0
      ? undefined
      : splitPending(
          result.order,
          repairs,
          (r) => decodeItem(input, result.offsets, r.index),
          isPending,
        );
  if (split === undefined)
    return new MsgpackReconciliationPlan(layout, result.order, repairs, result.dropped);
  const extras = { pending: split.pending, engineOrder: result.order };
  return new MsgpackReconciliationPlan(layout, split.order, split.repairs, result.dropped, extras);
}

/**
 * The compaction scan over a stored transcript: validates as {@link reconcileMsgpack} does and
 * returns `unresolvedCalls`, `start` (moved back over an Anthropic server tool use whose result it
 * keeps, as makeCompactionPlan does) and `retained` (indices). `cutoff` (default: the item count)
 * must be an integer in [0, items], else `invalid-argument`.
 */
export function makeCompactionPlanMsgpack(
  bytes: Uint8Array | ArrayBuffer,
  options: MsgpackCompactionOptions = {},
): MsgpackCompactionPlan {
  const { input, resolved } = resolve(bytes, options);
  kept.heldShapes.msgpack ??= msgpackPlansOfNothing();
  const { cutoff } = options;
  if (cutoff !== undefined && (!Number.isInteger(cutoff) || cutoff < 0))
    throw invalidArgument(`cutoff must be a non-negative integer, got ${String(cutoff)}`);
  const result = cutoffScan(input, cutoff, options, resolved);
  if (!result.ok) throw failureError(input, result);
  const { offsets } = result;
  const at = cutoff ?? offsets.length - 1;
  const close = (from: number) => {
    const closed = cutoffScan(input, from, options, resolved);
    if (!closed.ok) throw failureError(input, closed);
    return closed.start;
  };
  const itemAt = (i: number) => decodeItem(input, offsets, i);
  const ends = resultsEndOf(input, offsets);
  const start = startWithServerUses(itemAt, offsets.length - 1, result.start, close, ends);
  return new MsgpackCompactionPlan(
    { bytes: input, offsets },
    at,
    start,
    repairsOf(result.unresolved, result.unresolvedKeys),
  );
}
