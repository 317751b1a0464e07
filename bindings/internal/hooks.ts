// The library's tuning and test hooks, and the state it keeps for the process, in one place:
// product code reads `hooks` and `kept`; tests replace hooks (`withHooks`, `replaceHooks`) and read
// or clear what is kept. Nothing here is public. Beside the engine loader (and the lazy loaders of
// msgpackr and the preflight rules), the only module-level mutable state of the library.
import type { Packr } from "msgpackr/pack";
import type { Unpackr } from "msgpackr/unpack";

/**
 * How the one-pass plan checks an output its lazy key map does not hold: `default`; `filtered` (the
 * lazy map at every size: the key filter, scans within the budget, then the full map); `scanned`
 * (every such output scanned for); `mapped` (every such output builds the full map).
 */
export type LazyKeyChecks = "default" | "filtered" | "scanned" | "mapped";

/** Every hook, with the value the product runs with in DEFAULTS. */
export interface Hooks {
  lazyKeyChecks: LazyKeyChecks;
  /** log2 of the resident order's chunk length (tests make chunks small enough to cross). */
  orderChunkBits: number;
  /** Core bytes all resident indexes may hold together before the least recently used go. */
  residentBudget: number;
  /** The clock `auto`'s measured engine choice times calls with, in milliseconds. */
  clock: () => number;
  /**
   * From this many items `auto` plans a cutoff in the one pass; below, on the reference engine
   * (tests set 0 to hold the pass's plans to the engines' on small transcripts).
   */
  cutoffOnePassFrom: number;
  /** Array documents read whole, as one value (tests hold the element-at-a-time reading to it). */
  wholeArrays: boolean;
}

/** Milliseconds; where time does not advance within a call (workerd), every time is 0. */
const realClock = (): number => globalThis.performance?.now() ?? Date.now();

const DEFAULTS: Hooks = {
  lazyKeyChecks: "default",
  orderChunkBits: 12,
  residentBudget: 256 * 2 ** 20,
  clock: realClock,
  // Below it describing every item and the reference scan cost less than the pass (docs/decisions.md).
  cutoffOnePassFrom: 384,
  wholeArrays: false,
};

/** The hooks in force (read by the product at each call, never kept). */
export const hooks: Hooks = { ...DEFAULTS };

/** For tests: puts `changes` in force (none: the defaults again); returns what they replaced. */
export function replaceHooks(changes: Partial<Hooks> = DEFAULTS): Partial<Hooks> {
  const before: Partial<Hooks> = {};
  for (const name of Object.keys(changes) as (keyof Hooks)[])
    Object.assign(before, { [name]: hooks[name] });
  Object.assign(hooks, changes);
  return before;
}

/**
 * For tests: runs `run` with `changes` in force, then puts back what they replaced (also after a
 * throw, or once a returned promise settles).
 * @throws whatever `run` throws, unchanged.
 */
export function withHooks<T>(changes: Partial<Hooks>, run: () => T): T {
  const before = replaceHooks(changes);
  let result: T;
  try {
    result = run();
  } catch (error) {
    replaceHooks(before);
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => replaceHooks(before)) as T;
  replaceHooks(before);
  return result;
}

/** One size class of one measured operation: each engine's latest times per item, and its calls. */
export interface SizeClass {
  times: [number[], number[]];
  runs: [number, number];
  calls: number;
}

/**
 * One resident index's core handle: its instance (a rebuilt one dropped it), its size, and the
 * token its finalization registration is removed by when the handle is freed.
 */
export interface HeldIndex {
  core: WeakRef<object>;
  handle: number;
  bytes: number;
  token: object;
}

/** What the library keeps between calls, for the whole process. */
export const kept = {
  /** `auto`'s measured engine times, by operation and size class (engine/measured.ts). */
  measured: new Map<string, SizeClass>(),
  /**
   * Every live resident handle, least recently used first, and their bytes (engine/resident-index.ts).
   * Kept here, not found through the projections, so eviction reaches a handle whose projection is
   * unreachable but not yet finalized.
   */
  resident: { held: new Set<HeldIndex>(), bytes: 0 },
  /** The reference engine's kept buffer of per-call columns, and the entries in use (reference/tables.ts). */
  columns: { buffer: new Int32Array(1 << 10), top: 0 },
  /**
   * Transcripts `auto`'s one pass gave up on, by their first item: the calls to skip it before the
   * next try, and the calls skipped so far (reconcile/reconcile-items.ts).
   */
  onePassGaveUp: new WeakMap<object, { skip: number; skipped: number }>(),
  /** The last repair records made over each projection list (reconcile/call-records.ts). */
  callRecords: new WeakMap<
    object,
    { pairs: Int32Array; count: number; records: unknown[]; handed: readonly unknown[] }
  >(),
  /**
   * One instance of each class a plan is built of, made of nothing: V8 drops a class's instance
   * shapes at a full GC when no instance is alive, and with them the optimized code built on them
   * (`--trace-deopt`: "weak objects"), so each major GC of a server sent its next plans back to
   * unoptimized code. Made at a class's first use, so an unused class stays out of a bundle.
   */
  heldShapes: {} as {
    plan?: object;
    compaction?: object;
    msgpack?: object;
    walker?: object;
  },
  /** The msgpack codecs, made on first use (msgpack/codec.ts). */
  codecs: {} as { packr?: Packr; unpackr?: Unpackr; mapUnpackr?: Unpackr },
};
