// The reconciliation plan (SPEC §5): immutable, materialized with the host's repairs.
import { MissingOutputError } from "../errors.js";
import type { Item } from "../items/types.js";
import {
  checkRepairOutput,
  type MissingOutputRepair,
  type RepairOutput,
  type RepairOutputAsync,
} from "./repairs.js";

/** Options of {@link ReconciliationPlan.items}. */
export interface MaterializeOptions {
  repairOutput?: RepairOutput;
}

/** Options of {@link ReconciliationPlan.itemsAsync}. */
export interface MaterializeAsyncOptions {
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
  readonly #order: Int32Array;

  /** @internal Built by `reconcileItems`. */
  constructor(
    source: readonly Item[],
    order: Int32Array,
    repairs: MissingOutputRepair[],
    dropped: Item[],
  ) {
    this.#source = source;
    this.#order = order;
    this.repairs = Object.freeze(repairs.map((repair) => Object.freeze(repair)));
    this.droppedLateOutputs = Object.freeze(dropped);
    Object.freeze(this);
  }

  /** True when the transcript is already valid and ordered (no repairs, nothing moved or dropped). */
  get unchanged(): boolean {
    if (this.repairs.length || this.droppedLateOutputs.length) return false;
    return this.#order.every((index, position) => index === position);
  }

  /**
   * The reconciled items as a fresh array. With repairs pending, `repairOutput` is called once
   * per repair, in order; each output is checked (kind and key). Without it: MissingOutputError.
   */
  items(options: MaterializeOptions = {}): Item[] {
    const outputs = this.#needRepairs(options.repairOutput);
    for (const repair of this.repairs)
      outputs.push(checkRepairOutput(repair, options.repairOutput!(repair)));
    return this.#build(outputs);
  }

  /** {@link items} for an async `repairOutput`: each repair is awaited before the next. */
  async itemsAsync(options: MaterializeAsyncOptions = {}): Promise<Item[]> {
    const outputs = this.#needRepairs(options.repairOutput);
    for (const repair of this.repairs) {
      outputs.push(checkRepairOutput(repair, await options.repairOutput!(repair)));
    }
    return this.#build(outputs);
  }

  #needRepairs(callback: unknown): Item[] {
    if (this.repairs.length && typeof callback !== "function")
      throw new MissingOutputError(this.repairs);
    return [];
  }

  #build(outputs: readonly Item[]): Item[] {
    const out = new Array<Item>(this.#order.length);
    for (let i = 0; i < this.#order.length; i++) {
      const index = this.#order[i];
      out[i] = index >= 0 ? this.#source[index] : outputs[-index - 1];
    }
    return out;
  }
}
