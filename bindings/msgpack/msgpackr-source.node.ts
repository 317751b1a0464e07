// The Node ESM build's msgpackr-source.ts: msgpackr (a third of the entry's code) stays off the
// import path and is required, synchronously, at the first msgpack decode or encode
// (bench/cold-start.ts). Only Node, Deno and Bun resolve the "import" condition to this build;
// bundlers take the "module" build, which imports msgpackr statically.
import type { Msgpackr } from "./msgpackr-source.js";

export type { Msgpackr } from "./msgpackr-source.js";

type NodeModule = { createRequire(from: string): (id: string) => unknown };
type BuiltinLoader = { getBuiltinModule?: (id: "node:module") => NodeModule };

let loaded: Msgpackr | undefined;

/** msgpackr from dist/msgpackr.cjs (beside this chunk), loaded on the first call. */
export function msgpackr(): Msgpackr {
  if (loaded) return loaded;
  // Not `import "node:module"`: that cost Node ~0.6 ms at import. process.getBuiltinModule is
  // in Node 20.16+ (package.json engines), Deno and Bun.
  const builtin = (globalThis as { process?: BuiltinLoader }).process?.getBuiltinModule;
  if (!builtin)
    throw new Error("clinker-transcript needs process.getBuiltinModule (Node 20.16 or later)");
  loaded = builtin("node:module").createRequire(import.meta.url)("./msgpackr.cjs") as Msgpackr;
  return loaded;
}
