// The transcript a write would leave, checked before it is stored: it must still reconcile.
import { reconcileMsgpack } from "clinker-transcript";
import { arrayHeader, concat } from "../transcript/codec.js";
import { isRepairOutput } from "../transcript/repair.js";

/**
 * Refuses a write unless the `count` items whose msgpack bytes `parts` hold, in order, reconcile.
 * @throws TranscriptError `reconciliation`, `malformed-msgpack` (an item the stored path refuses).
 */
export function checkReconciles(count: number, parts: readonly Uint8Array[]): void {
  reconcileMsgpack(concat([arrayHeader(count), ...parts]), { isRepairedOutput: isRepairOutput });
}
