// The compaction cutoff scan: unresolved client calls, then the first retained index (one downward sweep).
import { FLAG_NEEDS_OUTPUT, FLAG_PRIVATE, KIND_CALL, KIND_OUTPUT } from "../common/codes";
import {
  backPtr,
  firstSlotPtr,
  flagsPtr,
  getI32,
  getU8,
  groupOutPtr,
  groupStartPtr,
  ITEM_PAIRED,
  itemCount,
  kindPtr,
  nextWaitPtr,
  pairsPtr,
  setI32,
  slotCount,
  slotDropPtr,
  slotItemPtr,
  slotOutPtr,
  statePtr,
} from "./tables";
import { endsGroup } from "./reconcile";

export let unresolvedCount: i32 = 0;
export let startIndex: i32 = 0;

/** Lists unresolved client call slots before the cutoff into pairsPtr; returns the first slot or -1. */
function listUnresolved(cutoff: i32): i32 {
  unresolvedCount = 0;
  let first = -1;
  for (let slot = 0, k = slotCount; slot < k; slot++) {
    let item = getI32(slotItemPtr, slot);
    if (item >= cutoff) break;
    if ((getU8(flagsPtr, item) & FLAG_NEEDS_OUTPUT) == 0 || getU8(kindPtr, item) == KIND_OUTPUT)
      continue;
    let output = getI32(slotOutPtr, slot);
    if (output >= 0 && output < cutoff) continue;
    if (first < 0) first = slot;
    setI32(pairsPtr, unresolvedCount * 2, item);
    setI32(pairsPtr, unresolvedCount * 2 + 1, slot - getI32(firstSlotPtr, item));
    unresolvedCount++;
  }
  return first;
}

/** back[x]: x moved back over the run of private items just before it. */
function buildBack(n: i32): void {
  setI32(backPtr, 0, 0);
  for (let x = 1; x <= n; x++) {
    setI32(backPtr, x, getU8(flagsPtr, x - 1) & FLAG_PRIVATE ? getI32(backPtr, x - 1) : x);
  }
}

/** Per group start: the largest output (paired or dropped) of its slots. Per paired output: its call item. */
function buildReach(n: i32): void {
  memory.fill(groupOutPtr, 0xff, <usize>n << 2);
  memory.fill(nextWaitPtr, 0xff, <usize>n << 2); // free after pairing: reused for output -> call item
  for (let slot = 0, k = slotCount; slot < k; slot++) {
    let item = getI32(slotItemPtr, slot);
    if (getU8(kindPtr, item) == KIND_OUTPUT) continue; // an output's own key, not a call slot
    let output = getI32(slotOutPtr, slot);
    let reach = max(output, getI32(slotDropPtr, slot));
    let start = getI32(groupStartPtr, item);
    if (reach > getI32(groupOutPtr, start)) setI32(groupOutPtr, start, reach);
    if (output >= 0) setI32(nextWaitPtr, output, item);
  }
}

/** Moves s back to the start of a group it falls strictly inside, with its private context. */
function fixSplit(s: i32, n: i32): i32 {
  while (s > 0 && s < n && getU8(kindPtr, s) == KIND_CALL && getI32(groupStartPtr, s) < s) {
    s = getI32(backPtr, getI32(groupStartPtr, s));
  }
  return s;
}

/** The downward sweep: no output before s belongs to a call at or after s, no group reaches past s. */
function sweep(s: i32, n: i32): i32 {
  let i = s - 1;
  while (i >= 0) {
    if (getU8(statePtr, i) == ITEM_PAIRED && getI32(nextWaitPtr, i) >= s) s = i;
    else if (endsGroup(i) && getI32(groupOutPtr, getI32(groupStartPtr, i)) >= s) {
      s = fixSplit(getI32(backPtr, getI32(groupStartPtr, i)), n);
    }
    i = min(i, s) - 1;
  }
  return s;
}

/** Runs the cutoff scan on a clean pairing; sets unresolvedCount (pairs in pairsPtr) and startIndex. */
export function scanCutoff(cutoff: i32): void {
  let n = itemCount;
  let first = listUnresolved(cutoff);
  buildBack(n);
  buildReach(n);
  let s = cutoff;
  if (first >= 0) s = getI32(backPtr, getI32(groupStartPtr, getI32(slotItemPtr, first)));
  startIndex = sweep(fixSplit(s, n), n);
}
