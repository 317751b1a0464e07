// Choosing an engine for one planning call (SPEC §7): the reference engine, the wasm engine, or a
// projection's resident index.
import { invalidArgument, TranscriptError } from "../errors.js";
import type { Item } from "../items/types.js";
import { Projection } from "../projection.js";
import type { EngineName } from "./name.js";
import { referenceEngine } from "./reference/index.js";
import { residentEngine } from "./resident-engine.js";
import { ResidentIndex } from "./resident-index.js";
import type { Engine } from "./types.js";
import { isInitialized, wasmEngine } from "./wasm.js";

export type { EngineName } from "./name.js";

/**
 * From this many items up, `auto` reconciles on the wasm engine when it is initialized (where the
 * one pass gives up). With call ids as long as real ones (29 characters) and the reference pairing
 * of session 6, whole calls (describing included) measured faster on the reference engine at 50k
 * items (14.3 against 19.4 ms) and on wasm at 100k (45.2 against 36.8) in session 6's first full
 * run; its third read 100k a near tie (34.0 / 36.6) and wasm ahead at 300k (bench/RESULTS.md).
 */
export const AUTO_WASM_THRESHOLD = 70_000;

/**
 * The same for the compaction cutoff scan: the reference engine measured faster at 30k items
 * (9.3 against 11.8 ms), wasm from 50k (14.0 against 18.3): bench/RESULTS.md, session 6.
 */
export const AUTO_WASM_CUTOFF_THRESHOLD = 40_000;

function loadedWasm(): Engine | undefined {
  return isInitialized() ? wasmEngine : undefined;
}

/** The engine for `name` and an input of `size` items; `auto` switches to wasm at `threshold`. */
export function selectEngine(name: unknown, size: number, threshold = AUTO_WASM_THRESHOLD): Engine {
  if (name === undefined || name === "auto") {
    const wasm = size >= threshold ? loadedWasm() : undefined;
    return wasm ?? referenceEngine;
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
  if (projection.residentSlot() !== undefined) return true;
  if (projection.length >= AUTO_RESIDENT_THRESHOLD) projection.attachResident(new ResidentIndex());
  return false;
}

/** The engine of one planning call: a projection's resident index, or a batch engine. */
export function planningEngine(
  name: EngineName | undefined,
  items: readonly Item[] | Projection,
  size: number,
  threshold?: number,
): Engine {
  if (items instanceof Projection && usesResident(name, items)) return residentEngine(items);
  return selectEngine(name, size, threshold);
}
