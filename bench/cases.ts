// The measured cases of bench/index.ts: each returns plain rows for the report.
import { execFileSync } from "node:child_process";
import { unlinkSync, writeFileSync } from "node:fs";
import { Packr, Unpackr } from "msgpackr";
import { requireCore } from "../bindings/engine/loader.js";
import { AUTO_WASM_CUTOFF_THRESHOLD, selectEngine } from "../bindings/engine/select.js";
import {
  type Item,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  Projection,
  reconcileItems,
  reconcileMsgpack,
} from "../bindings/index.js";
import { describeItems } from "../bindings/items/describe.js";
import { scanBytes } from "../bindings/msgpack/wasm-scan.js";
import { collect, consume, counts, measure } from "./measure.js";

const OPTIONS = { useRecords: false, structuredClone: false, moreTypes: false } as const;
export const packr = new Packr(OPTIONS);
const unpackr = new Unpackr(OPTIONS);

/** Any repair: the benchmark never materializes, it plans. */
export type Row = Record<string, number | string>;

/**
 * (a) Items in JS memory, from scratch: `reconcileItems(array)`, and the cutoff scan as
 * `makeCompactionPlan` runs it (describeItems + the batch engine; a Projection would bring in its
 * resident index instead, measured in (f)); and the reconcile engine part alone (descriptors ready).
 */
export function itemsInMemory(items: readonly Item[]): Row {
  const { samples, inner } = counts(items.length);
  const cutoff = items.length >> 1;
  const engines = ["wasm", "reference", "auto"] as const;
  const variants: Record<string, () => unknown> = {};
  for (const engine of engines) {
    variants[`reconcile ${engine}`] = () => reconcileItems(items, { engine }).repairs;
    variants[`cutoff ${engine}`] = () => {
      const result = selectEngine(engine, items.length, AUTO_WASM_CUTOFF_THRESHOLD).cutoff(
        { descriptors: describeItems(items) },
        cutoff,
      );
      return result.ok ? result.start : result.reason;
    };
  }
  // What the engine choice changes: the engine alone, on descriptors described once beforehand.
  const descriptors = describeItems(items);
  variants["engine part wasm"] = () => selectEngine("wasm", 0).reconcile({ descriptors });
  variants["engine part reference"] = () => selectEngine("reference", 0).reconcile({ descriptors });
  return { items: items.length, ...measure(variants, samples, inner) };
}

/** (b) Stored bytes to a plan: the wasm bytes path against msgpackr unpack + the reference engine. */
export function bytesToPlan(bytes: Uint8Array, items: number, withOwnReference: boolean): Row {
  const { samples, inner } = counts(items);
  const cutoff = items >> 1;
  const variants: Record<string, () => unknown> = {
    "reconcile wasm bytes": () => reconcileMsgpack(bytes, { engine: "wasm" }).order,
    "reconcile unpack+reference": () =>
      reconcileItems(unpackr.unpack(bytes) as Item[], { engine: "reference" }).repairs,
    "cutoff wasm bytes": () => makeCompactionPlanMsgpack(bytes, { engine: "wasm", cutoff }).start,
    "cutoff unpack+reference": () =>
      makeCompactionPlan(new Projection(unpackr.unpack(bytes) as Item[]), {
        engine: "reference",
        cutoff,
      }).start,
    "unpack alone": () => (unpackr.unpack(bytes) as Item[]).length,
  };
  if (withOwnReference)
    variants["reconcile engine:'reference' bytes"] = () =>
      reconcileMsgpack(bytes, { engine: "reference" }).order;
  // The reference variants leave hundreds of MB of garbage: every variant waits for the
  // collector's background work on it (2 ms per MB of input, 5-300 ms) before its timed run.
  const settle = Math.min(300, Math.max(5, (bytes.length / 1e6) * 2));
  return { items, bytes: bytes.length, ...measure(variants, samples, inner, settle) };
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
    const t0 = performance.now();
    new Uint8Array(core.memory.buffer, ptr, bytes.length).set(bytes);
    return performance.now() - t0;
  };
  const variants = ["walk", "scan", "chunked walk", "chunked scan"] as const;
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
        t0 = performance.now();
        const walk = which === "chunked walk";
        status = scanBytes(core, bytes, 0x7fffffff, 64, 7, walk) ?? -1;
        if (!walk) status ||= core.reconcile();
      } else {
        copied = load();
        t0 = performance.now();
        status =
          which === "walk"
            ? core.walkItems(bytes.length, 0x7fffffff, 64)
            : core.prepareItems(bytes.length, 0x7fffffff, 64, 7) || core.reconcile();
      }
      const took = performance.now() - t0;
      consume(status);
      core.release();
      if (status !== 0) throw new Error(`floor: status ${status}`);
      if (s === 0) continue; // warm-up
      if (copied) times.copy.push(copied);
      times[which].push(took);
    }
  }
  const med = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1];
  return { items, ...Object.fromEntries(Object.entries(times).map(([k, v]) => [k, med(v)])) };
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

/** (e) Peak wasm memory of the bytes path for one input (call in ascending size order). */
export function peakMemory(bytes: Uint8Array, items: number): Row {
  const before = requireCore().memory.buffer.byteLength;
  consume(reconcileMsgpack(bytes, { engine: "wasm" }).order);
  consume(makeCompactionPlanMsgpack(bytes, { engine: "wasm" }).start);
  const after = requireCore().memory.buffer.byteLength;
  return { items, bytes: bytes.length, before, after, perItem: (after - bytes.length) / items };
}

/**
 * (f) A 100k projection with its resident index: append 10 items, then reconcile and cutoff scan,
 * against the same from scratch. Undefined when Projection has no resident index yet.
 */
export function resident(pool: readonly Item[], base: number): Row | undefined {
  const projection = new Projection(pool.slice(0, base));
  const slot = (p: Projection) =>
    (p as unknown as { residentSlot?: () => unknown }).residentSlot?.();
  consume(reconcileItems(projection, { engine: "wasm" }).repairs);
  if (slot(projection) === undefined) return undefined;
  let next = base;
  const samples = 9;
  const inc: number[] = [];
  const full: number[] = [];
  for (let s = 0; s < samples + 1; s++) {
    const batch = pool.slice(next, next + 10);
    next += 10;
    const t0 = performance.now();
    projection.append(...batch);
    consume(reconcileItems(projection, { engine: "wasm" }).repairs);
    consume(makeCompactionPlan(projection, { engine: "wasm" }).start);
    const t1 = performance.now();
    const list = projection.items();
    const t2 = performance.now();
    consume(reconcileItems(list).repairs);
    consume(makeCompactionPlan(new Projection(list)).start);
    const t3 = performance.now();
    if (s === 0) continue;
    inc.push(t1 - t0);
    full.push(t3 - t2);
  }
  const med = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1];
  return { items: base, incremental: med(inc), scratch: med(full) };
}
