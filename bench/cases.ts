// The measured cases of bench/index.ts: each returns plain rows for the report.
import { execFileSync } from "node:child_process";
import { unlinkSync, writeFileSync } from "node:fs";
import { Packr, Unpackr } from "msgpackr";
import { requireCore } from "../bindings/engine/loader.js";
import { selectEngine } from "../bindings/engine/select.js";
import {
  type Item,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  Projection,
  reconcileItems,
  reconcileMsgpack,
} from "../bindings/index.js";
import { describeItems } from "../bindings/items/describe.js";
import { MSGPACK_OPTIONS } from "../bindings/msgpack/codec.js";
import { scanBytes } from "../bindings/msgpack/wasm-scan.js";
import { repairPolicy } from "../bindings/reconcile/repair-policy.js";
import { collect, consume, counts, cpuNow, median, pairedRatio, rounds } from "./measure.js";

export const packr = new Packr(MSGPACK_OPTIONS);
const unpackr = new Unpackr(MSGPACK_OPTIONS);

/** Any repair: the benchmark never materializes, it plans. */
export type Row = Record<string, number | string>;

const ENGINES = ["wasm", "reference", "auto"] as const;

/** Paired ratio of `auto` to the better engine (by median) of one operation's rounds. */
function autoOverBest(times: Record<string, number[]>, op: string): number {
  const wasm = median(times[`${op} wasm`]);
  const reference = median(times[`${op} reference`]);
  const better = wasm <= reference ? "wasm" : "reference";
  return pairedRatio(times[`${op} auto`], times[`${op} ${better}`]);
}

/**
 * (a)'s rounds at a size: {@link counts}' repetitions, more rounds. Target 2 reads 5% on these
 * cells, and `auto` against a copy of itself read 1.15-1.16 apart at 1M with 3 rounds
 * (docs/decisions.md, "Benchmark").
 */
function engineCounts(items: number): { samples: number; inner: number } {
  const { inner } = counts(items);
  const samples = items <= 10_000 ? 61 : items <= 100_000 ? 31 : items <= 300_000 ? 11 : 7;
  return { samples, inner };
}

/**
 * Rounds of a corpus transcript, each ~10k items' work (144 transcripts, most of them small): with
 * 61, `auto` against itself still read up to 1.06 on two cells (docs/decisions.md, "Benchmark").
 */
export const CORPUS_ROUNDS = 121;
const corpusCounts = (items: number, samples: number) => ({
  samples,
  inner: Math.max(1, Math.ceil(10_000 / Math.max(1, items))),
});

/**
 * (a)'s timed variants: `reconcile <engine>` and `cutoff <engine>` for each engine, `auto` and a
 * second copy of `auto` (`auto A/A`). The cutoff is the public call a user makes, at the middle:
 * `makeCompactionPlan` of a fresh `Projection` of the items, so no resident index or described
 * items carry over between calls (the projection copies the array alike for every engine; `wasm`
 * builds the projection's resident index, as a user's first plan on it does).
 */
export function engineVariants(items: readonly Item[]): Record<string, () => unknown> {
  const cutoff = items.length >> 1;
  const variants: Record<string, () => unknown> = {};
  for (const engine of [...ENGINES, "auto A/A"] as const) {
    const name = engine === "auto A/A" ? "auto" : engine;
    variants[`reconcile ${engine}`] = () => reconcileItems(items, { engine: name }).repairs;
    variants[`cutoff ${engine}`] = () =>
      makeCompactionPlan(new Projection(items), { engine: name, cutoff }).start;
  }
  return variants;
}

/**
 * (a) Items in JS memory, from scratch: `reconcileItems(array)`, and `makeCompactionPlan` at the
 * middle of a fresh Projection (see {@link engineVariants}); and the reconcile engine part alone
 * (descriptors ready).
 * `auto` is a variant of its own; `auto/best` is its paired ratio to the better engine. `auto A/A`
 * is `auto` again, a second closure: its paired ratio to `auto` is the noise of identical code in
 * this run, printed beside the verdict it bounds.
 */
export function itemsInMemory(
  items: readonly Item[],
  corpus = false,
  corpusRounds = CORPUS_ROUNDS,
): Row {
  const { samples, inner } = corpus
    ? corpusCounts(items.length, corpusRounds)
    : engineCounts(items.length);
  const variants = engineVariants(items);
  // What the engine choice changes: the engine alone, on descriptors described once beforehand.
  const descriptors = describeItems(items);
  if (!corpus)
    variants["engine part wasm"] = () => selectEngine("wasm", 0).reconcile({ descriptors });
  if (!corpus)
    variants["engine part reference"] = () =>
      selectEngine("reference", 0).reconcile({ descriptors });
  const times = rounds(variants, samples, inner, { collectEach: !corpus });
  const aa = (op: string) => pairedRatio(times[`${op} auto A/A`], times[`${op} auto`]);
  return {
    items: items.length,
    ...Object.fromEntries(Object.entries(times).map(([name, t]) => [name, median(t)])),
    "reconcile auto/best": autoOverBest(times, "reconcile"),
    "cutoff auto/best": autoOverBest(times, "cutoff"),
    "reconcile A/A": aa("reconcile"),
    "cutoff A/A": aa("cutoff"),
  };
}

