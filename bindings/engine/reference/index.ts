// The reference engine: docs/engine-contract.md in plain TypeScript over descriptors, file for file
// beside the core's engine (assembly/engine/): groups, pairing, order, cutoff.
import type { Engine } from "../types.js";
import { cutoff } from "./cutoff.js";
import { reconcile } from "./order.js";

/** The reference engine: the oracle for the wasm core and the fallback where wasm cannot load. */
export const referenceEngine: Engine = { name: "reference", reconcile, cutoff };
