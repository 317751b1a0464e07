// The stored-bytes path: classify full item maps straight from msgpack (SPEC §1, mirroring
// bindings/items/describe.ts), record each item's byte range, and fill the tables as descriptors do.
import { FLAG_NEEDS_OUTPUT, FLAG_PRIVATE, KIND_BOUNDARY, KIND_CALL, KIND_CHAT_CALLS, KIND_MALFORMED, KIND_OTHER, KIND_OUTPUT, KIND_TRIGGER, MP_BAD_KEY, MP_INCOMPLETE, MP_MORE, MP_OK, MP_TOO_DEEP, MP_TOO_LARGE, MP_TOO_MANY, MP_TRAILING } from "../../common/codes";
import { clearFields, fieldLen, fieldPtr, fieldTag, KEY_FAILED, readFieldValue, readKey, Tag, typeAttr } from "./fields";
import { fieldOfMapAt, nextChatId, openArray } from "./lookup";
import { EXEC_CLIENT, EXEC_FIELD, EXEC_SERVER, F_ENVIRONMENT, F_EXECUTION, F_ROLE, F_TOOL_CALL_ID, F_TOOL_CALLS, F_TYPE, keyFieldOf, ROLE_CALL, ROLE_OUTPUT, SPECIAL_COMPACTION, SPECIAL_MESSAGE, SPECIAL_TRIGGER, WORD_ASSISTANT, WORD_ASSISTANT_LEN, WORD_LOCAL, WORD_LOCAL_LEN, WORD_SERVER, WORD_SERVER_LEN, WORD_TOOL, WORD_TOOL_LEN, WORD_TYPE, WORD_TYPE_LEN } from "./names";
import { flushKeys, growKeys, queueKey } from "../engine/keys";
import { addItem, reserveArena, reserveItems, reserveSlots, Tables } from "../engine/tables";
import { sameBytes } from "../memory/compare";
import { isUtf8 } from "../memory/utf8";
import { isMapHeader, rdFail, rdHas, rdStart, Reader, readArrayHeader, readMapHeader, skipValues } from "../msgpack/reader";

/** Queues a call key while hot (interned before the scan returns); one that is not UTF-8 fails the scan at its end (decoders would alter it). */
// @ts-ignore: decorator
@inline function keep(t: Tables, ptr: usize, len: u32): void {
  if (!isUtf8(ptr, <usize>len)) t.keyStatus = MP_BAD_KEY;
  else if (t.keyStatus == MP_OK && !queueKey(t, ptr, len)) t.keyStatus = MP_TOO_LARGE;
}

/** Adds the next item (room reserved), and its key for a call or an output. */
// @ts-ignore: decorator
@inline function record(t: Tables, kind: i32, flags: i32, keyPtr: usize, keyLen: u32): void {
  addItem(t, <u8>kind, <u8>flags);
  if (kind == KIND_CALL || kind == KIND_OUTPUT) keep(t, keyPtr, keyLen);
}

/** Is the captured str `field` equal to the word? */
// @ts-ignore: decorator
@inline function fieldIs(t: Tables, field: i32, wordPtr: usize, wordLen: u32): bool {
  return fieldTag(t, field) == Tag.STR && sameBytes(fieldPtr(t, field), fieldLen(t, field), wordPtr, wordLen);
}

/** isServerExecuted: the type's executor, or environment.type / execution where the kind leaves it open. */
function serverExecuted(t: Tables, r: Reader, exec: u32): bool {
  if (exec == EXEC_SERVER) return true;
  if (exec == EXEC_CLIENT) return false;
  if (exec == EXEC_FIELD) return fieldIs(t, F_EXECUTION, WORD_SERVER, WORD_SERVER_LEN);
  if (fieldTag(t, F_ENVIRONMENT) != Tag.MAP) return false;
  let tag = fieldOfMapAt(r, fieldPtr(t, F_ENVIRONMENT), 3, t.scanDepth, WORD_TYPE, WORD_TYPE_LEN);
  if (tag == Tag.ABSENT || tag == Tag.NIL) return false;
  return !(tag == Tag.STR && sameBytes(r.foundPtr, r.foundLen, WORD_LOCAL, WORD_LOCAL_LEN));
}

