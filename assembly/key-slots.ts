// Where a key slot's bytes are, for the bindings to name a call (repairs, errors, unresolved calls).
import { keyBase, keyLength } from "./keys";
import { firstSlotPtr, getI32, itemCount, keyBytesPtr, slotKeyPtr } from "./tables";

/** The slot of key `ord` of item `item`, or -1 when there is none. */
export function keySlot(item: i32, ord: i32): i32 {
  if (item < 0 || item >= itemCount || ord < 0) return -1;
  let slot = getI32(firstSlotPtr, item) + ord;
  return slot < getI32(firstSlotPtr, item + 1) ? slot : -1;
}

/** Where the bytes of slot `slot`'s key are in memory. */
export function keyBytesAt(slot: i32): usize {
  return keyBase + <usize>load<u32>(keyBytesPtr + (<usize>getI32(slotKeyPtr, slot) << 2));
}

export function keyLenAt(slot: i32): u32 {
  return keyLength(getI32(slotKeyPtr, slot));
}
