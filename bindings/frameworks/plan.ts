// One reconciliation for the framework bindings: plan with the engine, materialize with repairs,
// orphans dropped and private content selected, and say what the plan did (SPEC §5).
import {
  type DroppedOrphan,
  type Family,
  type Item,
  type MaterializeOptions,
  type MissingOutputRepair,
  type RepairedOutputPredicate,
  reconcileItems,
} from "clinker-transcript";

/** What the bindings ask of one plan. */
export interface FrameworkPlanOptions {
  /** Publishes (or builds) the output of a call left without one. */
  repairOutput(repair: MissingOutputRepair): Item;
  isRepairedOutput?: RepairedOutputPredicate;
  /** Calls whose results may still come: not repaired (SPEC §5, "Pending calls"). */
  isPending?: (call: Item, callId: string) => boolean;
  family?: Family;
  itemFamilies?: ReadonlyMap<Item, Family>;
}

/** The reconciled items and what the plan changed. */
export interface FrameworkPlan {
  readonly items: Item[];
  readonly repairs: readonly MissingOutputRepair[];
  readonly droppedOrphans: readonly DroppedOrphan[];
  readonly droppedLateOutputs: readonly Item[];
}

/**
 * Reconciles `items` for a framework: repairs through `repairOutput`, orphan outputs dropped,
 * private content selected for `family` when given. Every pairing decision is the engine's.
 * @throws {ReconciliationError} for a duplicate call or output, or a malformed item.
 * @throws {TranscriptError} `invalid-repair` when `repairOutput` returns a wrong output.
 */
export function planFor(items: readonly Item[], options: FrameworkPlanOptions): FrameworkPlan {
  const plan = reconcileItems(items, {
    isRepairedOutput: options.isRepairedOutput,
    isPending: options.isPending,
  });
  const materialize: MaterializeOptions = {
    repairOutput: options.repairOutput,
    orphans: "drop",
  };
  if (options.family !== undefined) {
    materialize.family = options.family;
    materialize.itemFamilies = options.itemFamilies;
  }
  const list = plan.items(materialize);
  return {
    items: list,
    repairs: plan.repairs,
    droppedOrphans: plan.droppedOrphans,
    droppedLateOutputs: plan.droppedLateOutputs,
  };
}
