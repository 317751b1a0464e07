// A bounded, iterative msgpack reader over [rdPos, rdEnd): every read checks its bytes first,
// malformed input sets rdStatus (MP_* from common/codes.ts) and never traps.
import {
  MP_INCOMPLETE,
  MP_INVALID,
  MP_OK,
  MP_PROTO_KEY,
  MP_TOO_DEEP,
  MP_TOO_MANY,
  MP_TRAILING,
} from "../common/codes";

/** Deepest nesting the reader supports, whatever maxDepth asks (bounds the static stack). */
export const HARD_MAX_DEPTH: i32 = 1024;

export let rdPos: usize = 0;
export let rdEnd: usize = 0;
export let rdStatus: i32 = MP_OK;
/** The body of the last string read by readStr. */
export let rdStrPtr: usize = 0;
export let rdStrLen: u32 = 0;

// Explicit skip stack: per level, values left (u32) and whether the level is a map (u8).
const leftPtr: usize = memory.data(HARD_MAX_DEPTH * 4 + 8, 8);
const mapPtr: usize = memory.data(HARD_MAX_DEPTH + 8, 8);

/** Starts reading [ptr, ptr + len). */
export function rdStart(ptr: usize, len: usize): void {
  rdPos = ptr;
  rdEnd = ptr + len;
  rdStatus = MP_OK;
}

// @ts-ignore: decorator
@inline export function rdFail(status: i32): bool {
  if (rdStatus == MP_OK) rdStatus = status;
  return false;
}

/** Records `status` and returns -1, for readers that return a count. */
// @ts-ignore: decorator
@inline export function failCount(status: i32): i64 {
  rdFail(status);
  return -1;
}

/** True when n more bytes exist; else records MP_INCOMPLETE. One unsigned compare. */
// @ts-ignore: decorator
@inline export function rdHas(n: usize): bool {
  return n <= rdEnd - rdPos ? true : rdFail(MP_INCOMPLETE);
}

// @ts-ignore: decorator
@inline function be16(ptr: usize): u32 {
  return <u32>bswap<u16>(load<u16>(ptr));
}

// @ts-ignore: decorator
@inline function be32(ptr: usize): u32 {
  return bswap<u32>(load<u32>(ptr));
}

/** Reads a length field of `width` bytes (1, 2 or 4) big-endian; -1 when incomplete. */
function readLength(width: u32): i64 {
  if (!rdHas(width)) return -1;
  let p = rdPos;
  rdPos += width;
  if (width == 1) return <i64>load<u8>(p);
  if (width == 2) return <i64>be16(p);
  return <i64>be32(p);
}

/** Reads an array header; the count is checked against the bytes that remain. -1 on failure. */
export function readArrayHeader(): i64 {
  if (!rdHas(1)) return -1;
  let b = <u32>load<u8>(rdPos);
  rdPos++;
  let n: i64 = -1;
  if ((b & 0xf0) == 0x90) n = <i64>(b & 0x0f);
  else if (b == 0xdc) n = readLength(2);
  else if (b == 0xdd) n = readLength(4);
  else return failCount(MP_INVALID);
  if (n < 0) return -1;
  if (<u64>n > <u64>(rdEnd - rdPos)) return failCount(MP_INCOMPLETE); // each element needs a byte
  return n;
}

/** Reads a map header; the pair count is checked against the bytes that remain. -1 on failure. */
export function readMapHeader(): i64 {
  if (!rdHas(1)) return -1;
  let b = <u32>load<u8>(rdPos);
  rdPos++;
  let n: i64 = -1;
  if ((b & 0xf0) == 0x80) n = <i64>(b & 0x0f);
  else if (b == 0xde) n = readLength(2);
  else if (b == 0xdf) n = readLength(4);
  else return failCount(MP_INVALID);
  if (n < 0) return -1;
  if (<u64>n * 2 > <u64>(rdEnd - rdPos)) return failCount(MP_INCOMPLETE); // a key and a value per pair
  return n;
}

/** Is the header byte b a map? */
// @ts-ignore: decorator
@inline export function isMapHeader(b: u32): bool {
  return (b & 0xf0) == 0x80 || b == 0xde || b == 0xdf;
}

/** Reads a non-negative integer (positive fixint or uint 8..64); -1 on failure. */
export function readUint(): i64 {
  if (!rdHas(1)) return -1;
  let b = <u32>load<u8>(rdPos);
  rdPos++;
  if (b < 0x80) return <i64>b;
  if (b == 0xcc) return readLength(1);
  if (b == 0xcd) return readLength(2);
  if (b == 0xce) return readLength(4);
  if (b == 0xcf) {
    if (!rdHas(8)) return -1;
    let v = bswap<u64>(load<u64>(rdPos));
    rdPos += 8;
    return v > <u64>i32.MAX_VALUE ? failCount(MP_INVALID) : <i64>v;
  }
  return failCount(MP_INVALID);
}

/** Length-field width of a str header byte, 0 for fixstr, -1 if `b` is not a str. */
// @ts-ignore: decorator
@inline function strWidth(b: u32): i32 {
  if ((b & 0xe0) == 0xa0) return 0;
  if (b == 0xd9) return 1;
  if (b == 0xda) return 2;
  if (b == 0xdb) return 4;
  return -1;
}

/** Reads the str whose header byte `b` was consumed; sets rdStrPtr/rdStrLen. */
function readStrBody(b: u32): bool {
  let width = strWidth(b);
  if (width < 0) return rdFail(MP_INVALID);
  let n: i64 = width == 0 ? <i64>(b & 0x1f) : readLength(<u32>width);
  if (n < 0 || !rdHas(<usize>n)) return false;
  rdStrPtr = rdPos;
  rdStrLen = <u32>n;
  rdPos += <usize>n;
  return true;
}

