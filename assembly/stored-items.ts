// The stored-bytes path: classify full item maps straight from msgpack (SPEC §1, mirroring
// bindings/items/describe.ts), record each item's byte range, then fill the same tables.
import {
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OTHER,
  KIND_OUTPUT,
  KIND_TRIGGER,
  MP_INCOMPLETE,
  MP_MORE,
  MP_OK,
  MP_TOO_DEEP,
  MP_TOO_LARGE,
  MP_TOO_MANY,
  MP_TRAILING,
} from "../common/codes";
import {
  clearFields,
  fieldLen,
  fieldPtr,
  fieldTag,
  KEY_FAILED,
  readFieldValue,
  readKey,
  sameBytes,
  TAG_ABSENT,
  TAG_ARRAY,
  TAG_MAP,
  TAG_NIL,
  TAG_STR,
  typeAttr,
} from "./item-fields";
import {
  EXEC_CLIENT,
  EXEC_FIELD,
  EXEC_SERVER,
  EXEC_SHELL,
  F_ENVIRONMENT,
  F_EXECUTION,
  F_ROLE,
  F_TOOL_CALL_ID,
  F_TOOL_CALLS,
  F_TYPE,
  keyFieldOf,
  ROLE_CALL,
  ROLE_OUTPUT,
  SPECIAL_MESSAGE,
  SPECIAL_TRIGGER,
  WORD_ASSISTANT,
  WORD_ASSISTANT_LEN,
  WORD_LOCAL,
  WORD_LOCAL_LEN,
  WORD_SERVER,
  WORD_SERVER_LEN,
  WORD_TOOL,
  WORD_TOOL_LEN,
  WORD_TYPE,
  WORD_TYPE_LEN,
} from "./item-names";
import { addSlot, beginKeys, slotsAdded } from "./keys";
import { fieldOfMapAt, foundLen, foundPtr, nextChatId, openArray } from "./map-lookup";
import {
  isMapHeader,
  rdFail,
  rdHas,
  rdPos,
  rdSeek,
  rdStart,
  rdStatus,
  readArrayHeader,
  readMapHeader,
  skipValues,
} from "./msgpack";
import { allocItems, allocTables, firstSlotPtr, flagsPtr, kindPtr, offsetsPtr, setI32, setU8 } from "./tables";

let depthLimit: i32 = 0;
/** A key slot could not be added (memory): the scan goes on validating, then answers MP_TOO_LARGE. */
let keysLost = false;

/** Records item i's kind and flags, and its key slot for a call or an output (interned while hot). */
// @ts-ignore: decorator
@inline function record(i: i32, kind: i32, flags: i32, keyPtr: usize, keyLen: u32): void {
  setU8(kindPtr, i, <u8>kind);
  setU8(flagsPtr, i, <u8>flags);
  if ((kind == KIND_CALL || kind == KIND_OUTPUT) && !keysLost && !addSlot(i, keyPtr, keyLen, kind == KIND_OUTPUT))
    keysLost = true;
}

/** Is the captured str `field` equal to the word? */
// @ts-ignore: decorator
@inline function fieldIs(field: i32, wordPtr: usize, wordLen: u32): bool {
  return fieldTag(field) == TAG_STR && sameBytes(fieldPtr(field), fieldLen(field), wordPtr, wordLen);
}

/** isServerExecuted: the type's executor, or environment.type / execution where the kind leaves it open. */
function serverExecuted(exec: u32): bool {
  if (exec == EXEC_SERVER) return true;
  if (exec == EXEC_CLIENT) return false;
  if (exec == EXEC_FIELD) return fieldIs(F_EXECUTION, WORD_SERVER, WORD_SERVER_LEN);
  if (fieldTag(F_ENVIRONMENT) != TAG_MAP) return false;
  let tag = fieldOfMapAt(fieldPtr(F_ENVIRONMENT), 3, depthLimit, WORD_TYPE, WORD_TYPE_LEN);
  if (tag == TAG_ABSENT || tag == TAG_NIL) return false;
  return !(tag == TAG_STR && sameBytes(foundPtr, foundLen, WORD_LOCAL, WORD_LOCAL_LEN));
}

