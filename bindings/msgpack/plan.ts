// Plans over stored msgpack bytes (SPEC §7): indices, never items; bytes written by copying ranges.

import { concatBytes } from "../concat-bytes.js";
import { MissingOutputError } from "../errors.js";
import { describeItems } from "../items/describe.js";
import type { Item } from "../items/types.js";
import { dropsOrphans, orphanIndices, withoutIndices } from "../reconcile/outcomes.js";
import type { OrphanOptions } from "../reconcile/plan.js";
import { checkRepairOutput } from "../reconcile/repairs.js";
import { checkAttached, decode, decodeItem, encodeItem } from "./codec.js";

/** A client call without an output (or unresolved at a cutoff): the call item's index and key. */
export interface MsgpackRepair {
  /** Index of the call item (for Chat Completions, of the assistant message). */
  readonly index: number;
  readonly callId: string;
}

/** What `repairOutput` receives: the repair and its call item, decoded from its bytes. */
export interface MsgpackRepairRequest extends MsgpackRepair {
  readonly call: Item;
}

/** Publishes a matching output durably and returns it (an item object; it is encoded here). */
export type MsgpackRepairOutput = (repair: MsgpackRepairRequest) => Item;

/** Async variant of {@link MsgpackRepairOutput}. */
export type MsgpackRepairOutputAsync = (repair: MsgpackRepairRequest) => Item | Promise<Item>;

/** Where the input's items are: item i is bytes [offsets[i], offsets[i + 1]). */
export interface StoredLayout {
  readonly bytes: Uint8Array;
  readonly offsets: Uint32Array;
}

/** A msgpack array header for `count` entries. */
function arrayHeader(count: number): Uint8Array {
  if (count < 16) return Uint8Array.of(0x90 | count);
  if (count < 0x10000) return Uint8Array.of(0xdc, count >> 8, count & 0xff);
  return Uint8Array.of(0xdd, count >>> 24, (count >> 16) & 0xff, (count >> 8) & 0xff, count & 0xff);
}

/** The end of the run of consecutive input items starting at `slots[i]` (exclusive). */
function runEnd(slots: Int32Array, i: number): number {
  let end = i + 1;
  while (end < slots.length && slots[end] === slots[end - 1] + 1) end++;
  return end;
}

/**
 * Writes `[header, items in `slots` order]`: a slot >= 0 is an input item (consecutive runs are
 * copied as one range), a slot -(r+1) is `encoded[r]`.
 */
export function writeItems(
  layout: StoredLayout,
  slots: Int32Array,
  encoded: readonly Uint8Array[],
): Uint8Array {
  return concatBytes(itemChunks(layout, slots, encoded));
}

/**
 * writeItems' output in pieces, nothing copied: the header, each run of consecutive input items as
 * a view of the input, each repair's encoding.
 */
export function itemChunks(
  layout: StoredLayout,
  slots: Int32Array,
  encoded: readonly Uint8Array[],
): Uint8Array[] {
  const { bytes, offsets } = layout;
  checkAttached(bytes, offsets);
  const out = [arrayHeader(slots.length)];
  for (let i = 0; i < slots.length; ) {
    const slot = slots[i];
    if (slot < 0) {
      out.push(encoded[-slot - 1]);
      i++;
      continue;
    }
    const end = runEnd(slots, i);
    out.push(bytes.subarray(offsets[slot], offsets[slots[end - 1] + 1]));
    i = end;
  }
  return out;
}

/** The slots that are input items (`repairs` slots are negative), in order; a loop, not `filter`. */
function inputSlots(slots: Int32Array, repairs: number): Int32Array {
  const out = new Int32Array(slots.length - repairs);
  let at = 0;
  for (let i = 0; i < slots.length; i++) if (slots[i] >= 0) out[at++] = slots[i];
  return out;
}

/** [start, length) as indices; a loop over a local, which is faster than one through `this`. */
function retainedRange(start: number, length: number): Int32Array {
  const out = new Int32Array(length - start);
  for (let i = 0; i < out.length; i++) out[i] = start + i;
  return out;
}

/** Options of {@link MsgpackReconciliationPlan.bytes}; `orphans` as in `plan.items()`. */
export interface MsgpackMaterializeOptions extends OrphanOptions {
  repairOutput?: MsgpackRepairOutput;
}

/** Options of {@link MsgpackReconciliationPlan.bytesAsync}. */
export interface MsgpackMaterializeAsyncOptions extends OrphanOptions {
  repairOutput?: MsgpackRepairOutputAsync;
}

