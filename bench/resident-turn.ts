// Focused bench for issue #16 target 5: resident turns (append 10, reconcileItems, makeCompactionPlan
// on the projection, wasm engine) at each size, CPU time. (a) bench/cases.ts's `resident` (gc() before
// each of 9 turns, median); (b) 21 turns back to back, no gc() between (median): at 1M items a
// forced full gc() is followed by ~400 ms pauses in whichever call allocates next, which (a) counts.
// node --expose-gc --single-threaded-gc --max-old-space-size=8192 --import tsx bench/resident-turn.ts [sizes...]
import type { Item } from "../bindings/index.js";
import { initSync, makeCompactionPlan, Projection, reconcileItems } from "../bindings/index.js";
import { resident } from "./cases.js";
import { consume, cpuNow, median, ms } from "./measure.js";
import { syntheticTranscript } from "./synthetic.js";

initSync();
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const bases = sizes.length ? sizes : [100_000, 1_000_000];
const pool = syntheticTranscript(bases.at(-1)! + 400) as Item[];

/** Median CPU time of `turns` turns back to back, after one untimed. */
function backToBack(base: number, turns = 21): number {
  const projection = new Projection(pool.slice(0, base));
  consume(reconcileItems(projection, { engine: "wasm" }).repairs);
  const times: number[] = [];
  for (let s = 0, next = base; s <= turns; s++, next += 10) {
    const t0 = cpuNow();
    projection.append(...pool.slice(next, next + 10));
    consume(reconcileItems(projection, { engine: "wasm" }).repairs);
    consume(makeCompactionPlan(projection, { engine: "wasm" }).start);
    if (s > 0) times.push(cpuNow() - t0);
  }
  return median(times);
}

const rows = resident(pool, bases);
const steady = bases.map((base) => backToBack(base));
rows.forEach((row, i) => {
  console.log(
    `${row.items}: turn ${ms(row.turn as number)} ms (gc before each), ${ms(steady[i])} ms back to back`,
  );
});
const scratch = rows[0].scratch as number;
console.log(
  `scratch ${ms(scratch)} ms: ${(scratch / (rows[0].turn as number)).toFixed(1)}x / ${(scratch / steady[0]).toFixed(1)}x`,
);
if (rows[1]) {
  const gcRatio = (rows[1].turn as number) / (rows[0].turn as number);
  console.log(`1M/100k ${gcRatio.toFixed(2)}x / ${(steady[1] / steady[0]).toFixed(2)}x`);
}
