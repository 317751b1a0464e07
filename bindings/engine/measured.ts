// `auto` where the two engines cross: the engine measured faster on this machine, per operation
// and size class, from the planning calls themselves: where the engines cross differs between
// machines and between runs on one machine, so no fixed count is right.
import { hooks, kept, type SizeClass } from "../internal/hooks.js";
import type { Engine } from "./types.js";

/** What an engine call does: the operations time apart (their crossovers differ). */
export type Operation = "reconcile" | "cutoff";
/** The two engines `auto` measures, as indices into a size class's times. */
const REFERENCE = 0;
const WASM = 1;
/** Calls each engine gets in a size class before the choice reads their times. */
const FIRST = 3;
/** Times kept per engine and size class (the choice reads their median: a collection inside one call does not move it). */
const KEPT = 5;
/** Every RECHECK-th call of a size class runs the engine not chosen once, so a drift is seen. */
const RECHECK = 32;
/**
 * Until the engine not chosen has run WARM times, it is rechecked every WARM_RECHECK-th call
 * instead: its first calls run before the JIT has optimized it, and rechecked only every 32nd
 * call those cold times would hold its median for dozens of calls.
 */
const WARM = FIRST + KEPT;
const WARM_RECHECK = 4;

/** Size classes by operation and size (where time does not advance, workerd, `auto` stays on the reference engine). */
const classes = kept.measured;

function sizeClass(op: Operation, size: number): SizeClass {
  const key = `${op} ${Math.floor(Math.log2(Math.max(1, size)))}`;
  let found = classes.get(key);
  if (found === undefined) {
    found = { times: [[], []], runs: [0, 0], calls: 0 };
    classes.set(key, found);
  }
  return found;
}

function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/** The engine for the next call of `op` on `size` items: each one FIRST times, then the faster, rechecking the other (often until it is warm). */
export function measuredChoice(op: Operation, size: number): "reference" | "wasm" {
  const at = sizeClass(op, size);
  const [reference, wasm] = at.times;
  at.calls++;
  if (reference.length < FIRST) return "reference";
  if (wasm.length < FIRST) return "wasm";
  const faster = median(wasm) < median(reference) ? WASM : REFERENCE;
  const every = at.runs[1 - faster] < WARM ? WARM_RECHECK : RECHECK;
  const pick = at.calls % every === 0 ? 1 - faster : faster;
  return pick === WASM ? "wasm" : "reference";
}

/** Records one call's time (ms) of `engine` for `op` on `size` items. */
export function recordMeasured(
  op: Operation,
  size: number,
  engine: "reference" | "wasm",
  ms: number,
): void {
  const at = sizeClass(op, size);
  const index = engine === "wasm" ? WASM : REFERENCE;
  const times = at.times[index];
  at.runs[index]++;
  times.push(ms / Math.max(1, size));
  if (times.length > KEPT) times.shift();
}

/**
 * `engine` with each call timed into `auto`'s measurements for its operation at `size` items
 * (a call that throws is not).
 * @throws whatever `engine`'s calls throw, unchanged.
 */
export function timedEngine(engine: Engine, size: number): Engine {
  const timed = <T>(op: Operation, run: () => T): T => {
    const clock = hooks.clock;
    const start = clock();
    const result = run();
    recordMeasured(op, size, engine.name, clock() - start);
    return result;
  };
  return {
    name: engine.name,
    reconcile: (request) => timed("reconcile", () => engine.reconcile(request)),
    cutoff: (request, at) => timed("cutoff", () => engine.cutoff(request, at)),
  };
}
