// The same reconciliation as a `callModelInputFilter`, for runs without a session.
import { reconcileAgentItems } from "./reconcile.js";
import type { AgentItemLike, AgentReconcileOptions } from "./types.js";

/** What a `callModelInputFilter` is given and returns (`ModelInputData`). */
export interface ModelInputLike<I extends AgentItemLike> {
  readonly input: I[];
  readonly instructions?: string;
}

/**
 * A `callModelInputFilter` (Agents SDK run option) that reconciles the model input: unanswered
 * calls answered with an error result, orphan results left out, compaction boundaries kept.
 * The repairs reach the model only; with a session, use {@link ReconciledSession} to store them.
 * @throws {ReconciliationError} (from the run) for a duplicate call or result.
 */
export function reconcileModelInput(options: AgentReconcileOptions = {}) {
  return <I extends AgentItemLike, D extends ModelInputLike<I>>(args: { modelData: D }): D => {
    const { items } = reconcileAgentItems(args.modelData.input, options);
    return { ...args.modelData, input: items };
  };
}
