// reconcileItems: validate a whole transcript and plan its reconciliation (SPEC §5).
import { flatOrder } from "../engine/order-chunks.js";
import type { EngineName } from "../engine/select.js";
import { planningEngine } from "../engine/select.js";
import type { CoreFailure, CoreReconcile, CoreRequest, Descriptor } from "../engine/types.js";
import { isInitialized } from "../engine/wasm.js";
import { type ReconciliationError, reconciliationFailure } from "../errors.js";
import { itemCount, itemList } from "../family.js";
import { kept } from "../internal/hooks.js";
import { describeItem, describeItems } from "../items/describe.js";
import type { Item, RepairedOutputPredicate } from "../items/types.js";
import { callerOptions, type ItemLimits, resolveLimits } from "../limits.js";
import { Projection, projectionInternals } from "../projection.js";
import { callRecords } from "./call-records.js";
import { inOrderOverItems } from "./in-order-items.js";
import { checkPending, type PendingPredicate, splitPending } from "./outcomes.js";
import { planOfNothing, ReconciliationPlan } from "./plan.js";
import type { MissingOutputRepair } from "./repairs.js";

/** Options of every planning call over items. */
export interface PlanningOptions {
  /** Recognizes an output the host published as a repair (asked only for outputs whose key repeats). */
  isRepairedOutput?: RepairedOutputPredicate;
  engine?: EngineName;
  limits?: ItemLimits;
}

/** Options of {@link reconcileItems}. */
export interface ReconcileOptions extends PlanningOptions {
  /**
   * Names the calls whose results may still come (a host reconciling mid-turn, tools still
   * running): such a call without an output is not repaired but listed in `plan.pending`. Asked
   * once per call that would be repaired, in transcript order.
   */
  isPending?: PendingPredicate;
}

/** The key named by (index, key ordinal) of a plan as indices. */
export function slotKey(descriptors: readonly Descriptor[], index: number, ord: number): string {
  return descriptors[index].keys[ord];
}

/** A core failure as the public error. */
export function reconciliationError(
  failure: CoreFailure,
  descriptors: readonly Descriptor[],
  itemAt: (index: number) => unknown,
): ReconciliationError {
  const callId = failure.key >= 0 ? slotKey(descriptors, failure.index, failure.key) : undefined;
  return reconciliationFailure(failure.reason, failure.index, callId, itemAt(failure.index));
}

/** The items of one planning call: a snapshot of the array, or the projection's own array. */
export function listOf(
  items: readonly Item[] | Projection,
  options: PlanningOptions,
): readonly Item[] {
  const limits = resolveLimits(options.limits);
  itemCount(items, limits);
  // A projection's own array: append-only until replaced, so the first `length` entries are a snapshot.
  return items instanceof Projection
    ? projectionInternals.liveItems(items)
    : itemList(items, "items", limits);
}

/** Items, their descriptors and the engine request for one planning call. */
export function planningRequest(
  items: readonly Item[] | Projection,
  options: PlanningOptions,
  list = listOf(items, options),
): { list: readonly Item[]; request: CoreRequest } {
  const descriptors =
    items instanceof Projection ? projectionInternals.descriptors(items) : describeItems(list);
  const predicate = options.isRepairedOutput;
  const isRepairedAt = predicate ? (index: number) => Boolean(predicate(list[index])) : undefined;
  return { list, request: { descriptors, isRepairedAt } };
}

/** The reference engine's fast path over the items themselves: its order, repairs and the items' privacy. */
function planInOrder(list: readonly Item[]) {
  return inOrderOverItems(
    list,
    (plan, _slots, privacy) => plan && { order: plan.order, repairs: plan.repairs, privacy },
    true,
  );
}

/** The most calls of one transcript `auto` plans on an engine between two tries of the one pass. */
const MOST_SKIPPED = 64;

/**
 * Does `auto` try the one pass on `list`? Not on a transcript it gave up on at its last try (the
 * same first item: a host planning one session turn after turn), until it has skipped it as many
 * times as that transcript's tries have failed in a row, doubled each time: planned again and
 * again, a transcript the pass cannot finish costs the engine's time plus a pass every 64 calls,
 * not two passes a call. Skipping it changes no plan (the engines plan every transcript the pass does).
 */
