// The library's tuning and test hooks, in one place: product code reads `hooks`, tests replace
// entries through `withHooks`. Nothing public; the only module-level state beside the engine loader.

/**
 * How the one-pass plan checks an output its lazy key map does not hold: `default`; `filtered` (the
 * lazy map at every size: the key filter, scans within the budget, then the full map); `scanned`
 * (every such output scanned for); `mapped` (every such output builds the full map).
 */
export type LazyKeyChecks = "default" | "filtered" | "scanned" | "mapped";

/** Every hook with the value the product runs with. */
export interface Hooks {
  lazyKeyChecks: LazyKeyChecks;
}

const DEFAULTS: Hooks = { lazyKeyChecks: "default" };

/** The hooks in force (read by the product at each call, never kept). */
export const hooks: Hooks = { ...DEFAULTS };

/**
 * For tests: runs `run` with `changes` in force, then restores what was there (also on a throw or
 * a rejected promise).
 * @throws whatever `run` throws, unchanged.
 */
export function withHooks<T>(changes: Partial<Hooks>, run: () => T): T {
  const before = { ...hooks };
  Object.assign(hooks, changes);
  let result: T;
  try {
    result = run();
  } catch (error) {
    Object.assign(hooks, before);
    throw error;
  }
  if (result instanceof Promise) {
    return result.finally(() => Object.assign(hooks, before)) as T;
  }
  Object.assign(hooks, before);
  return result;
}
