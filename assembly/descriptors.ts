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
import { addSlot, beginKeys, slotsAdded } from "./keys";
import { failCount, rdEnd, rdPos, rdStart, rdStatus, rdStrLen, rdStrPtr, readArrayHeader, readStr, readUint } from "./msgpack";
import { allocItems, allocTables, firstSlotPtr, flagsPtr, kindPtr, setI32, setU8 } from "./tables";

const MAX_FLAGS: i64 = 3;

let countedItems: i32 = 0;

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

/**
 * The head of the item at rdPos: the common [fixint, fixint, ...] fixarray read in place, anything
 * else through readItemHead. Packed as readItemHead packs it; -1 on failure.
 */
// @ts-ignore: decorator
@inline function nextItemHead(): i64 {
  let pos = rdPos;
  if (<usize>3 <= rdEnd - pos) {
    let b = <u32>load<u8>(pos);
    let kind = <i64>load<u8>(pos, 1);
    let flags = <i64>load<u8>(pos, 2);
    let keys = <i64>(b & 0x0f) - 2;
    if ((b & 0xf0) == 0x90 && keys >= 0 && kind <= KIND_MALFORMED && flags <= MAX_FLAGS && keysFit(kind, keys)) {
      rdPos = pos + 3;
      return keys | (kind << 32) | (flags << 40);
    }
  }
  return readItemHead();
}

/** Reads the key str at rdPos into rdStrPtr/rdStrLen: a fixstr in place, anything else through readStr. */
// @ts-ignore: decorator
@inline function nextKey(): bool {
  let pos = rdPos;
  if (pos < rdEnd) {
    let b = <u32>load<u8>(pos);
    let n = <usize>(b & 0x1f);
    if ((b & 0xe0) == 0xa0 && n < rdEnd - pos) {
      rdStrPtr = pos + 1;
      rdStrLen = <u32>n;
      rdPos = pos + 1 + n;
      return true;
    }
  }
  return readStr();
}

/**
 * One pass: validates each item while filling kinds, flags, slots and the key index (sized for a
 * key per item; it grows). MP_* status; MP_TOO_LARGE when memory cannot hold the tables.
 */
function fillDescriptors(ptr: usize, len: usize, maxItems: i32): i32 {
  rdStart(ptr, len);
  let count = readArrayHeader(); // checked against the bytes left: at most len
  if (count < 0) return rdStatus;
  if (count > <i64>maxItems) return MP_TOO_MANY;
  let n = <i32>count;
  if (!allocItems(n, false) || !beginKeys(n)) return MP_TOO_LARGE;
  let slot = 0;
  for (let i = 0; i < n; i++) {
    let head = nextItemHead();
    if (head < 0) return rdStatus;
    let kind = <i32>((head >> 32) & 0xff);
    setU8(kindPtr, i, <u8>kind);
    setU8(flagsPtr, i, <u8>(head >> 40));
    setI32(firstSlotPtr, i, slot);
    let keys = <i32>(head & 0xffffffff);
    for (let j = 0; j < keys; j++, slot++) {
      if (!nextKey()) return rdStatus;
      if (!addSlot(i, rdStrPtr, rdStrLen, kind == KIND_OUTPUT)) return MP_TOO_LARGE;
    }
  }
  if (rdPos != rdEnd) return MP_TRAILING;
  setI32(firstSlotPtr, n, slot);
  countedItems = n;
  return MP_OK;
}

/** Parses descriptors at [ptr, ptr + len) into the tables; MP_* status. */
export function parseDescriptors(ptr: usize, len: usize, maxItems: i32): i32 {
  let status = fillDescriptors(ptr, len, maxItems);
  if (status != MP_OK) return status;
  // The descriptors are not read again: the tables may reuse their bytes.
  if (!allocTables(countedItems, slotsAdded(), ptr, len)) return MP_TOO_LARGE;
  return MP_OK;
}
