// Descriptors from msgpack, into the tables: a top-level array of [kind, flags, key0, key1, ...]
// arrays (bindings/engine/descriptor-writer.ts writes them). One-shot plans fill in one pass;
// resident tables validate and reserve first, so an append changes nothing unless it succeeds.
import { KIND_CALL, KIND_CHAT_CALLS, KIND_LAST, KIND_OUTPUT, MP_INVALID, MP_OK, MP_TOO_LARGE, MP_TOO_MANY, MP_TRAILING } from "../../common/codes";
import { DESCRIPTOR_HEAD, MAX_FLAGS } from "../../common/tables";
import { addKey, growKeys } from "../engine/keys";
import { addItem, reserveArena, reserveItems, reserveSeconds, reserveSlots, Tables } from "../engine/tables";
import { failCount, rdStart, Reader, readArrayHeader, readStr, readUint } from "../msgpack/reader";

/** Is `keys` a valid key count for `kind`? */
// @ts-ignore: decorator
@inline function keysFit(kind: i64, keys: i64): bool {
  if (kind == KIND_CALL || kind == KIND_OUTPUT) return keys == 1;
  if (kind == KIND_CHAT_CALLS) return keys >= 1;
  return keys == 0;
}

/** Reads one item header, packed as keys | kind << 32 | flags << 40; -1 on failure. */
function readItemHead(r: Reader): i64 {
  let size = readArrayHeader(r);
  if (size < 0) return -1;
  if (size < DESCRIPTOR_HEAD) return failCount(r, MP_INVALID);
  let kind = readUint(r);
  if (kind < 0) return -1;
  let flags = readUint(r);
  if (flags < 0) return -1;
  if (kind > KIND_LAST || flags > MAX_FLAGS || !keysFit(kind, size - DESCRIPTOR_HEAD)) return failCount(r, MP_INVALID);
  return (size - DESCRIPTOR_HEAD) | (kind << 32) | (flags << 40);
}

/**
 * The head of the item at r.pos: the common [fixint, fixint, ...] fixarray read in place, anything
 * else through readItemHead. Packed as readItemHead packs it; -1 on failure.
 */
// @ts-ignore: decorator
@inline function nextItemHead(r: Reader): i64 {
  let pos = r.pos;
  if (<usize>3 <= r.end - pos) {
    let b = <u32>load<u8>(pos);
    let kind = <i64>load<u8>(pos, 1);
    let flags = <i64>load<u8>(pos, 2);
    let keys = <i64>(b & 0x0f) - DESCRIPTOR_HEAD;
    if ((b & 0xf0) == 0x90 && keys >= 0 && kind <= KIND_LAST && flags <= MAX_FLAGS && keysFit(kind, keys)) {
      r.pos = pos + 3;
      return keys | (kind << 32) | (flags << 40);
    }
  }
  return readItemHead(r);
}

/** Reads the key str at r.pos into r.strPtr/strLen: a fixstr in place, anything else through readStr. */
// @ts-ignore: decorator
@inline function nextKey(r: Reader): bool {
  let pos = r.pos;
  if (pos < r.end) {
    let b = <u32>load<u8>(pos);
    let n = <usize>(b & 0x1f);
    if ((b & 0xe0) == 0xa0 && n < r.end - pos) {
      r.strPtr = pos + 1;
      r.strLen = <u32>n;
      r.pos = pos + 1 + n;
      return true;
    }
  }
  return readStr(r);
}

/**
 * Reads the descriptors at [ptr, ptr + len) and adds them to the tables, validating each as it
 * goes; MP_* status (MP_TOO_LARGE when memory cannot hold the tables). `presize` (one-shot, whose
 * input is the tables' input block and stays until release): room for a slot per item and a key
 * per 8/3 items, i.e. three per eight (a hash table that stays in cache), and keys read in place, not copied.
 */
export function fillDescriptors(t: Tables, r: Reader, ptr: usize, len: usize, maxItems: i32, presize: bool): i32 {
  rdStart(r, ptr, len);
  let count = readArrayHeader(r); // checked against the bytes left: at most len
  if (count < 0) return r.status;
  if (count > <i64>maxItems) return MP_TOO_MANY;
  let n = <i32>count;
  if (!reserveItems(t, <i64>t.n + n)) return MP_TOO_LARGE;
  let room = !presize || (reserveSlots(t, <i64>t.k + n) && growKeys(t, <i64>t.keys + ((<i64>n * 3) >> 3)));
  if (!room) return MP_TOO_LARGE;
  t.keysInInput = presize; // a one-shot's input stays until release: its keys are read in place
  for (let i = 0; i < n; i++) {
    let head = nextItemHead(r);
    if (head < 0) return r.status;
    addItem(t, <u8>(head >> 32), <u8>(head >> 40)); // room reserved above
    let keys = <i32>(head & 0xffffffff);
    for (let j = 0; j < keys; j++) {
      if (!nextKey(r)) return r.status;
      if (!addKey(t, r.strPtr, r.strLen)) return MP_TOO_LARGE;
    }
  }
  return r.pos == r.end ? MP_OK : MP_TRAILING;
}

/**
 * Appends the descriptors at [ptr, ptr + len) to resident tables: validated and counted first,
 * room reserved, then filled. MP_* status; nothing changed unless MP_OK.
 */
export function appendDescriptors(t: Tables, r: Reader, ptr: usize, len: usize): i32 {
  rdStart(r, ptr, len);
  let n = readArrayHeader(r);
  if (n < 0) return r.status;
  let slots: i64 = 0;
  let bytes: i64 = 0;
  let outputs: i64 = 0;
  for (let i: i64 = 0; i < n; i++) {
    let head = readItemHead(r);
    if (head < 0) return r.status;
    let keys = head & 0xffffffff;
    if (((head >> 32) & 0xff) == KIND_OUTPUT) outputs++;
    slots += keys;
    for (let j: i64 = 0; j < keys; j++) {
      if (!readStr(r)) return r.status;
      bytes += r.strLen;
    }
  }
  if (r.pos != r.end) return MP_TRAILING;
  let room =
    reserveItems(t, <i64>t.n + n) &&
    reserveSlots(t, <i64>t.k + slots) &&
    growKeys(t, <i64>t.keys + slots) &&
    reserveArena(t, <i64>t.arenaUsed + bytes) &&
    reserveSeconds(t, <i64>t.seconds + outputs);
  if (!room) return MP_TOO_LARGE;
  return fillDescriptors(t, r, ptr, len, i32.MAX_VALUE, false); // validated, room reserved: cannot fail
}
