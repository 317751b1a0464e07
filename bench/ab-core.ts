// Issue #11 A/B: the wasm core before (a build of main when the issue started, path in argv[2]) and
// after (build/release.wasm), two instances each, timed in one process on the same inputs. Drives
// the exports directly with the bindings' own writer and scan (unchanged by the issue), so the
// difference is the core: one-shot reconcile and cutoff over descriptors (what the object path's
// engine runs), reconcile over msgpack bytes (reconcileMsgpack's scan), resident append + plan.
// Run: node --expose-gc --single-threaded-gc --import tsx bench/ab-core.ts /path/to/old-release.wasm
// [sizes, default 1000,10000,100000] [cases: label substrings, comma-separated, default all]
// [--after=<wasm>] [--calibrate-slower=F]. Prints the table and its own verdict: each row's paired
// after/before ratio, with its 99% interval, against the noise of this run's A/A ratios.
import { readFileSync } from "node:fs";
import { descriptorsBound, writeDescriptors } from "../bindings/engine/descriptor-writer.js";
import type { Descriptor } from "../bindings/engine/types.js";
import type { Item } from "../bindings/index.js";
import { describeItems } from "../bindings/items/describe.js";
import { scanBytes } from "../bindings/msgpack/wasm-scan.js";
import {
  PLAN_ASKED,
  PLAN_DROPPED,
  PLAN_DROPPED_LEN,
  PLAN_ERROR_REASON,
  PLAN_ITEMS,
  PLAN_OFFSETS,
  PLAN_ORDER,
  PLAN_ORDER_LEN,
  PLAN_PAIR_COUNT,
  PLAN_PAIRS,
  PLAN_START,
} from "../common/codes.js";
import { packr } from "./cases.js";
import { cpuNow, median, pairedRatio, rounds } from "./measure.js";
import { syntheticTranscript } from "./synthetic.js";

/** Either ABI, driven by name. */
type Core = any;
const NO_LIMIT = 0x7fffffff;
const SEED = 0x9747b28c;

function instance(path: string): Core {
  const module = new WebAssembly.Module(readFileSync(path));
  const abort = () => {
    throw new Error("abort");
  };
  return new WebAssembly.Instance(module, { env: { abort } }).exports;
}

const ints = (core: Core, ptr: number, n: number) =>
  new Int32Array(core.memory.buffer, ptr, n).slice();

function write(core: Core, ptr: number, bound: number, d: readonly Descriptor[]): number {
  return writeDescriptors(new Uint8Array(core.memory.buffer, ptr, bound), d);
}

/** The results of the one-shot call, through either ABI: before (global getters) or after (planField by handle). */
function results(core: Core, old: boolean) {
  const h = old ? 0 : core.oneShot();
  const get = (oldName: string, field: number) =>
    old ? core[oldName]() : core.planField(h, field);
  return {
    order: () =>
      ints(core, get("resultOrderPtr", PLAN_ORDER), get("resultOrderLen", PLAN_ORDER_LEN)),
    pairs: () =>
      ints(core, get("resultPairsPtr", PLAN_PAIRS), get("resultRepairCount", PLAN_PAIR_COUNT) * 2),
    dropped: () =>
      ints(core, get("resultDroppedPtr", PLAN_DROPPED), get("resultDroppedLen", PLAN_DROPPED_LEN)),
    start: () => get("resultStart", PLAN_START),
    offsets: () =>
      new Uint32Array(
        core.memory.buffer,
        get("itemOffsetsPtr", PLAN_OFFSETS),
        get("items", PLAN_ITEMS) + 1,
      ).slice(),
  };
}

/** One one-shot call as bindings/engine/wasm-engine.ts makes it (no predicate). */
function oneShot(core: Core, old: boolean, d: readonly Descriptor[], cut: boolean): number {
  const bound = descriptorsBound(d);
  const len = write(core, core.inputAlloc(bound), bound, d);
  if (core.prepare(len, NO_LIMIT, SEED) !== 0) throw new Error("prepare");
  core.ambiguousCount();
  const r = results(core, old);
  let out: number;
  if (cut) {
    if (core.cutoff(d.length) !== 0) throw new Error("cutoff");
    out = r.start() + r.pairs().length;
  } else {
    if (core.reconcile() !== 0) throw new Error("reconcile");
    out = r.order().length + r.pairs().length + r.dropped().length;
  }
  core.release();
  return out;
}

