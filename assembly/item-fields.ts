// Captured fields of one item map: a tag and a byte range per F_* field (see item-names.ts).
import { isProtoKey, isScalarKey, rdEnd, rdFail, rdHas, rdPos, readStr, rdStrLen, rdStrPtr, skipValue, skipValues } from "./msgpack";
import { FIELD_COUNT, FIELD_TABLE, TYPE_COUNT, TYPE_TABLE } from "./item-names";
import { MP_INVALID, MP_PROTO_KEY } from "../common/codes";

/** readKey's answer when the read failed (rdStatus says why). */
export const KEY_FAILED: i32 = -1;

export const TAG_ABSENT: u8 = 0;
export const TAG_NIL: u8 = 1;
export const TAG_STR: u8 = 2;
export const TAG_MAP: u8 = 3;
export const TAG_ARRAY: u8 = 4;
export const TAG_OTHER: u8 = 5;

const tagPtr: usize = memory.data(16, 8); // FIELD_COUNT <= 16
const startPtr: usize = memory.data(16 * 4, 8); // str body, or the container's header position
const lenPtr: usize = memory.data(16 * 4, 8); // str length in bytes

export function clearFields(): void {
  // Two stores, not memory.fill (a call into the engine for ten bytes).
  store<u64>(tagPtr, 0);
  store<u64>(tagPtr, 0, 8);
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

/** Are the `len` bytes at a and b equal? Word compares, no call (memory.compare is a loop call). */
// @ts-ignore: decorator
@inline export function bytesEqual(a: usize, b: usize, len: usize): bool {
  while (len >= 8) {
    if (load<u64>(a) != load<u64>(b)) return false;
    a += 8;
    b += 8;
    len -= 8;
  }
  if (len >= 4) {
    if (load<u32>(a) != load<u32>(b)) return false;
    a += 4;
    b += 4;
    len -= 4;
  }
  while (len > 0) {
    if (load<u8>(a) != load<u8>(b)) return false;
    a++;
    b++;
    len--;
  }
  return true;
}

/** Does the str at ptr/len equal the bytes at wordPtr/wordLen? */
// @ts-ignore: decorator
@inline export function sameBytes(ptr: usize, len: u32, wordPtr: usize, wordLen: u32): bool {
  return len == wordLen && bytesEqual(ptr, wordPtr, <usize>len);
}

// Name lookup by length: per length (< MAX_NAME), the first entry of that length; per entry, the
// next entry of the same length and where its bytes are. Built once from the generated tables.
const MAX_NAME: u32 = 64;
const fieldHeadPtr: usize = memory.data(<i32>MAX_NAME, 8); // u8 field id, 0 = none
const fieldNextPtr: usize = memory.data(16, 8); // u8 per field
const fieldNamePtr: usize = memory.data(16 * 4, 8); // u32 per field
const typeHeadPtr: usize = memory.data(<i32>MAX_NAME, 8); // u8 type ordinal + 1, 0 = none
const typeNextPtr: usize = memory.data(64, 8); // u8 per type (ordinal + 1)
const typeEntryPtr: usize = memory.data(64 * 4, 8); // u32 per type: its table entry
let namesReady = false;

/** Chains every name of the generated tables by length (entries are appended at the chain's end). */
function buildNameIndex(): void {
  let entry = FIELD_TABLE;
  for (let field = 1; field < FIELD_COUNT; field++) {
    let size = <u32>load<u8>(entry);
    store<u32>(fieldNamePtr + (<usize>field << 2), <u32>(entry + 1));
    if (size < MAX_NAME) {
      let at = fieldHeadPtr + <usize>size;
      while (load<u8>(at) != 0) at = fieldNextPtr + <usize>load<u8>(at);
      store<u8>(at, <u8>field);
    }
    entry += 1 + <usize>size;
  }
  entry = TYPE_TABLE;
  for (let t = 0; t < TYPE_COUNT; t++) {
    let size = <u32>load<u8>(entry);
    store<u32>(typeEntryPtr + (<usize>t << 2), <u32>entry);
    if (size < MAX_NAME) {
      let at = typeHeadPtr + <usize>size;
      while (load<u8>(at) != 0) at = typeNextPtr + <usize>load<u8>(at) - 1;
      store<u8>(at, <u8>(t + 1));
    }
    entry += 3 + <usize>size;
  }
  namesReady = true;
}

/** The F_* field named by the str at ptr/len, or 0. */
export function fieldId(ptr: usize, len: u32): i32 {
  if (len >= MAX_NAME) return 0;
  if (!namesReady) buildNameIndex();
  let field = <i32>load<u8>(fieldHeadPtr + <usize>len);
  while (field != 0) {
    if (bytesEqual(ptr, <usize>load<u32>(fieldNamePtr + (<usize>field << 2)), <usize>len)) return field;
    field = <i32>load<u8>(fieldNextPtr + <usize>field);
  }
  return 0;
}

/** The attributes of the item type named by the str at ptr/len, or 0 for an unknown type. */
export function typeAttr(ptr: usize, len: u32): u32 {
  if (len >= MAX_NAME) return 0;
  if (!namesReady) buildNameIndex();
  let t = <i32>load<u8>(typeHeadPtr + <usize>len);
  while (t != 0) {
    let entry = <usize>load<u32>(typeEntryPtr + (<usize>(t - 1) << 2));
    if (bytesEqual(ptr, entry + 3, <usize>len)) return <u32>load<u16>(entry + 1);
    t = <i32>load<u8>(typeNextPtr + <usize>(t - 1));
  }
  return 0;
}

/** Reads one map key; returns its F_* field (0 when not one we need), KEY_FAILED on failure. */
export function readKey(depth: i32, maxDepth: i32): i32 {
  let pos = rdPos;
  if (pos < rdEnd) {
    // A fixstr key whose bytes are all there: read in place (the slow path below answers the rest).
    let b = <u32>load<u8>(pos);
    let n = b & 0x1f;
    if ((b & 0xe0) == 0xa0 && <usize>n < rdEnd - pos && !isProtoKey(pos + 1, n)) {
      rdPos = pos + 1 + <usize>n;
      return fieldId(pos + 1, n);
    }
  }
  if (!rdHas(1)) return KEY_FAILED;
  let b = <u32>load<u8>(rdPos);
  if (!isStrHeader(b)) {
    if (!isScalarKey(b)) {
      rdFail(MP_INVALID);
      return KEY_FAILED;
    }
    return skipValues(1, depth, maxDepth) ? 0 : KEY_FAILED;
  }
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
  if (field == 0) return skipValue(depth, maxDepth);
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
