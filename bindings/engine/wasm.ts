// The wasm engine's public face: loading and the Engine.
export type { WasmSource } from "./loader.js";
export { init, initSync, isInitialized } from "./loader.js";
export { wasmEngine } from "./wasm-engine.js";
