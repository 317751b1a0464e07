// Repairs as `fix` and `compact` write them: an output of the call's kind with the repair text.
import type { Item, ItemRecord } from "../items/types.js";
import { textOf } from "../readers/vendor-blocks.js";
import type { MissingOutputRepair } from "../reconcile/repairs.js";
import { outputFor } from "../session/outputs.js";

/** The repair callbacks for a repair text: the output to publish, and how to recognize one. */
export function repairWith(text: string): {
  repairOutput: (repair: MissingOutputRepair) => Item;
  isRepairedOutput: (output: ItemRecord) => boolean;
} {
  return {
    repairOutput: (repair) => outputFor(repair.call, repair.callId, text),
    isRepairedOutput: (output) => textOf(output.output ?? output.content) === text,
  };
}
