// The compaction cutoff scan of docs/engine-contract.md (reference engine).
import { FLAG_NEEDS_OUTPUT, FLAG_PRIVATE } from "../../common/codes.js";
import type { Descriptor } from "../engine/types.js";
import { groupEnds, groupStarts } from "../reconcile/groups.js";
import type { Pairing, Slot } from "../reconcile/pairing.js";

/** Client call slots before `cutoff` without an output before `cutoff`, in slot order. */
export function unresolvedSlots(
  descriptors: readonly Descriptor[],
  pairing: Pairing,
  cutoff: number,
): Slot[] {
  return pairing.slots.filter(
    (slot) =>
      slot.item < cutoff &&
      descriptors[slot.item].flags & FLAG_NEEDS_OUTPUT &&
      (slot.output < 0 || slot.output >= cutoff),
  );
}

/** The largest output index (paired or dropped) of each group, by its last item; -1 if none. */
function groupReach(descriptors: readonly Descriptor[], pairing: Pairing): Int32Array {
  const reach = new Int32Array(descriptors.length).fill(-1);
  const ends = groupEnds(descriptors);
  for (const slot of pairing.slots) {
    const end = ends[slot.item];
    reach[end] = Math.max(reach[end], slot.output, slot.dropped);
  }
  return reach;
}

/** Group pulls over descriptors: a group's start moved back over its private context. */
function puller(descriptors: readonly Descriptor[]) {
  const starts = groupStarts(descriptors);
  const pull = (groupStart: number): number => {
    let s = groupStart;
    while (s > 0 && descriptors[s - 1].flags & FLAG_PRIVATE) s--;
    return s;
  };
  const fixSplit = (at: number): number => {
    let s = at;
    while (s < descriptors.length && starts[s] >= 0 && starts[s] < s) s = pull(starts[s]);
    return s;
  };
  return { starts, pull, fixSplit };
}

/** The closure of a start `from`: no group split, no correlation across the cut (the sweep). */
export function closeStart(
  descriptors: readonly Descriptor[],
  pairing: Pairing,
  from: number,
): number {
  const { starts, pull, fixSplit } = puller(descriptors);
  let s = fixSplit(from);
  const reach = groupReach(descriptors, pairing);
  const { slots, outputSlot } = pairing;
  for (let i = s - 1; i >= 0; i = Math.min(i, s) - 1) {
    if (outputSlot[i] >= 0 && slots[outputSlot[i]].item >= s) s = i;
    else if (reach[i] >= s) s = fixSplit(pull(starts[i]));
  }
  return s;
}

/** The first retained index: the earliest unresolved group with its context, closed. */
export function cutoffStart(
  descriptors: readonly Descriptor[],
  pairing: Pairing,
  cutoff: number,
  unresolved: readonly Slot[],
): number {
  if (!unresolved.length) return closeStart(descriptors, pairing, cutoff);
  const { starts, pull } = puller(descriptors);
  return closeStart(descriptors, pairing, pull(starts[unresolved[0].item]));
}
