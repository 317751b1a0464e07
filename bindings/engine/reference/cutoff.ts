// The compaction cutoff scan of docs/engine-contract.md (reference engine; the core:
// assembly/engine/cutoff.ts).
import { FLAG_NEEDS_OUTPUT } from "../../../common/codes.js";
import type { CoreCutoff, CoreFailure, CoreRequest, Descriptor } from "../types.js";
import { backOverPrivate, groupEnds, groupStarts } from "./groups.js";
import { type Pairing, pair, type Slot } from "./pairing.js";
import { column, withColumns } from "./tables.js";

/**
 * The unresolved rule: is a call slot at `item`, whose call needs an output or not, with its
 * output at `output` (below 0: none), unresolved at `cutoff`? A client call before the cutoff
 * with no output before it.
 */
export function unresolvedAt(
  cutoff: number,
  item: number,
  needsOutput: boolean,
  output: number,
): boolean {
  return item < cutoff && needsOutput && (output < 0 || output >= cutoff);
}

/** Client call slots before `cutoff` without an output before `cutoff`, in slot order. */
export function unresolvedSlots(
  descriptors: readonly Descriptor[],
  pairing: Pairing,
  cutoff: number,
): Slot[] {
  return pairing.slots.filter((slot) =>
    unresolvedAt(
      cutoff,
      slot.item,
      (descriptors[slot.item].flags & FLAG_NEEDS_OUTPUT) !== 0,
      slot.output,
    ),
  );
}

/**
 * Where the start's closure begins (then closed: no group split, the sweep): the cutoff when
 * nothing is unresolved, else the start of the earliest unresolved call's group (`group`, -1:
 * none) moved back over the private items before it (`backOver`).
 */
export function openStart(cutoff: number, group: number, backOver: (at: number) => number): number {
  return group < 0 ? cutoff : backOver(group);
}

/**
 * The split rule over `n` items: `at` moved back while it falls strictly inside a group
 * (`groupStart`: an item's group's first index, -1 outside groups), each time to the group's start
 * moved back over its private context (`backOver`).
 */
export function fixSplitBy(
  n: number,
  groupStart: (index: number) => number,
  backOver: (at: number) => number,
  at: number,
): number {
  let s = at;
  for (let g = s < n ? groupStart(s) : -1; g >= 0 && g < s; g = s < n ? groupStart(s) : -1)
    s = backOver(g);
  return s;
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
  return fixSplitBy(
    descriptors.length,
    (i) => starts[i],
    (i) => backOverPrivate(descriptors, i),
    at,
  );
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
  const group = unresolved.length ? starts[unresolved[0].item] : -1;
  const from = openStart(cutoff, group, (i) => backOverPrivate(descriptors, i));
  return closeStart(descriptors, pairing, from, starts);
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
