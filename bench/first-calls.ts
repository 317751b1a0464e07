// A fresh projection's first compaction plan against its first reconcile (issue 35), as both
// bench/resident-turn.ts and bench/shapes/turn.ts time them: one loop, so both read the same way.
import { type Item, makeCompactionPlan, Projection, reconcileItems } from "../bindings/index.js";
import { consume, cpuNow, pairedRatio } from "./measure.js";
import { FIRST_ROUNDS } from "./resident-report.js";

/** CPU times of each first call, one entry per round; `again` is a second first reconcile (the A/A). */
export interface FirstCallTimes {
  plan: number[];
  reconcile: number[];
  again: number[];
}

/**
 * FIRST_ROUNDS rounds of the first `makeCompactionPlan` (default cutoff) of a fresh projection of
 * `items`, the first `reconcileItems` of another and of a third, in an order that rotates each
 * round (neither call always runs first after `prepare`). Each projection is built untimed just
 * before its call, then `prepare` runs (a gc(), the heap's request), then the call is timed. One
 * untimed call of each first warms both paths.
 * @throws whatever the calls throw.
 */
export function firstCallTimes(items: readonly Item[], prepare: () => void): FirstCallTimes {
  const times: FirstCallTimes = { plan: [], reconcile: [], again: [] };
  const calls: [number[], (p: Projection) => unknown][] = [
    [times.plan, (p) => makeCompactionPlan(p).start],
    [times.reconcile, (p) => reconcileItems(p).repairs],
    [times.again, (p) => reconcileItems(p).repairs],
  ];
  for (const [, call] of calls.slice(0, 2)) consume(call(new Projection(items)));
  for (let r = 0; r < FIRST_ROUNDS; r++)
    for (let k = 0; k < calls.length; k++) {
      const [into, call] = calls[(r + k) % calls.length];
      const projection = new Projection(items);
      prepare();
      const t0 = cpuNow();
      consume(call(projection));
      into.push(cpuNow() - t0);
    }
  return times;
}

/** The first plan over the first reconcile, and the A/A: medians of per-round ratios. */
export function firstCallRatios(times: FirstCallTimes): { ratio: number; aa: number } {
  return {
    ratio: pairedRatio(times.plan, times.reconcile),
    aa: pairedRatio(times.again, times.reconcile),
  };
}