/** Reads a str value without copying it: its body is left at rdStrPtr/rdStrLen. */
export function readStr(): bool {
  if (!rdHas(1)) return false;
  let b = <u32>load<u8>(rdPos);
  rdPos++;
  return readStrBody(b);
}

/** Is the string at ptr/len exactly "__proto__"? */
// @ts-ignore: decorator
@inline export function isProtoKey(ptr: usize, len: u32): bool {
  // "__proto_" little-endian as one u64, then the last "_".
  return len == 9 && load<u64>(ptr) == 0x5f6f746f72705f5f && load<u8>(ptr, 8) == 0x5f;
}

/** Bytes that follow a scalar header byte (fixed width), or -1 if `b` is not a fixed scalar. */
function scalarBytes(b: u32): i32 {
  if (b < 0x80 || b >= 0xe0 || b == 0xc0 || b == 0xc2 || b == 0xc3) return 0;
  if (b == 0xcc || b == 0xd0) return 1;
  if (b == 0xcd || b == 0xd1) return 2;
  if (b == 0xca || b == 0xce || b == 0xd2) return 4;
  if (b == 0xcb || b == 0xcf || b == 0xd3) return 8;
  return -1;
}

/** Width of the length field of a bin header, or -1. */
// @ts-ignore: decorator
@inline function binWidth(b: u32): i32 {
  return b == 0xc4 ? 1 : b == 0xc5 ? 2 : b == 0xc6 ? 4 : -1;
}

/** Is `b` an array or map header? */
// @ts-ignore: decorator
@inline function isContainer(b: u32): bool {
  return (b & 0xe0) == 0x80 || (b >= 0xdc && b <= 0xdf);
}

/**
 * Can a map key with header `b` name an object property (str, number, bool, nil)? A bin, array
 * or map key cannot: such maps are MP_INVALID (a decoded object could not hold them).
 */
// @ts-ignore: decorator
@inline export function isScalarKey(b: u32): bool {
  return !isContainer(b) && binWidth(b) < 0;
}

/** Is the container header `b` a map? */
// @ts-ignore: decorator
@inline function isMap(b: u32): bool {
  return (b & 0xf0) == 0x80 || b >= 0xde;
}

/** Values inside the container whose header `b` was consumed (2n for a map); -1 on failure. */
function containerValues(b: u32): i64 {
  let n: i64 = -1;
  if ((b & 0xe0) == 0x80) n = <i64>(b & 0x0f);
  else n = readLength(b == 0xdc || b == 0xde ? 2 : 4);
  if (n < 0) return -1;
  return isMap(b) ? n << 1 : n;
}

/** Skips one value whose header byte is b (non-container); false on failure. */
function skipScalar(b: u32, isKey: bool): bool {
  let fixed = scalarBytes(b);
  if (fixed >= 0) {
    if (!rdHas(<usize>fixed)) return false;
    rdPos += <usize>fixed;
    return true;
  }
  if (strWidth(b) >= 0) {
    if (!readStrBody(b)) return false;
    return isKey && isProtoKey(rdStrPtr, rdStrLen) ? rdFail(MP_PROTO_KEY) : true;
  }
  let width = binWidth(b);
  if (width < 0) return rdFail(MP_INVALID); // 0xc1 and every extension type
  let n = readLength(<u32>width);
  if (n < 0 || !rdHas(<usize>n)) return false;
  rdPos += <usize>n;
  return true;
}

/**
 * Skips `count` values whose containers sit at nesting `depth` (the top-level array is 1),
 * iteratively. Container counts are checked against the remaining bytes before use.
 */
export function skipValues(count: u32, depth: i32, maxDepth: i32): bool {
  let limit = min(maxDepth, HARD_MAX_DEPTH);
  let sp = 0;
  store<u32>(leftPtr, count);
  store<u8>(mapPtr, 0);
  while (sp >= 0) {
    let left = load<u32>(leftPtr + (<usize>sp << 2));
    if (left == 0) {
      sp--;
      continue;
    }
    let isKey = load<u8>(mapPtr + <usize>sp) != 0 && (left & 1) == 0;
    store<u32>(leftPtr + (<usize>sp << 2), left - 1);
    if (!rdHas(1)) return false;
    let b = <u32>load<u8>(rdPos);
    rdPos++;
    if (isKey && !isScalarKey(b)) return rdFail(MP_INVALID);
    if (!isContainer(b)) {
      if (!skipScalar(b, isKey)) return false;
      continue;
    }
    let values = containerValues(b);
    if (values < 0) return false;
    if (<u64>values > <u64>(rdEnd - rdPos)) return rdFail(MP_INCOMPLETE);
    if (depth + sp + 1 > limit) return rdFail(MP_TOO_DEEP);
    sp++;
    store<u32>(leftPtr + (<usize>sp << 2), <u32>values);
    store<u8>(mapPtr + <usize>sp, isMap(b) ? 1 : 0);
  }
  return true;
}

/** Validates one top-level array of any values at [ptr, ptr + len); MP_* status. */
export function checkTopArray(ptr: usize, len: usize, maxItems: i32, maxDepth: i32): i32 {
  rdStart(ptr, len);
  let n = readArrayHeader();
  if (n < 0) return rdStatus;
  if (n > <i64>maxItems) return MP_TOO_MANY;
  if (maxDepth < 1) return MP_TOO_DEEP;
  if (!skipValues(<u32>n, 1, maxDepth)) return rdStatus;
  return rdPos == rdEnd ? MP_OK : MP_TRAILING;
}

/** Moves the reader to `pos` inside the current input (to read again a value already validated). */
export function rdSeek(pos: usize): void {
  rdPos = pos;
}