/** describeKeyed: a call or output with its key, a self-contained server item, or malformed. */
function classifyKeyed(t: Tables, r: Reader, attr: u32, kind: i32, keyField: i32): void {
  let exec = (attr >> 4) & 3;
  let server = serverExecuted(t, r, exec);
  let priv = (attr & 0x80) != 0 || (exec == EXEC_FIELD && server) ? FLAG_PRIVATE : 0;
  let tag = fieldTag(t, keyField);
  if (tag == Tag.STR && fieldLen(t, keyField) > 0) {
    let needs = kind == KIND_CALL && !server ? FLAG_NEEDS_OUTPUT : 0;
    record(t, kind, needs | priv, fieldPtr(t, keyField), fieldLen(t, keyField));
  } else if (server && (tag == Tag.ABSENT || tag == Tag.NIL)) {
    record(t, KIND_OTHER, priv, 0, 0);
  } else {
    record(t, KIND_MALFORMED, 0, 0, 0);
  }
}

/** describeChatGroup over a non-empty tool_calls: every entry a map with a non-empty string id. */
function classifyChat(t: Tables, r: Reader, headerPtr: usize): void {
  let saved = r.pos;
  let count = openArray(r, headerPtr);
  let valid = true;
  for (let j = 0; j < count && valid; j++) valid = nextChatId(r, t.scanDepth);
  if (valid) {
    record(t, KIND_CHAT_CALLS, FLAG_NEEDS_OUTPUT, 0, 0);
    openArray(r, headerPtr); // validated above: every entry has a non-empty string id
    for (let j = 0; j < count && t.keyStatus != MP_BAD_KEY; j++) {
      nextChatId(r, t.scanDepth);
      keep(t, r.foundPtr, r.foundLen);
    }
  } else record(t, KIND_MALFORMED, 0, 0, 0);
  r.pos = saved;
}

/** Entries of the array whose header is at headerPtr; the reader position is kept. */
function arrayLength(r: Reader, headerPtr: usize): i32 {
  let saved = r.pos;
  let count = openArray(r, headerPtr);
  r.pos = saved;
  return count;
}

/** describeItem over the captured fields of one item map. */
function classify(t: Tables, r: Reader): void {
  let typed = fieldTag(t, F_TYPE) == Tag.STR;
  let attr = typed ? typeAttr(fieldPtr(t, F_TYPE), fieldLen(t, F_TYPE)) : 0;
  let special = attr >> 8;
  if (special == SPECIAL_TRIGGER) return record(t, KIND_TRIGGER, 0, 0, 0);
  if (special == SPECIAL_COMPACTION) return record(t, KIND_BOUNDARY, FLAG_PRIVATE, 0, 0);
  let message = typed ? special == SPECIAL_MESSAGE : fieldTag(t, F_ROLE) == Tag.STR;
  if (message && fieldIs(t, F_ROLE, WORD_ASSISTANT, WORD_ASSISTANT_LEN) && fieldTag(t, F_TOOL_CALLS) == Tag.ARRAY) {
    let headerPtr = fieldPtr(t, F_TOOL_CALLS);
    if (arrayLength(r, headerPtr) > 0) return classifyChat(t, r, headerPtr);
  }
  let role = attr & 3;
  if (role == ROLE_CALL) return classifyKeyed(t, r, attr, KIND_CALL, keyFieldOf(attr));
  if (role == ROLE_OUTPUT) return classifyKeyed(t, r, attr, KIND_OUTPUT, keyFieldOf(attr));
  if (message && fieldIs(t, F_ROLE, WORD_TOOL, WORD_TOOL_LEN)) return classifyKeyed(t, r, 0, KIND_OUTPUT, F_TOOL_CALL_ID);
  record(t, KIND_OTHER, attr & 0x80 ? FLAG_PRIVATE : 0, 0, 0);
}

/** Scans the next item at r.pos: a map is classified, anything else is malformed. */
function scanItem(t: Tables, r: Reader): bool {
  if (!rdHas(r, 1)) return false;
  if (!isMapHeader(<u32>load<u8>(r.pos))) {
    if (!skipValues(r, 1, 1, t.scanDepth)) return false; // recorded once whole: a cut item is read again
    record(t, KIND_MALFORMED, 0, 0, 0);
    return true;
  }
  if (t.scanDepth < 2) return rdFail(r, MP_TOO_DEEP);
  let pairs = readMapHeader(r);
  if (pairs < 0) return false;
  clearFields(t);
  for (let p: i64 = 0; p < pairs; p++) {
    let field = readKey(r, 2, t.scanDepth);
    if (field == KEY_FAILED || !readFieldValue(t, r, field, 2, t.scanDepth)) return false;
  }
  classify(t, r);
  return true;
}

// The scan in parts: the bindings copy the input in chunks and call storedScan after each, so the
// scan reads bytes still in cache. Items are scanned whole: one cut by the copied end is read again.
// The chunks land either at their place in a copy of the whole input, or (a window) each at the
// start of one small region that stays in cache. Its state is the tables' scan* fields.

