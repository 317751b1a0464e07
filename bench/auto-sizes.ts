// Target 2 on the synthetic sizes alone: section (a)'s rounds (bench/cases.ts itemsInMemory) from
// the smallest size up in one fresh process, as `npm run bench` runs them, without the rest of it.
// Prints each size's engine medians and auto/better per operation.
// node script/bench-bundle.mjs bench/auto-sizes.ts --expose-gc --single-threaded-gc -- [sizes, comma-separated]
import { type Item, initSync } from "../bindings/index.js";
import { itemsInMemory } from "./cases.js";
import { syntheticTranscript } from "./synthetic.js";

const sizes = (process.argv[2] ?? "100,300,1000,3000,10000,30000,50000").split(",").map(Number);
initSync();
for (const n of sizes) {
  const row = itemsInMemory(syntheticTranscript(n) as Item[]);
  const ms = (key: string) => Number(row[key]).toFixed(2);
  const cells = (op: string) =>
    `${op} reference ${ms(`${op} reference`)} wasm ${ms(`${op} wasm`)} auto ${ms(`${op} auto`)} ms, auto/better ${ms(`${op} auto/best`)} (A/A ${ms(`${op} A/A`)})`;
  console.log(`${n}: ${cells("reconcile")}; ${cells("cutoff")}`);
}
