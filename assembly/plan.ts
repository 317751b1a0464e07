// Reading a plan's tables by handle, the same for a one-shot plan (oneShot()) and a resident index:
// what they hold through planField (a wasm export returns one number; common/codes.ts names the
// fields, which the bindings read too), a key's bytes through planKeyPtr and planKeyLength.
import {
  ERR_NONE,
  PLAN_ITEMS, PLAN_KINDS, PLAN_FLAGS, PLAN_OFFSETS, PLAN_ASKED, PLAN_REPAIRED,
  PLAN_ERROR_REASON, PLAN_ERROR_INDEX, PLAN_ERROR_KEY,
  PLAN_ORDER, PLAN_ORDER_LEN, PLAN_PAIRS, PLAN_PAIR_COUNT, PLAN_DROPPED, PLAN_DROPPED_LEN, PLAN_START,
} from "../common/codes";
import { keySize, keyStart } from "./engine/keys";
import { droppedAt, pairsAt } from "./engine/order";
import { decide } from "./engine/pairing";
import { Tables, tablesAt } from "./engine/tables";
import { getI32 } from "./memory/words";

/**
 * Field `field` (a PLAN_* of common/codes.ts) of the tables at `handle`. A handle that is not live
 * reads -1 for the items (how the bindings tell) and for an error's index and key, else 0 (ERR_NONE).
 */
export function planField(handle: usize, field: i32): i32 {
  let t = tablesAt(handle);
  if (!t) return field == PLAN_ITEMS || field == PLAN_ERROR_INDEX || field == PLAN_ERROR_KEY ? -1 : 0;
  switch (field) {
    case PLAN_ITEMS: return t.n;
    case PLAN_KINDS: return <i32>t.kindPtr;
    case PLAN_FLAGS: return <i32>t.flagsPtr;
    case PLAN_OFFSETS: return <i32>t.offsetsPtr;
    case PLAN_ASKED: // the outputs asked about, then the order, are written in the out block
    case PLAN_ORDER: return <i32>t.outPtr;
    case PLAN_REPAIRED: return <i32>t.repairedPtr;
    case PLAN_ERROR_REASON: return decide(t);
    case PLAN_ERROR_INDEX: return decide(t) != ERR_NONE ? t.index : -1;
    case PLAN_ERROR_KEY: return decide(t) != ERR_NONE ? t.key : -1;
    case PLAN_ORDER_LEN: return t.orderLen;
    case PLAN_PAIRS: return <i32>pairsAt(t);
    case PLAN_PAIR_COUNT: return t.pairCount;
    case PLAN_DROPPED: return <i32>droppedAt(t);
    case PLAN_DROPPED_LEN: return t.droppedLen;
    case PLAN_START: return t.start;
  }
  return 0;
}

/** The key slot of key `ord` of item `item`, or -1. */
function keySlot(handle: usize, item: i32, ord: i32): i32 {
  let t = tablesAt(handle);
  if (!t || item < 0 || item >= t.n || ord < 0) return -1;
  let slot = getI32(t.firstSlotPtr, item) + ord;
  return slot < getI32(t.firstSlotPtr, item + 1) ? slot : -1;
}

/** Where in memory the bytes of key `ord` of item `item` are, or -1. */
export function planKeyPtr(handle: usize, item: i32, ord: i32): i32 {
  let slot = keySlot(handle, item, ord);
  let t = changetype<Tables>(handle);
  return slot < 0 ? -1 : <i32>keyStart(t, getI32(t.slotKeyPtr, slot));
}

/** Byte length of key `ord` of item `item`, or -1. */
export function planKeyLength(handle: usize, item: i32, ord: i32): i32 {
  let slot = keySlot(handle, item, ord);
  let t = changetype<Tables>(handle);
  return slot < 0 ? -1 : <i32>keySize(t, getI32(t.slotKeyPtr, slot));
}
