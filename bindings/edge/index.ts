// The main entry on workerd / Vercel Edge (export conditions `workerd`, `edge-light`): those
// runtimes compile no wasm from bytes, so the core comes in as a WebAssembly.Module (Vercel's
// documented `?module` form, which wrangler also reads) and this build carries no base64 copy.
import wasmModule from "./clinker-transcript.wasm?module";
import { startCore } from "./start.js";

startCore(wasmModule);

export * from "../index.js";
