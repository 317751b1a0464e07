// Choosing an engine for one planning call (SPEC §7): the reference engine, the wasm engine, or a
// projection's resident index.
import { invalidArgument, TranscriptError } from "../errors.js";
import type { Item } from "../items/types.js";
import { Projection, projectionInternals } from "../projection.js";
import { measuredChoice, type Operation, timedEngine } from "./measured.js";
import type { EngineName } from "./name.js";
import { referenceEngine } from "./reference/index.js";
import { residentEngine } from "./resident-engine.js";
import { ResidentIndex } from "./resident-index.js";
import type { Engine } from "./types.js";
import { isInitialized, wasmEngine } from "./wasm.js";

export type { EngineName } from "./name.js";

/**
 * Below this many items `auto` plans on the reference engine, the faster there on every run
 * (docs/decisions.md, "Engine choice").
 */
export const AUTO_MEASURED_FROM = 8_192;

/**
 * From this many items `auto` plans on wasm once initialized, the faster there on every run.
 * Between the two, each call goes to the engine measured faster for its size (./measured.ts).
 */
export const AUTO_WASM_FROM = 262_144;

function loadedWasm(): Engine | undefined {
  return isInitialized() ? wasmEngine : undefined;
}

/**
 * The engine for `name` and an input of `size` items. `auto`: the reference engine below
 * AUTO_MEASURED_FROM, wasm from AUTO_WASM_FROM once initialized, and between them the engine
 * measured faster for `op` at that size on this machine (its calls timed as they run).
 * @throws {TranscriptError} `invalid-argument` for an unknown name; `not-initialized` for `wasm` before init.
 */
export function selectEngine(name: unknown, size: number, op: Operation = "reconcile"): Engine {
  if (name === undefined || name === "auto") {
    const wasm = size >= AUTO_MEASURED_FROM ? loadedWasm() : undefined;
    if (wasm === undefined) return referenceEngine;
    if (size >= AUTO_WASM_FROM) return wasm;
    const measured = measuredChoice(op, size) === "wasm" ? wasm : referenceEngine;
    return timedEngine(measured, size);
  }
  if (name === "reference") return referenceEngine;
  if (name === "wasm") {
    const wasm = loadedWasm();
    if (!wasm) throw new TranscriptError("not-initialized", "call init() or initSync() first");
    return wasm;
  }
  throw invalidArgument(
    `unknown engine ${JSON.stringify(name)}: use "auto", "wasm" or "reference"`,
  );
}

/**
 * From this many items up, a projection planned with `auto` gets a resident index (a memory
 * policy, not a speed threshold: smaller projections plan fast enough without holding core memory).
 */
export const AUTO_RESIDENT_THRESHOLD = 50_000;

/**
 * Does a call over `projection` with engine `name` use its resident index? `wasm` always (once
 * initialized); `reference` never; `auto` when the index is attached. A projection of at least
 * `AUTO_RESIDENT_THRESHOLD` items gets an empty index on its first `auto` call (planned by the batch
 * engine), built on the second: a projection planned once never holds core memory.
 * Unknown names throw as in `selectEngine`.
 */
export function usesResident(name: unknown, projection: Projection): boolean {
  if (name === "reference") return false;
  if (name === "wasm") {
    if (!isInitialized())
      throw new TranscriptError("not-initialized", "call init() or initSync() first");
    return true;
  }
  if (name !== undefined && name !== "auto") selectEngine(name, 0); // throws invalid-argument
  if (!isInitialized()) return false;
  if (projectionInternals.residentSlot(projection) !== undefined) return true;
  if (projection.length >= AUTO_RESIDENT_THRESHOLD)
    projectionInternals.attachResident(projection, new ResidentIndex());
  return false;
}

/** The engine of one planning call for `op`: a projection's resident index, or a batch engine. */
export function planningEngine(
  name: EngineName | undefined,
  items: readonly Item[] | Projection,
  size: number,
  op: Operation = "reconcile",
): Engine {
  if (items instanceof Projection && usesResident(name, items)) return residentEngine(items);
  return selectEngine(name, size, op);
}
