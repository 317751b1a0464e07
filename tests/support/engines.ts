// The engines every planning test runs on; the wasm core is initialized when this module loads.
import { type EngineName, initSync } from "../../bindings/index.js";

initSync();

export const ENGINES: Array<Exclude<EngineName, "auto">> = ["reference", "wasm"];
