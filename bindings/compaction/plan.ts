// Compaction plans (SPEC §6): capture before asking for a summary, install when it arrives.
import { planningEngine } from "../engine/select.js";
import type { Descriptor } from "../engine/types.js";
import { invalidArgument } from "../errors.js";
import { hooks, kept } from "../internal/hooks.js";
import { isMessage } from "../items/classify.js";
import { describeItem, describeItems } from "../items/describe.js";
import { own } from "../items/kinds.js";
import type { Item } from "../items/types.js";
import { Projection, projectionInternals } from "../projection.js";
import { callRecords } from "../reconcile/call-records.js";
import {
  listOf,
  onePassDone,
  onePassWorth,
  type PlanningOptions,
  planningRequest,
  reconciliationError,
  slotKey,
  triesOnePass,
} from "../reconcile/reconcile-items.js";
import { cutoffInOrder } from "./in-order-cutoff.js";
import type { CompactionProjectionOptions } from "./projection-options.js";
import { buildReplacement } from "./replacement.js";
import { startWithServerUses } from "./server-uses.js";

export type { CompactionProjectionOptions } from "./projection-options.js";

/** Options of {@link makeCompactionPlan}. */
export interface CompactionPlanOptions extends PlanningOptions {
  /** Exclusive item count to compact up to; default the captured length. */
  cutoff?: number;
}

/** A client call before the cutoff with no output before the cutoff. */
export interface UnresolvedCall {
  readonly call: Item;
  readonly callId: string;
}

/** A system or developer message: what the model is told to do, not what was said. */
function isInstruction(item: Item): boolean {
  if (!isMessage(item)) return false;
  const role = own(item, "role");
  return role === "system" || role === "developer";
}

function checkCutoff(cutoff: unknown, length: number): number {
  if (cutoff === undefined) return length;
  if (!Number.isInteger(cutoff) || (cutoff as number) < 0 || (cutoff as number) > length) {
    throw invalidArgument(`cutoff must be an integer in [0, ${length}], got ${String(cutoff)}`);
  }
  return cutoff as number;
}

/**
 * A captured compaction plan. Immutable; the source projection is never changed by it.
 * The discarded part is always a fully resolved prefix; everything from `start` on is retained.
 */
export class CompactionPlan {
  /** Client calls before the cutoff with no output before it: a captured fact. */
  readonly unresolvedCalls: readonly UnresolvedCall[];
  /** The exclusive cutoff that was captured. */
  readonly cutoff: number;
  /** The first retained index of the captured items. */
  readonly start: number;
  readonly #source: Projection;
  // The projection's own arrays, append-only until replaced: their first `#length` entries never change.
  readonly #captured: readonly Item[];
  // Undefined when the one pass planned it: described from the captured items when needed.
  readonly #descriptors: readonly Descriptor[] | undefined;
  readonly #length: number;
  readonly #options: CompactionPlanOptions;

  /** @internal Built by {@link makeCompactionPlan}. */
  constructor(
    source: Projection,
    captured: readonly Item[],
    descriptors: readonly Descriptor[] | undefined,
    scan: {
      length: number;
      cutoff: number;
      start: number;
      unresolved: readonly UnresolvedCall[];
    },
    options: CompactionPlanOptions,
  ) {
    this.#source = source;
    this.#captured = captured;
    this.#descriptors = descriptors;
    this.#length = scan.length;
    this.#options = options;
    this.cutoff = scan.cutoff;
    this.start = scan.start;
    this.unresolvedCalls = Object.freeze(scan.unresolved); // frozen records, maybe shared
    Object.freeze(this);
  }

  /** A fresh chronological array of the retained captured items. */
  items(): Item[] {
    return this.#captured.slice(this.start, this.#length);
  }