export function onePassWorth(list: readonly Item[]): boolean {
  const first = list[0];
  if (typeof first !== "object" || first === null) return true;
  const gaveUp = kept.onePassGaveUp.get(first);
  return gaveUp === undefined || gaveUp.skipped++ >= gaveUp.skip;
}

/** Records the one pass's outcome on `list` for {@link onePassWorth}. */
export function onePassDone(list: readonly Item[], planned: boolean): void {
  const first = list[0];
  if (typeof first !== "object" || first === null) return;
  const gaveUp = kept.onePassGaveUp.get(first);
  if (planned) {
    if (gaveUp !== undefined) kept.onePassGaveUp.delete(first);
  } else
    kept.onePassGaveUp.set(first, {
      skip: Math.min(MOST_SKIPPED, gaveUp === undefined ? 1 : gaveUp.skip * 2),
      skipped: 0,
    });
}

/** Does `auto` plan this call in one pass first? Yes unless a projection's resident index answers it. */
export function triesOnePass(items: readonly Item[] | Projection, engine: unknown): boolean {
  if (engine !== undefined && engine !== "auto") return false;
  return !(
    items instanceof Projection &&
    isInitialized() &&
    projectionInternals.residentSlot(items) !== undefined
  );
}

function planOf(
  list: readonly Item[],
  result: Pick<CoreReconcile, "repairs" | "chunks"> & {
    order: Int32Array | undefined;
    dropped?: Int32Array;
    privacy?: Uint8Array;
  },
  keyAt: (index: number, ord: number) => string,
  isPending: PendingPredicate | undefined,
  shared = false,
): ReconciliationPlan {
  kept.heldShapes.plan ??= planOfNothing();
  const repairs: readonly MissingOutputRepair[] = callRecords(list, result.repairs, keyAt, shared);
  const dropped = result.dropped ? Array.from(result.dropped, (index) => list[index]) : [];
  const order = result.chunks ?? result.order; // chunks: no flattening copy until items()
  const length = list.length;
  if (isPending !== undefined && repairs.length > 0 && order !== undefined) {
    const flat = order instanceof Int32Array ? order : flatOrder(order);
    const split = splitPending(flat, repairs, (r) => r.call, isPending);
    if (split !== undefined)
      return new ReconciliationPlan(list, split.order, split.repairs, dropped, result.privacy, {
        length,
        pending: split.pending,
        engineOrder: flat,
      });
  }
  return new ReconciliationPlan(list, order, repairs, dropped, result.privacy, { length });
}

/**
 * Validates the whole transcript, then returns an immutable {@link ReconciliationPlan}; or
 * throws a {@link ReconciliationError} (reason, offending item, lowest index, callId).
 * Accepts an array or a {@link Projection}; never mutates either. With `engine: "auto"`, a
 * transcript whose outputs already follow their calls is planned in one pass, without an engine.
 * @throws {TranscriptError} `limit-exceeded` past `limits.maxItems` (checked before any copy).
 * @throws {TranscriptError} `invalid-argument` for a non-array, bad limits, an unknown engine or
 * an `isPending` that is not a function; whatever `isPending` throws, as thrown.
 */
export function reconcileItems(
  items: readonly Item[] | Projection,
  given: ReconcileOptions = {},
): ReconciliationPlan {
  const options = callerOptions(given);
  itemCount(items, { maxItems: Number.MAX_SAFE_INTEGER }); // a readable array or projection, before any other read
  const isPending = checkPending(options.isPending);
  const onePass = triesOnePass(items, options.engine);
  const engine = planningEngine(
    options.engine,
    items,
    itemCount(items, resolveLimits(options.limits)),
  );
  let list: readonly Item[] | undefined;
  if (onePass) {
    list = listOf(items, options);
    const planned = onePassWorth(list) ? planInOrder(list) : null;
    if (planned !== null) onePassDone(list, planned !== undefined);
    const described = list;
    if (planned)
      return planOf(list, planned, (i, ord) => describeItem(described[i]).keys[ord], isPending);
  }
  const prepared = planningRequest(items, options, list);
  const result = engine.reconcile(prepared.request);
  const { descriptors } = prepared.request;
  if (!result.ok) throw reconciliationError(result, descriptors, (i) => prepared.list[i]);
  const shared = items instanceof Projection; // its own list: records shared with its last plan
  const keyAt = (i: number, ord: number) => slotKey(descriptors, i, ord);
  return planOf(prepared.list, result, keyAt, isPending, shared);
}
