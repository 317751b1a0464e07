// A resident index's last reconcile order, kept so the next plan has the core order only the items
// from the lowest one the appends changed (planStart after residentReconcile(-1)) and, when nothing
// before them changed, writes that part after the last order in the same buffer instead of a copy.
import { MP_OK } from "../../common/codes.js";
import type { CoreExports } from "./abi.js";
import { copyInt32 } from "./plan-out.js";
import type { CoreReconcile } from "./types.js";

/** Where the core's part goes: after order entry `at`, after `pairs` repairs of the last order. */
interface Resume {
  at: number;
  pairs: number;
}

/** The last order: its entries (in the buffer), items and repair pairs. */
interface Last {
  length: number;
  items: number;
  repairs: Int32Array;
}

/** Where the entries of items from `from` on begin in `order` (the item was plain, so it is there). */
function resumeAt(order: Int32Array, repairs: number, from: number): Resume | undefined {
  let pairs = repairs;
  for (let at = order.length - 1; at >= 0; at--) {
    const entry = order[at];
    if (entry < 0)
      pairs = -entry - 1; // repair slot r: r repairs stand before it
    else if (entry === from) return { at, pairs };
  }
  return undefined; // not there (a core that broke its word): planned from item 0 again
}

/**
 * The last order of one resident index. Plans share its buffer: the entries handed to a plan are
 * never written again; an order that changes them goes to a fresh buffer.
 */
export class ResidentOrder {
  #buffer = new Int32Array(0);
  /** Entries of #buffer some plan holds. */
  #handed = 0;
  /** Undefined when the core's changed-items mark is not relative to it (new tables, a failure). */
  #last: Last | undefined;

  /** Forgets the last order (the tables were rebuilt): the next plan starts from item 0. */
  reset(): void {
    this.#last = undefined;
  }

  /**
   * The unresolved calls of a cutoff at the last order's end (`at`): its repairs, the client calls
   * without an output then (answered since means answered at or after `at`); else undefined.
   */
  unresolvedAt(at: number): Int32Array | undefined {
    return this.#last && at === this.#last.items ? this.#last.repairs : undefined;
  }

  /** The reconcile plan of a clean, decided index; undefined when the core is out of memory. */
  plan(core: CoreExports, handle: number): CoreReconcile | undefined {
    const last = this.#last;
    this.#last = undefined; // until the new order is kept
    if (core.residentReconcile(handle, last ? -1 : 0) !== MP_OK) return undefined;
    let resume = last ? this.#resume(last, core.planStart(handle)) : { at: 0, pairs: 0 };
    if (!resume) {
      if (core.residentReconcile(handle, 0) !== MP_OK) return undefined;
      resume = { at: 0, pairs: 0 };
    }
    const order = this.#write(resume, core, handle);
    const added = core.planPairCount(handle) * 2;
    const repairs = new Int32Array(resume.pairs * 2 + added);
    if (last) repairs.set(last.repairs.subarray(0, resume.pairs * 2));
    repairs.set(
      new Int32Array(core.memory.buffer, core.planPairsPtr(handle), added),
      resume.pairs * 2,
    );
    this.#last = { length: order.length, items: core.planItems(handle), repairs };
    const dropped = copyInt32(core, core.planDroppedPtr(handle), core.planDroppedLen(handle));
    return { ok: true, order, repairs, dropped };
  }

  #resume(last: Last, from: number): Resume | undefined {
    const pairs = last.repairs.length >> 1;
    if (from >= last.items) return { at: last.length, pairs };
    return resumeAt(this.#buffer.subarray(0, last.length), pairs, from);
  }

  /** The first `at` entries of the last order, then the core's part (its repair slots renumbered after `pairs`). */
  #write({ at, pairs }: Resume, core: CoreExports, handle: number): Int32Array {
    const part = new Int32Array(
      core.memory.buffer,
      core.planOrderPtr(handle),
      core.planOrderLen(handle),
    );
    const length = at + part.length;
    if (at < this.#handed || length > this.#buffer.length) {
      // Room for the next appends: a fresh buffer is zeroed and copied whole, so the slack is small.
      const next = new Int32Array(length + Math.max(1024, length >> 6));
      next.set(this.#buffer.subarray(0, at));
      this.#buffer = next;
    }
    const buffer = this.#buffer;
    buffer.set(part, at);
    if (pairs) for (let i = at; i < length; i++) if (buffer[i] < 0) buffer[i] -= pairs;
    this.#handed = length;
    return buffer.subarray(0, length);
  }
}
