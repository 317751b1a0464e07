// Exports reading tables by handle, the same for a one-shot plan (oneShot()) and a resident index:
// the items, the outputs to ask about, the decided error, and the plan in the out block.
// One export per field (a wasm export returns one number), so they look alike in shape.
import { ERR_NONE } from "../common/codes";
import { keySize, keyStart } from "./engine/keys";
import { droppedAt, pairsAt } from "./engine/order";
import { decide } from "./engine/pairing";
import { Tables, tablesAt } from "./engine/tables";
import { getI32 } from "./memory/words";

/** Items in the tables, or -1 for a handle that is not live. */
export function planItems(handle: usize): i32 {
  let t = tablesAt(handle);
  return t ? t.n : -1;
}

/** u8 per item: its KIND_*. */
export function planKindsPtr(handle: usize): usize {
  let t = tablesAt(handle);
  return t ? t.kindPtr : 0;
}

/** u8 per item: its FLAG_* bits. */
export function planFlagsPtr(handle: usize): usize {
  let t = tablesAt(handle);
  return t ? t.flagsPtr : 0;
}

/** Stored path: u32[items + 1], each item's byte offset in the input (the last is the end). */
export function planOffsetsPtr(handle: usize): usize {
  let t = tablesAt(handle);
  return t ? t.offsetsPtr : 0;
}

/** The key slot of key `ord` of item `item`, or -1. */
function keySlot(handle: usize, item: i32, ord: i32): i32 {
  let t = tablesAt(handle);
  if (!t || item < 0 || item >= t.n || ord < 0) return -1;
  let slot = getI32(t.firstSlotPtr, item) + ord;
  return slot < getI32(t.firstSlotPtr, item + 1) ? slot : -1;
}

/** Where in memory the bytes of key `ord` of item `item` are, or -1. */
export function planKeyPtr(handle: usize, item: i32, ord: i32): i32 {
  let slot = keySlot(handle, item, ord);
  let t = changetype<Tables>(handle);
  return slot < 0 ? -1 : <i32>keyStart(t, getI32(t.slotKeyPtr, slot));
}

/** Byte length of key `ord` of item `item`, or -1. */
export function planKeyLength(handle: usize, item: i32, ord: i32): i32 {
  let slot = keySlot(handle, item, ord);
  let t = changetype<Tables>(handle);
  return slot < 0 ? -1 : <i32>keySize(t, getI32(t.slotKeyPtr, slot));
}

/** The outputs to ask about (listed by prepare or residentAmbiguous), as i32 item indices. */
export function planAskedPtr(handle: usize): usize {
  let t = tablesAt(handle);
  return t ? t.outPtr : 0;
}

/** One byte per item: the bindings write each answer (1: repaired) of the outputs asked about. */
export function planRepairedPtr(handle: usize): usize {
  let t = tablesAt(handle);
  return t ? t.repairedPtr : 0;
}

/** The lowest error with the answers written (ERR_NONE when clean); index and key after it. */
export function planErrorReason(handle: usize): i32 {
  let t = tablesAt(handle);
  return t ? decide(t) : ERR_NONE;
}

export function planErrorIndex(handle: usize): i32 {
  let t = tablesAt(handle);
  return t && decide(t) != ERR_NONE ? t.index : -1;
}

export function planErrorKey(handle: usize): i32 {
  let t = tablesAt(handle);
  return t && decide(t) != ERR_NONE ? t.key : -1;
}

/** After a reconcile: the order, as item indices and -(r + 1) for repair slot r. */
export function planOrderPtr(handle: usize): usize {
  let t = tablesAt(handle);
  return t ? t.outPtr : 0;
}

export function planOrderLen(handle: usize): i32 {
  let t = tablesAt(handle);
  return t ? t.orderLen : 0;
}

/** Repairs (reconcile) or unresolved slots (cutoff): (item, key ordinal) pairs. */
export function planPairsPtr(handle: usize): usize {
  let t = tablesAt(handle);
  return t ? pairsAt(t) : 0;
}

export function planPairCount(handle: usize): i32 {
  let t = tablesAt(handle);
  return t ? t.pairCount : 0;
}

/** After a reconcile: the dropped late outputs, ascending. */
export function planDroppedPtr(handle: usize): usize {
  let t = tablesAt(handle);
  return t ? droppedAt(t) : 0;
}

export function planDroppedLen(handle: usize): i32 {
  let t = tablesAt(handle);
  return t ? t.droppedLen : 0;
}

/** After a cutoff scan: the first retained index; after a reconcile: the first item its order covers. */
export function planStart(handle: usize): i32 {
  let t = tablesAt(handle);
  return t ? t.start : 0;
}
