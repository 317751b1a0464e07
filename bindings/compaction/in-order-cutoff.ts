// The compaction cutoff at a transcript's end from reconcileItems' one pass (SPEC §6): the reference
// engine's cutoff scan (bindings/engine/reference/cutoff.ts) over the pass's slots, with only the
// items around the start described, so a first plan costs what a first reconcile does.
import { FLAG_PRIVATE } from "../../common/codes.js";
import { continuesGroup, isCall } from "../engine/reference/groups.js";
import type { Descriptor } from "../engine/types.js";
import { describeItem, describePlain, reusedDescriptor } from "../items/describe.js";
import { directReadsSafe, isPlain } from "../items/direct.js";
import type { Item } from "../items/types.js";
import {
  type InOrderPlan,
  type InOrderSlots,
  reconcileInOrderThen,
} from "../reconcile/in-order.js";

/** The cutoff scan's result: the first retained index and the unresolved (item, key ordinal) pairs. */
export interface InOrderCutoff {
  start: number;
  unresolved: Int32Array;
}

/**
 * The reference engine's cutoff scan of `list` at its length, from the one pass; undefined where
 * the pass gives up (the engines decide those transcripts) or Object.prototype changed meanwhile.
 * @throws whatever reading an item throws, unchanged.
 */
export function cutoffInOrder(list: readonly Item[]): InOrderCutoff | undefined {
  const direct = directReadsSafe();
  const into = reusedDescriptor(); // each descriptor is read at once: one object for the pass
  const n = list.length;
  const planned = reconcileInOrderThen(
    n,
    (i) => {
      const item = list[i];
      return direct && isPlain(item)
        ? describePlain(item, undefined, 0, into, false)
        : describeItem(item);
    },
    (plan, slots) => ({ start: startOf(list, plan, slots), unresolved: plan.repairs }),
  );
  if (planned === undefined || (direct && !directReadsSafe())) return undefined;
  return planned;
}

/**
 * The first retained index at the end: with no unresolved call, the end; else the earliest
 * unresolved call's group with the private items before it, closed by the sweep. The pass's
 * repairs are the unresolved calls (client calls with no output), in slot order; its outputs follow
 * their calls and none is dropped (it gives up on those), so the sweep only pulls back a group whose
 * output stands at or after the start.
 */
function startOf(list: readonly Item[], plan: InOrderPlan, slots: InOrderSlots): number {
  const n = list.length;
  if (plan.repairs.length === 0) return n;
  const described = new Map<number, Descriptor>(); // the few items the scan reads, once each
  const at = (i: number): Descriptor => {
    let d = described.get(i);
    if (d === undefined) {
      d = describeItem(list[i]);
      described.set(i, d);
    }
    return d;
  };
  const groupStart = (i: number): number => {
    if (!isCall(at(i).kind)) return -1;
    let s = i;
    while (s > 0 && continuesGroup(at(s - 1).kind, at(s).kind)) s--;
    return s;
  };
  const backOverPrivate = (from: number): number => {
    let s = from;
    while (s > 0 && at(s - 1).flags & FLAG_PRIVATE) s--;
    return s;
  };
  const fixSplit = (from: number): number => {
    let s = from;
    for (let g = s < n ? groupStart(s) : -1; g >= 0 && g < s; g = s < n ? groupStart(s) : -1)
      s = backOverPrivate(g);
    return s;
  };
  let s = fixSplit(backOverPrivate(groupStart(plan.repairs[0])));
  // The sweep, by slots from the last: a group wholly before s (s never splits one) with an output at or after s.
  for (let k = slots.count - 1; k >= 0; k--) {
    const call = slots.item[k];
    if (call < s && slots.output[k] >= s) s = fixSplit(backOverPrivate(groupStart(call)));
  }
  return s;
}
