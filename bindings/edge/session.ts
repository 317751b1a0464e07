// `clinker-transcript/session` on workerd / Vercel Edge: the same core as the main edge entry
// (one shared chunk), started here too in case this entry is imported alone.
import wasmModule from "./clinker-transcript.wasm?module";
import { startCore } from "./start.js";

startCore(wasmModule);

export * from "../session/index.js";