/** reconcileMsgpack's core part: the windowed scan, reconcile, offsets and order copied out. */
function stored(core: Core, old: boolean, bytes: Uint8Array): number {
  if (scanBytes(core, bytes, NO_LIMIT, 64, SEED) !== 0) throw new Error("scan");
  core.ambiguousCount();
  if (core.reconcile() !== 0) throw new Error("reconcile");
  const r = results(core, old);
  const out = r.offsets().length + r.order().length;
  core.release();
  return out;
}

/** The old resident ABI: a global scratch block, second-output rows decided in TypeScript. */
function residentOld(core: Core, h: number, d: readonly Descriptor[]): number {
  const bound = descriptorsBound(d);
  if (core.residentAppend(h, write(core, core.residentScratch(bound), bound, d)) !== 0)
    throw new Error("append");
  if (core.residentErrorReason(h) !== 0) throw new Error("error");
  const rows = ints(core, core.residentScratch(8), core.residentSeconds(h) * 4);
  if (core.residentReconcile(h) !== 0) throw new Error("reconcile");
  const order = ints(core, core.residentScratch(8), core.residentOrderLen());
  const pairs = ints(core, core.residentPairsPtr(), core.residentPairCount() * 2);
  return order.length + pairs.length + rows.length;
}

/** The new resident ABI: the handle's own blocks, the rows decided in the core. */
function residentNew(core: Core, h: number, d: readonly Descriptor[]): number {
  const bound = descriptorsBound(d);
  if (core.residentAppend(h, write(core, core.residentInput(h, bound), bound, d)) !== 0)
    throw new Error("append");
  const asked = ints(core, core.planField(h, PLAN_ASKED), core.residentAmbiguous(h));
  if (core.planField(h, PLAN_ERROR_REASON) !== 0) throw new Error("error");
  if (core.residentReconcile(h) !== 0) throw new Error("reconcile");
  const order = ints(core, core.planField(h, PLAN_ORDER), core.planField(h, PLAN_ORDER_LEN));
  const pairs = ints(core, core.planField(h, PLAN_PAIRS), core.planField(h, PLAN_PAIR_COUNT) * 2);
  const dropped = ints(core, core.planField(h, PLAN_DROPPED), core.planField(h, PLAN_DROPPED_LEN));
  return order.length + pairs.length + dropped.length + asked.length;
}

/** Build a resident index of `d` and plan once; then 100 more items appended and planned. */
function residentRun(
  core: Core,
  old: boolean,
  d: readonly Descriptor[],
  tail: readonly Descriptor[],
) {
  const run = old ? residentOld : residentNew;
  const h = core.residentCreate(SEED);
  const a = run(core, h, d);
  const b = run(core, h, tail);
  core.residentFree(h);
  return a + b;
}

/**
 * The 99% bootstrap interval of the median of `values` (fixed seed: the same numbers give the same
 * interval), so a row's verdict says how sure the run is, not only where its middle fell.
 */
function medianInterval(values: readonly number[], draws = 2000): [number, number] {
  let state = 0x2545f491;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const medians: number[] = [];
  for (let d = 0; d < draws; d++) {
    medians.push(median(values.map(() => values[Math.floor(next() * values.length)])));
  }
  medians.sort((a, b) => a - b);
  return [medians[Math.floor(draws * 0.005)], medians[Math.ceil(draws * 0.995) - 1]];
}

/**
 * `--calibrate-slower=F`: each "after" call also spins for (F - 1) times its own CPU time, a known
 * slowdown the verdict must report (F = 1 with the before build as "after": it must not).
 */
const slower = Number(
  process.argv.find((a) => a.startsWith("--calibrate-slower="))?.split("=")[1] ?? 1,
);
function slowed(run: () => unknown): () => unknown {
  if (slower === 1) return run;
  return () => {
    const t0 = cpuNow();
    const out = run();
    const spent = cpuNow() - t0;
    while (cpuNow() - t0 < spent * slower);
    return out;
  };
}

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const oldPath = args[0];
if (!oldPath)
  throw new Error("usage: bench/ab-core.ts <old release.wasm> [sizes] [cases] [--after=<wasm>]");
