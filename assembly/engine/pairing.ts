// The pairing scan of docs/engine-contract.md, run forward over the items added since the last
// scan, then decided with the host's repaired-output answers (the reference engine:
// bindings/engine/reference/pairing.ts).
// A slot's second and third outputs are recorded by the scan; `decide` applies the tolerated
// late-output rule once the bindings have written the answers.
import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  ERR_NONE,
  KIND_BOUNDARY,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OUTPUT,
  KIND_TRIGGER,
} from "../../common/codes";
import { ITEM_PAIRED, ITEM_PLAIN, ITEM_SECOND } from "../../common/tables";
import { getI32, getU8, setI32, setU8 } from "../memory/words";
import { joinGroup, sameGroup } from "./groups";
import { reserveOut, reserveSeconds, Tables } from "./tables";

/** Records an error unless one at a lower or equal index is already recorded. */
function fail(t: Tables, reason: i32, index: i32, key: i32): void {
  if (t.errReason != ERR_NONE && t.errIndex <= index) return;
  t.errReason = reason;
  t.errIndex = index;
  t.errKey = key;
}

/** The group of call item `item` reaches output `output` (the compaction closure). */
// @ts-ignore: decorator
@inline function raiseReach(t: Tables, item: i32, output: i32): void {
  let start = getI32(t.groupStartPtr, item);
  if (output > getI32(t.groupOutPtr, start)) setI32(t.groupOutPtr, start, output);
  if (min(start, output) < t.closed) t.closed = 0; // an item below the sweep's closed prefix reaches further now
}

/** Gives call slot `slot` its first output. */
// @ts-ignore: decorator
@inline function takeOutput(t: Tables, slot: i32, output: i32, after: bool): void {
  let item = getI32(t.slotItemPtr, slot);
  setI32(t.slotOutPtr, slot, output);
  setI32(t.slotSecondPtr, slot, -1);
  setI32(t.slotThirdPtr, slot, -1);
  setU8(t.slotAfterPtr, slot, after ? 1 : 0);
  setU8(t.statePtr, output, <u8>ITEM_PAIRED);
  setI32(t.outCallPtr, output, item);
  t.dirty = min(t.dirty, min(output, getI32(t.groupStartPtr, item))); // both were plain, emitted in place
  raiseReach(t, item, output);
}

/**
 * The key's latest call slot and waiting outputs, forgotten when they stand before the current
 * segment (a compaction boundary ends correlation): written lazily, so a boundary costs nothing.
 */
// @ts-ignore: decorator
@inline function inSegment(t: Tables, key: i32): void {
  let held = getI32(t.latestPtr, key);
  if (held >= 0 && getI32(t.slotItemPtr, held) < t.segStart) setI32(t.latestPtr, key, -1);
  let head = getI32(t.waitHeadPtr, key);
  if (head >= 0 && head < t.segStart) setI32(t.waitHeadPtr, key, -1);
}

/** A call slot at item i, key ordinal j. */
// @ts-ignore: decorator
@inline function pairCall(t: Tables, i: i32, j: i32, slot: i32, key: i32): void {
  store<u8>(t.keyCallPtr + <usize>key, 1);
  inSegment(t, key);
  let held = getI32(t.latestPtr, key);
  // A key repeated inside the group (answered or not), or held by a call still waiting for its output.
  if (held >= 0 && (sameGroup(t, getI32(t.slotItemPtr, held), i) || getI32(t.slotOutPtr, held) < 0)) {
    fail(t, ERR_DUPLICATE_CALL, i, j);
    return;
  }
  setI32(t.latestPtr, key, slot);
  if (held >= 0) return;
  let early = getI32(t.waitHeadPtr, key);
  if (early < 0) return;
  setI32(t.waitHeadPtr, key, -1);
  takeOutput(t, slot, early, false);
  for (let extra = getI32(t.nextWaitPtr, early); extra >= 0; extra = getI32(t.nextWaitPtr, extra)) {
    fail(t, ERR_DUPLICATE_OUTPUT, extra, 0);
  }
}

/** An output at item i with key id `key`; false when memory cannot grow. */
// @ts-ignore: decorator
@inline function pairOutput(t: Tables, i: i32, key: i32): bool {
  let count = getI32(t.outputsPtr, key) + 1;
  setI32(t.outputsPtr, key, count);
  if (count == 2) t.repeats = 1;
  inSegment(t, key);
  let slot = getI32(t.latestPtr, key);
  if (slot < 0) {
    // Waits for a later call; the first waiting output stays first.
    let head = getI32(t.waitHeadPtr, key);
    if (head < 0) {
      setI32(t.waitHeadPtr, key, i);
      setI32(t.nextWaitPtr, i, -1);
    } else {
      setI32(t.nextWaitPtr, i, getI32(t.nextWaitPtr, head));
      setI32(t.nextWaitPtr, head, i);
    }
  } else if (getI32(t.slotOutPtr, slot) < 0) takeOutput(t, slot, i, true);
  else if (getI32(t.slotSecondPtr, slot) < 0) {
    if (t.seconds == t.capSeconds && !reserveSeconds(t, <i64>t.seconds + 1)) return false;
    setI32(t.slotSecondPtr, slot, i);
    setU8(t.statePtr, i, <u8>ITEM_SECOND);
    setI32(t.secondPtr, t.seconds++, slot);
    raiseReach(t, getI32(t.slotItemPtr, slot), i);
  } else if (getI32(t.slotThirdPtr, slot) < 0) setI32(t.slotThirdPtr, slot, i);
  // A fourth output changes nothing: an error at or before the third is certain.
  return true;
}