/** describeKeyed: a call or output with its key, a self-contained server item, or malformed. */
function classifyKeyed(i: i32, attr: u32, kind: i32, keyField: i32): void {
  let exec = (attr >> 4) & 3;
  let server = serverExecuted(exec);
  let priv = (attr & 0x80) != 0 || (exec == EXEC_FIELD && server) ? FLAG_PRIVATE : 0;
  let tag = fieldTag(keyField);
  if (tag == TAG_STR && fieldLen(keyField) > 0) {
    let needs = kind == KIND_CALL && !server ? FLAG_NEEDS_OUTPUT : 0;
    record(i, kind, needs | priv, fieldPtr(keyField), fieldLen(keyField));
  } else if (server && (tag == TAG_ABSENT || tag == TAG_NIL)) {
    record(i, KIND_OTHER, priv, 0, 0);
  } else {
    record(i, KIND_MALFORMED, 0, 0, 0);
  }
}

/** describeChatGroup over a non-empty tool_calls: every entry a map with a non-empty string id. */
function classifyChat(i: i32, headerPtr: usize): void {
  let saved = rdPos;
  let count = openArray(headerPtr);
  let valid = true;
  for (let j = 0; j < count && valid; j++) valid = nextChatId(depthLimit);
  if (valid) {
    record(i, KIND_CHAT_CALLS, FLAG_NEEDS_OUTPUT, 0, 0);
    openArray(headerPtr); // validated above: every entry has a non-empty string id
    for (let j = 0; j < count && !keysLost; j++) {
      nextChatId(depthLimit);
      if (!addSlot(i, foundPtr, foundLen, false)) keysLost = true;
    }
  } else record(i, KIND_MALFORMED, 0, 0, 0);
  rdSeek(saved);
}

/** Entries of the array whose header is at headerPtr; the reader position is kept. */
function arrayLength(headerPtr: usize): i32 {
  let saved = rdPos;
  let count = openArray(headerPtr);
  rdSeek(saved);
  return count;
}

/** describeItem over the captured fields of one item map. */
function classify(i: i32): void {
  let typed = fieldTag(F_TYPE) == TAG_STR;
  let attr = typed ? typeAttr(fieldPtr(F_TYPE), fieldLen(F_TYPE)) : 0;
  let special = attr >> 8;
  if (special == SPECIAL_TRIGGER) return record(i, KIND_TRIGGER, 0, 0, 0);
  let message = typed ? special == SPECIAL_MESSAGE : fieldTag(F_ROLE) == TAG_STR;
  if (message && fieldIs(F_ROLE, WORD_ASSISTANT, WORD_ASSISTANT_LEN) && fieldTag(F_TOOL_CALLS) == TAG_ARRAY) {
    let headerPtr = fieldPtr(F_TOOL_CALLS);
    if (arrayLength(headerPtr) > 0) return classifyChat(i, headerPtr);
  }
  let role = attr & 3;
  if (role == ROLE_CALL) return classifyKeyed(i, attr, KIND_CALL, keyFieldOf(attr));
  if (role == ROLE_OUTPUT) return classifyKeyed(i, attr, KIND_OUTPUT, keyFieldOf(attr));
  if (message && fieldIs(F_ROLE, WORD_TOOL, WORD_TOOL_LEN)) return classifyKeyed(i, 0, KIND_OUTPUT, F_TOOL_CALL_ID);
  record(i, KIND_OTHER, attr & 0x80 ? FLAG_PRIVATE : 0, 0, 0);
}

/** Scans item i at rdPos: a map is classified, anything else is malformed. */
function scanItem(i: i32): bool {
  if (!rdHas(1)) return false;
  if (!isMapHeader(<u32>load<u8>(rdPos))) {
    record(i, KIND_MALFORMED, 0, 0, 0);
    return skipValues(1, 1, depthLimit);
  }
  if (depthLimit < 2) return rdFail(MP_TOO_DEEP);
  let pairs = readMapHeader();
  if (pairs < 0) return false;
  clearFields();
  for (let p: i64 = 0; p < pairs; p++) {
    let field = readKey(2, depthLimit);
    if (field == KEY_FAILED || !readFieldValue(field, 2, depthLimit)) return false;
  }
  classify(i);
  return true;
}

// The scan in parts: the bindings copy the input in chunks and call storedScan after each, so the
// scan reads bytes still in cache. Items are scanned whole: one cut by the copied end is read again.
// The chunks land either at their place in a copy of the whole input, or (a window) each at the
// start of one small region that stays in cache: `basePtr` is then where input offset 0 would be.
let basePtr: usize = 0;
let baseLen: usize = 0;
let spacePtr: usize = 0; // the region the chunks land in (the whole input, or the window)
let spaceLen: usize = 0;
let itemLimit: i32 = 0;
let nextItem: i32 = -1; // -1: the array header is still to be read
let nextOff: usize = 0; // input offset of item nextItem
let itemTotal: i32 = 0;
/** The benchmark floor: the same walk over the same chunks, each item only skipped, nothing recorded. */
let walkOnly = false;