/**
 * Starts a scan (or, `walk`, only a walk) of `len` bytes of stored items; storedScan does the work.
 * The chunks land at `ptr`: in a copy of the whole input, or in a window (storedWindowAt).
 */
export function storedBegin(t: Tables, ptr: usize, len: usize, maxItems: i32, maxDepth: i32, walk: bool): void {
  t.scanBasePtr = ptr;
  t.scanLen = len;
  t.scanSpacePtr = ptr;
  t.scanLimit = maxItems;
  t.scanDepth = maxDepth;
  t.scanWalk = walk;
  t.scanNext = -1;
  t.scanNextOff = 0;
}

/** Window scans: the next chunk lands at the window's start and begins at input offset `from`. */
export function storedWindowAt(t: Tables, from: usize): usize {
  t.scanBasePtr = t.scanSpacePtr - from; // wraps: only scanBasePtr + (an offset >= from) is ever read
  return t.scanSpacePtr;
}

/** Reads the array header (its count is checked against the whole input) and sizes the tables; MP_* status. */
function scanHeader(t: Tables, r: Reader): i32 {
  // Bounded by the whole input so the count is checked against it; the header itself (at most 9
  // bytes) is within the first chunk (storedScan waits for 9 bytes, or the whole input).
  rdStart(r, t.scanBasePtr, t.scanLen);
  let n = readArrayHeader(r);
  if (n < 0) return r.status;
  if (n > <i64>t.scanLimit) return MP_TOO_MANY;
  if (t.scanDepth < 1) return MP_TOO_DEEP;
  t.scanTotal = <i32>n;
  // Room for a key slot per two items and three keys per eight to start with; the index doubles as it fills.
  // Key bytes are copied into the index (8 bytes per item to start with): the input's copy is overwritten later.
  let room = <i64>max(n >> 1, 1);
  if (!t.scanWalk && (!reserveItems(t, n) || !reserveSlots(t, room) || !growKeys(t, (n * 3) >> 3) || !reserveArena(t, n << 3)))
    return MP_TOO_LARGE;
  t.keyStatus = MP_OK;
  t.scanNext = 0;
  t.scanNextOff = r.pos - t.scanBasePtr;
  return MP_OK;
}

/**
 * Scans on with the first `available` bytes of the input copied in: validates, classifies, records
 * byte ranges and key slots. MP_MORE when an item runs past the copied bytes (copy more, call
 * again), else the MP_* status of the whole input (MP_OK: the tables are ready).
 */
export function storedScan(t: Tables, r: Reader, available: usize): i32 {
  let status = scanAvailable(t, r, available);
  // Before the copied bytes are overwritten: the queued keys point into them.
  if (t.queued > 0 && !flushKeys(t) && t.keyStatus == MP_OK) t.keyStatus = MP_TOO_LARGE;
  return status == MP_OK ? t.keyStatus : status;
}

/** storedScan's scan; MP_OK at the input's end leaves the key status to storedScan. */
function scanAvailable(t: Tables, r: Reader, available: usize): i32 {
  let partial = available < t.scanLen;
  if (!partial) available = t.scanLen;
  if (t.scanNext < 0) {
    if (partial && available < 9) return MP_MORE; // the longest array header
    let status = scanHeader(t, r);
    if (status != MP_OK) return status;
  }
  let ptr = t.scanBasePtr;
  rdStart(r, ptr + t.scanNextOff, available - t.scanNextOff);
  let n = t.scanTotal;
  for (let i = t.scanNext; i < n; i++) {
    let start = r.pos;
    let ok: bool;
    if (t.scanWalk) ok = skipValues(r, 1, 1, t.scanDepth);
    else {
      store<u32>(t.offsetsPtr + (<usize>i << 2), <u32>(start - ptr));
      ok = scanItem(t, r);
    }
    if (!ok) {
      if (!partial || r.status != MP_INCOMPLETE) return r.status;
      t.scanNext = i; // cut by the copied end: read again once more is copied
      t.scanNextOff = start - ptr;
      return MP_MORE;
    }
  }
  t.scanNext = n;
  t.scanNextOff = r.pos - ptr;
  if (t.scanWalk) return r.pos == ptr + t.scanLen ? MP_OK : MP_TRAILING;
  store<u32>(t.offsetsPtr + (<usize>n << 2), <u32>(r.pos - ptr));
  return r.pos != ptr + t.scanLen ? MP_TRAILING : MP_OK;
}
