// What every edge entry runs first: adopt the core its bundler compiled, or leave planning to
// the reference engine (a bundler that hands over bytes where compiling them is refused).
import { initSync, type WasmSource } from "../engine/wasm.js";

/**
 * Instantiates the wasm core from the module the runtime's bundler imported. Never throws: when
 * it cannot, `isInitialized()` stays false and `engine: "auto"` plans on the reference engine
 * (an explicit `init(module)` then reports why).
 */
export function startCore(module: unknown): void {
  try {
    initSync(module as WasmSource);
  } catch {
    // The reference engine serves; importing must not fail on an edge runtime.
  }
}
