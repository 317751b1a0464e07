// The contract between the bindings and a correlation engine (wasm core or reference).
// Engines see descriptors, never items, and answer with indices, never items.
import type { OrderChunks } from "./order-chunks.js";

/** What an engine knows of one item: see docs/engine-contract.md. */
export interface Descriptor {
  /** KIND_* from common/codes.ts. */
  kind: number;
  /** FLAG_* bits from common/codes.ts. */
  flags: number;
  /** Call keys (one for a Responses call or an output, one per entry for a Chat group); empty otherwise. */
  keys: readonly string[];
}

/** Input of one planning call. */
export interface CoreRequest {
  descriptors: readonly Descriptor[];
  /** Called once per output whose key is held by two or more outputs, in index order. */
  isRepairedAt?: ((index: number) => boolean) | undefined;
}

/** A planning failure: the lowest offending index. */
export interface CoreFailure {
  ok: false;
  /** ERR_* from common/codes.ts. */
  reason: number;
  index: number;
  /** Ordinal into `descriptors[index].keys`, or -1. */
  key: number;
}

/** A reconciliation plan as indices. */
export interface CoreReconcile {
  ok: true;
  /** Item indices in reconciled order; a negative entry -(r+1) is repair slot r. */
  readonly order: Int32Array;
  /** The same order in chunks shared between plans (a resident index's): `order` flattens them. */
  chunks?: OrderChunks;
  /** Pairs (call item index, key ordinal), one per repair, in transcript order. */
  repairs: Int32Array;
  /** Indices of tolerated late outputs left out, ascending. */
  dropped: Int32Array;
}

/** A compaction cutoff scan as indices. */
export interface CoreCutoff {
  ok: true;
  /** First retained index: the plan retains [start, length). */
  start: number;
  /** Pairs (call item index, key ordinal) of client calls unresolved at the cutoff, in transcript order. */
  unresolved: Int32Array;
}

/** One engine: the wasm core or the reference engine. Both must agree on every input. */
export interface Engine {
  readonly name: "wasm" | "reference";
  reconcile(request: CoreRequest): CoreReconcile | CoreFailure;
  cutoff(request: CoreRequest, cutoff: number): CoreCutoff | CoreFailure;
}
