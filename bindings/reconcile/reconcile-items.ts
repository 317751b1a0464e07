// reconcileItems: validate a whole transcript and plan its reconciliation (SPEC §5).
import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
} from "../../common/codes.js";
import type { EngineName } from "../engine/select.js";
import { planningEngine } from "../engine/select.js";
import type { CoreFailure, CoreRequest, Descriptor } from "../engine/types.js";
import { ReconciliationError, type ReconciliationErrorReason } from "../errors.js";
import { describeItems } from "../items/describe.js";
import type { Item, RepairedOutputPredicate } from "../items/types.js";
import { checkItemCount, type Limits, resolveLimits } from "../limits.js";
import { itemsOf, Projection } from "../projection.js";
import { ReconciliationPlan } from "./plan.js";
import type { MissingOutputRepair } from "./repairs.js";

/** Options of every planning call over items. */
export interface PlanningOptions {
  /** Recognizes an output the host published as a repair (asked only for outputs whose key repeats). */
  isRepairedOutput?: RepairedOutputPredicate;
  engine?: EngineName;
  limits?: Limits;
}

const REASONS: Record<number, ReconciliationErrorReason> = {
  [ERR_MALFORMED_ITEM]: "malformed-item",
  [ERR_DUPLICATE_CALL]: "duplicate-call",
  [ERR_DUPLICATE_OUTPUT]: "duplicate-output",
  [ERR_COMPACTION_TRIGGER]: "compaction-trigger",
};

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
  const reason = REASONS[failure.reason];
  const callId = failure.key >= 0 ? slotKey(descriptors, failure.index, failure.key) : undefined;
  const where =
    callId === undefined ? `item ${failure.index}` : `item ${failure.index} (call id ${callId})`;
  return new ReconciliationError(reason, `${reason} at ${where}`, {
    item: itemAt(failure.index),
    index: failure.index,
    callId,
  });
}

/** Items, their descriptors and the engine request for one planning call. */
export function planningRequest(
  items: readonly Item[] | Projection,
  options: PlanningOptions,
): { list: readonly Item[]; request: CoreRequest } {
  const limits = resolveLimits(options.limits);
  // A projection's own array: append-only until replaced, so the first `length` entries are a snapshot.
  const list = items instanceof Projection ? items.liveItems() : itemsOf(items).slice();
  checkItemCount(list.length, limits);
  const descriptors = items instanceof Projection ? items.descriptors() : describeItems(list);
  const predicate = options.isRepairedOutput;
  const isRepairedAt = predicate ? (index: number) => Boolean(predicate(list[index])) : undefined;
  return { list, request: { descriptors, isRepairedAt } };
}

/**
 * Validates the whole transcript, then returns an immutable {@link ReconciliationPlan}; or
 * throws a {@link ReconciliationError} (reason, offending item, lowest index, callId).
 * Accepts an array or a {@link Projection}; never mutates either.
 */
export function reconcileItems(
  items: readonly Item[] | Projection,
  options: PlanningOptions = {},
): ReconciliationPlan {
  const engine = planningEngine(
    options.engine,
    items,
    items instanceof Projection ? items.length : itemsOf(items).length,
  );
  const { list, request } = planningRequest(items, options);
  const result = engine.reconcile(request);
  if (!result.ok) throw reconciliationError(result, request.descriptors, (i) => list[i]);
  const repairs: MissingOutputRepair[] = [];
  for (let r = 0; r < result.repairs.length; r += 2) {
    const index = result.repairs[r];
    repairs.push({
      call: list[index],
      callId: slotKey(request.descriptors, index, result.repairs[r + 1]),
    });
  }
  const dropped = Array.from(result.dropped, (index) => list[index]);
  return new ReconciliationPlan(list, result.order, repairs, dropped);
}
