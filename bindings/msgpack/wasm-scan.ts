// The stored-bytes path of the wasm core (SPEC §7): plans straight from a msgpack array of items.
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_ITEMS,
  ERR_NONE,
  MP_BAD_KEY,
  MP_INCOMPLETE,
  MP_INVALID,
  MP_MORE,
  MP_OK,
  MP_PROTO_KEY,
  MP_TOO_DEEP,
  MP_TOO_LARGE,
  MP_TOO_MANY,
  MP_TRAILING,
  PLAN_ITEMS,
  PLAN_OFFSETS,
} from "../../common/codes.js";
import type { CoreExports } from "../engine/abi.js";
import { coreMemoryError, requireCore, withCore } from "../engine/loader.js";
import {
  askedOutputs,
  cutoffOf,
  failureOf,
  reconcileOf,
  writeAnswers,
} from "../engine/plan-out.js";
import type { CoreFailure } from "../engine/types.js";
import { invalidArgument, TranscriptError } from "../errors.js";

/** Options of a stored-bytes call. */
export interface StoredOptions {
  limits?: { maxItems?: number; maxBytes?: number; maxDepth?: number } | undefined;
  /**
   * Asked once per output whose key two or more outputs hold, ascending, with every item's byte
   * range. It may use the engine (the scan is then run again before the answers are applied).
   */
  isRepairedAt?: ((index: number, offsets: Uint32Array) => boolean) | undefined;
}

/** What every stored-bytes answer carries: where each item's bytes are. */
export interface StoredScan {
  /** Byte offset of each item in the input, plus the end: item i is [offsets[i], offsets[i + 1]). */
  offsets: Uint32Array;
}

/** A reconciliation plan over stored bytes (indices, as CoreReconcile) with the repaired call keys. */
export interface StoredReconcile extends StoredScan {
  ok: true;
  order: Int32Array;
  /** (call item index, key ordinal) pairs, one per repair. */
  repairs: Int32Array;
  /** The call key of each repair, in order. */
  repairKeys: string[];
  dropped: Int32Array;
}

/** A cutoff scan over stored bytes. */
export interface StoredCutoff extends StoredScan {
  ok: true;
  start: number;
  unresolved: Int32Array;
  unresolvedKeys: string[];
}

/** A planning failure over stored bytes, with the offending key where one applies. */
export interface StoredFailure extends CoreFailure {
  callId: string | undefined;
  /** Item byte ranges, as in StoredScan (the input itself was well-formed). */
  offsets: Uint32Array;
}

const decoder = new TextDecoder();
const STATUS_TEXT: Record<number, string> = {
  [MP_INCOMPLETE]: "the input ends inside a value",
  [MP_INVALID]: "0xc1, an extension type, or a top level that is not an array",
  [MP_TOO_DEEP]: "nesting deeper than maxDepth",
  [MP_TOO_MANY]: "more items than maxItems",
  [MP_TRAILING]: "bytes after the top-level array",
  [MP_PROTO_KEY]: "a map with a __proto__ key",
  [MP_TOO_LARGE]: "larger than maxBytes or than the wasm core can hold",
  [MP_BAD_KEY]: "a call key that is not well-formed UTF-8",
};

function limitOf(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 0)
    throw invalidArgument(`limits.${name} must be a non-negative integer`);
  return Math.min(value, 0x7fffffff);
}

/** The TranscriptError for an MP_* status: `limit-exceeded` or `malformed-msgpack`. */
export function statusError(status: number): TranscriptError {
  const limit = status === MP_TOO_DEEP || status === MP_TOO_MANY || status === MP_TOO_LARGE;
  const text = STATUS_TEXT[status] ?? `status ${status}`;
  return new TranscriptError(limit ? "limit-exceeded" : "malformed-msgpack", text, {
    reason: text,
  });
}

/**
 * Bytes copied into wasm memory per step of the scan: the core scans each chunk while it is still
 * in cache (256 KiB is the fastest step from 16 KiB to 1 MiB, and beats one whole copy).
 */
const SCAN_CHUNK = 256 * 1024;

