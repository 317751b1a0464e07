// Plans over a resident state (clean pairing assumed: the bindings check errors first): the
// reconcile order and the compaction cutoff scan, one pass each, written to the scratch block.
import { FLAG_NEEDS_OUTPUT, KIND_CALL, KIND_CHAT_CALLS } from "../common/codes";
import { reserveScratch, scratchPtr } from "./resident-scratch";
import { ITEM_PAIRED, ITEM_PLAIN, Resident } from "./resident-state";

export let planOrderLen: i32 = 0;
export let planPairCount: i32 = 0;
export let planPairsPtr: usize = 0;
export let planStart: i32 = 0;

// @ts-ignore: decorator
@inline function getI32(basePtr: usize, i: i32): i32 {
  return load<i32>(basePtr + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline function setI32(basePtr: usize, i: i32, v: i32): void {
  store<i32>(basePtr + (<usize>i << 2), v);
}

// @ts-ignore: decorator
@inline function kindAt(r: Resident, i: i32): u8 {
  return load<u8>(r.kindPtr + <usize>i);
}

/** Is item i the last item of its group? */
// @ts-ignore: decorator
@inline function endsGroup(r: Resident, i: i32): bool {
  let kind = kindAt(r, i);
  if (kind == KIND_CHAT_CALLS) return true;
  return kind == KIND_CALL && (i + 1 == r.n || kindAt(r, i + 1) != KIND_CALL);
}

/** Scratch for n + k order entries then 2k pair entries; false on out of memory. */
function reservePlan(r: Resident): bool {
  if (!reserveScratch((<u64>r.n + <u64>r.k * 3) << 2)) return false;
  planPairsPtr = scratchPtr + ((<usize>r.n + <usize>r.k) << 2);
  planOrderLen = 0;
  planPairCount = 0;
  return true;
}

/** Records the pair (item, key ordinal) of call slot `slot`. */
function addPair(r: Resident, slot: i32): void {
  let item = getI32(r.slotItemPtr, slot);
  setI32(planPairsPtr, planPairCount * 2, item);
  setI32(planPairsPtr, planPairCount * 2 + 1, slot - getI32(r.firstSlotPtr, item));
  planPairCount++;
}

/** Emits the outputs or repair slots of the group ending at item i, from order position `at`; returns the next. */
function emitGroupOutputs(r: Resident, i: i32, at: i32): i32 {
  let end = getI32(r.firstSlotPtr, i + 1);
  for (let slot = getI32(r.firstSlotPtr, getI32(r.groupStartPtr, i)); slot < end; slot++) {
    let output = getI32(r.slotOutPtr, slot);
    if (output >= 0) setI32(scratchPtr, at++, output);
    else if (load<u8>(r.flagsPtr + <usize>getI32(r.slotItemPtr, slot)) & FLAG_NEEDS_OUTPUT) {
      addPair(r, slot);
      setI32(scratchPtr, at++, -planPairCount);
    }
  }
  return at;
}

/** The reconcile order at scratchPtr (planOrderLen) and repairs at planPairsPtr; false on out of memory. */
export function planReconcile(r: Resident): bool {
  if (!reservePlan(r)) return false;
  // Locals, not fields: stores into the order would otherwise force the fields to be reloaded.
  let statePtr = r.statePtr;
  let kindPtr = r.kindPtr;
  let orderPtr = scratchPtr;
  let n = r.n;
  let at = 0;
  for (let i = 0; i < n; i++) {
    if (load<u8>(statePtr + <usize>i) != ITEM_PLAIN) continue;
    store<i32>(orderPtr + (<usize>at << 2), i);
    at++;
    let kind = load<u8>(kindPtr + <usize>i);
    if (kind == KIND_CHAT_CALLS || (kind == KIND_CALL && (i + 1 == n || load<u8>(kindPtr + <usize>(i + 1)) != KIND_CALL))) {
      at = emitGroupOutputs(r, i, at);
    }
  }
  planOrderLen = at;
  return true;
}

/** Unresolved client call slots before the cutoff into the pairs; returns the first slot or -1. */
function listUnresolved(r: Resident, cutoff: i32): i32 {
  let first = -1;
  for (let slot = 0, k = r.k; slot < k; slot++) {
    let item = getI32(r.slotItemPtr, slot);
    if (item >= cutoff) break;
    if ((load<u8>(r.flagsPtr + <usize>item) & FLAG_NEEDS_OUTPUT) == 0) continue;
    let output = getI32(r.slotOutPtr, slot);
    if (output >= 0 && output < cutoff) continue;
    if (first < 0) first = slot;
    addPair(r, slot);
  }
  return first;
}

/** Moves s back to the start of a group it falls strictly inside, with its private context. */
function fixSplit(r: Resident, s: i32): i32 {
  while (s > 0 && s < r.n && kindAt(r, s) == KIND_CALL && getI32(r.groupStartPtr, s) < s) {
    s = getI32(r.backPtr, getI32(r.groupStartPtr, s));
  }
  return s;
}

/** The downward sweep: no output before s belongs to a call at or after s, no group reaches past s. */
function sweep(r: Resident, s: i32): i32 {
  let i = s - 1;
  while (i >= 0) {
    if (load<u8>(r.statePtr + <usize>i) == ITEM_PAIRED && getI32(r.outCallPtr, i) >= s) s = i;
    else if (endsGroup(r, i) && getI32(r.groupOutPtr, getI32(r.groupStartPtr, i)) >= s) {
      s = fixSplit(r, getI32(r.backPtr, getI32(r.groupStartPtr, i)));
    }
    i = min(i, s) - 1;
  }
  return s;
}

/** The cutoff scan at `cutoff` (0..n): planStart, unresolved pairs at planPairsPtr; false on out of memory. */
export function planCutoff(r: Resident, cutoff: i32): bool {
  if (!reservePlan(r)) return false;
  let first = listUnresolved(r, cutoff);
  let s = cutoff;
  if (first >= 0) s = getI32(r.backPtr, getI32(r.groupStartPtr, getI32(r.slotItemPtr, first)));
  planStart = sweep(r, fixSplit(r, s));
  return true;
}

/** Rows (first output, after, second output, third output) of the slots with a second output, at scratchPtr. */
export function secondRows(r: Resident): bool {
  if (!reserveScratch(<u64>r.seconds << 4)) return false;
  for (let t = 0; t < r.seconds; t++) {
    let slot = getI32(r.secondPtr, t);
    setI32(scratchPtr, t * 4, getI32(r.slotOutPtr, slot));
    setI32(scratchPtr, t * 4 + 1, load<u8>(r.slotAfterPtr + <usize>slot));
    setI32(scratchPtr, t * 4 + 2, getI32(r.slotSecondPtr, slot));
    setI32(scratchPtr, t * 4 + 3, getI32(r.slotThirdPtr, slot));
  }
  return true;
}

