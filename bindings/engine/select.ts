// Choosing an engine for one planning call (SPEC §7).
import { invalidArgument, TranscriptError } from "../errors.js";
import { referenceEngine } from "./reference/index.js";
import type { Engine } from "./types.js";
import { isInitialized, wasmEngine } from "./wasm.js";

/** Which engine plans: `auto` picks the faster for the input's size (see bench/RESULTS.md). */
export type EngineName = "auto" | "wasm" | "reference";

/**
 * From this many items up, `auto` reconciles on the wasm engine when it is initialized: every size.
 * What the choice changes (the engine's part, after describing the items) measured no slower on
 * wasm from 100 items up, and 1.3-1.5x faster from 30k (bench/RESULTS.md).
 */
export const AUTO_WASM_THRESHOLD = 0;

/** The same for the compaction cutoff scan: measured faster on wasm at every size (bench/RESULTS.md). */
export const AUTO_WASM_CUTOFF_THRESHOLD = 0;

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
