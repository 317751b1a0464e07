// Where codec.ts gets msgpackr: here statically (the bundler, edge and CommonJS builds, the tests).
// The Node ESM build swaps in msgpackr-source.node.ts (tsup.config.ts), which loads it on first use.
import * as bundle from "./msgpackr-bundle.js";

/** msgpackr's encoder and decoder classes. */
export type Msgpackr = typeof bundle;

/** msgpackr, already loaded. */
export function msgpackr(): Msgpackr {
  return bundle;
}