/** The repair every bytes-out variant publishes. */
export const repairOutput = repairPolicy("interrupted").repairOutput;

/**
 * The pause (ms) after each gc() in (b): the reference variants leave hundreds of MB of garbage,
 * so every variant waits for the collector's background work on it (2 ms per MB, 5-300 ms).
 */
export const settleFor = (bytes: Uint8Array): number =>
  Math.min(300, Math.max(5, (bytes.length / 1e6) * 2));

/**
 * (b) Stored bytes to reconciled bytes: the wasm plan + `bytes()` against msgpackr unpack + the
 * reference engine + pack; the plan alone against unpack + reference (the issue-5 ratio); and
 * `bytes()` alone against one copy of the input (`slice`), the least any output costs; and the
 * plan + `chunks()` (the output as views, no copy) against the same baseline.
 */
export function bytesToBytes(bytes: Uint8Array, items: number): Row {
  const { samples, inner } = counts(items);
  const cutoff = items >> 1;
  const plan = reconcileMsgpack(bytes, { engine: "wasm" });
  const variants: Record<string, () => unknown> = {
    "wasm plan + bytes()": () =>
      reconcileMsgpack(bytes, { engine: "wasm" }).bytes({ repairOutput }).length,
    // The same output in pieces, the input's ranges as views: what a server writing them out pays.
    "wasm plan + chunks()": () =>
      reconcileMsgpack(bytes, { engine: "wasm" }).chunks({ repairOutput }).length,
    "unpack + reference + pack": () =>
      packr.pack(
        reconcileItems(unpackr.unpack(bytes) as Item[], { engine: "reference" }).items({
          repairOutput,
        }),
      ).length,
    "wasm plan": () => reconcileMsgpack(bytes, { engine: "wasm" }).order,
    "unpack + reference": () =>
      reconcileItems(unpackr.unpack(bytes) as Item[], { engine: "reference" }).repairs,
    "wasm cutoff plan": () => makeCompactionPlanMsgpack(bytes, { engine: "wasm", cutoff }).start,
    "unpack + reference cutoff": () =>
      makeCompactionPlan(new Projection(unpackr.unpack(bytes) as Item[]), {
        engine: "reference",
        cutoff,
      }).start,
    "bytes() alone": () => plan.bytes({ repairOutput }).length,
    // Uint8Array slice (a Buffer's own `slice` is a view, not a copy).
    "one copy": () => Uint8Array.prototype.slice.call(bytes).length,
  };
  const times = rounds(variants, samples, inner, settleFor(bytes));
  const paired = (a: string, b: string) => pairedRatio(times[a], times[b]);
  return {
    items,
    bytes: bytes.length,
    ...Object.fromEntries(Object.entries(times).map(([name, t]) => [name, median(t)])),
    "bytes out ratio": paired("unpack + reference + pack", "wasm plan + bytes()"),
    "chunks out ratio": paired("unpack + reference + pack", "wasm plan + chunks()"),
    "plan ratio": paired("unpack + reference", "wasm plan"),
    "cutoff ratio": paired("unpack + reference cutoff", "wasm cutoff plan"),
    "bytes()/copy": paired("bytes() alone", "one copy"),
  };
}

/**
 * (c) The floor: only walking the msgpack structure in the core, against the full scan. `walk` and
 * `scan` read an input copied beforehand (`copy`); `chunked walk` and `chunked scan` are the
 * bindings' path (the input copied in chunks, each scanned while in cache), copy included.
 */
export function floor(bytes: Uint8Array, items: number): Row {
  const { samples } = counts(items);
  const core = requireCore();
  const load = () => {
    const ptr = core.inputAlloc(bytes.length);
    const t0 = cpuNow();
    new Uint8Array(core.memory.buffer, ptr, bytes.length).set(bytes);
    return cpuNow() - t0;
  };
  // The whole input in wasm memory at once may not fit the core's 2 GiB (its blocks are powers of
  // two): then only the bindings' chunked path is measured, and walk/scan are NaN.
  const whole = core.inputAlloc(bytes.length) !== 0;
  core.release();
  const variants = (["walk", "scan", "chunked walk", "chunked scan"] as const).filter(
    (v) => whole || v.startsWith("chunked"),
  );
  const times: Record<string, number[]> = { copy: [] };
  for (const v of variants) times[v] = [];
  for (let s = 0; s < samples + 1; s++) {
    for (let k = 0; k < variants.length; k++) {
      const which = variants[(s + k) % variants.length];
      collect();
      let copied = 0;
      let t0 = 0;
      let status: number;
      if (which.startsWith("chunked")) {
        t0 = cpuNow();
        const walk = which === "chunked walk";
        status = scanBytes(core, bytes, 0x7fffffff, 64, 7, walk) ?? -1;
        if (!walk) status ||= core.reconcile();
      } else {
        copied = load();
        t0 = cpuNow();
        status =
          which === "walk"
            ? core.walkItems(bytes.length, 0x7fffffff, 64)
            : core.prepareItems(bytes.length, 0x7fffffff, 64, 7) || core.reconcile();
      }
      const took = cpuNow() - t0;
      consume(status);
      core.release();
      if (status !== 0) throw new Error(`floor: status ${status}`);
      if (s === 0) continue; // warm-up
      if (copied) times.copy.push(copied);
      times[which].push(took);
    }
  }
  const med = (v: number[]) => (v.length ? v.sort((a, b) => a - b)[v.length >> 1] : Number.NaN);
  const measured = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, med(v)]));
  return { items, walk: Number.NaN, scan: Number.NaN, ...measured };
}

