// Reconciling the projection before a request, repairing interrupted calls through the policy.
import { TranscriptError } from "../errors.js";
import type { Item } from "../items/index.js";
import { reconcileItems } from "../reconcile/reconcile-items.js";
import { SESSION_REPAIRS } from "./outputs.js";
import type { SessionState } from "./state.js";

/**
 * Reconciles the projection and installs the result when anything moves, drops or needs a
 * repair. More repairs than the run may still publish is a `missing-output` TranscriptError
 * (reason `max-repairs`) before any is asked for. Repairs are marked in the
 * {@link SESSION_REPAIRS} table so a late real output is recognized and dropped later.
 */
export async function reconcileProjection(state: SessionState): Promise<void> {
  const plan = reconcileItems(state.projection, { isRepairedOutput: state.isRepairedOutput });
  if (plan.unchanged) return;
  if (plan.repairs.length > state.repairsLeft) {
    throw new TranscriptError(
      "missing-output",
      `${plan.repairs.length} call(s) have no output; this run may repair ${state.repairsLeft} more (maxRepairs)`,
      { reason: "max-repairs" },
    );
  }
  const published: Item[] = [];
  const items = await plan.itemsAsync({
    repairOutput: async (repair) => {
      const output = await state.repairOutput(repair);
      published.push(output);
      return output;
    },
  });
  state.projection.replace(items);
  state.repairsLeft -= published.length;
  const marks = state.projection.metadataTable(SESSION_REPAIRS);
  for (const item of published) marks.set(item, true);
  const { repairs, droppedLateOutputs } = plan;
  state.emit({ type: "reconciled", repairs, droppedLateOutputs });
  for (const item of published) state.emit({ type: "item", item, source: "repair" });
}
