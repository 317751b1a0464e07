/**
 * `clinker-transcript/agents`: the OpenAI Agents SDK's histories reconciled by the library's
 * engine. `ReconciledSession` wraps any `Session` (repairs stored once, orphans dropped, new
 * calls validated); `reconcileModelInput` is the same as a `callModelInputFilter`;
 * `reconcileAgentItems` the function under both. `@openai/agents` is an optional peer: nothing
 * here imports it.
 *
 * @module
 */

export { INTERRUPTED_TEXT } from "clinker-transcript";
export type { ModelInputLike } from "./filter.js";
/** A `callModelInputFilter` that reconciles the model input. */
export { reconcileModelInput } from "./filter.js";
export type { ReconciledAgentItems } from "./reconcile.js";
/** An Agents SDK history reconciled, with what changed. */
export { reconcileAgentItems } from "./reconcile.js";
/** A `Session` wrapper returning reconciled histories and validating new calls. */
export { ReconciledSession } from "./session.js";
export type { AgentItemLike, AgentReconcileOptions, ItemFamily, SessionLike } from "./types.js";
