// The compaction cutoff scan of docs/engine-contract.md (reference engine; the core:
// assembly/engine/cutoff.ts).
import { FLAG_NEEDS_OUTPUT } from "../../../common/codes.js";
import type { CoreCutoff, CoreFailure, CoreRequest, Descriptor } from "../types.js";
import { backOverPrivate, groupEnds, groupStarts } from "./groups.js";
import { type Pairing, pair, type Slot } from "./pairing.js";
import { column, withColumns } from "./tables.js";

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
  const reach = column(descriptors.length, -1);
  const ends = groupEnds(descriptors);
  for (const slot of pairing.slots) {
    const end = ends[slot.item];
    reach[end] = Math.max(reach[end], slot.output, slot.dropped);
  }
  return reach;
}

/** Moves `at` back while it falls strictly inside a group: the group is pulled with its context. */
function fixSplit(descriptors: readonly Descriptor[], starts: Int32Array, at: number): number {
  let s = at;
  while (s < descriptors.length && starts[s] >= 0 && starts[s] < s)
    s = backOverPrivate(descriptors, starts[s]);
  return s;
}

/** The closure of a start `from`: no group split, no correlation across the cut (the sweep). */
export function closeStart(
  descriptors: readonly Descriptor[],
  pairing: Pairing,
  from: number,
  starts = groupStarts(descriptors),
): number {
  let s = fixSplit(descriptors, starts, from);
  const reach = groupReach(descriptors, pairing);
  const { slots, outputSlot } = pairing;
  for (let i = s - 1; i >= 0; i = Math.min(i, s) - 1) {
    if (outputSlot[i] >= 0 && slots[outputSlot[i]].item >= s) s = i;
    else if (reach[i] >= s)
      s = fixSplit(descriptors, starts, backOverPrivate(descriptors, starts[i]));
  }
  return s;
}

/** The first retained index: the earliest unresolved group with its context, closed. */
function cutoffStart(
  descriptors: readonly Descriptor[],
  pairing: Pairing,
  cutoff: number,
  unresolved: readonly Slot[],
): number {
  // One groupStarts for both reads: a typed array over 64 bytes costs ~0.5 us to allocate.
  const starts = groupStarts(descriptors);
  if (!unresolved.length) return closeStart(descriptors, pairing, cutoff, starts);
  const first = starts[unresolved[0].item];
  return closeStart(descriptors, pairing, backOverPrivate(descriptors, first), starts);
}

/** The cutoff scan at `at`: unresolved client calls and the first retained index; or the pairing's error. */
export function cutoff(request: CoreRequest, at: number): CoreCutoff | CoreFailure {
  return withColumns(() => cutoffWith(request, at));
}

function cutoffWith(request: CoreRequest, at: number): CoreCutoff | CoreFailure {
  const pairing = pair(request.descriptors, request.isRepairedAt);
  if (pairing.failure) return pairing.failure;
  const unresolved = unresolvedSlots(request.descriptors, pairing, at);
  const start = cutoffStart(request.descriptors, pairing, at, unresolved);
  const pairs = new Int32Array(unresolved.length * 2);
  unresolved.forEach((slot, u) => {
    pairs[u * 2] = slot.item;
    pairs[u * 2 + 1] = slot.ord;
  });
  return { ok: true, start, unresolved: pairs };
}