/** (d) Cold start in fresh processes: compile + instantiate the release wasm; initSync(). */
export function coldStart(wasmBytes: Uint8Array): Row {
  const compile = `const b=require("fs").readFileSync(process.argv[1]);const t=performance.now();
const m=new WebAssembly.Module(b);new WebAssembly.Instance(m,{env:{abort(){}}});
process.stdout.write(String(performance.now()-t));`;
  const init = `const { initSync } = await import("./bindings/engine/loader.ts");
const t = performance.now(); initSync(); process.stdout.write(String(performance.now() - t));`;
  const file = "build/.bench-release.wasm";
  writeFileSync(file, wasmBytes);
  const runs = (args: string[]) =>
    Array.from({ length: 9 }, () => Number(execFileSync(process.execPath, args).toString()));
  const med = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1];
  const compiled = med(runs(["-e", compile, file]));
  const initSync = med(runs(["--import", "tsx", "--input-type=module", "-e", init]));
  unlinkSync(file);
  return { compileInstantiate: compiled, initSync, wasmBytes: wasmBytes.length };
}

/**
 * (e) Memory of the bytes path for one input (call in ascending size order, first in the process):
 * the wasm memory's growth since the process's first bytes call (memory only grows, so this is the
 * peak any call of this size needed), and the JS-side typed arrays a plan keeps (offsets, order,
 * slots: `arrayBuffers` with the plans held, after gc(), against before them). Nothing is
 * subtracted: the input is the caller's and is counted by neither.
 */
export function memoryOf(bytes: Uint8Array, items: number, initialWasm: number): Row {
  collect();
  const js0 = process.memoryUsage().arrayBuffers;
  const plans = [
    reconcileMsgpack(bytes, { engine: "wasm" }),
    makeCompactionPlanMsgpack(bytes, { engine: "wasm" }),
  ];
  collect();
  const js = process.memoryUsage().arrayBuffers - js0;
  consume(plans.length);
  const wasm = requireCore().memory.buffer.byteLength - initialWasm;
  return { items, bytes: bytes.length, wasm, js, perItem: (wasm + js) / items };
}

/** One resident turn: append 10, reconcile, plan a compaction, all on the projection. */
function turn(projection: Projection, batch: Item[]): void {
  projection.append(...batch);
  consume(reconcileItems(projection, { engine: "wasm" }).repairs);
  consume(makeCompactionPlan(projection, { engine: "wasm" }).start);
}

/**
 * (f) Resident turns on projections of each `base` size (its index built first, untimed): the
 * median of 21 turns back to back (the collections their own allocations cause included); and at
 * the first size, the same reconcile + cutoff from scratch. No gc() before each turn: at 1M items
 * the call after a forced full gc() pays ~400 ms of CPU (also a reconcile with nothing appended;
 * medians 405-431 ms against 4-15 ms back to back, bench/RESULTS.md session 4 core).
 */
export function resident(pool: readonly Item[], bases: readonly number[]): Row[] {
  const rows: Row[] = [];
  for (const base of bases) {
    const projection = new Projection(pool.slice(0, base));
    consume(reconcileItems(projection, { engine: "wasm" }).repairs);
    let next = base;
    const batches = () => {
      next += 10;
      return pool.slice(next - 10, next);
    };
    turn(projection, batches()); // warm-up
    collect();
    const times: number[] = [];
    for (let s = 0; s < 21; s++) {
      const batch = batches();
      const t0 = cpuNow();
      turn(projection, batch);
      times.push(cpuNow() - t0);
    }
    rows.push({ items: base, turn: median(times) });
  }
  const list = pool.slice(0, bases[0]);
  const scratch = rounds(
    {
      scratch: () => {
        consume(reconcileItems(list).repairs);
        return makeCompactionPlan(new Projection(list)).start;
      },
    },
    9,
  ).scratch;
  rows[0].scratch = median(scratch);
  return rows;
}
