// Captured fields of one item map (in the tables): a tag and a byte range per F_* field (see names.ts).
import { bytesEqual } from "../memory/compare";
import { isMapHeader, isProtoKey, isScalarKey, rdFail, rdHas, Reader, readStr, skipValue, skipValues } from "../msgpack/reader";
import {
  F_APPROVAL_REQUEST_ID,
  F_CALL_ID,
  F_ENVIRONMENT,
  F_EXECUTION,
  F_ID,
  F_ROLE,
  F_TOOL_CALL_ID,
  F_TOOL_CALLS,
  F_TYPE,
  NAME_LENGTHS,
  TYPE_BY_LENGTH,
  TYPE_TABLE,
} from "./names";
import { MP_INVALID, MP_PROTO_KEY } from "../../common/codes";
import { Tables } from "../engine/tables";

/** readKey's answer when the read failed (r.status says why). */
export const KEY_FAILED: i32 = -1;

/** What a captured field held (a u8 in the capture): absent, nil, a str, a map, an array, other. */
export const enum Tag { ABSENT, NIL, STR, MAP, ARRAY, OTHER }

// The capture of one item map lives in the tables (t.capturePtr, CAPTURE_BYTES): a u8 tag per
// field, then per field the u32 start (str body, or the container's header) and u32 length.
const STARTS: usize = 16; // FIELD_COUNT <= 16
const LENGTHS: usize = STARTS + 16 * 4;

export function clearFields(t: Tables): void {
  // Two stores, not memory.fill (a call into the engine for ten bytes).
  store<u64>(t.capturePtr, 0);
  store<u64>(t.capturePtr, 0, 8);
}

// @ts-ignore: decorator
@inline export function fieldTag(t: Tables, field: i32): i32 {
  return <i32>load<u8>(t.capturePtr + <usize>field);
}

// @ts-ignore: decorator
@inline export function fieldPtr(t: Tables, field: i32): usize {
  return <usize>load<u32>(t.capturePtr + STARTS + (<usize>field << 2));
}

// @ts-ignore: decorator
@inline export function fieldLen(t: Tables, field: i32): u32 {
  return load<u32>(t.capturePtr + LENGTHS + (<usize>field << 2));
}

// @ts-ignore: decorator
@inline function setField(t: Tables, field: i32, tag: i32, ptr: usize, len: u32): void {
  let at = t.capturePtr;
  store<u8>(at + <usize>field, <u8>tag);
  store<u32>(at + STARTS + (<usize>field << 2), <u32>ptr);
  store<u32>(at + LENGTHS + (<usize>field << 2), len);
}

/**
 * The F_* field named by the str at ptr/len, or 0: a switch on the length, then word compares
 * that stay inside the str (every item key of every item passes here: no loop, no table).
 */
// @ts-ignore: decorator
@inline export function fieldId(ptr: usize, len: u32): i32 {
  switch (len) {
    case 2: // id
      return load<u16>(ptr) == 0x6469 ? F_ID : 0;
    case 4: {
      let word = load<u32>(ptr);
      return word == 0x65707974 ? F_TYPE : word == 0x656c6f72 ? F_ROLE : 0; // type, role
    }
    case 7: // call_id
      return load<u32>(ptr) == 0x6c6c6163 && load<u32>(ptr, 3) == 0x64695f6c ? F_CALL_ID : 0;
    case 9: // execution
      return load<u64>(ptr) == 0x6f69747563657865 && load<u8>(ptr, 8) == 0x6e ? F_EXECUTION : 0;
    case 10: // tool_calls
      return load<u64>(ptr) == TOOL_CAL && load<u16>(ptr, 8) == 0x736c ? F_TOOL_CALLS : 0;
    case 11: // environment
      return load<u64>(ptr) == 0x6d6e6f7269766e65 && load<u32>(ptr, 7) == 0x746e656d ? F_ENVIRONMENT : 0;
    case 12: // tool_call_id
      return load<u64>(ptr) == TOOL_CAL && load<u32>(ptr, 8) == 0x64695f6c ? F_TOOL_CALL_ID : 0;
    case 19: // approval_request_id
      return load<u64>(ptr) == 0x6c61766f72707061 &&
        load<u64>(ptr, 8) == 0x747365757165725f &&
        load<u32>(ptr, 15) == 0x64695f74
        ? F_APPROVAL_REQUEST_ID
        : 0;
  }
  return 0;
}

