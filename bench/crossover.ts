// Where `auto` should switch engines (bindings/engine/select.ts): reconcile's general path and the
// cutoff scan, wasm against the reference engine, describing included, paired rounds per size.
// node --expose-gc --single-threaded-gc --import tsx bench/crossover.ts [sizes...]
import { loadavg } from "node:os";
import { selectEngine } from "../bindings/engine/select.js";
import { type Item, initSync } from "../bindings/index.js";
import { describeItems } from "../bindings/items/describe.js";
import { counts, median, pairedRatio, rounds } from "./measure.js";
import { syntheticTranscript } from "./synthetic.js";

const sizes = process.argv.slice(2).map(Number);
initSync();
for (const n of sizes.length ? sizes : [5_000, 10_000, 20_000, 30_000, 40_000, 60_000]) {
  const items = syntheticTranscript(n) as Item[];
  const variants: Record<string, () => unknown> = {};
  for (const engine of ["wasm", "reference"] as const) {
    const chosen = selectEngine(engine, n);
    variants[`reconcile ${engine}`] = () => chosen.reconcile({ descriptors: describeItems(items) });
    variants[`cutoff ${engine}`] = () =>
      chosen.cutoff({ descriptors: describeItems(items) }, n >> 1);
  }
  const times = rounds(variants, counts(n).samples, counts(n).inner);
  const line = ["reconcile", "cutoff"].map(
    (op) =>
      `${op} wasm ${median(times[`${op} wasm`]).toFixed(2)} ms, reference ${median(times[`${op} reference`]).toFixed(2)}, wasm/reference ${pairedRatio(times[`${op} wasm`], times[`${op} reference`]).toFixed(2)}`,
  );
  console.log(`${n} items (load ${loadavg()[0].toFixed(1)}): ${line.join("; ")}`);
}
