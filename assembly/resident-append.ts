// Appending descriptors to a resident state: the pairing scan of docs/engine-contract.md, run forward
// on the new items only. The repaired-output predicate is not needed here: a slot's second output is
// recorded, and the bindings decide it (tolerated or duplicate-output) when they plan.
import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  ERR_NONE,
  FLAG_PRIVATE,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OUTPUT,
  KIND_TRIGGER,
  MP_OK,
  MP_TOO_LARGE,
  MP_TRAILING,
} from "../common/codes";
import { readItemHead } from "./descriptors";
import { rdEnd, rdPos, rdStart, rdStatus, rdStrLen, rdStrPtr, readArrayHeader, readStr } from "./msgpack";
import { addKey } from "./resident-keys";
import { ITEM_PAIRED, ITEM_SECOND, Resident, reserve } from "./resident-state";

// @ts-ignore: decorator
@inline function getI32(basePtr: usize, i: i32): i32 {
  return load<i32>(basePtr + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline function setI32(basePtr: usize, i: i32, v: i32): void {
  store<i32>(basePtr + (<usize>i << 2), v);
}

/** Records an error unless one at a lower or equal index is already recorded. */
function fail(r: Resident, reason: i32, index: i32, key: i32): void {
  if (r.errReason != ERR_NONE && r.errIndex <= index) return;
  r.errReason = reason;
  r.errIndex = index;
  r.errKey = key;
}

let addItems: i32 = 0;
let addSlots: i64 = 0;
let addOutputs: i32 = 0;
let addBytes: i64 = 0;

/** Pass 1: validates the staged descriptors and counts what they add. */
function countStaged(ptr: usize, len: usize): i32 {
  rdStart(ptr, len);
  let n = readArrayHeader();
  if (n < 0) return rdStatus;
  addItems = <i32>n;
  addSlots = 0;
  addOutputs = 0;
  addBytes = 0;
  for (let i: i64 = 0; i < n; i++) {
    let head = readItemHead();
    if (head < 0) return rdStatus;
    let keys = head & 0xffffffff;
    if (((head >> 32) & 0xff) == KIND_OUTPUT) addOutputs++;
    else addSlots += keys;
    for (let j: i64 = 0; j < keys; j++) {
      if (!readStr()) return rdStatus;
      addBytes += rdStrLen;
    }
  }
  return rdPos == rdEnd ? MP_OK : MP_TRAILING;
}

/** Gives call slot `slot` its first output. */
function takeOutput(r: Resident, slot: i32, output: i32, after: bool): void {
  let item = getI32(r.slotItemPtr, slot);
  setI32(r.slotOutPtr, slot, output);
  store<u8>(r.slotAfterPtr + <usize>slot, after ? 1 : 0);
  store<u8>(r.statePtr + <usize>output, ITEM_PAIRED);
  setI32(r.outCallPtr, output, item);
  raiseReach(r, item, output);
}

/** The group of call item `item` reaches output `output` (compaction closure). */
// @ts-ignore: decorator
@inline function raiseReach(r: Resident, item: i32, output: i32): void {
  let start = getI32(r.groupStartPtr, item);
  if (output > getI32(r.groupOutPtr, start)) setI32(r.groupOutPtr, start, output);
}

/** A call slot at item i, key ordinal j. */
function pairCall(r: Resident, i: i32, j: i32, key: i32): void {
  let slot = r.k++;
  setI32(r.slotKeyPtr, slot, key);
  setI32(r.slotItemPtr, slot, i);
  setI32(r.slotOutPtr, slot, -1);
  setI32(r.slotSecondPtr, slot, -1);
  setI32(r.slotThirdPtr, slot, -1);
  store<u8>(r.slotAfterPtr + <usize>slot, 0);
  store<u8>(r.keyCallPtr + <usize>key, 1);
  let held = getI32(r.latestPtr, key);
  // A key repeated inside the group (answered or not), or held by a call still waiting for its output.
  if (held >= 0) {
    let heldItem = getI32(r.slotItemPtr, held);
    if (getI32(r.groupStartPtr, heldItem) == getI32(r.groupStartPtr, i) || getI32(r.slotOutPtr, held) < 0) {
      fail(r, ERR_DUPLICATE_CALL, i, j);
      return;
    }
  }
  setI32(r.latestPtr, key, slot);
  if (held >= 0) return;
  let early = getI32(r.waitHeadPtr, key);
  if (early < 0) return;
  setI32(r.waitHeadPtr, key, -1);
  takeOutput(r, slot, early, false);
  for (let extra = getI32(r.nextWaitPtr, early); extra >= 0; extra = getI32(r.nextWaitPtr, extra)) {
    fail(r, ERR_DUPLICATE_OUTPUT, extra, 0);
  }
}

/** An output at item i with key id `key`. */
function pairOutput(r: Resident, i: i32, key: i32): void {
  let slot = getI32(r.latestPtr, key);
  if (slot < 0) {
    // Waits for a later call; the first waiting output stays first.
    let head = getI32(r.waitHeadPtr, key);
    if (head < 0) setI32(r.waitHeadPtr, key, i);
    else {
      setI32(r.nextWaitPtr, i, getI32(r.nextWaitPtr, head));
      setI32(r.nextWaitPtr, head, i);
    }
    return;
  }
  if (getI32(r.slotOutPtr, slot) < 0) takeOutput(r, slot, i, true);
  else if (getI32(r.slotSecondPtr, slot) < 0) {
    setI32(r.slotSecondPtr, slot, i);
    store<u8>(r.statePtr + <usize>i, ITEM_SECOND);
    setI32(r.secondPtr, r.seconds++, slot);
    raiseReach(r, getI32(r.slotItemPtr, slot), i);
  } else if (getI32(r.slotThirdPtr, slot) < 0) setI32(r.slotThirdPtr, slot, i);
  // A fourth output changes nothing: an error at or before the third is certain.
}

/** Item i's per-item entries, before it is paired. */
function addItem(r: Resident, i: i32, kind: u8, flags: u8): void {
  store<u8>(r.kindPtr + <usize>i, kind);
  store<u8>(r.flagsPtr + <usize>i, flags);
  store<u8>(r.statePtr + <usize>i, 0);
  setI32(r.nextWaitPtr, i, -1);
  setI32(r.outCallPtr, i, -1);
  setI32(r.groupOutPtr, i, -1);
  setI32(r.backPtr, i + 1, flags & FLAG_PRIVATE ? getI32(r.backPtr, i) : i + 1);
  let start = -1;
  if (kind == KIND_CHAT_CALLS) start = i;
  else if (kind == KIND_CALL) {
    start = i > 0 && load<u8>(r.kindPtr + <usize>(i - 1)) == KIND_CALL ? getI32(r.groupStartPtr, i - 1) : i;
  }
  setI32(r.groupStartPtr, i, start);
}

/** Pass 2: adds and pairs the staged items (validated, room reserved). */
function fillStaged(r: Resident, ptr: usize, len: usize): void {
  rdStart(ptr, len);
  let n = <i32>readArrayHeader();
  for (let t = 0; t < n; t++) {
    let i = r.n;
    let head = readItemHead();
    let kind = <u8>(head >> 32);
    let keys = <i32>(head & 0xffffffff);
    addItem(r, i, kind, <u8>(head >> 40));
    if (kind == KIND_MALFORMED) {
      r.malformed++;
      fail(r, ERR_MALFORMED_ITEM, i, -1);
    } else if (kind == KIND_TRIGGER) fail(r, ERR_COMPACTION_TRIGGER, i, -1);
    for (let j = 0; j < keys; j++) {
      readStr();
      let key = addKey(r, rdStrPtr, rdStrLen);
      if (kind == KIND_OUTPUT) pairOutput(r, i, key);
      else pairCall(r, i, j, key);
    }
    r.n = i + 1;
    setI32(r.firstSlotPtr, i + 1, r.k);
  }
}

/** Appends the descriptors staged at [ptr, ptr + len); MP_* status, nothing changed unless MP_OK. */
export function appendStaged(r: Resident, ptr: usize, len: usize): i32 {
  let status = countStaged(ptr, len);
  if (status != MP_OK) return status;
  if (<i64>r.n + addItems > <i64>(i32.MAX_VALUE >> 4)) return MP_TOO_LARGE;
  if (<i64>r.k + addSlots > <i64>(i32.MAX_VALUE >> 4) || <i64>r.arenaUsed + addBytes > <i64>(i32.MAX_VALUE >> 2)) return MP_TOO_LARGE;
  let keys = <i32>addSlots + addOutputs;
  if (!reserve(r, addItems, <i32>addSlots, keys, <i32>addBytes, addOutputs)) return MP_TOO_LARGE;
  fillStaged(r, ptr, len);
  return MP_OK;
}
