// A bounded, iterative msgpack reader over [r.pos, r.end): every read checks its bytes first,
// malformed input sets r.status (MP_* from common/codes.ts) and never traps.
import {
  MP_INCOMPLETE,
  MP_INVALID,
  MP_OK,
  MP_PROTO_KEY,
  MP_TOO_DEEP,
  MP_TOO_MANY,
  MP_TRAILING,
} from "../../common/codes";

/** Deepest nesting the reader supports, whatever maxDepth asks (bounds the static stack). */
export const HARD_MAX_DEPTH: i32 = 1024;

/** A read in progress over [pos, end): each entry point owns one and passes it down. */
// @ts-ignore: decorator
@unmanaged
export class Reader {
  pos: usize;
  end: usize;
  status: i32;
  /** The body of the last string read by readStr. */
  strPtr: usize;
  strLen: u32;
  /** The str body of the last map field found (describe/lookup.ts). */
  foundPtr: usize;
  foundLen: u32;
}

// Explicit skip stack: per level, values left (u32) and whether the level is a map (u8).
const leftPtr: usize = memory.data(HARD_MAX_DEPTH * 4 + 8, 8);
const mapPtr: usize = memory.data(HARD_MAX_DEPTH + 8, 8);

/** Starts reading [ptr, ptr + len). */
export function rdStart(r: Reader, ptr: usize, len: usize): void {
  r.pos = ptr;
  r.end = ptr + len;
  r.status = MP_OK;
}

// @ts-ignore: decorator
@inline export function rdFail(r: Reader, status: i32): bool {
  if (r.status == MP_OK) r.status = status;
  return false;
}

/** Records `status` and returns -1, for readers that return a count. */
// @ts-ignore: decorator
@inline export function failCount(r: Reader, status: i32): i64 {
  rdFail(r, status);
  return -1;
}

