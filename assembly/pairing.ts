// The pairing scan of docs/engine-contract.md: one forward pass, errors recorded, lowest index wins.
import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  ERR_NONE,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OUTPUT,
  KIND_TRIGGER,
} from "../common/codes";
import { distinctKeys, outputsRepeat } from "./keys";
import {
  droppedPtr,
  firstSlotPtr,
  getI32,
  getU8,
  groupStartPtr,
  ITEM_DROPPED,
  ITEM_PAIRED,
  itemCount,
  kindPtr,
  latestPtr,
  nextWaitPtr,
  orderPtr,
  repairedPtr,
  setI32,
  setU8,
  slotAfterPtr,
  slotDropPtr,
  slotItemPtr,
  slotKeyPtr,
  slotOutPtr,
  statePtr,
  waitHeadPtr,
} from "./tables";

export let errReason: i32 = ERR_NONE;
export let errIndex: i32 = -1;
export let errKey: i32 = -1;
export let droppedCount: i32 = 0;

/** Records an error unless one at a lower or equal index is already recorded. */
function fail(reason: i32, index: i32, key: i32): void {
  if (errReason != ERR_NONE && errIndex <= index) return;
  errReason = reason;
  errIndex = index;
  errKey = key;
}

/** Outputs whose key is held by two or more outputs, ascending, into orderPtr; returns the count. */
export function listAmbiguousOutputs(): i32 {
  if (!outputsRepeat) return 0; // no key is held by two outputs: nothing to ask
  let n = itemCount;
  memory.fill(latestPtr, 0, <usize>distinctKeys() << 2); // latest doubles as a counter here
  for (let i = 0; i < n; i++) {
    if (getU8(kindPtr, i) != KIND_OUTPUT) continue;
    let key = getI32(slotKeyPtr, getI32(firstSlotPtr, i));
    setI32(latestPtr, key, getI32(latestPtr, key) + 1);
  }
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (getU8(kindPtr, i) != KIND_OUTPUT) continue;
    if (getI32(latestPtr, getI32(slotKeyPtr, getI32(firstSlotPtr, i))) > 1) setI32(orderPtr, count++, i);
  }
  return count;
}

/** Gives call slot `slot` the output `output`. */
// @ts-ignore: decorator
@inline function takeOutput(slot: i32, output: i32, after: bool): void {
  setI32(slotOutPtr, slot, output);
  setU8(slotAfterPtr, slot, after ? 1 : 0);
  setU8(statePtr, output, ITEM_PAIRED);
}

/** Are call items a <= b in one group? */
// @ts-ignore: decorator
@inline function sameGroup(a: i32, b: i32): bool {
  return getI32(groupStartPtr, a) == getI32(groupStartPtr, b);
}

/** A call slot at item i, key ordinal j (groupStart of i already set). */
function pairCall(i: i32, j: i32, slot: i32): void {
  let key = getI32(slotKeyPtr, slot);
  setI32(slotOutPtr, slot, -1);
  setI32(slotDropPtr, slot, -1);
  let held = getI32(latestPtr, key);
  // A key repeated inside the group (answered or not), or held by a call still waiting for its output.
  if (held >= 0 && (sameGroup(getI32(slotItemPtr, held), i) || getI32(slotOutPtr, held) < 0)) {
    fail(ERR_DUPLICATE_CALL, i, j);
    return;
  }
  setI32(latestPtr, key, slot);
  if (held >= 0) return;
  let early = getI32(waitHeadPtr, key);
  if (early < 0) return;
  setI32(waitHeadPtr, key, -1);
  takeOutput(slot, early, false);
  for (let extra = getI32(nextWaitPtr, early); extra >= 0; extra = getI32(nextWaitPtr, extra)) {
    fail(ERR_DUPLICATE_OUTPUT, extra, 0);
  }
}

/** An output at item i. */
function pairOutput(i: i32): void {
  let key = getI32(slotKeyPtr, getI32(firstSlotPtr, i));
  let slot = getI32(latestPtr, key);
  if (slot < 0) {
    // Waits for a later call; the first waiting output stays first, the rest follow it.
    let head = getI32(waitHeadPtr, key);
    if (head < 0) {
      setI32(waitHeadPtr, key, i);
      setI32(nextWaitPtr, i, -1);
    } else {
      setI32(nextWaitPtr, i, getI32(nextWaitPtr, head));
      setI32(nextWaitPtr, head, i);
    }
    return;
  }
  let first = getI32(slotOutPtr, slot);
  if (first < 0) {
    takeOutput(slot, i, true);
    return;
  }
  let late =
    getI32(slotDropPtr, slot) < 0 &&
    getU8(slotAfterPtr, slot) != 0 &&
    getU8(repairedPtr, first) != 0 &&
    getU8(repairedPtr, i) == 0;
  if (!late) {
    fail(ERR_DUPLICATE_OUTPUT, i, 0);
    return;
  }
  setI32(slotDropPtr, slot, i);
  setU8(statePtr, i, ITEM_DROPPED);
  setI32(droppedPtr, droppedCount++, i);
}

/** Records groups: a run of Responses calls, or one Chat assistant message with tool_calls. */
function markGroup(i: i32, kind: u8): void {
  let start = -1;
  if (kind == KIND_CHAT_CALLS) start = i;
  else if (kind == KIND_CALL) {
    start = i > 0 && getU8(kindPtr, i - 1) == KIND_CALL ? getI32(groupStartPtr, i - 1) : i;
  }
  setI32(groupStartPtr, i, start);
}

/** Runs the scan over every item; returns the recorded error reason (ERR_NONE when clean). */
export function pairAll(): i32 {
  let n = itemCount;
  errReason = ERR_NONE;
  errIndex = -1;
  errKey = -1;
  droppedCount = 0;
  memory.fill(latestPtr, 0xff, <usize>distinctKeys() << 2);
  memory.fill(waitHeadPtr, 0xff, <usize>distinctKeys() << 2);
  memory.fill(statePtr, 0, <usize>n);
  for (let i = 0; i < n; i++) {
    let kind = getU8(kindPtr, i);
    markGroup(i, kind);
    if (kind == KIND_MALFORMED) fail(ERR_MALFORMED_ITEM, i, -1);
    else if (kind == KIND_TRIGGER) fail(ERR_COMPACTION_TRIGGER, i, -1);
    else if (kind == KIND_OUTPUT) pairOutput(i);
    else if (kind == KIND_CALL || kind == KIND_CHAT_CALLS) {
      let first = getI32(firstSlotPtr, i);
      let end = getI32(firstSlotPtr, i + 1);
      for (let slot = first; slot < end; slot++) pairCall(i, slot - first, slot);
    }
  }
  return errReason;
}
