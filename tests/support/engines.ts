// The engines every planning test runs on; the wasm one is initialized once per test file.
import type { EngineName } from "../../bindings/index.js";

export const ENGINES: Array<Exclude<EngineName, "auto">> = ["reference"];
