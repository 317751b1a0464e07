// clinker-transcript: the public API. Every export is documented where it is defined; a module
// public in full is re-exported whole, the others name what is public (ARCHITECTURE.md says why).

export * from "./compaction/plan.js";
export type { EngineName } from "./engine/select.js";
export { init, initSync, isInitialized, type WasmSource } from "./engine/wasm.js";
export type {
  FunctionCallErrorReason,
  ReconciliationErrorReason,
  TranscriptErrorCode,
  TranscriptErrorDetails,
} from "./errors.js";
export {
  FunctionCallError,
  MissingOutputError,
  PreflightError,
  ReconciliationError,
  TranscriptError,
} from "./errors.js";
export { type FamilyOptions, type FamilySources, itemsForFamily } from "./family.js";
export * from "./family-select.js";
export {
  callKey,
  callKeys,
  hasFamilyPrivateContent,
  isCallItem,
  isCompactionTrigger,
  isFamilyPrivateItem,
  isLegacyFunctionCall,
  isMessage,
  isNativeCompactionItem,
  isOutputItem,
  isReasoning,
  isServerExecuted,
  itemAssistantText,
  itemType,
  needsOutput,
} from "./items/classify.js";
export * from "./items/compaction.js";
export * from "./items/constructors.js";
export type { ForeignChoice } from "./items/private-text.js";
export type { Family, Item, ItemRecord, RepairedOutputPredicate } from "./items/types.js";
export type { Limits } from "./limits.js";
export * from "./msgpack/index.js";
export * from "./preflight/index.js";
export { Projection } from "./projection.js";
export type { DroppedOrphan, OrphanChoice, PendingPredicate } from "./reconcile/outcomes.js";
export type {
  MaterializeAsyncOptions,
  MaterializeOptions,
  OrphanOptions,
  ReplayFamilyOptions,
} from "./reconcile/plan.js";
export { ReconciliationPlan } from "./reconcile/plan.js";
export type { PlanningOptions, ReconcileOptions } from "./reconcile/reconcile-items.js";
export { reconcileItems } from "./reconcile/reconcile-items.js";
export { INTERRUPTED_TEXT, type RepairPolicy, repairPolicy } from "./reconcile/repair-policy.js";
export type { MissingOutputRepair, RepairOutput, RepairOutputAsync } from "./reconcile/repairs.js";
export * from "./validate.js";