/**
 * Pairs the items added since the last call (addItem, addKey), in order: the forward scan of
 * docs/engine-contract.md, run after the fill so the fill stays a tight loop (pairing inside it
 * slows a one-shot's prepare by a third). Sets up the added rows first. False when memory cannot
 * grow (a second output's row); resident appends reserve that room first.
 */
export function pairAdded(t: Tables): bool {
  let from = t.pairedN;
  let n = t.n;
  let firstSlotPtr = t.firstSlotPtr;
  setI32(firstSlotPtr, n, t.k);
  if (from == n) return true;
  let before = from > 0 ? getI32(t.groupStartPtr, from - 1) : -1; // a call group may go on past it
  t.dirty = min(t.dirty, before >= 0 ? before : from);
  let items = <usize>(n - from);
  memory.fill(t.statePtr + <usize>from, <u8>ITEM_PLAIN, items);
  memory.fill(t.repairedPtr + <usize>from, 0, items);
  let fromSlot = getI32(firstSlotPtr, from);
  let slots = <usize>(t.k - fromSlot) << 2;
  let slotAt = <usize>fromSlot << 2;
  memory.fill(t.slotOutPtr + slotAt, 0xff, slots); // -1; the rest of a slot's row is set when it takes an output
  let keyAt = <usize>t.pairedKeys << 2;
  let keys = <usize>(t.keys - t.pairedKeys) << 2;
  memory.fill(t.latestPtr + keyAt, 0xff, keys);
  memory.fill(t.waitHeadPtr + keyAt, 0xff, keys);
  memory.fill(t.outputsPtr + keyAt, 0, keys);
  memory.fill(t.keyCallPtr + <usize>t.pairedKeys, 0, keys >> 2);
  t.pairedKeys = t.keys;
  let kindPtr = t.kindPtr;
  let slotKeyPtr = t.slotKeyPtr;
  for (let i = from; i < n; i++) {
    let kind = load<u8>(kindPtr + <usize>i);
    joinGroup(t, i, kind);
    let first = getI32(firstSlotPtr, i);
    if (kind == KIND_OUTPUT) {
      if (!pairOutput(t, i, getI32(slotKeyPtr, first))) return false; // an output's own key: its slot is never paired
    } else if (kind == KIND_CALL || kind == KIND_CHAT_CALLS) {
      for (let slot = first, end = getI32(firstSlotPtr, i + 1); slot < end; slot++) {
        pairCall(t, i, slot - first, slot, getI32(slotKeyPtr, slot));
      }
    } else if (kind == KIND_MALFORMED) {
      t.malformed++;
      fail(t, ERR_MALFORMED_ITEM, i, -1);
    } else if (kind == KIND_TRIGGER) fail(t, ERR_COMPACTION_TRIGGER, i, -1);
    else if (kind == KIND_BOUNDARY) t.segStart = i + 1;
  }
  t.pairedN = n;
  return true;
}

/**
 * The outputs the host predicate decides (those whose key two or more outputs hold), ascending, at
 * the out block; their count, or -1 when memory cannot hold them.
 */
export function listAsked(t: Tables): i32 {
  if (!t.repeats) return 0; // no key is held by two outputs: nothing to ask
  if (!reserveOut(t, <u64>t.n)) return -1;
  let count = 0;
  for (let i = 0, n = t.n; i < n; i++) {
    if (getU8(t.kindPtr, i) != KIND_OUTPUT) continue;
    let key = getI32(t.slotKeyPtr, getI32(t.firstSlotPtr, i));
    if (getI32(t.outputsPtr, key) > 1) setI32(t.outPtr, count++, i);
  }
  return count;
}

/**
 * The resident index's narrower question: only the outputs that decide a row below the recorded
 * error (the first and second outputs of a slot whose first stands after the call), by row (the
 * bindings sort them), at the out block; their count, or -1 when memory cannot hold them. The
 * answers for other outputs cannot change the plan.
 */
export function listDeciding(t: Tables): i32 {
  if (!reserveOut(t, <u64>t.seconds << 1)) return -1;
  let limit = t.errReason != ERR_NONE ? t.errIndex : i32.MAX_VALUE;
  let count = 0;
  for (let r = 0, rows = t.seconds; r < rows; r++) {
    let slot = getI32(t.secondPtr, r);
    let second = getI32(t.slotSecondPtr, slot);
    if (second >= limit) break; // rows ascend by their second output
    if (getU8(t.slotAfterPtr, slot) == 0) continue;
    setI32(t.outPtr, count++, getI32(t.slotOutPtr, slot));
    setI32(t.outPtr, count++, second);
  }
  return count;
}

/**
 * The lowest error once the repaired answers are in (t.reason, index, key; ERR_NONE when clean):
 * the recorded one, or a second output that is not a tolerated late output (its first stands after
 * the call, is a repair, and it is not), or a third output after a tolerated second.
 */
export function decide(t: Tables): i32 {
  let reason = t.errReason;
  let best = reason != ERR_NONE ? t.errIndex : i32.MAX_VALUE;
  let key = t.errKey;
  for (let r = 0, rows = t.seconds; r < rows; r++) {
    let slot = getI32(t.secondPtr, r);
    let second = getI32(t.slotSecondPtr, slot);
    if (second >= best) break; // rows ascend by their second output
    let tolerated =
      getU8(t.slotAfterPtr, slot) != 0 &&
      getU8(t.repairedPtr, getI32(t.slotOutPtr, slot)) != 0 &&
      getU8(t.repairedPtr, second) == 0;
    let at = tolerated ? getI32(t.slotThirdPtr, slot) : second;
    if (at >= 0 && at < best) {
      best = at;
      reason = ERR_DUPLICATE_OUTPUT;
      key = 0;
    }
  }
  t.reason = reason;
  t.index = reason != ERR_NONE ? best : -1;
  t.key = reason != ERR_NONE ? key : -1;
  return reason;
}
