// The reconcile order of docs/engine-contract.md (reference engine; the core: assembly/engine/order.ts).
import { FLAG_NEEDS_OUTPUT } from "../../../common/codes.js";
import { ITEM_PLAIN, PAIR_WIDTH } from "../../../common/tables.js";
import type { CoreFailure, CoreReconcile, CoreRequest } from "../types.js";
import { endsGroup } from "./groups.js";
import { pair } from "./pairing.js";

/** Every item in place, each group followed by its outputs or repair slots; or the pairing's error. */
export function reconcile(request: CoreRequest): CoreReconcile | CoreFailure {
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
    for (let s = groupSlot; s < end; s++) {
      const slot = slots[s];
      if (slot.output >= 0) order.push(slot.output);
      else if (descriptors[slot.item].flags & FLAG_NEEDS_OUTPUT) {
        repairs.push(slot.item, slot.ord);
        order.push(-(repairs.length / PAIR_WIDTH));
      }
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
