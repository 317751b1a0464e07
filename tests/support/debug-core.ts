// The debug core (build/debug.wasm, built by `npm run asbuild`): the release exports plus test hooks
// that trap or abort on purpose, which the release build does not carry.
import { readFileSync } from "node:fs";
import type { CoreExports, DebugExports } from "../../bindings/engine/abi.js";

/** The debug build's bytes, for init / initSync. */
export function debugWasm(): Uint8Array {
  return readFileSync(new URL("../../build/debug.wasm", import.meta.url));
}

/** A live core loaded from debugWasm(), with its test hooks typed. */
export function debugHooks(core: CoreExports): DebugExports {
  if (!("testTrap" in core)) throw new Error("the core was not loaded from build/debug.wasm");
  return core as DebugExports;
}
