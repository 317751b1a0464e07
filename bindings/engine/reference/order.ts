// The reconcile order of docs/engine-contract.md (reference engine; the core: assembly/engine/order.ts).
import { FLAG_NEEDS_OUTPUT } from "../../../common/codes.js";
import { ITEM_PLAIN, PAIR_WIDTH } from "../../../common/tables.js";
import type { CoreFailure, CoreReconcile, CoreRequest } from "../types.js";
import { endsGroup } from "./groups.js";
import { pair } from "./pairing.js";
import { withColumns } from "./tables.js";

/** slotEntry's answer for a slot that puts nothing in the order (a small integer: no boxing). */
export const NO_ENTRY = 0x3fffffff;

/**
 * The order rule for a call slot after its group: its output, else a repair slot for a call that
 * needs one (appended to `repairs`; a negative order entry), else nothing (NO_ENTRY).
 */
export function slotEntry(
  output: number,
  item: number,
  ord: number,
  needsOutput: boolean,
  repairs: number[],
): number {
  if (output >= 0) return output;
  if (!needsOutput) return NO_ENTRY;
  repairs.push(item, ord);
  return -(repairs.length / PAIR_WIDTH);
}

/**
 * The general path (the engine's `reconcile`): every item in place, each group followed by its
 * outputs or repair slots; or the pairing's error.
 */
export function reconcile(request: CoreRequest): CoreReconcile | CoreFailure {
  return withColumns(() => reconcileWith(request));
}

function reconcileWith(request: CoreRequest): CoreReconcile | CoreFailure {
  const { descriptors } = request;
  const pairing = pair(descriptors, request.isRepairedAt);
  if (pairing.failure) return pairing.failure;
  const { slots, state } = pairing;
  const order: number[] = [];
  const repairs: number[] = [];
  let groupSlot = 0; // first slot of the current group
  for (let i = 0; i < descriptors.length; i++) {
    if (state[i] !== ITEM_PLAIN) continue;
    order.push(i);
    if (!endsGroup(descriptors, i)) continue;
    const end = pairing.firstSlot[i] + descriptors[i].keys.length;
    const adjacent = adjacentOutputs(slots, groupSlot, end, i, descriptors);
    if (adjacent > 0) {
      for (let k = 1; k <= adjacent; k++) order.push(i + k);
      groupSlot = end;
      continue;
    }
    for (let s = groupSlot; s < end; s++) {
      const slot = slots[s];
      const needs = (descriptors[slot.item].flags & FLAG_NEEDS_OUTPUT) !== 0;
      const entry = slotEntry(slot.output, slot.item, slot.ord, needs, repairs);
      if (entry !== NO_ENTRY) order.push(entry);
    }
    groupSlot = end;
  }
  return {
    ok: true,
    order: Int32Array.from(order),
    repairs: Int32Array.from(repairs),
    dropped: Int32Array.from(pairing.dropped),
  };
}

/**
 * How many outputs answer the group ending at item `last` when they already stand right after it,
 * in any order, and no call needs a repair (they then keep their order); else 0.
 */
export function adjacentOutputs(
  slots: readonly { item: number; output: number }[],
  from: number,
  end: number,
  last: number,
  descriptors: CoreRequest["descriptors"],
): number {
  let count = 0;
  let max = -1;
  for (let s = from; s < end; s++) {
    const { item, output } = slots[s];
    if (output < 0) {
      if ((descriptors[item].flags & FLAG_NEEDS_OUTPUT) !== 0) return 0;
      continue;
    }
    if (output <= last) return 0;
    count++;
    if (output > max) max = output;
  }
  return max === last + count ? count : 0;
}
