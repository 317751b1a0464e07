// The compaction cutoff scan of docs/engine-contract.md (the reference engine:
// bindings/engine/reference/cutoff.ts): unresolved client calls, then the first retained index.
import { FLAG_NEEDS_OUTPUT, KIND_OUTPUT } from "../../common/codes";
import { ITEM_PAIRED } from "../../common/tables";
import { getI32, getU8 } from "../memory/words";
import { endsGroup, extendBack, fixSplit, pulledStart } from "./groups";
import { addPair, reservePlan } from "./order";
import { Tables } from "./tables";

/** Unresolved client call slots before the cutoff into the pairs; returns the first one's item or -1. */
function listUnresolved(t: Tables, cutoff: i32): i32 {
  let first = -1;
  for (let slot = 0, k = t.k; slot < k; slot++) {
    let item = getI32(t.slotItemPtr, slot);
    if (item >= cutoff) break;
    if ((getU8(t.flagsPtr, item) & FLAG_NEEDS_OUTPUT) == 0 || getU8(t.kindPtr, item) == KIND_OUTPUT) continue;
    let output = getI32(t.slotOutPtr, slot);
    if (output >= 0 && output < cutoff) continue;
    if (first < 0) first = item;
    addPair(t, slot);
  }
  return first;
}

/**
 * The downward sweep: no output before s belongs to a call at or after s, no group reaches past s.
 * It stops at the closed prefix of an earlier sweep on the same (resident) tables while s is at
 * or past it: nothing below it reaches it (pairing.ts raiseReach forgets it when that changes),
 * so a turn's sweep reads the items since, not the whole transcript.
 */
function sweep(t: Tables, s: i32): i32 {
  let closed = t.closed;
  let i = s - 1;
  while (i >= 0 && (i >= closed || s < closed)) {
    if (getU8(t.statePtr, i) == ITEM_PAIRED && getI32(t.outCallPtr, i) >= s) s = i;
    else if (endsGroup(t, i) && getI32(t.groupOutPtr, getI32(t.groupStartPtr, i)) >= s) {
      s = fixSplit(t, pulledStart(t, i));
    }
    i = min(i, s) - 1;
  }
  t.closed = max(closed, s); // no item below s reaches s: checked down to 0, or to the old prefix
  return s;
}

/** Cutoff scan of a clean, decided pairing at `cutoff` (0..n): t.start, unresolved pairs unless `first` (their first item, -1: none) is known; false on out of memory. */
export function planCutoff(t: Tables, cutoff: i32, first: i32 = -2): bool {
  if (!reservePlan(t)) return false;
  extendBack(t);
  if (first == -2) first = listUnresolved(t, cutoff);
  let s = cutoff;
  if (first >= 0) s = pulledStart(t, first);
  t.start = sweep(t, fixSplit(t, s));
  return true;
}