const afterPath =
  process.argv.find((a) => a.startsWith("--after="))?.slice(8) ??
  new URL("../build/release.wasm", import.meta.url).pathname;
const cores = {
  before: instance(oldPath),
  before2: instance(oldPath),
  after: instance(afterPath),
  after2: instance(afterPath),
};
/** The ABI before issue 11 (global result getters, no one-shot handle), whatever the build compared. */
const abiOf = Object.fromEntries(
  Object.entries(cores).map(([name, core]) => [name, typeof core.oneShot !== "function"]),
);
const isOld = (name: string) => abiOf[name];

console.log(
  "| case | items | before (ms) | after (ms) | after/before | 99% interval | before2/before (A/A) | after2/after (A/A) |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
const sizes = (args[1] ?? "1000,10000,100000").split(",").map(Number);
const only = args[2]?.split(",");
const rows: { label: string; n: number; ratio: number; low: number; high: number }[] = [];
const noise: number[] = [];
for (const n of sizes) {
  const items = syntheticTranscript(n + 100) as Item[];
  const d = describeItems(items.slice(0, n));
  const tail = describeItems(items.slice(n));
  const bytes = packr.pack(items.slice(0, n));
  const samples = n <= 1_000 ? 31 : n <= 10_000 ? 25 : 21;
  const inner = n <= 1_000 ? 100 : n <= 10_000 ? 10 : 1;
  const cases: Record<string, (core: Core, name: string) => unknown> = {
    "reconcile (descriptors)": (core, name) => oneShot(core, isOld(name), d, false),
    "cutoff (descriptors)": (core, name) => oneShot(core, isOld(name), d, true),
    "reconcile (msgpack bytes)": (core, name) => stored(core, isOld(name), bytes),
    "resident append + plan": (core, name) => residentRun(core, isOld(name), d, tail),
  };
  for (const [label, body] of Object.entries(cases)) {
    if (only && !only.some((part) => label.includes(part))) continue;
    const variants = Object.fromEntries(
      Object.entries(cores).map(([name, core]) => {
        const run = () => body(core, name);
        return [name, name.startsWith("after") ? slowed(run) : run];
      }),
    );
    const t = rounds(variants, samples, inner);
    // Paired per round: both instances of each build, so an instance's own luck weighs half.
    const ratios = t.after.map((a, i) => (a + t.after2[i]) / (t.before[i] + t.before2[i]));
    const ratio = median(ratios);
    const [low, high] = medianInterval(ratios);
    const aa = [pairedRatio(t.before2, t.before), pairedRatio(t.after2, t.after)];
    rows.push({ label, n, ratio, low, high });
    noise.push(...aa);
    const f = (x: number) => median(x === 0 ? t.before : t.after).toFixed(3);
    const r = (x: number) => x.toFixed(2);
    console.log(
      `| ${label} | ${n} | ${f(0)} | ${f(1)} | ${r(ratio)} | ${r(low)}-${r(high)} | ${r(aa[0])} | ${r(aa[1])} |`,
    );
  }
}

// The verdict, from this run alone: slower beyond noise when the whole 99% interval of a row's
// paired ratio lies above 1 plus the run's largest A/A departure (two instances of one build).
const margin = Math.max(...noise.map((x) => Math.abs(x - 1)));
const slowerRows = rows.filter((row) => row.low > 1 + margin);
const fasterRows = rows.filter((row) => row.high < 1 - margin);
const name = (row: (typeof rows)[number]) =>
  `${row.label} at ${row.n} (${row.ratio.toFixed(2)}, interval ${row.low.toFixed(2)}-${row.high.toFixed(2)})`;
console.log(
  `\nNoise (this run's A/A paired ratios): ${Math.min(...noise).toFixed(2)}-${Math.max(...noise).toFixed(2)}, ` +
    `margin ${margin.toFixed(2)}. ${rows.length - slowerRows.length} of ${rows.length} rows not slower beyond it.`,
);
if (fasterRows.length) console.log(`Faster beyond noise: ${fasterRows.map(name).join("; ")}.`);
console.log(
  slowerRows.length
    ? `Verdict: MISSED, slower beyond noise: ${slowerRows.map(name).join("; ")}.`
    : "Verdict: met, no variant slower beyond this run's noise.",
);
