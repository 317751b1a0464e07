// Missing-output repairs: what the host is asked for, and checking what it returns.
import { TranscriptError } from "../errors.js";
import { callKey, chatToolCalls, isChatToolOutput, isObject, itemType } from "../items/classify.js";
import { CALL_KINDS } from "../items/kinds.js";
import type { Item } from "../items/types.js";

/** A client-executed call without an output: the host publishes one through `repairOutput`. */
export interface MissingOutputRepair {
  /** The call item (for Chat Completions, the assistant message). */
  readonly call: Item;
  /** The key the output must carry. */
  readonly callId: string;
}

/** Publishes a matching output durably and returns it. */
export type RepairOutput = (repair: MissingOutputRepair) => Item;

/** Async variant of {@link RepairOutput}. */
export type RepairOutputAsync = (repair: MissingOutputRepair) => Item | Promise<Item>;

function outputFits(call: Item, output: unknown): boolean {
  if (chatToolCalls(call)) return isChatToolOutput(output);
  const kind = CALL_KINDS[itemType(call) ?? ""];
  return kind?.output.includes(itemType(output) ?? "") === true;
}

/** Throws `invalid-repair` unless `output` is the right kind of output with the repair's key. */
export function checkRepairOutput(repair: MissingOutputRepair, output: unknown): Item {
  if (!isObject(output) || !outputFits(repair.call, output) || callKey(output) !== repair.callId) {
    throw new TranscriptError(
      "invalid-repair",
      `repairOutput must return an output of the right kind for call ${repair.callId}`,
      { reason: "wrong-output", item: output, callId: repair.callId },
    );
  }
  return output as Item;
}
