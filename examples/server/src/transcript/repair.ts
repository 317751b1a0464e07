// The service's repair policy: the library's (an output of the call's kind saying the call was
// interrupted), so what the service writes is what it, the session loop and `fix` read back.
import { INTERRUPTED_TEXT, type Item, type ItemRecord, repairPolicy } from "clinker-transcript";

export { INTERRUPTED_TEXT };

const policy = repairPolicy(INTERRUPTED_TEXT);

/** The repair output for call `call` (a Chat assistant message answers with a tool message). */
export function repairOutput(call: Item, callId: string): Item {
  return policy.repairOutput({ call, callId });
}

/** `isRepairedOutput` of every plan: an output carrying {@link INTERRUPTED_TEXT}. */
export function isRepairOutput(output: ItemRecord): boolean {
  return policy.isRepairedOutput(output);
}
