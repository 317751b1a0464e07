// Issue #16 target 4: the core's scan against its skip-only walk, as bench/cases.ts floor() measures
// them (section (c)), for the build in build/release.wasm, or for two builds side by side.
// Run: node script/bench-bundle.mjs bench/scan-floor.ts --expose-gc --single-threaded-gc
// --max-old-space-size=12288 -- [sizes, default 1000,10000,100000,1000000] [--before=<wasm>]
// [--after=<wasm>] [--samples=N] [--repeat=<variant>:<times>]. Without --before: floor() itself
// (the bench's figures). With it: both builds' walk, scan, chunked walk and chunked scan in one
// shuffled round after another, so the machine's noise hits both; each build's walk/scan (target 4)
// and the scan's after/before are paired per round. --repeat: only that variant of the after build,
// back to back, for a profile (node --cpu-prof; a build with names: asc ... --target release --debug).
import { readFileSync } from "node:fs";
import type { CoreExports } from "../bindings/engine/abi.js";
import { initSync } from "../bindings/index.js";
import { scanBytes } from "../bindings/msgpack/wasm-scan.js";
import { floor, packr } from "./cases.js";
import { collect, consume, counts, cpuNow, median, ms, pairedRatio } from "./measure.js";
import { syntheticTranscript } from "./synthetic.js";

const NO_LIMIT = 0x7fffffff;
const DEPTH = 64;
const SEED = 7;
const VARIANTS = ["walk", "scan", "chunked walk", "chunked scan"] as const;
type Variant = (typeof VARIANTS)[number];

const flag = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const sizes = (args[0] ?? "1000,10000,100000,1000000").split(",").map(Number);

function instance(path: string): CoreExports {
  const abort = () => {
    throw new Error("abort");
  };
  const module = new WebAssembly.Module(readFileSync(path));
  return new WebAssembly.Instance(module, { env: { abort } }).exports as unknown as CoreExports;
}

/** Can `core` hold the whole input at once (else only the chunked path is measured, as floor() does)? */
function holdsWhole(core: CoreExports, bytes: Uint8Array): boolean {
  const whole = core.inputAlloc(bytes.length) !== 0;
  core.release();
  return whole;
}

/** One run of `which` on `core`, its CPU milliseconds (the copy of the unchunked variants untimed). */
function once(core: CoreExports, which: Variant, bytes: Uint8Array): number {
  let t0: number;
  let status: number;
  if (which.startsWith("chunked")) {
    const walk = which === "chunked walk";
    t0 = cpuNow();
    status = scanBytes(core, bytes, NO_LIMIT, DEPTH, SEED, walk) ?? -1;
    if (!walk) status ||= core.reconcile();
  } else {
    const ptr = core.inputAlloc(bytes.length);
    new Uint8Array(core.memory.buffer, ptr, bytes.length).set(bytes);
    t0 = cpuNow();
    status =
      which === "walk"
        ? core.walkItems(bytes.length, NO_LIMIT, DEPTH)
        : core.prepareItems(bytes.length, NO_LIMIT, DEPTH, SEED) || core.reconcile();
  }
  const took = cpuNow() - t0;
  consume(status);
  core.release();
  if (status !== 0) throw new Error(`${which}: status ${status}`);
  return took;
}

