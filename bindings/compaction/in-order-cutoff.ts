// The compaction cutoff from reconcileItems' one pass (SPEC §6): the reference engine's cutoff scan
// (bindings/engine/reference/cutoff.ts) at any cutoff, over the pass's slots, with only the items
// around the start described, so a first plan costs what a first reconcile does.
import { fixSplitBy, openStart, unresolvedAt } from "../engine/reference/cutoff.js";
import { backOverPrivateBy, groupStartBy } from "../engine/reference/groups.js";
import type { Descriptor } from "../engine/types.js";
import { describeItem } from "../items/describe.js";
import type { Item } from "../items/types.js";
import type { InOrderSlots } from "../reconcile/in-order.js";
import { inOrderOverItems } from "../reconcile/in-order-items.js";

/** The cutoff scan's result: the first retained index and the unresolved (item, key ordinal) pairs. */
export interface InOrderCutoff {
  start: number;
  unresolved: Int32Array;
}

/**
 * The reference engine's cutoff scan of `list` at `cutoff` (an integer in [0, length], checked by
 * the caller), from the one pass over the whole list (so it validates all of it, as the engines
 * do); undefined where the pass gives up (the engines decide those transcripts) or
 * Object.prototype changed meanwhile.
 * @throws whatever reading an item throws, unchanged.
 */
export function cutoffInOrder(
  list: readonly Item[],
  cutoff: number = list.length,
): InOrderCutoff | undefined {
  return inOrderOverItems(list, (_plan, slots) => scanAt(list, cutoff, slots), false);
}

/**
 * The scan at `cutoff` over the pass's slots: the unresolved slots by the reference's rule, then
 * the start from the reference's rules (openStart, fixSplitBy) and the sweep in slot terms. The
 * pass's outputs follow their calls and none is dropped (it gives up on those), so of the
 * reference's sweep only its group rule can move the start: a group wholly before it whose output
 * stands at or after it is pulled back.
 */
function scanAt(list: readonly Item[], cutoff: number, slots: InOrderSlots): InOrderCutoff {
  const { item, output, ordNeeds, count } = slots;
  const pairs: number[] = [];
  for (let k = 0; k < count && item[k] < cutoff; k++)
    if (unresolvedAt(cutoff, item[k], (ordNeeds[k] & 1) !== 0, output[k]))
      pairs.push(item[k], ordNeeds[k] >> 1);
  const unresolved = Int32Array.from(pairs);
  const n = list.length;
  // With nothing unresolved at the end, no output stands at or after the start: nothing to read.
  if (pairs.length === 0 && cutoff === n) return { start: n, unresolved };
  const described = new Map<number, Descriptor>(); // the few items the scan reads, once each
  const at = (i: number): Descriptor => {
    let d = described.get(i);
    if (d === undefined) {
      d = describeItem(list[i]);
      described.set(i, d);
    }
    return d;
  };
  const groupStart = (i: number) => groupStartBy((j) => at(j).kind, i);
  const backOver = (i: number) => backOverPrivateBy((j) => at(j).flags, i);
  const close = (from: number) => fixSplitBy(n, groupStart, backOver, from);
  let s = close(openStart(cutoff, pairs.length > 0 ? groupStart(pairs[0]) : -1, backOver));
  // The sweep, by slots from the last: a group wholly before s (s never splits one) with an output at or after s.
  for (let k = count - 1; k >= 0; k--) {
    const call = item[k];
    if (call < s && output[k] >= s) s = close(backOver(groupStart(call)));
  }
  return { start: s, unresolved };
}