/**
 * The window every chunk lands at the start of (beginWindow): it stays in cache, so the copy
 * writes to cache instead of to a fresh copy of the whole input (about half the copy's time),
 * and the core never holds the input. An item longer than half of it is scanned over a whole copy.
 */
const WINDOW = 1024 * 1024;

/**
 * Copies `bytes` to the input region at `inputPtr` in chunks after beginItems (or beginWalk), the
 * core scanning each as it lands (an item cut by a chunk's end is read again with the next: the
 * chunk grows to at least that item's bytes so far, so a long item costs linear time). MP_* status.
 */
export function copyAndScan(core: CoreExports, bytes: Uint8Array, inputPtr: number): number {
  const length = bytes.byteLength;
  let copied = 0;
  let status = MP_MORE;
  while (status === MP_MORE) {
    const step = Math.max(SCAN_CHUNK, copied - (copied ? core.itemsResumeAt() : 0));
    const end = Math.min(length, copied + step);
    // The view is taken after every core call: the key index may have grown memory.
    new Uint8Array(core.memory.buffer, inputPtr + copied, end - copied).set(
      bytes.subarray(copied, end),
    );
    copied = end;
    status = core.scanItems(copied);
  }
  return status;
}

/** windowScan's answer when an item does not fit the window (the caller scans a whole copy). */
export const WINDOW_TOO_SMALL = -1;

/**
 * The scan over a window after beginWindow(…, space, …): each chunk, from the first item not yet
 * scanned on, is copied to the window's start (an item cut by the chunk's end is copied again with
 * the next chunk, which grows as copyAndScan's does). MP_* status, or WINDOW_TOO_SMALL.
 */
export function windowScan(core: CoreExports, bytes: Uint8Array, space: number): number {
  const length = bytes.byteLength;
  let copied = 0;
  let status = MP_MORE;
  while (status === MP_MORE) {
    const from = copied ? core.itemsResumeAt() : 0;
    const end = Math.min(length, copied + Math.max(SCAN_CHUNK, copied - from));
    if (end - from > space) return WINDOW_TOO_SMALL;
    const at = core.windowAt(from);
    // The view is taken after every core call: the key index may have grown memory.
    new Uint8Array(core.memory.buffer, at, end - from).set(bytes.subarray(from, end));
    copied = end;
    status = core.scanItems(copied);
  }
  return status;
}

/**
 * Scans `bytes` (or, `walk`, only walks them) the way the bindings do: over a window when the input
 * is larger than one, else (or when an item does not fit it) over a whole copy. MP_* status, or 0
 * when memory cannot hold the input.
 */
export function scanBytes(
  core: CoreExports,
  bytes: Uint8Array,
  maxItems: number,
  maxDepth: number,
  seed: number,
  walk = false,
): number | undefined {
  const length = bytes.byteLength;
  if (length > WINDOW) {
    const at = core.beginWindow(length, WINDOW, maxItems, maxDepth, seed, walk ? 1 : 0);
    if (!at) return undefined;
    const status = windowScan(core, bytes, WINDOW);
    if (status !== WINDOW_TOO_SMALL) return status;
  }
  const inputPtr = core.inputAlloc(length);
  if (!inputPtr) return undefined;
  core.beginItems(length, maxItems, maxDepth, seed, walk ? 1 : 0);
  return copyAndScan(core, bytes, inputPtr);
}

/** Copies the bytes into wasm memory and scans them; throws for malformed or oversized input. */
function scan(core: CoreExports, bytes: Uint8Array, options: StoredOptions): Uint32Array {
  if (!ArrayBuffer.isView(bytes)) throw invalidArgument("expected a Uint8Array of msgpack bytes");
  const limits = options.limits ?? {};
  const maxBytes = limitOf(limits.maxBytes, DEFAULT_MAX_BYTES, "maxBytes");
  const length = bytes.byteLength;
  if (length > maxBytes) throw statusError(MP_TOO_LARGE);
  const maxItems = limitOf(limits.maxItems, DEFAULT_MAX_ITEMS, "maxItems");
  const maxDepth = limitOf(limits.maxDepth, DEFAULT_MAX_DEPTH, "maxDepth");
  const seed = (Math.random() * 2 ** 32) >>> 0;
  const status = scanBytes(core, bytes, maxItems, maxDepth, seed);
  if (status === undefined) throw coreMemoryError("the wasm core cannot hold these bytes");
  // The core reports MP_TOO_LARGE only when its own memory is full (maxBytes is checked above).
  if (status === MP_TOO_LARGE)
    throw coreMemoryError("the wasm core cannot hold the tables for these bytes");
  if (status !== MP_OK) throw statusError(status);
  const handle = core.oneShot();
  return new Uint32Array(
    core.memory.buffer,
    core.planField(handle, PLAN_OFFSETS),
    core.planField(handle, PLAN_ITEMS) + 1,
  ).slice();
}