/** A fixed-seed shuffle of 0..n-1 (a new order each round, as bench/measure.ts rounds()). */
function shuffler(n: number): () => number[] {
  let state = 0x2f6b3a1d;
  return () => {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const j = Math.floor((state / 2 ** 32) * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  };
}

/** Per-round CPU ms of every (build, variant), each sample `inner` runs, gc() before each. */
function abRounds(
  cores: Record<string, CoreExports>,
  bytes: Uint8Array,
  items: number,
): Record<string, number[]> {
  const { samples: base, inner: baseInner } = counts(items);
  const samples = Number(flag("samples") ?? base);
  const inner = Math.max(1, Math.min(baseInner, 20));
  const whole = Object.values(cores).every((core) => holdsWhole(core, bytes));
  const runs = Object.keys(cores).flatMap((build) =>
    VARIANTS.filter((v) => whole || v.startsWith("chunked")).map((v) => [build, v] as const),
  );
  for (const [build, v] of runs) once(cores[build], v, bytes); // warm-up
  const times: Record<string, number[]> = Object.fromEntries(
    runs.map(([b, v]) => [`${b} ${v}`, []]),
  );
  const shuffle = shuffler(runs.length);
  for (let s = 0; s < samples; s++) {
    for (const k of shuffle()) {
      const [build, v] = runs[k];
      collect();
      let took = 0;
      for (let i = 0; i < inner; i++) took += once(cores[build], v, bytes);
      times[`${build} ${v}`].push(took / inner);
    }
  }
  return times;
}

const pct = (x: number) => (Number.isNaN(x) ? "–" : `${(x * 100).toFixed(0)}%`);
const fmt = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? "–" : ms(x));

/** Target 4's ratio of one build: walk/scan paired per round, unchunked where measured. */
function walkOverScan(t: Record<string, number[]>, build: string, chunked: boolean): number {
  const prefix = chunked ? `${build} chunked` : build;
  const walk = t[`${prefix} walk`];
  return walk ? pairedRatio(walk, t[`${prefix} scan`]) : Number.NaN;
}

function abRow(t: Record<string, number[]>, items: number): string {
  const med = (key: string) => (t[key] ? median(t[key]) : Number.NaN);
  const cells = [String(items)];
  for (const build of ["before", "after"]) {
    for (const v of VARIANTS) cells.push(fmt(med(`${build} ${v}`)));
    cells.push(pct(walkOverScan(t, build, false)), pct(walkOverScan(t, build, true)));
  }
  const scanRatio = (v: string) =>
    t[`after ${v}`] ? pairedRatio(t[`after ${v}`], t[`before ${v}`]).toFixed(2) : "–";
  cells.push(scanRatio("scan"), scanRatio("chunked scan"), scanRatio("chunked walk"));
  return `| ${cells.join(" | ")} |`;
}

const beforePath = flag("before");
const repeat = flag("repeat");
const afterPath = flag("after") ?? new URL("../build/release.wasm", import.meta.url).pathname;
if (repeat) {
  const [variant, times] = repeat.split(":") as [Variant, string];
  const core = instance(afterPath);
  for (const n of sizes) {
    const bytes = packr.pack(syntheticTranscript(n));
    let took = 0;
    for (let i = 0; i < Number(times); i++) took += once(core, variant, bytes);
    console.log(`${variant} ${n}: ${ms(took / Number(times))} ms a run`);
  }
} else if (beforePath) {
  const cores = { before: instance(beforePath), after: instance(afterPath) };
  const head = ["walk", "scan", "chunked walk", "chunked scan", "walk/scan", "chunked walk/scan"];
  console.log(
    `| items | ${head.map((h) => `before ${h}`).join(" | ")} | ${head.map((h) => `after ${h}`).join(" | ")} | scan after/before | chunked scan after/before | chunked walk after/before |`,
  );
  console.log(`|${" ---: |".repeat(1 + 2 * head.length + 3)}`);
  for (const n of sizes) {
    const bytes = packr.pack(syntheticTranscript(n));
    console.log(abRow(abRounds(cores, bytes, n), n));
  }
} else {
  initSync(); // floor() runs the inlined core, as bench/index.ts does
  console.log(
    "| items | copy | walk | scan | walk/scan | chunked walk | chunked scan | chunked walk/scan |",
  );
  console.log(`|${" ---: |".repeat(8)}`);
  for (const n of sizes) {
    const r = floor(packr.pack(syntheticTranscript(n)), n) as Record<string, number>;
    const cells = [r.copy, r.walk, r.scan].map(fmt);
    console.log(
      `| ${n} | ${cells.join(" | ")} | ${pct(r.walk / r.scan)} | ${fmt(r["chunked walk"])} | ${fmt(r["chunked scan"])} | ${pct(r["chunked walk"] / r["chunked scan"])} |`,
    );
  }
}
