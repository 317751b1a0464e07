// The resident turn as a host runs it (issue #35), with its verdicts, written into its section of
// bench/RESULTS.md (bench/resident-report.ts): default engine, the projection's first reconcile and
// first compaction plan timed, then 21 turns (append 10, reconcileItems, makeCompactionPlan with the
// default cutoff); verdicts: the turn at the largest size within 1.5x of the smallest, and a fresh
// projection's first plan no slower than its first reconcile within the A/A. It runs first, so the
// first plan pays the core's first touch of its memory as a host's first plan does. Then the first
// makeCompactionPlan of a fresh projection against the first reconcileItems of an identical fresh
// one (rotating order, medians of per-round ratios, a second reconcile's A/A beside it). Each host row also gives the
// bytes a turn allocates (median of 21). Last, the wasm engine's turns (bench/cases.ts's
// `resident`: 21 back to back, median) and the same turns with gc() before each (9, median): at 1M
// items the call after a forced full gc() pays ~400 ms. `--print`: prints the section, writes nothing.
// npm run bench:resident-turn -- [sizes...] [--print]; then script/readme-figures.mjs copies its rows.

import { spawnSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import type { Item } from "../bindings/index.js";
import { initSync, makeCompactionPlan, Projection, reconcileItems } from "../bindings/index.js";
import { resident } from "./cases.js";
import { firstCallRatios, firstCallTimes } from "./first-calls.js";
import { collect, consume, cpuNow, median } from "./measure.js";
import { recordSection } from "./report.js";
import { RESIDENT_BEGIN, RESIDENT_END, residentSection } from "./resident-report.js";
import { allocatedBytes } from "./shapes/allocation.js";
import { syntheticTranscript } from "./synthetic.js";

initSync();
const load = loadavg()[0];
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
 * identical fresh one (bench/first-calls.ts, gc() before each call): medians of CPU ms and of
 * per-round ratios.
 */
function firstCalls(base: number) {
  const times = firstCallTimes(pool.slice(0, base), () => collect());
  return {
    base,
    plan: median(times.plan),
    reconcile: median(times.reconcile),
    again: median(times.again),
    ...firstCallRatios(times),
  };
}

const host = bases.map(hostTurns);
const fresh = bases.map((base) => firstCalls(base));
const rows = resident(pool, bases);
const wasm = rows.map((row, i) => ({
  base: row.items as number,
  turn: row.turn as number,
  forced: gcBefore(bases[i]),
  scratch: row.scratch as number | undefined,
}));
const stamp = `${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} vCPU, Node ${process.version}; 1-minute load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`;
const section = residentSection({ host, fresh, wasm, stamp });
console.log(section);
if (!process.argv.includes("--print")) {
  recordSection("bench/RESULTS.md", section, RESIDENT_BEGIN, RESIDENT_END);
  // The section is written either way; readme-figures says in one line why the pages were not.
  const copied = spawnSync(process.execPath, ["script/readme-figures.mjs"], { stdio: "inherit" });
  process.exitCode = copied.status ?? 1;
}