/**
 * A validated reconciliation of stored bytes, as indices. Immutable: a callback that throws or
 * returns a wrong output leaves it unchanged. It reads the input bytes again in `bytes()`: do not
 * change them meanwhile.
 */
export class MsgpackReconciliationPlan {
  /** Input item indices in reconciled order (repairs are implied by `repairs`, not listed). */
  readonly order: Int32Array;
  /** Client calls without an output, in transcript order (call order within a group). */
  readonly repairs: readonly MsgpackRepair[];
  /** Indices of tolerated late outputs (after a repair) left out, ascending. */
  readonly droppedLateOutputs: Int32Array;
  /** Calls without an output that `isPending` named: not repaired, left unanswered. */
  readonly pending: readonly MsgpackRepair[];
  readonly #layout: StoredLayout;
  readonly #slots: Int32Array;
  /** The engine's slots before pending calls were taken out (orphans are read from them). */
  readonly #engineSlots: Int32Array;
  #orphans: readonly MsgpackRepair[] | undefined;

  /** @internal Built by `reconcileMsgpack`. */
  constructor(
    layout: StoredLayout,
    slots: Int32Array,
    repairs: MsgpackRepair[],
    dropped: Int32Array,
    extras: { pending?: readonly MsgpackRepair[]; engineOrder?: Int32Array } = {},
  ) {
    this.#layout = layout;
    this.#slots = slots;
    this.#engineSlots = extras.engineOrder ?? slots;
    this.pending = Object.freeze((extras.pending ?? []).map((call) => Object.freeze(call)));
    this.order = repairs.length ? inputSlots(slots, repairs.length) : slots.slice();
    this.repairs = Object.freeze(repairs.map((repair) => Object.freeze(repair)));
    this.droppedLateOutputs = dropped;
    Object.freeze(this);
  }

  /** Items in the input. */
  get length(): number {
    return this.#layout.offsets.length - 1;
  }

  /** True when the input is already valid and ordered: `bytes()` would return it unchanged. */
  get unchanged(): boolean {
    if (this.repairs.length || this.droppedLateOutputs.length) return false;
    return this.#slots.length === this.length && this.#slots.every((index, at) => index === at);
  }

