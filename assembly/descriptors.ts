// Descriptors from msgpack: a top-level array of [kind, flags, key0, key1, ...] arrays.
import {
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OUTPUT,
  MP_INVALID,
  MP_OK,
  MP_TOO_LARGE,
  MP_TOO_MANY,
  MP_TRAILING,
} from "../common/codes";
import { addSlot, beginKeys } from "./keys";
import { failCount, rdEnd, rdPos, rdStart, rdStatus, rdStrLen, rdStrPtr, readArrayHeader, readStr, readUint } from "./msgpack";
import { allocItems, allocTables, firstSlotPtr, flagsPtr, kindPtr, setI32, setU8 } from "./tables";

const MAX_FLAGS: i64 = 3;

let countedItems: i32 = 0;
let countedSlots: i64 = 0;

/** Is `keys` a valid key count for `kind`? */
// @ts-ignore: decorator
@inline function keysFit(kind: i64, keys: i64): bool {
  if (kind == KIND_CALL || kind == KIND_OUTPUT) return keys == 1;
  if (kind == KIND_CHAT_CALLS) return keys >= 1;
  return keys == 0;
}

/** Reads one item header, packed as keys | kind << 32 | flags << 40; -1 on failure. */
export function readItemHead(): i64 {
  let size = readArrayHeader();
  if (size < 0) return -1;
  if (size < 2) return failCount(MP_INVALID);
  let kind = readUint();
  if (kind < 0) return -1;
  let flags = readUint();
  if (flags < 0) return -1;
  if (kind > KIND_MALFORMED || flags > MAX_FLAGS || !keysFit(kind, size - 2)) return failCount(MP_INVALID);
  return (size - 2) | (kind << 32) | (flags << 40);
}

/** Pass 1: validates the whole input and counts items and key slots. */
function countDescriptors(ptr: usize, len: usize, maxItems: i32): i32 {
  rdStart(ptr, len);
  let n = readArrayHeader();
  if (n < 0) return rdStatus;
  if (n > <i64>maxItems) return MP_TOO_MANY;
  let slots: i64 = 0;
  for (let i: i64 = 0; i < n; i++) {
    let head = readItemHead();
    if (head < 0) return rdStatus;
    let keys = head & 0xffffffff;
    for (let j: i64 = 0; j < keys; j++) if (!readStr()) return rdStatus;
    slots += keys;
  }
  if (rdPos != rdEnd) return MP_TRAILING;
  countedItems = <i32>n;
  countedSlots = slots;
  return MP_OK;
}

/** Pass 2: fills kinds, flags, slots and the key index (input already validated); false when the index cannot grow. */
function fillDescriptors(ptr: usize, len: usize): bool {
  rdStart(ptr, len);
  let n = <i32>readArrayHeader();
  let slot = 0;
  for (let i = 0; i < n; i++) {
    let head = readItemHead();
    setU8(kindPtr, i, <u8>(head >> 32));
    setU8(flagsPtr, i, <u8>(head >> 40));
    setI32(firstSlotPtr, i, slot);
    let keys = <i32>(head & 0xffffffff);
    for (let j = 0; j < keys; j++, slot++) {
      readStr();
      if (!addSlot(i, rdStrPtr, rdStrLen, ((head >> 32) & 0xff) == KIND_OUTPUT)) return false;
    }
  }
  setI32(firstSlotPtr, n, slot);
  return true;
}

/** Parses descriptors at [ptr, ptr + len) into the tables; MP_* status. */
export function parseDescriptors(ptr: usize, len: usize, maxItems: i32): i32 {
  let status = countDescriptors(ptr, len, maxItems);
  if (status != MP_OK) return status;
  if (countedSlots > <i64>i32.MAX_VALUE >> 3) return MP_TOO_LARGE;
  if (!allocItems(countedItems, false) || !beginKeys(<i32>countedSlots)) return MP_TOO_LARGE;
  if (!fillDescriptors(ptr, len)) return MP_TOO_LARGE;
  // The descriptors are not read again: the tables may reuse their bytes.
  if (!allocTables(countedItems, <i32>countedSlots, ptr, len)) return MP_TOO_LARGE;
  return MP_OK;
}
