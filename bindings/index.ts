// clinker-transcript: the public API. Every export is documented where it is defined.
// The export blocks look alike in shape (here and in the other entries); each name is listed once.

export type {
  CompactionPlanOptions,
  CompactionProjectionOptions,
  UnresolvedCall,
} from "./compaction/plan.js";
export { CompactionPlan, makeCompactionPlan } from "./compaction/plan.js";
export type { EngineName } from "./engine/select.js";
export type { WasmSource } from "./engine/wasm.js";
export { init, initSync, isInitialized } from "./engine/wasm.js";
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
export type { FamilyOptions, FamilySources } from "./family.js";
export { itemsForFamily } from "./family.js";
export type { FamilySelection, ForeignText } from "./family-select.js";
export { selectForFamily } from "./family-select.js";
export type {
  Family,
  FunctionCallOutputItem,
  ImageDetail,
  InputImageItem,
  InputTextItem,
  Item,
  ItemRecord,
  RepairedOutputPredicate,
  UserMessageItem,
} from "./items/index.js";
export {
  callKey,
  callKeys,
  canonicalizeNativeCompactionItem,
  functionCallOutputItem,
  hasFamilyPrivateContent,
  inputImageItem,
  inputTextItem,
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
  userMessageItem,
} from "./items/index.js";
export type { ForeignChoice } from "./items/private-text.js";
export type { Limits } from "./limits.js";
export type {
  MsgpackCompactionOptions,
  MsgpackMaterializeAsyncOptions,
  MsgpackMaterializeOptions,
  MsgpackPlanningOptions,
  MsgpackReconcileOptions,
  MsgpackRepair,
  MsgpackRepairOutput,
  MsgpackRepairOutputAsync,
  MsgpackRepairRequest,
} from "./msgpack/index.js";
export {
  MSGPACK_OPTIONS,
  MsgpackCompactionPlan,
  MsgpackReconciliationPlan,
  makeCompactionPlanMsgpack,
  reconcileMsgpack,
} from "./msgpack/index.js";
// Preflight's public names are listed once, in its own entry file.
export * from "./preflight/index.js";
export { Projection } from "./projection.js";
export type {
  DroppedOrphan,
  OrphanChoice,
  PendingPredicate,
} from "./reconcile/outcomes.js";
export type {
  MaterializeAsyncOptions,
  MaterializeOptions,
  OrphanOptions,
  ReplayFamilyOptions,
} from "./reconcile/plan.js";
export { ReconciliationPlan } from "./reconcile/plan.js";
export type { PlanningOptions, ReconcileOptions } from "./reconcile/reconcile-items.js";
export { reconcileItems } from "./reconcile/reconcile-items.js";
export type { RepairPolicy } from "./reconcile/repair-policy.js";
export { INTERRUPTED_TEXT, repairPolicy } from "./reconcile/repair-policy.js";
export type {
  MissingOutputRepair,
  RepairOutput,
  RepairOutputAsync,
} from "./reconcile/repairs.js";
export { validateFunctionCall } from "./validate.js";
