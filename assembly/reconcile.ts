// Reconcile order: every item in place, each group followed by its outputs or repair slots.
import { FLAG_NEEDS_OUTPUT, KIND_CALL, KIND_CHAT_CALLS } from "../common/codes";
import {
  firstSlotPtr,
  flagsPtr,
  getI32,
  getU8,
  groupStartPtr,
  ITEM_PLAIN,
  itemCount,
  kindPtr,
  orderPtr,
  pairsPtr,
  setI32,
  slotItemPtr,
  slotOutPtr,
  statePtr,
} from "./tables";

export let orderCount: i32 = 0;
export let repairCount: i32 = 0;

/** Is item i the last item of its group? */
// @ts-ignore: decorator
@inline export function endsGroup(i: i32): bool {
  let kind = getU8(kindPtr, i);
  if (kind == KIND_CHAT_CALLS) return true;
  return kind == KIND_CALL && (i + 1 == itemCount || getU8(kindPtr, i + 1) != KIND_CALL);
}

/** Emits the outputs or repair slots of the group ending at item i. */
function emitGroupOutputs(i: i32): void {
  let end = getI32(firstSlotPtr, i + 1);
  for (let slot = getI32(firstSlotPtr, getI32(groupStartPtr, i)); slot < end; slot++) {
    let output = getI32(slotOutPtr, slot);
    if (output >= 0) {
      setI32(orderPtr, orderCount++, output);
      continue;
    }
    let item = getI32(slotItemPtr, slot);
    if ((getU8(flagsPtr, item) & FLAG_NEEDS_OUTPUT) == 0) continue;
    setI32(pairsPtr, repairCount * 2, item);
    setI32(pairsPtr, repairCount * 2 + 1, slot - getI32(firstSlotPtr, item));
    repairCount++;
    setI32(orderPtr, orderCount++, -repairCount);
  }
}

/** Writes the order (orderPtr) and the repairs (pairsPtr) of a clean pairing. */
export function emitOrder(): void {
  orderCount = 0;
  repairCount = 0;
  for (let i = 0, n = itemCount; i < n; i++) {
    if (getU8(statePtr, i) != ITEM_PLAIN) continue;
    setI32(orderPtr, orderCount++, i);
    if (endsGroup(i)) emitGroupOutputs(i);
  }
}