/** True when n more bytes exist; else records MP_INCOMPLETE. One unsigned compare. */
// @ts-ignore: decorator
@inline export function rdHas(r: Reader, n: usize): bool {
  return n <= r.end - r.pos ? true : rdFail(r, MP_INCOMPLETE);
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
// @ts-ignore: decorator
@inline function readLength(r: Reader, width: u32): i64 {
  if (!rdHas(r, width)) return -1;
  let p = r.pos;
  r.pos = p + width;
  return <i64>lengthAt(p, width);
}

/** Reads an array (`map`: a map) header; the count is checked against the bytes left (each value needs one). -1 on failure. */
// @ts-ignore: decorator
@inline function readHeader(r: Reader, map: bool): i64 {
  if (!rdHas(r, 1)) return -1;
  let b = <u32>load<u8>(r.pos);
  r.pos++;
  let wide: u32 = map ? 0xde : 0xdc; // 16-bit count; the 32-bit one follows it
  let n: i64 = -1;
  if ((b & 0xf0) == (map ? 0x80 : 0x90)) n = <i64>(b & 0x0f);
  else if (b == wide) n = readLength(r, 2); // constant widths: msgpackr writes every map as a map16
  else if (b == wide + 1) n = readLength(r, 4);
  else return failCount(r, MP_INVALID);
  if (n < 0) return -1;
  if (<u64>n << <u64>map > <u64>(r.end - r.pos)) return failCount(r, MP_INCOMPLETE); // a key and a value per pair
  return n;
}

export function readArrayHeader(r: Reader): i64 {
  return readHeader(r, false);
}

export function readMapHeader(r: Reader): i64 {
  return readHeader(r, true);
}

/** Is the header byte b a map? */
// @ts-ignore: decorator
@inline export function isMapHeader(b: u32): bool {
  return (b & 0xf0) == 0x80 || b == 0xde || b == 0xdf;
}

/** Reads a non-negative integer (positive fixint or uint 8..64); -1 on failure. */
export function readUint(r: Reader): i64 {
  if (!rdHas(r, 1)) return -1;
  let b = <u32>load<u8>(r.pos);
  r.pos++;
  if (b < 0x80) return <i64>b;
  if (b == 0xcc) return readLength(r, 1);
  if (b == 0xcd) return readLength(r, 2);
  if (b == 0xce) return readLength(r, 4);
  if (b == 0xcf) {
    if (!rdHas(r, 8)) return -1;
    let v = bswap<u64>(load<u64>(r.pos));
    r.pos += 8;
    return v > <u64>i32.MAX_VALUE ? failCount(r, MP_INVALID) : <i64>v;
  }
  return failCount(r, MP_INVALID);
}

/** Reads a str value without copying it: its body is left at r.strPtr/r.strLen. */
export function readStr(r: Reader): bool {
  let pos = r.pos;
  let end = r.end;
  if (pos >= end) return rdFail(r, MP_INCOMPLETE);
  let b = <u32>load<u8>(pos);
  pos++;
  let n: u64;
  if ((b & 0xe0) == 0xa0) n = <u64>(b & 0x1f);
  else if (b >= 0xd9 && b <= 0xdb) {
    let width = <usize>1 << (b - 0xd9);
    if (width > end - pos) return failAt(r, pos, MP_INCOMPLETE);
    n = lengthAt(pos, width);
    pos += width;
  } else return failAt(r, pos, MP_INVALID);
  if (n > <u64>(end - pos)) return failAt(r, pos, MP_INCOMPLETE);
  r.strPtr = pos;
  r.strLen = <u32>n;
  r.pos = pos + <usize>n;
  return true;
}

/** Skips one value that is not a map key at nesting `depth`: a str directly, anything else by skipValues. */
export function skipValue(r: Reader, depth: i32, maxDepth: i32): bool {
  if (r.pos < r.end) {
    let b = <u32>load<u8>(r.pos);
    if ((b & 0xe0) == 0xa0 || (b >= 0xd9 && b <= 0xdb)) return readStr(r);
  }
  return skipValues(r, 1, depth, maxDepth);
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

/** Length of a str8/16/32 or bin8/16/32 whose `width`-byte length field is at ptr. */
// @ts-ignore: decorator
@inline function lengthAt(ptr: usize, width: usize): u64 {
  if (width == 1) return <u64>load<u8>(ptr);
  if (width == 2) return <u64>be16(ptr);
  return <u64>be32(ptr);
}

/**
 * Skips `count` values whose containers sit at nesting `depth` (the top-level array is 1),
 * iteratively, with the position in a local. Container counts are checked against the remaining
 * bytes before use; statuses and their order are those of the TypeScript walk (check.ts).
 */
export function skipValues(r: Reader, count: u32, depth: i32, maxDepth: i32): bool {
  let limit = min(maxDepth, HARD_MAX_DEPTH);
  let pos = r.pos;
  let end = r.end;
  let sp = 0; // outer levels saved on the stack
  let left = count; // values left at the current level
  let inMap = false;
  while (true) {
    if (left == 0) {
      if (sp == 0) break;
      sp--;
      left = load<u32>(leftPtr + (<usize>sp << 2));
      inMap = load<u8>(mapPtr + <usize>sp) != 0;
      continue;
    }
    let isKey = inMap && (left & 1) == 0;
    left--;
    if (pos >= end) return failAt(r, pos, MP_INCOMPLETE);
    let b = <u32>load<u8>(pos);
    pos++;
    if ((b & 0xe0) == 0xa0) {
      // fixstr: one bounds check for the body
      let n = <usize>(b & 0x1f);
      if (n > end - pos) return failAt(r, pos, MP_INCOMPLETE);
      if (isKey && isProtoKey(pos, <u32>n)) return failAt(r, pos, MP_PROTO_KEY);
      pos += n;
      continue;
    }
    if (b < 0x80 || b >= 0xe0 || b == 0xc0 || b == 0xc2 || b == 0xc3) continue;
    if (isKey && !isScalarKey(b)) return failAt(r, pos, MP_INVALID);
    if (b >= 0xd9 && b <= 0xdb) {
      // str 8/16/32: the length field, then the body
      let width = <usize>1 << (b - 0xd9);
      if (width > end - pos) return failAt(r, pos, MP_INCOMPLETE);
      let n = lengthAt(pos, width);
      pos += width;
      if (n > <u64>(end - pos)) return failAt(r, pos, MP_INCOMPLETE);
      if (isKey && isProtoKey(pos, <u32>n)) return failAt(r, pos, MP_PROTO_KEY);
      pos += <usize>n;
      continue;
    }
    if (!isContainer(b)) {
      let fixed = scalarBytes(b);
      if (fixed >= 0) {
        if (<usize>fixed > end - pos) return failAt(r, pos, MP_INCOMPLETE);
        pos += <usize>fixed;
        continue;
      }
      let width = binWidth(b);
      if (width < 0) return failAt(r, pos, MP_INVALID); // 0xc1 and every extension type
      if (<usize>width > end - pos) return failAt(r, pos, MP_INCOMPLETE);
      let n = lengthAt(pos, <usize>width);
      pos += <usize>width;
      if (n > <u64>(end - pos)) return failAt(r, pos, MP_INCOMPLETE);
      pos += <usize>n;
      continue;
    }
    let values: u64;
    if ((b & 0xe0) == 0x80) values = <u64>(b & 0x0f);
    else {
      let width: usize = b == 0xdc || b == 0xde ? 2 : 4;
      if (width > end - pos) return failAt(r, pos, MP_INCOMPLETE);
      values = lengthAt(pos, width);
      pos += width;
    }
    let map = (b & 0xf0) == 0x80 || b >= 0xde; // a container header: a map
    if (map) values <<= 1;
    if (values > <u64>(end - pos)) return failAt(r, pos, MP_INCOMPLETE);
    if (depth + sp + 1 > limit) return failAt(r, pos, MP_TOO_DEEP);
    store<u32>(leftPtr + (<usize>sp << 2), left);
    store<u8>(mapPtr + <usize>sp, inMap ? 1 : 0);
    sp++;
    left = <u32>values;
    inMap = map;
  }
  r.pos = pos;
  return true;
}

/** Leaves the reader at `pos` with `status` recorded; false. */
function failAt(r: Reader, pos: usize, status: i32): bool {
  r.pos = pos;
  return rdFail(r, status);
}

/** Validates one top-level array of any values at [ptr, ptr + len); MP_* status. */
export function checkTopArray(r: Reader, ptr: usize, len: usize, maxItems: i32, maxDepth: i32): i32 {
  rdStart(r, ptr, len);
  let n = readArrayHeader(r);
  if (n < 0) return r.status;
  if (n > <i64>maxItems) return MP_TOO_MANY;
  if (maxDepth < 1) return MP_TOO_DEEP;
  if (!skipValues(r, <u32>n, 1, maxDepth)) return r.status;
  return r.pos == r.end ? MP_OK : MP_TRAILING;
}