/**
 * Starts a scan (or, `walk`, only a walk) of `len` bytes of stored items; storedScan does the work.
 * The chunks land in [ptr, ptr + space): the whole input (space == len), or a window (storedWindowAt).
 */
export function storedBegin(ptr: usize, space: usize, len: usize, maxItems: i32, maxDepth: i32, walk: bool): void {
  basePtr = ptr;
  baseLen = len;
  spacePtr = ptr;
  spaceLen = space;
  itemLimit = maxItems;
  depthLimit = maxDepth;
  walkOnly = walk;
  nextItem = -1;
  nextOff = 0;
}

/** Byte offset in the input of the first item not yet scanned. */
export function storedResumeAt(): usize {
  return nextOff;
}

/** Window scans: the next chunk lands at the window's start and begins at input offset `from`. */
export function storedWindowAt(from: usize): usize {
  basePtr = spacePtr - from; // wraps: only basePtr + (an offset >= from) is ever read
  return spacePtr;
}

/** Reads the array header (its count is checked against the whole input) and sizes the tables; MP_* status. */
function scanHeader(): i32 {
  // Bounded by the whole input so the count is checked against it; the header itself (at most 9
  // bytes) is within the first chunk (storedScan waits for 9 bytes, or the whole input).
  rdStart(basePtr, baseLen);
  let n = readArrayHeader();
  if (n < 0) return rdStatus;
  if (n > <i64>itemLimit) return MP_TOO_MANY;
  if (depthLimit < 1) return MP_TOO_DEEP;
  itemTotal = <i32>n;
  // Room for a key slot per two items to start with; the index doubles as it fills. Key bytes are
  // copied into the index (8 bytes per item to start with): the input's copy is overwritten later.
  if (!walkOnly && (!allocItems(<i32>n, true) || !beginKeys(<i32>(n >> 1), true, <usize>n << 3)))
    return MP_TOO_LARGE;
  keysLost = false;
  nextItem = 0;
  nextOff = rdPos - basePtr;
  return MP_OK;
}

/**
 * Scans on with the first `available` bytes of the input copied in: validates, classifies, records
 * byte ranges and key slots. MP_MORE when an item runs past the copied bytes (copy more, call
 * again), else the MP_* status of the whole input (MP_OK: the tables are ready).
 */
export function storedScan(available: usize): i32 {
  let partial = available < baseLen;
  if (!partial) available = baseLen;
  if (nextItem < 0) {
    if (partial && available < 9) return MP_MORE; // the longest array header
    let status = scanHeader();
    if (status != MP_OK) return status;
  }
  let ptr = basePtr;
  rdStart(ptr + nextOff, available - nextOff);
  let n = itemTotal;
  for (let i = nextItem; i < n; i++) {
    let start = rdPos;
    let ok: bool;
    if (walkOnly) ok = skipValues(1, 1, depthLimit);
    else {
      store<u32>(offsetsPtr + (<usize>i << 2), <u32>(start - ptr));
      setI32(firstSlotPtr, i, slotsAdded());
      ok = scanItem(i);
    }
    if (!ok) {
      if (!partial || rdStatus != MP_INCOMPLETE) return rdStatus;
      nextItem = i; // cut by the copied end: read again once more is copied
      nextOff = start - ptr;
      return MP_MORE;
    }
  }
  nextItem = n;
  nextOff = rdPos - ptr;
  if (walkOnly) return rdPos == ptr + baseLen ? MP_OK : MP_TRAILING;
  store<u32>(offsetsPtr + (<usize>n << 2), <u32>(rdPos - ptr));
  setI32(firstSlotPtr, n, slotsAdded());
  if (rdPos != ptr + baseLen) return MP_TRAILING;
  if (keysLost) return MP_TOO_LARGE;
  // The input is not read again (keys are byte offsets now): the tables may reuse its bytes.
  return allocTables(n, slotsAdded(), spacePtr, spaceLen) ? MP_OK : MP_TOO_LARGE;
}

/** Scans stored items at [ptr, ptr + len), all copied in, into the tables; MP_* status. */
export function parseStoredItems(ptr: usize, len: usize, maxItems: i32, maxDepth: i32): i32 {
  storedBegin(ptr, len, len, maxItems, maxDepth, false);
  return storedScan(len);
}
