// Options of CompactionPlan.projection, apart so replacement.ts need not import plan.ts (no cycle).
import type { Family, Item, RepairedOutputPredicate } from "../items/types.js";
import type { RepairOutput } from "../reconcile/repairs.js";

/** Options of {@link CompactionPlan.projection}. */
export interface CompactionProjectionOptions {
  /** The summary or native checkpoint, and any handoff: placed first. */
  replacementItems?: readonly Item[];
  /** Everything that arrived since the capture, in order: placed last. */
  additionalItems?: readonly Item[];
  /** Publishes an output for a call still unresolved in the result (as in reconciliation). */
  repairOutput?: RepairOutput;
  /** Select private content for this family (itemsForFamily rules) before reconciling. */
  family?: Family;
  itemFamilies?: ReadonlyMap<Item, Family>;
  handoffFamilies?: ReadonlyMap<Item, Family>;
  /** Recognizes repair outputs; defaults to the predicate captured with the plan. */
  isRepairedOutput?: RepairedOutputPredicate;
}
