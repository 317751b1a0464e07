// The Node ESM build's msgpackr-source.ts: msgpackr (a third of the entry's code) stays off the
// import path and is required, synchronously, at the first msgpack decode or encode
// (bench/cold-start.ts). Only Node, Deno and Bun resolve the "import" condition to this build;
// bundlers take the "module" build, which imports msgpackr statically.
import { requireBeside } from "../node-require.js";
import type { Msgpackr } from "./msgpackr-source.js";

export type { Msgpackr } from "./msgpackr-source.js";

let loaded: Msgpackr | undefined;

/** msgpackr from dist/msgpackr.cjs (beside this chunk), loaded on the first call. */
export function msgpackr(): Msgpackr {
  loaded ??= requireBeside("./msgpackr.cjs") as Msgpackr;
  return loaded;
}
