// Second looks into values the scan already validated: a field of a map, the ids of Chat tool_calls.
import { isProtoKey, isMapHeader, rdHas, rdPos, rdSeek, readArrayHeader, readMapHeader, readStr, rdStrLen, rdStrPtr, skipValues } from "./msgpack";
import { isStrHeader, sameBytes, TAG_ABSENT, TAG_MAP, TAG_NIL, TAG_OTHER, TAG_STR } from "./item-fields";
import { WORD_ID, WORD_ID_LEN } from "./item-names";

/** The str body of the last field found (TAG_STR). */
export let foundPtr: usize = 0;
export let foundLen: u32 = 0;

/** Tag of a value's header byte. */
function tagOf(b: u32): u8 {
  if (isStrHeader(b)) return TAG_STR;
  if (b == 0xc0) return TAG_NIL;
  return isMapHeader(b) ? TAG_MAP : TAG_OTHER;
}

/**
 * Reads the map at rdPos (nesting `depth`) and returns the tag of its last value under the key
 * `word` (TAG_ABSENT when none: a decoded object keeps the last duplicate too); -1 on failure.
 */
export function findInMap(depth: i32, maxDepth: i32, wordPtr: usize, wordLen: u32): i32 {
  let pairs = readMapHeader();
  if (pairs < 0) return -1;
  let found: i32 = TAG_ABSENT;
  for (let p: i64 = 0; p < pairs; p++) {
    if (!rdHas(1)) return -1;
    let match = false;
    if (isStrHeader(<u32>load<u8>(rdPos))) {
      if (!readStr()) return -1;
      match = sameBytes(rdStrPtr, rdStrLen, wordPtr, wordLen);
    } else if (!skipValues(1, depth, maxDepth)) return -1;
    if (!match) {
      if (!skipValues(1, depth, maxDepth)) return -1;
      continue;
    }
    if (!rdHas(1)) return -1;
    found = tagOf(<u32>load<u8>(rdPos));
    if (found == TAG_STR) {
      if (!readStr()) return -1;
      foundPtr = rdStrPtr;
      foundLen = rdStrLen;
    } else if (!skipValues(1, depth, maxDepth)) return -1;
  }
  return found;
}

/** The tag of field `word` of the map whose header is at headerPtr; the reader position is kept. */
export function fieldOfMapAt(headerPtr: usize, depth: i32, maxDepth: i32, wordPtr: usize, wordLen: u32): i32 {
  let saved = rdPos;
  rdSeek(headerPtr);
  let tag = findInMap(depth, maxDepth, wordPtr, wordLen);
  rdSeek(saved);
  return tag;
}

/** Entries of the array whose header is at headerPtr (0 on failure); the reader then sits on entry 0. */
export function openArray(headerPtr: usize): i32 {
  rdSeek(headerPtr);
  let n = readArrayHeader();
  return n < 0 ? 0 : <i32>n;
}

/** Reads the next tool_calls entry (nesting 4) and leaves its id in foundPtr/foundLen; false when not a valid id. */
export function nextChatId(maxDepth: i32): bool {
  if (!rdHas(1)) return false;
  if (!isMapHeader(<u32>load<u8>(rdPos))) {
    skipValues(1, 3, maxDepth);
    return false;
  }
  let tag = findInMap(4, maxDepth, WORD_ID, WORD_ID_LEN);
  return tag == TAG_STR && foundLen > 0;
}