  /**
   * The instructions among the discarded items (before `start`): their system and developer
   * messages, Responses or Chat, in order, as a fresh array of the captured objects. Instructions
   * are not history: put them in `replacementItems` ahead of a summary (the session loop and the
   * `compact` command do), and the model keeps them.
   */
  instructions(): Item[] {
    const found: Item[] = [];
    for (let i = 0; i < this.start; i++)
      if (isInstruction(this.#captured[i])) found.push(this.#captured[i]);
    return found;
  }

  /**
   * A new Projection: `replacementItems`, the retained items, then `additionalItems`, validated
   * against every captured correlation first, family-selected when `family` is given, then
   * reconciled (repairs through `repairOutput`). Retained identities keep copies of the source's
   * metadata tables. Throws on any failure with the source projection and the plan unchanged.
   */
  projection(options: CompactionProjectionOptions = {}): Projection {
    return buildReplacement(
      {
        source: this.#source,
        captured: this.#captured.slice(0, this.#length),
        descriptors: this.#capturedDescriptors(),
        start: this.start,
      },
      options,
      {
        engine: this.#options.engine,
        limits: this.#options.limits,
        isRepairedOutput: this.#options.isRepairedOutput,
      },
    );
  }

  /** Descriptors of the captured items: the projection's own while it holds the captured array. */
  #capturedDescriptors(): Descriptor[] {
    if (this.#descriptors) return this.#descriptors.slice(0, this.#length);
    const captured = this.#captured;
    if (projectionInternals.liveItems(this.#source) === captured)
      return projectionInternals.descriptors(this.#source).slice(0, this.#length);
    return describeItems(captured.slice(0, this.#length));
  }
}

/**
 * Captures `projection`'s items and an exclusive `cutoff` (default its length; anything but an
 * integer in [0, length] is `invalid-argument`), validates them as reconciliation does and scans
 * for the retained suffix (whose start is also moved back over an Anthropic server tool use whose
 * result it keeps: server-uses.ts). Capture it before asking for a summary or a native checkpoint.
 * @throws {TranscriptError} `invalid-argument`, the reconciliation's error for bad items, or
 * `invalid-item` for a server tool item whose `type`, `id` or `tool_use_id` cannot be read.
 */
export function makeCompactionPlan(
  projection: Projection,
  options: CompactionPlanOptions = {},
): CompactionPlan {
  if (!(projection instanceof Projection)) throw invalidArgument("projection must be a Projection");
  const length = projection.length;
  const cutoff = checkCutoff(options.cutoff, length);
  kept.heldShapes.compaction ??= compactionOfNothing();
  // `auto` scans in reconcileItems' one pass, as its reconcile does (no descriptors kept), from
  // the size where the pass costs less than describing every item for the reference scan.
  const onePass = length >= hooks.cutoffOnePassFrom && triesOnePass(projection, options.engine);
  const engine = planningEngine(options.engine, projection, projection.length, "cutoff");
  if (onePass) {
    const list = listOf(projection, options); // the projection's own array, limits checked
    const planned = onePassWorth(list) ? cutoffInOrder(list, cutoff) : null;
    if (planned !== null) onePassDone(list, planned !== undefined);
    if (planned) {
      const keyAt = (index: number, ord: number) => describeItem(list[index]).keys[ord];
      const unresolved = callRecords(list, planned.unresolved, keyAt, true);
      const close = (at: number) => engineStart(projection, options, engine, at);
      const start = startWithServerUses((i) => list[i], length, planned.start, close);
      const scan = { length, cutoff, start, unresolved };
      return new CompactionPlan(projection, list, undefined, scan, { ...options });
    }
  }
  const { list, request } = planningRequest(projection, options);
  const result = engine.cutoff(request, cutoff);
  if (!result.ok) throw reconciliationError(result, request.descriptors, (i) => list[i]);
  const keyAt = (index: number, ord: number) => slotKey(request.descriptors, index, ord);
  const unresolved: readonly UnresolvedCall[] = callRecords(list, result.unresolved, keyAt, true);
  const close = (at: number) => engineStart(projection, options, engine, at, { list, request });
  const start = startWithServerUses((i) => list[i], length, result.start, close);
  return new CompactionPlan(
    projection,
    list,
    request.descriptors,
    { length, cutoff, start, unresolved },
    { ...options },
  );
}

/**
 * The engine's first retained index for a cutoff at `at` (the closure from there, moved back over
 * a server tool use by server-uses.ts).
 * @throws {TranscriptError} as {@link makeCompactionPlan} (not for items a plan already read).
 */
function engineStart(
  projection: Projection,
  options: CompactionPlanOptions,
  engine: ReturnType<typeof planningEngine>,
  at: number,
  planned = planningRequest(projection, options),
): number {
  const result = engine.cutoff(planned.request, at);
  if (!result.ok)
    throw reconciliationError(result, planned.request.descriptors, (i) => planned.list[i]);
  return result.start;
}

/** A plan of nothing with one frozen unresolved call (hooks.ts, `heldShapes`). */
function compactionOfNothing(): CompactionPlan {
  const unresolved = [Object.freeze({ call: {}, callId: "" })];
  const scan = { length: 0, cutoff: 0, start: 0, unresolved };
  return new CompactionPlan(new Projection(), [], undefined, scan, {});
}
