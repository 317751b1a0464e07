// Second looks into values the scan already validated: a field of a map, the ids of Chat tool_calls.
import { sameBytes } from "../memory/compare";
import { isMapHeader, rdHas, Reader, readArrayHeader, readMapHeader, readStr, skipValues } from "../msgpack/reader";
import { isStrHeader, Tag, tagOf } from "./fields";
import { WORD_ID, WORD_ID_LEN } from "./names";

/**
 * Reads the map at r.pos (nesting `depth`) and returns the tag of its last value under the key
 * `word` (Tag.ABSENT when none: a decoded object keeps the last duplicate too); -1 on failure.
 */
export function findInMap(r: Reader, depth: i32, maxDepth: i32, wordPtr: usize, wordLen: u32): i32 {
  let pairs = readMapHeader(r);
  if (pairs < 0) return -1;
  let found: i32 = Tag.ABSENT;
  for (let p: i64 = 0; p < pairs; p++) {
    if (!rdHas(r, 1)) return -1;
    let match = false;
    if (isStrHeader(<u32>load<u8>(r.pos))) {
      if (!readStr(r)) return -1;
      match = sameBytes(r.strPtr, r.strLen, wordPtr, wordLen);
    } else if (!skipValues(r, 1, depth, maxDepth)) return -1;
    if (!match) {
      if (!skipValues(r, 1, depth, maxDepth)) return -1;
      continue;
    }
    if (!rdHas(r, 1)) return -1;
    found = tagOf(<u32>load<u8>(r.pos));
    if (found == Tag.STR) {
      if (!readStr(r)) return -1;
      r.foundPtr = r.strPtr;
      r.foundLen = r.strLen;
    } else if (!skipValues(r, 1, depth, maxDepth)) return -1;
  }
  return found;
}

/** The tag of field `word` of the map whose header is at headerPtr; the reader position is kept. */
export function fieldOfMapAt(r: Reader, headerPtr: usize, depth: i32, maxDepth: i32, wordPtr: usize, wordLen: u32): i32 {
  let saved = r.pos;
  r.pos = headerPtr;
  let tag = findInMap(r, depth, maxDepth, wordPtr, wordLen);
  r.pos = saved;
  return tag;
}

/** Entries of the array whose header is at headerPtr (0 on failure); the reader then sits on entry 0. */
export function openArray(r: Reader, headerPtr: usize): i32 {
  r.pos = headerPtr;
  let n = readArrayHeader(r);
  return n < 0 ? 0 : <i32>n;
}

/** Reads the next tool_calls entry (nesting 4) and leaves its id in r.foundPtr/foundLen; false when not a valid id. */
export function nextChatId(r: Reader, maxDepth: i32): bool {
  if (!rdHas(r, 1)) return false;
  if (!isMapHeader(<u32>load<u8>(r.pos))) {
    skipValues(r, 1, 3, maxDepth);
    return false;
  }
  let tag = findInMap(r, 4, maxDepth, WORD_ID, WORD_ID_LEN);
  return tag == Tag.STR && r.foundLen > 0;
}
