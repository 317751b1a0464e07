// A resident index's last reconcile order, kept so the next plan has the core order only the items
// from the lowest one the appends changed (PLAN_START after residentReconcile(-1)) and writes that
// part after the entries before it, in chunks shared with the plans made before (./order-chunks.ts).
import {
  MP_OK,
  PLAN_DROPPED,
  PLAN_DROPPED_LEN,
  PLAN_ITEMS,
  PLAN_ORDER,
  PLAN_ORDER_LEN,
  PLAN_PAIR_COUNT,
  PLAN_PAIRS,
  PLAN_START,
} from "../../common/codes.js";
import { hooks } from "../internal/hooks.js";
import type { CoreExports } from "./abi.js";
import { entryAt, flatOrder, type OrderChunks } from "./order-chunks.js";
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
function resumeAt(order: OrderChunks, repairs: number, from: number): Resume | undefined {
  let pairs = repairs;
  for (let at = order.length - 1; at >= 0; at--) {
    const entry = entryAt(order, at);
    if (entry < 0)
      pairs = -entry - 1; // repair slot r: r repairs stand before it
    else if (entry === from) return { at, pairs };
  }
  return undefined; // not there (a core that broke its word): planned from item 0 again
}

/**
 * The last order of one resident index, in chunks that plans share: entries a plan holds are
 * never written again; an order that changes them starts a fresh chunk where the change begins.
 */
export class ResidentOrder {
  #chunks: Int32Array[] = [];
  /** Chunks of 4096 entries (hooks.orderChunkBits): a turn that changes held entries copies 16 KB at most. */
  #bits = hooks.orderChunkBits;
  /** Entries of #chunks some plan holds. */
  #handed = 0;
  /** Undefined when the core's changed-items mark is not relative to it (new tables, a failure). */
  #last: Last | undefined;
  /**
   * The buffer the repairs of the last order view: a plan's repairs are read once, as it is made
   * (call-records.ts compares records, not pairs), so the next order writes over them in place.
   */
  #pairs = new Int32Array(0);
  /** Fresh chunks for copies on write, cut from one allocation (each off-heap allocation costs a turn at 1M items). */
  #slab = new Int32Array(0);
  #slabAt = 0;
  /** The index in #chunks of the chunk cut from a slab, -1 if none: copied to its own once the order moves past it. */
  #slabbed = -1;

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
    let resume = last
      ? this.#resume(last, core.planField(handle, PLAN_START))
      : { at: 0, pairs: 0 };
    if (!resume) {
      if (core.residentReconcile(handle, 0) !== MP_OK) return undefined;
      resume = { at: 0, pairs: 0 };
    }
    const chunks = this.#write(resume, core, handle);
    const repairs = this.#repairs(last, resume.pairs * 2, core, handle);
    this.#last = { length: chunks.length, items: core.planField(handle, PLAN_ITEMS), repairs };
    const dropped = copyInt32(
      core,
      core.planField(handle, PLAN_DROPPED),
      core.planField(handle, PLAN_DROPPED_LEN),
    );
    let flat: Int32Array | undefined;
    return {
      ok: true,
      get order() {
        flat ??= flatOrder(chunks);
        return flat;
      },
      chunks,
      repairs,
      dropped,
    };
  }

  /**
   * The last order's first `kept` repair entries, then the core's: the last view itself when the
   * core added none and all were kept, else a view of #pairs written from `kept` on.
   */
  #repairs(last: Last | undefined, kept: number, core: CoreExports, handle: number): Int32Array {
    const added = core.planField(handle, PLAN_PAIR_COUNT) * 2;
    if (last && added === 0 && kept === last.repairs.length) return last.repairs;
    // The last repairs are the first entries of #pairs (a reset plans from item 0: none kept).
    if (this.#pairs.length < kept + added) {
      const grown = new Int32Array(Math.max(64, kept + added, this.#pairs.length * 2));
      grown.set(this.#pairs.subarray(0, kept));
      this.#pairs = grown;
    }
    this.#pairs.set(
      new Int32Array(core.memory.buffer, core.planField(handle, PLAN_PAIRS), added),
      kept,
    );
    return this.#pairs.subarray(0, kept + added);
  }

  /** A chunk of `size` entries cut from the slab (16 chunks a slab; a chunk holds its slab alive). */
  #slabChunk(size: number): Int32Array {
    if (this.#slabAt + size > this.#slab.length) {
      this.#slab = new Int32Array(size * 16);
      this.#slabAt = 0;
    }
    this.#slabAt += size;
    return this.#slab.subarray(this.#slabAt - size, this.#slabAt);
  }

  #resume(last: Last, from: number): Resume | undefined {
    const pairs = last.repairs.length >> 1;
    if (from >= last.items) return { at: last.length, pairs };
    return resumeAt(this.#view(last.length), pairs, from);
  }

  #view(length: number): OrderChunks {
    const count = (length + (1 << this.#bits) - 1) >> this.#bits;
    return { chunks: this.#chunks.slice(0, count), bits: this.#bits, length };
  }

  /** The first `at` entries of the last order, then the core's part (its repair slots renumbered after `pairs`). */
  #write({ at, pairs }: Resume, core: CoreExports, handle: number): OrderChunks {
    const part = new Int32Array(
      core.memory.buffer,
      core.planField(handle, PLAN_ORDER),
      core.planField(handle, PLAN_ORDER_LEN),
    );
    const bits = this.#bits;
    const size = 1 << bits;
    const chunks = this.#chunks;
    if (at < this.#handed) {
      // A plan holds entries from `at` on: their chunk is copied up to `at`, later ones dropped.
      const c = at >> bits;
      const fresh = this.#slabChunk(size);
      fresh.set(chunks[c].subarray(0, at & (size - 1)));
      if (this.#slabbed >= 0 && this.#slabbed < c)
        chunks[this.#slabbed] = chunks[this.#slabbed].slice();
      chunks.length = c;
      chunks.push(fresh);
      this.#slabbed = c;
    }
    const length = at + part.length;
    while (chunks.length << bits < length) chunks.push(new Int32Array(size));
    for (let k = 0; k < part.length; ) {
      const pos = at + k;
      const chunk = chunks[pos >> bits];
      const offset = pos & (size - 1);
      const n = Math.min(size - offset, part.length - k);
      chunk.set(part.subarray(k, k + n), offset);
      if (pairs) for (let i = offset; i < offset + n; i++) if (chunk[i] < 0) chunk[i] -= pairs;
      k += n;
    }
    this.#handed = length;
    return this.#view(length);
  }
}