/** "tool_cal", little-endian. */
const TOOL_CAL: u64 = 0x6c61635f6c6f6f74;

/** The attributes of the item type named by the str at ptr/len, or 0 for an unknown type. */
export function typeAttr(ptr: usize, len: u32): u32 {
  if (len >= NAME_LENGTHS) return 0;
  let at = <usize>load<u16>(TYPE_BY_LENGTH + (<usize>len << 1));
  if (at == 0) return 0;
  for (let entry = TYPE_TABLE + at - 1; <u32>load<u8>(entry) == len; entry += 3 + <usize>len) {
    if (bytesEqual(ptr, entry + 3, <usize>len)) return <u32>load<u16>(entry + 1);
  }
  return 0;
}

/** Reads one map key; returns its F_* field (0 when not one we need), KEY_FAILED on failure. */
// @ts-ignore: decorator
@inline export function readKey(r: Reader, depth: i32, maxDepth: i32): i32 {
  let pos = r.pos;
  if (pos < r.end) {
    // A fixstr key whose bytes are all there: read in place (the slow path below answers the rest).
    let b = <u32>load<u8>(pos);
    let n = b & 0x1f;
    if ((b & 0xe0) == 0xa0 && <usize>n < r.end - pos && !isProtoKey(pos + 1, n)) {
      r.pos = pos + 1 + <usize>n;
      return fieldId(pos + 1, n);
    }
  }
  if (!rdHas(r, 1)) return KEY_FAILED;
  let b = <u32>load<u8>(r.pos);
  if (!isStrHeader(b)) {
    if (!isScalarKey(b)) {
      rdFail(r, MP_INVALID);
      return KEY_FAILED;
    }
    return skipValues(r, 1, depth, maxDepth) ? 0 : KEY_FAILED;
  }
  if (!readStr(r)) return KEY_FAILED;
  if (isProtoKey(r.strPtr, r.strLen)) {
    rdFail(r, MP_PROTO_KEY);
    return KEY_FAILED;
  }
  return fieldId(r.strPtr, r.strLen);
}

/** Is the header byte b a str? */
// @ts-ignore: decorator
@inline export function isStrHeader(b: u32): bool {
  return (b & 0xe0) == 0xa0 || (b >= 0xd9 && b <= 0xdb);
}

/** Reads the value of `field` (0: skipped) inside a map at `depth`, capturing its tag and range. */
// @ts-ignore: decorator
@inline export function readFieldValue(t: Tables, r: Reader, field: i32, depth: i32, maxDepth: i32): bool {
  let pos = r.pos;
  if (pos < r.end) {
    // Most values are a str whose bytes are all there: read in place (the rest below, as before).
    let b = <u32>load<u8>(pos);
    let body: usize = 0;
    let n: usize = 0;
    if ((b & 0xe0) == 0xa0) {
      body = pos + 1;
      n = <usize>(b & 0x1f);
    } else if (b == 0xd9 && <usize>2 <= r.end - pos) {
      body = pos + 2;
      n = <usize>load<u8>(pos, 1);
    } else if (b == 0xda && <usize>3 <= r.end - pos) {
      body = pos + 3;
      n = <usize>bswap<u16>(load<u16>(pos, 1));
    }
    if (body != 0 && n <= r.end - body) {
      if (field != 0) setField(t, field, Tag.STR, body, <u32>n);
      r.pos = body + n;
      return true;
    }
  }
  if (!rdHas(r, 1)) return false;
  let b = <u32>load<u8>(r.pos);
  if (field == 0) return skipValue(r, depth, maxDepth);
  if (isStrHeader(b)) {
    if (!readStr(r)) return false;
    setField(t, field, Tag.STR, r.strPtr, r.strLen);
    return true;
  }
  let start = r.pos;
  if (!skipValues(r, 1, depth, maxDepth)) return false;
  setField(t, field, tagOf(b), start, 0);
  return true;
}

/** The Tag of a value's header byte. */
// @ts-ignore: decorator
@inline export function tagOf(b: u32): i32 {
  if (isStrHeader(b)) return Tag.STR;
  if (b == 0xc0) return Tag.NIL;
  if (isMapHeader(b)) return Tag.MAP;
  return (b & 0xf0) == 0x90 || b == 0xdc || b == 0xdd ? Tag.ARRAY : Tag.OTHER;
}
