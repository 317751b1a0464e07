// The reconciliation plan (SPEC §5): immutable, materialized with the host's repairs.
import { flatOrder, type OrderChunks } from "../engine/order-chunks.js";
import { MissingOutputError } from "../errors.js";
import { checkFamilyArguments, type FamilySources, hasHandoffs, pickForFamily } from "../family.js";
import { describeItems } from "../items/describe.js";
import type { Family, Item } from "../items/types.js";
import { callerOptions } from "../limits.js";
import {
  type DroppedOrphan,
  dropsOrphans,
  inPlaceOrder,
  type OrphanChoice,
  orphanIndices,
  withoutIndices,
} from "./outcomes.js";
import { pickPlanned } from "./pick.js";
import {
  checkRepairOutput,
  type MissingOutputRepair,
  type RepairOutput,
  type RepairOutputAsync,
} from "./repairs.js";

/**
 * With `family`, the reconciled items are selected for that family in the same pass, as
 * `itemsForFamily(plan.items(...), family, { itemFamilies, handoffFamilies })` would select them.
 */
export interface ReplayFamilyOptions extends FamilySources {
  family?: Family;
}

/** What {@link ReconciliationPlan.items} does besides repairing. */
export interface OrphanOptions {
  /**
   * `"keep"` (the default) leaves orphan outputs (no call answers them) where they stand;
   * `"drop"` leaves them out, as `plan.droppedOrphans` lists them (what provider APIs require).
   */
  orphans?: OrphanChoice;
}

/** Options of {@link ReconciliationPlan.items}. */
export interface MaterializeOptions extends ReplayFamilyOptions, OrphanOptions {
  repairOutput?: RepairOutput;
}

/** Options of {@link ReconciliationPlan.itemsAsync}. */
export interface MaterializeAsyncOptions extends ReplayFamilyOptions, OrphanOptions {
  repairOutput?: RepairOutputAsync;
}

/** What a plan keeps besides its order and repairs (`reconcileItems` fills it). */
export interface PlanExtras {
  /** Items the plan covers (a projection's list may grow after it). */
  readonly length: number;
  /** Calls left unanswered because the host named them pending. */
  readonly pending?: readonly MissingOutputRepair[];
  /** The engine's order before pending calls were taken out (orphans are read from it). */
  readonly engineOrder?: Int32Array | OrderChunks;
}

/**
 * A validated reconciliation of a transcript. Immutable: a callback that throws or returns a
 * wrong output leaves it unchanged. After a partial publication, reread durable state and plan
 * again so no repair is published twice.
 */
export class ReconciliationPlan {
  /** Client-executed calls without an output, in transcript order (call order within a group). */
  readonly repairs: readonly MissingOutputRepair[];
  /** Tolerated late outputs (after a repair) that the reconciled list leaves out. */
  readonly droppedLateOutputs: readonly Item[];
  /**
   * Calls without an output that `isPending` named (results still to come): not repaired, left
   * unanswered, in transcript order.
   */
  readonly pending: readonly MissingOutputRepair[];
  readonly #length: number;
  /** The engine's order (before pending calls were taken out); undefined: every item in place. */
  #engineOrder: Int32Array | OrderChunks | undefined;
  #orphans: readonly DroppedOrphan[] | undefined;
  readonly #source: readonly Item[];
  /** Undefined when every item stays in place; chunks until first read (a resident plan's). */
  #order: Int32Array | OrderChunks | undefined;
  /** Each source item's privacy (family.ts), read in a one-pass plan; else undefined. */
  readonly #privacy: Uint8Array | undefined;

  /** @internal Built by `reconcileItems`. */
  constructor(
    source: readonly Item[],
    order: Int32Array | OrderChunks | undefined,
    repairs: readonly MissingOutputRepair[],
    dropped: Item[],
    privacy: Uint8Array | undefined,
    extras: PlanExtras,
  ) {
    this.#source = source;
    this.#order = order;
    this.#privacy = privacy;
    this.#length = extras.length;
    this.#engineOrder = extras.pending?.length ? extras.engineOrder : order;
    this.pending = Object.freeze(extras.pending ?? []);
    this.repairs = Object.freeze(repairs); // frozen records (call-records.ts), maybe shared
    this.droppedLateOutputs = Object.freeze(dropped);
    Object.freeze(this);
  }

  /** True when the transcript is already valid and ordered (no repairs, nothing moved or dropped). */
  get unchanged(): boolean {
    if (this.repairs.length || this.droppedLateOutputs.length) return false;
    const order = this.#flatOrder();
    return order === undefined || order.every((index, position) => index === position);
  }

