// The two engines of the server path over the same bytes: the wasm core's scan, or msgpackr
// `unpack` + describeItems + the reference engine after the TypeScript walk. Same answers.
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_ITEMS,
  MP_OK,
  MP_TOO_LARGE,
} from "../../common/codes.js";
import { referenceEngine } from "../engine/reference/index.js";
import { type EngineName, selectEngine } from "../engine/select.js";
import type { Descriptor } from "../engine/types.js";
import { invalidArgument } from "../errors.js";
import { describeItems } from "../items/describe.js";
import type { Item, RepairedOutputPredicate } from "../items/types.js";
import type { Limits } from "../limits.js";
import { callerOptions, readCaller } from "../limits.js";
import { decode, decodeItem } from "./codec.js";
import { keysStatus } from "./raw-keys.js";
import { walkItems } from "./walk.js";
import {
  cutoffStored,
  reconcileStored,
  type StoredCutoff,
  type StoredFailure,
  type StoredReconcile,
  statusError,
} from "./wasm-scan.js";

/** Options of every call of the server path. */
export interface MsgpackPlanningOptions {
  /** Recognizes an output the host published as a repair; gets the decoded output (asked only for outputs whose key repeats). */
  isRepairedOutput?: RepairedOutputPredicate;
  /** `auto` (default): the wasm core when initialized, else the reference engine. */
  engine?: EngineName;
  limits?: Limits;
}

interface Resolved {
  wasm: boolean;
  maxItems: number;
  maxBytes: number;
  maxDepth: number;
}

function limitOf(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || (value as number) < 0)
    throw invalidArgument(`limits.${name} must be a non-negative integer`);
  return Math.min(value as number, 0x7fffffff);
}

/** Validates the arguments every call shares; `bytes` as a Uint8Array. */
export function resolve(
  bytes: unknown,
  given: MsgpackPlanningOptions,
): { input: Uint8Array; resolved: Resolved } {
  const options = callerOptions(given);
  if (typeof options !== "object" || options === null)
    throw invalidArgument("options must be an object");
  const input = readCaller("bytes", () => inputBytes(bytes));
  if (options.isRepairedOutput !== undefined && typeof options.isRepairedOutput !== "function")
    throw invalidArgument("isRepairedOutput must be a function");
  const limits = callerOptions((options.limits ?? {}) as Limits, "limits");
  if (typeof limits !== "object" || limits === null)
    throw invalidArgument("limits must be an object");
  const resolved = {
    wasm: selectEngine(options.engine, Number.POSITIVE_INFINITY).name === "wasm",
    maxItems: limitOf(limits.maxItems, DEFAULT_MAX_ITEMS, "maxItems"),
    maxBytes: limitOf(limits.maxBytes, DEFAULT_MAX_BYTES, "maxBytes"),
    maxDepth: limitOf(limits.maxDepth, DEFAULT_MAX_DEPTH, "maxDepth"),
  };
  return { input, resolved };
}

/** The bytes as a view; a detached buffer (a view on one reads as empty) is refused. */
function inputBytes(bytes: unknown): Uint8Array {
  let input: Uint8Array;
  if (bytes instanceof Uint8Array) input = bytes;
  else if (bytes instanceof ArrayBuffer) input = new Uint8Array(bytes);
  else throw invalidArgument("expected msgpack bytes: a Uint8Array (or Buffer) or an ArrayBuffer");
  new Uint8Array(input.buffer, 0, 0); // throws a TypeError when the buffer is detached
  return input;
}

/** What both engines answer: indices into the input, keys already named. */
export type ReconcileScan = StoredReconcile | StoredFailure;
export type CutoffScan = StoredCutoff | StoredFailure;

function storedOptions(bytes: Uint8Array, options: MsgpackPlanningOptions, r: Resolved) {
  const predicate = options.isRepairedOutput;
  return {
    limits: r,
    isRepairedAt: predicate
      ? (index: number, offsets: Uint32Array) =>
          Boolean(predicate(decodeItem(bytes, offsets, index)))
      : undefined,
  };
}

/** The reference side: walk (same statuses as the core), decode everything, describe, check the keys as stored. */
function referenceInput(bytes: Uint8Array, options: MsgpackPlanningOptions, r: Resolved) {
  if (bytes.byteLength > r.maxBytes) throw statusError(MP_TOO_LARGE);
  const offsets = walkItems(bytes, r.maxItems, r.maxDepth);
  if (typeof offsets === "number") throw statusError(offsets);
  const items = decode(bytes) as Item[];
  const descriptors = describeItems(items);
  const keys = keysStatus(bytes, offsets, items, descriptors);
  if (keys !== MP_OK) throw statusError(keys);
  const predicate = options.isRepairedOutput;
  const isRepairedAt = predicate ? (i: number) => Boolean(predicate(items[i])) : undefined;
  return { offsets, descriptors, request: { descriptors, isRepairedAt } };
}

function keysOf(descriptors: readonly Descriptor[], pairs: Int32Array): string[] {
  const keys: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) keys.push(descriptors[pairs[i]].keys[pairs[i + 1]]);
  return keys;
}

function referenceFailure(
  failure: { reason: number; index: number; key: number },
  descriptors: readonly Descriptor[],
  offsets: Uint32Array,
): StoredFailure {
  const callId = descriptors[failure.index]?.keys[Math.max(failure.key, 0)];
  const { reason, index, key } = failure;
  return { ok: false, reason, index, key, callId, offsets };
}

/** Reconciliation indices over the bytes, on the engine `r` names. */
export function reconcileScan(
  bytes: Uint8Array,
  options: MsgpackPlanningOptions,
  r: Resolved,
): ReconcileScan {
  if (r.wasm) return reconcileStored(bytes, storedOptions(bytes, options, r));
  const { offsets, descriptors, request } = referenceInput(bytes, options, r);
  const result = referenceEngine.reconcile(request);
  if (!result.ok) return referenceFailure(result, descriptors, offsets);
  return { ...result, offsets, repairKeys: keysOf(descriptors, result.repairs) };
}

/** Cutoff scan indices over the bytes; `cutoff` undefined means the item count. */
export function cutoffScan(
  bytes: Uint8Array,
  cutoff: number | undefined,
  options: MsgpackPlanningOptions,
  r: Resolved,
): CutoffScan {
  if (r.wasm) return cutoffStored(bytes, cutoff, storedOptions(bytes, options, r));
  const { offsets, descriptors, request } = referenceInput(bytes, options, r);
  const items = offsets.length - 1;
  const at = cutoff ?? items;
  if (!Number.isInteger(at) || at < 0 || at > items) {
    throw invalidArgument(`cutoff must be an integer in [0, ${items}], got ${String(at)}`);
  }
  const result = referenceEngine.cutoff(request, at);
  if (!result.ok) return referenceFailure(result, descriptors, offsets);
  return { ...result, offsets, unresolvedKeys: keysOf(descriptors, result.unresolved) };
}
