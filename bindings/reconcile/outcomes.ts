// What a host may ask of a plan besides the repairs (SPEC §5 "Orphans", "Pending calls"): its
// orphan outputs, to leave out, and the calls it names pending, left unanswered. Both work on the
// engine's plan as indices; neither decides pairing (read-plan.ts reads it back).
import type { Descriptor } from "../engine/types.js";
import { TranscriptError } from "../errors.js";
import type { Item } from "../items/types.js";
import { orphansOf, readPlan } from "./read-plan.js";

/** `orphans` of `items()`, `bytes()`, `chunks()`: keep orphan outputs in place, or leave them out. */
export type OrphanChoice = "keep" | "drop";

/** An orphan output (no call answers it) that `orphans: "drop"` leaves out. */
export interface DroppedOrphan {
  readonly output: Item;
  /** Its index in the planned input. */
  readonly index: number;
  /** Its key. */
  readonly callId: string;
}

/**
 * Names the calls whose results may still come (tools still running): such a call without an
 * output is not repaired, and is listed in `plan.pending`.
 */
export type PendingPredicate = (call: Item, callId: string) => boolean;

/**
 * Does `orphans` ask for orphans to be left out?
 * @throws {TranscriptError} `invalid-argument` for anything but `"keep"`, `"drop"` or undefined.
 */
export function dropsOrphans(orphans: unknown): boolean {
  if (orphans === undefined || orphans === "keep") return false;
  if (orphans === "drop") return true;
  throw new TranscriptError("invalid-argument", 'orphans must be "keep" or "drop"', {
    reason: "orphans",
  });
}

/**
 * The orphan outputs of a plan's order (repair entries negative, as the engines write them) over
 * `descriptors`, ascending.
 */
export function orphanIndices(descriptors: readonly Descriptor[], order: Int32Array): number[] {
  const unpaired = orphansOf(descriptors, readPlan(descriptors, { order }).outputSlot);
  if (unpaired.length === 0) return unpaired;
  // A dropped late output answers no slot either, but is not in the order: not an orphan.
  const placed = new Uint8Array(descriptors.length);
  for (let p = 0; p < order.length; p++) if (order[p] >= 0) placed[order[p]] = 1;
  return unpaired.filter((i) => placed[i] === 1);
}

/** `order` without the entries in `left` (ascending input indices); `order` itself when none. */
export function withoutIndices(order: Int32Array, left: readonly number[]): Int32Array {
  if (left.length === 0) return order;
  const out = new Int32Array(order.length - left.length);
  const gone = new Set(left);
  let at = 0;
  for (let i = 0; i < order.length; i++) if (!gone.has(order[i])) out[at++] = order[i];
  return out;
}

/**
 * The identity order of `n` items, for a plan that left every item in place.
 */
export function inPlaceOrder(n: number): Int32Array {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  return order;
}

/**
 * Checks the `isPending` option.
 * @throws {TranscriptError} `invalid-argument` when it is given and is not a function.
 */
export function checkPending(isPending: unknown): PendingPredicate | undefined {
  if (isPending === undefined || typeof isPending === "function")
    return isPending as PendingPredicate | undefined;
  throw new TranscriptError("invalid-argument", "isPending must be a function", {
    reason: "isPending",
  });
}

/**
 * Splits a plan's repairs (pairs of call index and key ordinal, `records` their call records) into
 * the repairs kept and the pending calls, and renumbers the order's repair entries. Undefined when
 * no call is pending.
 * @throws whatever `isPending` throws, unchanged.
 */
export function splitPending<R extends { readonly callId: string }>(
  order: Int32Array,
  records: readonly R[],
  callOf: (record: R) => Item,
  isPending: PendingPredicate,
): { order: Int32Array; repairs: R[]; pending: R[] } | undefined {
  const renumbered = new Int32Array(records.length);
  const repairs: R[] = [];
  const pending: R[] = [];
  for (let r = 0; r < records.length; r++) {
    const record = records[r];
    if (isPending(callOf(record), record.callId)) {
      pending.push(record);
      renumbered[r] = 0;
    } else {
      repairs.push(record);
      renumbered[r] = -repairs.length;
    }
  }
  if (pending.length === 0) return undefined;
  const out = new Int32Array(order.length - pending.length);
  let at = 0;
  for (let i = 0; i < order.length; i++) {
    const entry = order[i];
    if (entry >= 0) out[at++] = entry;
    else if (renumbered[-entry - 1] !== 0) out[at++] = renumbered[-entry - 1];
  }
  return { order: out, repairs, pending };
}