  /**
   * The orphan outputs (no call answers them), in transcript order: what `items({ orphans:
   * "drop" })` (and the msgpack path's `bytes()` / `chunks()` with it) leaves out. Read from the
   * engine's plan on first use.
   */
  get droppedOrphans(): readonly DroppedOrphan[] {
    return this.#orphanRecords();
  }

  /** The orphan outputs as records, read once. */
  #orphanRecords(): readonly DroppedOrphan[] {
    if (this.#orphans !== undefined) return this.#orphans;
    const n = this.#length;
    const source = this.#source;
    const descriptors = describeItems(source.slice(0, n));
    let order = this.#engineOrder;
    if (order !== undefined && !(order instanceof Int32Array)) order = flatOrder(order);
    const records = orphanIndices(descriptors, order ?? inPlaceOrder(n)).map((index) =>
      Object.freeze({ output: source[index], index, callId: descriptors[index].keys[0] }),
    );
    this.#orphans = Object.freeze(records);
    return this.#orphans;
  }

  /** The order as one array, flattened on first use (a plan that is never materialized never copies it). */
  #flatOrder(): Int32Array | undefined {
    const order = this.#order;
    if (order === undefined || order instanceof Int32Array) return order;
    this.#order = flatOrder(order);
    return this.#order;
  }

  /**
   * The reconciled items as a fresh array. With repairs pending, `repairOutput` is called once
   * per repair, in order; each output is checked (kind and key). Without it: MissingOutputError.
   * With `family`, only what that family may replay (SPEC §3), selected in the same pass.
   * With `orphans: "drop"`, the orphan outputs (`droppedOrphans`) are left out.
   * @throws {TranscriptError} `invalid-argument` for a non-string `family`, maps that are not Maps
   * or an `orphans` other than "keep" or "drop" (before any callback); `invalid-repair` for a
   * repair output of the wrong kind or key.
   */
  items(given: MaterializeOptions = {}): Item[] {
    const options = callerOptions(given);
    const outputs = this.#needRepairs(options);
    for (const repair of this.repairs)
      outputs.push(checkRepairOutput(repair, options.repairOutput!(repair)));
    return this.#build(outputs, options);
  }

  /** {@link items} for an async `repairOutput`: each repair is awaited before the next. */
  async itemsAsync(options: MaterializeAsyncOptions = {}): Promise<Item[]> {
    const outputs = this.#needRepairs(options);
    for (const repair of this.repairs) {
      outputs.push(checkRepairOutput(repair, await options.repairOutput!(repair)));
    }
    return this.#build(outputs, options);
  }

  #needRepairs(options: ReplayFamilyOptions & OrphanOptions & { repairOutput?: unknown }): Item[] {
    if (options.family !== undefined) checkFamilyArguments(options.family, options);
    dropsOrphans(options.orphans);
    if (this.repairs.length && typeof options.repairOutput !== "function")
      throw new MissingOutputError(this.repairs);
    return [];
  }

  #build(outputs: readonly Item[], options: ReplayFamilyOptions & OrphanOptions): Item[] {
    const { family } = options;
    const privacy = this.#privacy;
    const order = this.#orderFor(options);
    if (family !== undefined && privacy !== undefined && !hasHandoffs(options))
      return pickPlanned({ source: this.#source, order, outputs, privacy }, family, options);
    const list = this.#materialize(outputs, order);
    return family === undefined ? list : pickForFamily(list, family, options);
  }

  /** The order to materialize: the plan's, without the orphan outputs when asked. */
  #orderFor(options: OrphanOptions): Int32Array | undefined {
    const order = this.#flatOrder();
    if (!dropsOrphans(options.orphans)) return order;
    const orphans = this.#orphanRecords();
    if (orphans.length === 0) return order;
    const indices = orphans.map((orphan) => orphan.index);
    return withoutIndices(order ?? inPlaceOrder(this.#length), indices);
  }

  /** The reconciled items in a fresh array (no closure: one per call makes V8 reoptimize). */
  #materialize(outputs: readonly Item[], order: Int32Array | undefined): Item[] {
    const source = this.#source;
    if (order === undefined) return source.slice();
    const out = new Array<Item>(order.length);
    for (let i = 0; i < order.length; i++) {
      const index = order[i];
      out[i] = index >= 0 ? source[index] : outputs[-index - 1];
    }
    return out;
  }
}

/** @internal A plan of nothing with one frozen repair record (hooks.ts, `heldShapes`). */
export function planOfNothing(): ReconciliationPlan {
  const record = Object.freeze({ call: {}, callId: "" });
  return new ReconciliationPlan([], undefined, [record], [], undefined, { length: 0 });
}
