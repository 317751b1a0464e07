// The edge entry (workerd, Vercel Edge): they refuse to compile wasm from bytes, so the core is
// imported as a WebAssembly.Module and instantiated when this module loads.
import wasmModule from "./clinker-transcript.wasm";
import { initSync } from "./engine/wasm.js";

initSync(wasmModule);

export * from "./index.js";