/**
 * Scans, then answers isRepairedAt for the ambiguous outputs (the input has no other way to tell).
 * A predicate that used the engine released this call's tables (every call ends with release()),
 * or rebuilt the instance: the scan is then run again on the live core before answering.
 */
function scanAndAnswer(
  bytes: Uint8Array,
  options: StoredOptions,
): { core: CoreExports; offsets: Uint32Array } {
  let core = requireCore();
  let offsets = scan(core, bytes, options);
  const count = core.ambiguousCount();
  if (!options.isRepairedAt || count === 0) return { core, offsets };
  const asked = askedOutputs(core, core.oneShot(), count);
  const answers = asked.map((index) => (options.isRepairedAt!(index, offsets) ? 1 : 0));
  const items = core.planField(core.oneShot(), PLAN_ITEMS);
  if (requireCore() !== core || items !== offsets.length - 1 || items <= 0) {
    core = requireCore();
    offsets = scan(core, bytes, options);
  }
  writeAnswers(core, core.oneShot(), asked, answers);
  return { core, offsets };
}

/** Key `ord` of item `item`, from the core's copy of it (the scan may have overwritten the input's). */
function keyAt(core: CoreExports, item: number, ord: number): string | undefined {
  const length = core.planKeyLength(core.oneShot(), item, ord);
  if (length < 0) return undefined;
  const at = core.planKeyPtr(core.oneShot(), item, ord) >>> 0;
  return decoder.decode(new Uint8Array(core.memory.buffer, at, length));
}

function keysOf(core: CoreExports, pairs: Int32Array): string[] {
  const keys: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) keys.push(keyAt(core, pairs[i], pairs[i + 1]) ?? "");
  return keys;
}

function failure(core: CoreExports, reason: number, offsets: Uint32Array): StoredFailure {
  const { index, key } = failureOf(core, core.oneShot(), reason);
  const callId = keyAt(core, index, Math.max(key, 0));
  return { ok: false, reason, index, key, callId, offsets };
}

/**
 * Reconciles a stored transcript (one msgpack array of item maps) without decoding it.
 * Throws `malformed-msgpack` / `limit-exceeded` for bad input; `isRepairedAt` must not re-enter the engine.
 */
export function reconcileStored(
  bytes: Uint8Array,
  options: StoredOptions = {},
): StoredReconcile | StoredFailure {
  return withCore(() => {
    const { core, offsets } = scanAndAnswer(bytes, options);
    const reason = core.reconcile();
    if (reason !== ERR_NONE) return failure(core, reason, offsets);
    const plan = reconcileOf(core, core.oneShot());
    return { ...plan, offsets, repairKeys: keysOf(core, plan.repairs) };
  });
}

/** The compaction cutoff scan over a stored transcript; `cutoff` in [0, items], default items. */
export function cutoffStored(
  bytes: Uint8Array,
  cutoff: number | undefined,
  options: StoredOptions = {},
): StoredCutoff | StoredFailure {
  return withCore(() => {
    const { core, offsets } = scanAndAnswer(bytes, options);
    const items = offsets.length - 1;
    const at = cutoff ?? items;
    if (!Number.isInteger(at) || at < 0 || at > items) {
      throw invalidArgument(`cutoff must be an integer in [0, ${items}], got ${String(at)}`);
    }
    const reason = core.cutoff(at);
    if (reason !== ERR_NONE) return failure(core, reason, offsets);
    const plan = cutoffOf(core, core.oneShot());
    return { ...plan, offsets, unresolvedKeys: keysOf(core, plan.unresolved) };
  });
}
