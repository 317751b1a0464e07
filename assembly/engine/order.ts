// The reconcile order of docs/engine-contract.md (the reference engine:
// bindings/engine/reference/order.ts): every item in place, each group followed by its outputs or
// repair slots. Written to the out block: order, then repairs (pairs), then dropped late outputs.
import { FLAG_NEEDS_OUTPUT, KIND_CALL, KIND_CHAT_CALLS } from "../../common/codes";
import { ITEM_PLAIN, PAIR_WIDTH } from "../../common/tables";
import { getI32, getU8, setI32 } from "../memory/words";
import { reserveOut, Tables } from "./tables";

/** Where the pairs start in the out block (after room for the longest order). */
// @ts-ignore: decorator
@inline export function pairsAt(t: Tables): usize {
  return t.outPtr + ((<usize>t.n + <usize>t.k) << 2);
}

/** Where the dropped late outputs start in the out block. */
// @ts-ignore: decorator
@inline export function droppedAt(t: Tables): usize {
  return pairsAt(t) + (<usize>t.k << 3);
}

/** Out block for a plan: order, pairs, dropped; false when memory cannot hold it. */
export function reservePlan(t: Tables): bool {
  t.orderLen = 0;
  t.pairCount = 0;
  t.droppedLen = 0;
  return reserveOut(t, <u64>t.n + <u64>t.k * 3 + <u64>t.seconds);
}

/** Records the pair (item, key ordinal) of slot `slot`; returns the pairs so far. */
export function addPair(t: Tables, slot: i32): i32 {
  let item = getI32(t.slotItemPtr, slot);
  let pairsPtr = pairsAt(t);
  setI32(pairsPtr, t.pairCount * PAIR_WIDTH, item);
  setI32(pairsPtr, t.pairCount * PAIR_WIDTH + 1, slot - getI32(t.firstSlotPtr, item));
  return ++t.pairCount;
}

/** How many outputs answer the group ending at item i when they stand right after it in any order and no call needs a repair (they keep their order); else 0. */
function adjacentOutputs(t: Tables, i: i32, end: i32): i32 {
  let count = 0;
  let max = -1;
  for (let slot = getI32(t.firstSlotPtr, getI32(t.groupStartPtr, i)); slot < end; slot++) {
    let output = getI32(t.slotOutPtr, slot);
    if (output < 0) {
      if (getU8(t.flagsPtr, getI32(t.slotItemPtr, slot)) & FLAG_NEEDS_OUTPUT) return 0;
      continue;
    }
    if (output <= i) return 0;
    count++;
    if (output > max) max = output;
  }
  return max == i + count ? count : 0;
}

/** Emits the outputs or repair slots of the group ending at item i, from order position `at`; returns the next. */
function emitGroupOutputs(t: Tables, i: i32, at: i32): i32 {
  let end = getI32(t.firstSlotPtr, i + 1);
  let adjacent = adjacentOutputs(t, i, end);
  if (adjacent > 0) {
    for (let k = 1; k <= adjacent; k++) setI32(t.outPtr, at++, i + k);
    return at;
  }
  for (let slot = getI32(t.firstSlotPtr, getI32(t.groupStartPtr, i)); slot < end; slot++) {
    let output = getI32(t.slotOutPtr, slot);
    if (output >= 0) setI32(t.outPtr, at++, output);
    else if (getU8(t.flagsPtr, getI32(t.slotItemPtr, slot)) & FLAG_NEEDS_OUTPUT) {
      setI32(t.outPtr, at++, -addPair(t, slot));
    }
  }
  return at;
}

/** The reconcile order of a clean, decided pairing from item `from` on (t.start), its repairs and dropped late outputs; false on out of memory. */
export function planOrder(t: Tables, from: i32 = 0): bool {
  if (!reservePlan(t)) return false;
  t.start = from;
  // Locals, not fields: stores into the order would otherwise force the fields to be reloaded.
  let statePtr = t.statePtr;
  let kindPtr = t.kindPtr;
  let orderPtr = t.outPtr;
  let n = t.n;
  let at = 0;
  for (let i = from; i < n; i++) {
    if (load<u8>(statePtr + <usize>i) != ITEM_PLAIN) continue;
    store<i32>(orderPtr + (<usize>at << 2), i);
    at++;
    let kind = load<u8>(kindPtr + <usize>i);
    if (kind == KIND_CHAT_CALLS || (kind == KIND_CALL && (i + 1 == n || load<u8>(kindPtr + <usize>(i + 1)) != KIND_CALL))) {
      at = emitGroupOutputs(t, i, at);
    }
  }
  t.orderLen = at;
  t.dirty = n;
  // Clean: every second output was tolerated, so every one is dropped, ascending.
  let droppedPtr = droppedAt(t);
  for (let r = 0; r < t.seconds; r++) setI32(droppedPtr, r, getI32(t.slotSecondPtr, getI32(t.secondPtr, r)));
  t.droppedLen = t.seconds;
  return true;
}
