// The Node ESM build's msgpackr-source.ts: msgpackr (a third of the entry's code) stays off the
// import path and is required, synchronously, at the first msgpack decode or encode
// (bench/cold-start.ts). Only Node, Deno and Bun resolve the "import" condition to this build;
// bundlers take the "module" build, which imports msgpackr statically.
import type { Msgpackr } from "./msgpackr-source.js";

export type { Msgpackr } from "./msgpackr-source.js";

type NodeModule = { createRequire(from: string): (id: string) => unknown };
type BuiltinLoader = { getBuiltinModule?: (id: "node:module") => NodeModule };

// `import "node:module"` costs Node ~0.6 ms at import; process.getBuiltinModule (Node 20.16+,
// Deno, Bun) fetches it at the first msgpack call instead. Older Node 20 imports it here.
const host = (globalThis as { process?: BuiltinLoader }).process;
const imported: NodeModule | undefined = host?.getBuiltinModule
  ? undefined
  : await import("node:module");

let loaded: Msgpackr | undefined;

/** msgpackr from dist/msgpackr.cjs (beside this chunk), loaded on the first call. */
export function msgpackr(): Msgpackr {
  const nodeModule = imported ?? (host?.getBuiltinModule?.("node:module") as NodeModule);
  loaded ??= nodeModule.createRequire(import.meta.url)("./msgpackr.cjs") as Msgpackr;
  return loaded;
}
