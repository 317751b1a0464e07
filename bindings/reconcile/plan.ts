// The reconciliation plan (SPEC §5): immutable, materialized with the host's repairs.
import { flatOrder, type OrderChunks } from "../engine/order-chunks.js";
import { MissingOutputError } from "../errors.js";
import { checkFamilyArguments, type FamilySources, hasHandoffs, pickForFamily } from "../family.js";
import type { Family, Item } from "../items/types.js";
import { callerOptions } from "../limits.js";
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

/** Options of {@link ReconciliationPlan.items}. */
export interface MaterializeOptions extends ReplayFamilyOptions {
  repairOutput?: RepairOutput;
}

/** Options of {@link ReconciliationPlan.itemsAsync}. */
export interface MaterializeAsyncOptions extends ReplayFamilyOptions {
  repairOutput?: RepairOutputAsync;
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
    privacy?: Uint8Array,
  ) {
    this.#source = source;
    this.#order = order;
    this.#privacy = privacy;
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
   * @throws {TranscriptError} `invalid-argument` for a non-string `family` or maps that are not Maps
   * (before any callback); `invalid-repair` for a repair output of the wrong kind or key.
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

  #needRepairs(options: ReplayFamilyOptions & { repairOutput?: unknown }): Item[] {
    if (options.family !== undefined) checkFamilyArguments(options.family, options);
    if (this.repairs.length && typeof options.repairOutput !== "function")
      throw new MissingOutputError(this.repairs);
    return [];
  }

  #build(outputs: readonly Item[], options: ReplayFamilyOptions): Item[] {
    const { family } = options;
    const privacy = this.#privacy;
    if (family !== undefined && privacy !== undefined && !hasHandoffs(options))
      return pickPlanned(
        { source: this.#source, order: this.#flatOrder(), outputs, privacy },
        family,
        options,
      );
    const list = this.#materialize(outputs);
    return family === undefined ? list : pickForFamily(list, family, options);
  }

  /** The reconciled items in a fresh array (no closure: one per call makes V8 reoptimize). */
  #materialize(outputs: readonly Item[]): Item[] {
    const source = this.#source;
    const order = this.#flatOrder();
    if (order === undefined) return source.slice();
    const out = new Array<Item>(order.length);
    for (let i = 0; i < order.length; i++) {
      const index = order[i];
      out[i] = index >= 0 ? source[index] : outputs[-index - 1];
    }
    return out;
  }
}
