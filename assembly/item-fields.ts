// Captured fields of one item map: a tag and a byte range per F_* field (see item-names.ts).
import { isProtoKey, rdFail, rdHas, rdPos, readStr, rdStrLen, rdStrPtr, skipValues } from "./msgpack";
import { FIELD_COUNT, FIELD_TABLE, TYPE_COUNT, TYPE_TABLE } from "./item-names";
import { MP_PROTO_KEY } from "../common/codes";

/** readKey's answer when the read failed (rdStatus says why). */
export const KEY_FAILED: i32 = -1;

export const TAG_ABSENT: u8 = 0;
export const TAG_NIL: u8 = 1;
export const TAG_STR: u8 = 2;
export const TAG_MAP: u8 = 3;
export const TAG_ARRAY: u8 = 4;
export const TAG_OTHER: u8 = 5;

const tagPtr: usize = memory.data(16, 8);
const startPtr: usize = memory.data(16 * 4, 8); // str body, or the container's header position
const lenPtr: usize = memory.data(16 * 4, 8); // str length in bytes

export function clearFields(): void {
  memory.fill(tagPtr, 0, <usize>FIELD_COUNT);
}

// @ts-ignore: decorator
@inline export function fieldTag(field: i32): u8 {
  return load<u8>(tagPtr + <usize>field);
}

// @ts-ignore: decorator
@inline export function fieldPtr(field: i32): usize {
  return <usize>load<u32>(startPtr + (<usize>field << 2));
}

// @ts-ignore: decorator
@inline export function fieldLen(field: i32): u32 {
  return load<u32>(lenPtr + (<usize>field << 2));
}

// @ts-ignore: decorator
@inline function setField(field: i32, tag: u8, ptr: usize, len: u32): void {
  store<u8>(tagPtr + <usize>field, tag);
  store<u32>(startPtr + (<usize>field << 2), <u32>ptr);
  store<u32>(lenPtr + (<usize>field << 2), len);
}

/** Does the str at ptr/len equal the bytes at wordPtr/wordLen? */
// @ts-ignore: decorator
@inline export function sameBytes(ptr: usize, len: u32, wordPtr: usize, wordLen: u32): bool {
  return len == wordLen && memory.compare(ptr, wordPtr, len) == 0;
}

/** The F_* field named by the str at ptr/len, or 0. */
export function fieldId(ptr: usize, len: u32): i32 {
  let entry = FIELD_TABLE;
  for (let field = 1; field < FIELD_COUNT; field++) {
    let size = <u32>load<u8>(entry);
    if (sameBytes(ptr, len, entry + 1, size)) return field;
    entry += 1 + <usize>size;
  }
  return 0;
}

/** The attributes of the item type named by the str at ptr/len, or 0 for an unknown type. */
export function typeAttr(ptr: usize, len: u32): u32 {
  let entry = TYPE_TABLE;
  for (let t = 0; t < TYPE_COUNT; t++) {
    let size = <u32>load<u8>(entry);
    if (sameBytes(ptr, len, entry + 3, size)) return <u32>load<u16>(entry + 1);
    entry += 3 + <usize>size;
  }
  return 0;
}

/** Reads one map key; returns its F_* field (0 when not one we need), KEY_FAILED on failure. */
export function readKey(depth: i32, maxDepth: i32): i32 {
  if (!rdHas(1)) return KEY_FAILED;
  let b = <u32>load<u8>(rdPos);
  if (!isStrHeader(b)) return skipValues(1, depth, maxDepth) ? 0 : KEY_FAILED;
  if (!readStr()) return KEY_FAILED;
  if (isProtoKey(rdStrPtr, rdStrLen)) {
    rdFail(MP_PROTO_KEY);
    return KEY_FAILED;
  }
  return fieldId(rdStrPtr, rdStrLen);
}

/** Is the header byte b a str? */
// @ts-ignore: decorator
@inline export function isStrHeader(b: u32): bool {
  return (b & 0xe0) == 0xa0 || (b >= 0xd9 && b <= 0xdb);
}

/** Reads the value of `field` (0: skipped) inside a map at `depth`, capturing its tag and range. */
export function readFieldValue(field: i32, depth: i32, maxDepth: i32): bool {
  if (!rdHas(1)) return false;
  let b = <u32>load<u8>(rdPos);
  if (field == 0) return skipValues(1, depth, maxDepth);
  if (isStrHeader(b)) {
    if (!readStr()) return false;
    setField(field, TAG_STR, rdStrPtr, rdStrLen);
    return true;
  }
  let start = rdPos;
  if (!skipValues(1, depth, maxDepth)) return false;
  let tag = TAG_OTHER;
  if (b == 0xc0) tag = TAG_NIL;
  else if ((b & 0xf0) == 0x80 || b == 0xde || b == 0xdf) tag = TAG_MAP;
  else if ((b & 0xf0) == 0x90 || b == 0xdc || b == 0xdd) tag = TAG_ARRAY;
  setField(field, tag, start, 0);
  return true;
}
