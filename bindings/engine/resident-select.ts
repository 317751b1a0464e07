// Choosing the resident index for a planning call over a Projection (SPEC §7).
import { TranscriptError } from "../errors.js";
import type { Item } from "../items/types.js";
import { Projection } from "../projection.js";
import { residentEngine } from "./resident-engine.js";
import { ResidentIndex } from "./resident-index.js";
import { type EngineName, selectEngine } from "./select.js";
import type { Engine } from "./types.js";
import { isInitialized } from "./wasm.js";

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
