// The OpenAI Agents SDK shapes this subpath reads, written structurally: `@openai/agents` is an
// optional peer that nothing here imports (tests/frameworks checks its own types against these).

/** An `AgentInputItem`: only `type` (absent on a plain message) and `role` are read first. */
export interface AgentItemLike {
  readonly type?: string;
  readonly role?: string;
}

/** A `Session` of the Agents SDK (memory, file, Conversations API or the host's own). */
export interface SessionLike<I extends AgentItemLike = AgentItemLike> {
  getSessionId(): Promise<string>;
  getItems(limit?: number): Promise<I[]>;
  addItems(items: I[]): Promise<void>;
  popItem(): Promise<I | undefined>;
  clearSession(): Promise<void>;
  prepareHistoryItemForModelInput?(item: I): I;
  prepareHistoryItemsForPersistenceComparison?(items: I[]): I[];
  preserveReasoningItemIdsForPersistence?(): boolean;
  replaceHistoryWithCompaction?(items: I[]): Promise<void>;
}

/** Names the family that produced a reasoning or compaction item; `undefined`: unknown. */
export type ItemFamily<I extends AgentItemLike = AgentItemLike> = (item: I) => string | undefined;

/** Options of {@link reconcileAgentItems} and the bindings built on it. */
export interface AgentReconcileOptions<I extends AgentItemLike = AgentItemLike> {
  /** The text of the error output written for an unanswered call; default `INTERRUPTED_TEXT`. */
  interruptedText?: string;
  /** With `familyOf`: the family the history is sent to; others' private items are left out. */
  family?: string;
  /** Who produced each reasoning or compaction item. */
  familyOf?: ItemFamily<I>;
}
