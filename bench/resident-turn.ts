// Focused bench for issue #16 target 5: resident turns (append 10, reconcileItems, makeCompactionPlan
// on the projection, wasm engine) at each size, CPU time: bench/cases.ts's `resident` (21 turns back
// to back, median), and the same turns with gc() before each (9, median), as the bench measured
// before session 4: at 1M items the call after a forced full gc() pays ~400 ms.
// Then the turn as a host runs it (issue #35): default engine, the projection's first reconcile and
// first compaction plan timed, then 21 turns (append 10, reconcileItems, makeCompactionPlan with the
// default cutoff), with verdicts: the turn at the largest size within 1.5x of the smallest, and each
// first plan no slower than the first reconcile. It runs first, so the first plan pays the core's
// first touch of its memory as a host's first plan does. Then the first makeCompactionPlan of a
// fresh projection against the first reconcileItems of an identical fresh one (rotating order,
// medians, a second reconcile's A/A beside it), with its verdict. Each host row also gives the
// bytes a turn allocates (median of 21).
// node --expose-gc --single-threaded-gc --max-old-space-size=8192 --import tsx bench/resident-turn.ts [sizes...]
import type { Item } from "../bindings/index.js";
import { initSync, makeCompactionPlan, Projection, reconcileItems } from "../bindings/index.js";
import { resident } from "./cases.js";
import { collect, consume, cpuNow, median, ms } from "./measure.js";
import { allocatedBytes } from "./shapes/allocation.js";
import { syntheticTranscript } from "./synthetic.js";

initSync();
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const bases = sizes.length ? sizes : [100_000, 1_000_000];
const pool = syntheticTranscript(bases.at(-1)! + 1_000) as Item[];

/** Median CPU time of 9 turns with gc() before each, after one untimed. */
function gcBefore(base: number, turns = 9): number {
  const projection = new Projection(pool.slice(0, base));
  consume(reconcileItems(projection, { engine: "wasm" }).repairs);
  const times: number[] = [];
  for (let s = 0, next = base; s <= turns; s++, next += 10) {
    const batch = pool.slice(next, next + 10);
    collect();
    const t0 = cpuNow();
    projection.append(...batch);
    consume(reconcileItems(projection, { engine: "wasm" }).repairs);
    consume(makeCompactionPlan(projection, { engine: "wasm" }).start);
    if (s > 0) times.push(cpuNow() - t0);
  }
  return median(times);
}

/** CPU ms of `run`, its result consumed. */
function timed(run: () => unknown): number {
  const t0 = cpuNow();
  consume(run());
  return cpuNow() - t0;
}

/** The host's turn on the default engine: first reconcile, first plan, then the median of 21 turns. */
function hostTurns(base: number) {
  const projection = new Projection(pool.slice(0, base));
  const reconcile = timed(() => reconcileItems(projection).repairs);
  const plan = timed(() => makeCompactionPlan(projection).start);
  const times: number[] = [];
  for (let s = 0, next = base; s <= 21; s++, next += 10) {
    const batch = pool.slice(next, next + 10);
    const time = timed(() => {
      projection.append(...batch);
      consume(reconcileItems(projection).repairs);
      return makeCompactionPlan(projection).start;
    });
    if (s > 0) times.push(time); // the first turn after the first plan is a warm-up
  }
  // The bytes each further turn allocates (median of 21): what the turn leaves the collector.
  let next = base + 220;
  const bytes = allocatedBytes(() => {
    const batch = pool.slice(next, next + 10);
    next += 10;
    projection.append(...batch);
    consume(reconcileItems(projection).repairs);
    return makeCompactionPlan(projection).start;
  }, 21);
  return { base, reconcile, plan, turn: median(times), bytes };
}

/**
 * The first `makeCompactionPlan` of a fresh projection against the first `reconcileItems` of an
 * identical fresh one (default engine, default cutoff), and a second first reconcile of a third
 * (the A/A: the noise of the comparison), in a rotating order, `rounds` of each order; medians of
 * CPU ms. The projections are built untimed.
 */
function firstCalls(base: number, rounds = 3) {
  const items = pool.slice(0, base);
  const times = { plan: [] as number[], reconcile: [] as number[], again: [] as number[] };
  const first = {
    plan: (p: Projection) => times.plan.push(timed(() => makeCompactionPlan(p).start)),
    reconcile: (p: Projection) => times.reconcile.push(timed(() => reconcileItems(p).repairs)),
    again: (p: Projection) => times.again.push(timed(() => reconcileItems(p).repairs)),
  };
  const calls = [first.plan, first.reconcile, first.again];
  // One untimed round of each first: the host part above warmed the one pass for reconcile only.
  consume(makeCompactionPlan(new Projection(items)).start);
  consume(reconcileItems(new Projection(items)).repairs);
  for (let r = 0; r < rounds * 3; r++) {
    for (let k = 0; k < 3; k++) {
      const projection = new Projection(items);
      collect();
      calls[(r + k) % 3](projection);
    }
  }
  const [plan, reconcile, again] = [times.plan, times.reconcile, times.again].map(median);
  return { base, plan, reconcile, aa: again / reconcile };
}

const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
const host = bases.map(hostTurns);
const fresh = bases.map((base) => firstCalls(base));
for (const f of fresh) {
  const ratio = f.plan / f.reconcile;
  console.log(
    `fresh ${f.base}: first plan ${ms(f.plan)} ms, first reconcile ${ms(f.reconcile)} ms on an identical projection (${ratio.toFixed(2)}x, A/A ${f.aa.toFixed(2)}x; target <= 1: ${verdict(ratio <= 1)})`,
  );
}
for (const h of host) {
  const ratio = h.plan / h.reconcile;
  console.log(
    `host ${h.base}: turn ${ms(h.turn)} ms, ${(h.bytes / 1024).toFixed(1)} KB allocated; first reconcile ${ms(h.reconcile)} ms, first plan ${ms(h.plan)} ms (${ratio.toFixed(2)}x, target <= 1: ${verdict(ratio <= 1)})`,
  );
}
if (host.length > 1) {
  const ratio = host.at(-1)!.turn / host[0].turn;
  const bytes = host.at(-1)!.bytes / host[0].bytes;
  console.log(
    `host turn ${host.at(-1)!.base}/${host[0].base}: ${ratio.toFixed(2)}x (target <= 1.5: ${verdict(ratio <= 1.5)}); bytes allocated ${bytes.toFixed(2)}x`,
  );
}

const rows = resident(pool, bases);
const forced = bases.map((base) => gcBefore(base));
rows.forEach((row, i) => {
  console.log(
    `${row.items}: turn ${ms(row.turn as number)} ms back to back, ${ms(forced[i])} ms with gc() before each`,
  );
});
const scratch = rows[0].scratch as number;
const turn = (i: number) => rows[i].turn as number;
console.log(`scratch ${ms(scratch)} ms: ${(scratch / turn(0)).toFixed(1)}x the turn`);
if (rows[1])
  console.log(
    `large/small ${(turn(1) / turn(0)).toFixed(2)}x (${(forced[1] / forced[0]).toFixed(2)}x with gc())`,
  );
