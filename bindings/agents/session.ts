// A Session wrapper: the history it returns is reconciled, its repairs published to the wrapped
// session first (durable, made once), and new calls validated before they are stored.
import { validateFunctionCall } from "clinker-transcript";
import { toLibraryItem } from "./items.js";
import { reconcileAgentItems } from "./reconcile.js";
import type { AgentItemLike, AgentReconcileOptions, SessionLike } from "./types.js";

/**
 * Wraps any Agents SDK `Session`. `getItems()` returns the reconciled history; the error results
 * it writes for unanswered calls are first appended to the wrapped session with `addItems`, so a
 * later read finds them stored and no call is repaired twice. `addItems()` refuses a call
 * without a call id or with one an earlier call holds (`validateFunctionCall`), before anything is
 * stored. Other methods are the wrapped session's.
 */
export class ReconciledSession<I extends AgentItemLike = AgentItemLike> implements SessionLike<I> {
  readonly #inner: SessionLike<I>;
  readonly #options: AgentReconcileOptions<I>;
  /** The wrapped session's, when it has one. */
  readonly prepareHistoryItemForModelInput?: (item: I) => I;
  /** The wrapped session's, when it has one. */
  readonly prepareHistoryItemsForPersistenceComparison?: (items: I[]) => I[];
  /** The wrapped session's, when it has one. */
  readonly preserveReasoningItemIdsForPersistence?: () => boolean;
  /** The wrapped session's, when it has one (the runner falls back to clear and add without). */
  readonly replaceHistoryWithCompaction?: (items: I[]) => Promise<void>;

  constructor(inner: SessionLike<I>, options: AgentReconcileOptions<I> = {}) {
    this.#inner = inner;
    this.#options = options;
    // The optional members exist only where the wrapped session has them: the runner tests for them.
    if (inner.prepareHistoryItemForModelInput)
      this.prepareHistoryItemForModelInput = (item) => inner.prepareHistoryItemForModelInput!(item);
    if (inner.prepareHistoryItemsForPersistenceComparison)
      this.prepareHistoryItemsForPersistenceComparison = (items) =>
        inner.prepareHistoryItemsForPersistenceComparison!(items);
    if (inner.preserveReasoningItemIdsForPersistence)
      this.preserveReasoningItemIdsForPersistence = () =>
        inner.preserveReasoningItemIdsForPersistence!();
    if (inner.replaceHistoryWithCompaction)
      this.replaceHistoryWithCompaction = (items) => inner.replaceHistoryWithCompaction!(items);
  }

  /** The wrapped session's id. */
  getSessionId(): Promise<string> {
    return this.#inner.getSessionId();
  }

  /**
   * The reconciled history (its last `limit` items when given: the whole history is read, as
   * pairing needs it). Repairs are published to the wrapped session before they are returned.
   * @throws {ReconciliationError} for a stored history with a duplicate call or result.
   */
  async getItems(limit?: number): Promise<I[]> {
    const reconciled = reconcileAgentItems(await this.#inner.getItems(), this.#options);
    if (reconciled.repairs.length) await this.#inner.addItems(reconciled.repairs);
    return limit === undefined ? reconciled.items : reconciled.items.slice(-limit);
  }

  /**
   * Stores `items` after checking each call among them against the stored history and the items
   * before it.
   * @throws {FunctionCallError} `missing-call-id` or `duplicate-call-id`; nothing is stored.
   */
  async addItems(items: I[]): Promise<void> {
    const preceding = (await this.#inner.getItems()).map(toLibraryItem);
    for (const item of items) {
      const converted = toLibraryItem(item);
      if (converted.type === "function_call")
        validateFunctionCall(converted, { precedingItems: preceding });
      preceding.push(converted);
    }
    await this.#inner.addItems(items);
  }

  /** The wrapped session's `popItem`. */
  popItem(): Promise<I | undefined> {
    return this.#inner.popItem();
  }

  /** The wrapped session's `clearSession`. */
  clearSession(): Promise<void> {
    return this.#inner.clearSession();
  }
}