  /**
   * The orphan outputs (no call answers them) as `{ index, callId }`, ascending: what `bytes()` /
   * `chunks()` with `orphans: "drop"` leave out. The input is decoded once, on first use.
   */
  get droppedOrphans(): readonly MsgpackRepair[] {
    if (this.#orphans !== undefined) return this.#orphans;
    checkAttached(this.#layout.bytes, this.#layout.offsets);
    const descriptors = describeItems(decode(this.#layout.bytes) as Item[]);
    const orphans = orphanIndices(descriptors, this.#engineSlots).map((index) =>
      Object.freeze({ index, callId: descriptors[index].keys[0] }),
    );
    this.#orphans = Object.freeze(orphans);
    return this.#orphans;
  }

  /** The slots to write: the plan's, without the orphan outputs when asked. */
  #slotsFor(options: OrphanOptions): Int32Array {
    if (!dropsOrphans(options.orphans)) return this.#slots;
    return withoutIndices(
      this.#slots,
      this.droppedOrphans.map((orphan) => orphan.index),
    );
  }

  /** Item `index` of the input, decoded (for diagnostics; the plan itself never decodes items). */
  item(index: number): Item {
    return decodeItem(this.#layout.bytes, this.#layout.offsets, index);
  }

  /**
   * The reconciled transcript as msgpack: one array, item bytes copied in the new order, each
   * repair output encoded in its call's place. With repairs pending, `repairOutput` is called once
   * per repair, in order, with the decoded call; each output is checked (kind, key, encodable).
   * @throws {MissingOutputError} with repairs pending and no `repairOutput`.
   * @throws {TranscriptError} `invalid-repair` for an output of the wrong kind or key, or one
   * msgpack cannot encode; `invalid-argument` for an `orphans` other than "keep" or "drop";
   * whatever `repairOutput` throws, as thrown.
   */
  bytes(options: MsgpackMaterializeOptions = {}): Uint8Array {
    const slots = this.#slotsFor(options);
    return writeItems(this.#layout, slots, this.#encoded(options.repairOutput));
  }

  /** {@link bytes} for an async `repairOutput`: each repair is awaited before the next. */
  async bytesAsync(options: MsgpackMaterializeAsyncOptions = {}): Promise<Uint8Array> {
    const slots = this.#slotsFor(options);
    const encoded = await this.#encodedAsync(options.repairOutput);
    return writeItems(this.#layout, slots, encoded);
  }

  /**
   * {@link bytes}' output in pieces, for a writer that takes a list (`writev`, a stream, a `Blob`):
   * the array header, each run of input items that stays together as a view of the input (no
   * copy: do not change the input while the pieces are in use), each repair's encoding. Their
   * concatenation is `bytes()`. Throws as {@link bytes} does.
   */
  chunks(options: MsgpackMaterializeOptions = {}): Uint8Array[] {
    const slots = this.#slotsFor(options);
    return itemChunks(this.#layout, slots, this.#encoded(options.repairOutput));
  }

  /** {@link chunks} for an async `repairOutput`: each repair is awaited before the next. */
  async chunksAsync(options: MsgpackMaterializeAsyncOptions = {}): Promise<Uint8Array[]> {
    const slots = this.#slotsFor(options);
    const encoded = await this.#encodedAsync(options.repairOutput);
    return itemChunks(this.#layout, slots, encoded);
  }

  /** Each repair's output, asked for in order, checked and encoded. */
  #encoded(callback: MsgpackRepairOutput | undefined): Uint8Array[] {
    const encoded = this.#needRepairs(callback);
    for (const repair of this.repairs) {
      const request = this.#request(repair);
      encoded.push(this.#encode(request, callback!(request)));
    }
    return encoded;
  }

  async #encodedAsync(callback: MsgpackRepairOutputAsync | undefined): Promise<Uint8Array[]> {
    const encoded = this.#needRepairs(callback);
    for (const repair of this.repairs) {
      const request = this.#request(repair);
      encoded.push(this.#encode(request, await callback!(request)));
    }
    return encoded;
  }

  #needRepairs(callback: unknown): Uint8Array[] {
    if (this.repairs.length && typeof callback !== "function")
      throw new MissingOutputError(this.repairs);
    return [];
  }

  #request(repair: MsgpackRepair): MsgpackRepairRequest {
    return Object.freeze({ ...repair, call: this.item(repair.index) });
  }

  #encode(request: MsgpackRepairRequest, output: unknown): Uint8Array {
    const checked = checkRepairOutput(request, output);
    return encodeItem(checked, request.callId);
  }
}

/** A compaction plan over stored bytes (SPEC §7): indices of what a compaction keeps. */
export class MsgpackCompactionPlan {
  /** Client calls before the cutoff with no output before it: a captured fact. */
  readonly unresolvedCalls: readonly MsgpackRepair[];
  /** The exclusive cutoff that was captured. */
  readonly cutoff: number;
  /** The first retained index: the plan retains [start, length). */
  readonly start: number;
  /** The retained indices, [start, length). */
  readonly retained: Int32Array;
  readonly #layout: StoredLayout;

  /** @internal Built by `makeCompactionPlanMsgpack`. */
  constructor(layout: StoredLayout, cutoff: number, start: number, unresolved: MsgpackRepair[]) {
    this.#layout = layout;
    this.cutoff = cutoff;
    this.start = start;
    const length = layout.offsets.length - 1;
    this.retained = retainedRange(start, length);
    this.unresolvedCalls = Object.freeze(unresolved.map((call) => Object.freeze(call)));
    Object.freeze(this);
  }

  /** Item `index` of the input, decoded. */
  item(index: number): Item {
    return decodeItem(this.#layout.bytes, this.#layout.offsets, index);
  }

  /** The retained items as one msgpack array (their bytes copied as one range). */
  bytes(): Uint8Array {
    return writeItems(this.#layout, this.retained, []);
  }

  /** {@link bytes} in two pieces: the array header and a view of the retained range (no copy). */
  chunks(): Uint8Array[] {
    return itemChunks(this.#layout, this.retained, []);
  }
}

/** @internal Plans of nothing with one frozen repair record (hooks.ts, `heldShapes`). */
export function msgpackPlansOfNothing(): object {
  const nothing: StoredLayout = { bytes: Uint8Array.of(0x90), offsets: Uint32Array.of(1) };
  return [
    new MsgpackReconciliationPlan(
      nothing,
      Int32Array.of(-1),
      [{ index: 0, callId: "" }],
      new Int32Array(0),
    ),
    new MsgpackCompactionPlan(nothing, 0, 0, [{ index: 0, callId: "" }]),
  ];
}
