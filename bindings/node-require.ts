// Synchronous loading of a CommonJS file beside the Node ESM build's chunk (dist/), for the parts
// that stay off the import path (msgpackr, the preflight rules) and load at their first use.

type NodeModule = { createRequire(from: string): (id: string) => unknown };
type BuiltinLoader = { getBuiltinModule?: (id: "node:module") => NodeModule };

/**
 * `require(file)` relative to dist/. Not `import "node:module"`: that costs Node ~0.6 ms at
 * import; process.getBuiltinModule is in Node 20.16+ (package.json engines), Deno and Bun.
 */
export function requireBeside(file: string): unknown {
  const builtin = (globalThis as { process?: BuiltinLoader }).process?.getBuiltinModule;
  if (!builtin)
    throw new Error("clinker-transcript needs process.getBuiltinModule (Node 20.16 or later)");
  return builtin("node:module").createRequire(import.meta.url)(file);
}
