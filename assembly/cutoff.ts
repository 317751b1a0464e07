// The compaction cutoff scan: unresolved client calls, then the first retained index (a fixpoint).
import { FLAG_NEEDS_OUTPUT, FLAG_PRIVATE, KIND_CALL, KIND_OUTPUT } from "../common/codes";
import {
  backPtr,
  firstSlotPtr,
  flagsPtr,
  getI32,
  getU8,
  groupOutPtr,
  groupStartPtr,
  itemCount,
  kindPtr,
  nextWaitPtr,
  pairsPtr,
  setI32,
  slotCount,
  slotDropPtr,
  slotItemPtr,
  slotOutPtr,
} from "./tables";

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

/** Prefix maxima over item starts: groups (last output) into groupOutPtr, early outputs (call item) into nextWaitPtr. */
function buildReach(n: i32): void {
  memory.fill(groupOutPtr, 0xff, (<usize>n) << 2);
  memory.fill(nextWaitPtr, 0xff, (<usize>n) << 2);
  for (let slot = 0, k = slotCount; slot < k; slot++) {
    let item = getI32(slotItemPtr, slot);
    if (getU8(kindPtr, item) == KIND_OUTPUT) continue; // an output's own key, not a call slot
    let reach = max(getI32(slotOutPtr, slot), getI32(slotDropPtr, slot));
    let start = getI32(groupStartPtr, item);
    if (reach > getI32(groupOutPtr, start)) setI32(groupOutPtr, start, reach);
    let output = getI32(slotOutPtr, slot);
    if (output >= 0 && output < item && item > getI32(nextWaitPtr, output))
      setI32(nextWaitPtr, output, item);
  }
  for (let i = 1; i < n; i++) {
    setI32(groupOutPtr, i, max(getI32(groupOutPtr, i), getI32(groupOutPtr, i - 1)));
    setI32(nextWaitPtr, i, max(getI32(nextWaitPtr, i), getI32(nextWaitPtr, i - 1)));
  }
}

/** The smallest a < s whose prefix maximum reaches s, or -1 (binary search: the maxima never fall). */
function firstReaching(prefixPtr: usize, s: i32): i32 {
  if (s <= 0 || getI32(prefixPtr, s - 1) < s) return -1;
  let lo = 0;
  let hi = s - 1;
  while (lo < hi) {
    let mid = (lo + hi) >>> 1;
    if (getI32(prefixPtr, mid) >= s) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** One round of the fixpoint: whole groups, groups with outputs at or after s, early outputs. */
function settleOnce(s: i32, n: i32): i32 {
  if (s > 0 && s < n && getU8(kindPtr, s) == KIND_CALL && getU8(kindPtr, s - 1) == KIND_CALL) {
    s = getI32(groupStartPtr, s);
  }
  let group = firstReaching(groupOutPtr, s);
  if (group >= 0) s = min(s, getI32(backPtr, group));
  let output = firstReaching(nextWaitPtr, s);
  if (output >= 0) s = output;
  return s;
}

/** Runs the cutoff scan on a clean pairing; sets unresolvedCount (pairs in pairsPtr) and startIndex. */
export function scanCutoff(cutoff: i32): void {
  let n = itemCount;
  let first = listUnresolved(cutoff);
  buildBack(n);
  let s = cutoff;
  if (first >= 0) s = getI32(backPtr, getI32(groupStartPtr, getI32(slotItemPtr, first)));
  buildReach(n);
  // Each round moves s back or stops, and costs O(log n).
  for (let next = settleOnce(s, n); next != s; next = settleOnce(s, n)) s = next;
  startIndex = s;
}
