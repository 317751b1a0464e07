// Two builds of the library side by side in one process (script/ab-bundle.mjs makes them):
// reconcileItems with `engine: "auto"` on the synthetic transcripts, the two builds' calls
// interleaved in shuffled rounds, with each build against itself (A/A) as the noise floor.
// node script/bench-bundle.mjs bench/paired-lib.ts --expose-gc --single-threaded-gc -- \
//   build/ab/before.mjs build/ab/after.mjs [sizes, default 1000,10000,100000] [rounds multiplier]
//   [shape: a name of bench/shapes/shapes.ts; default the seeded stream]
import { type Library, loadBuild } from "./ab-builds.js";
import { counts, median, pairedRatio, ratio, rounds } from "./measure.js";
import { SHAPES } from "./shapes/shapes.js";
import { syntheticTranscript } from "./synthetic.js";

const [beforePath, afterPath, sizeList, multiplier, shapeName] = process.argv.slice(2);
if (!beforePath || !afterPath) throw new Error("usage: paired-lib.ts <before.mjs> <after.mjs>");
const before = await loadBuild(beforePath);
const after = await loadBuild(afterPath);
const sizes = (sizeList ?? "1000,10000,100000").split(",").map(Number);
const more = Number(multiplier ?? 1);
const shape = shapeName === undefined ? undefined : SHAPES.find((s) => s.name === shapeName);
if (shapeName !== undefined && !shape) throw new Error(`no shape ${shapeName} in bench/shapes`);

for (const n of sizes) {
  const items = (shape ? shape.items(n) : syntheticTranscript(n)) as never[];
  const plan = (library: Library) => () =>
    library.reconcileItems(items, { engine: "auto" }).repairs;
  const { samples, inner } = counts(n);
  const times = rounds(
    {
      before: plan(before),
      "before A/A": plan(before),
      after: plan(after),
      "after A/A": plan(after),
    },
    samples * more,
    inner,
  );
  const ms = (name: string) => median(times[name]).toFixed(3);
  console.log(
    `${shape?.name ?? "seeded"} ${n} items: before ${ms("before")} ms, after ${ms("after")} ms; after/before ${ratio(
      pairedRatio(times.after, times.before),
    )} (A/A before ${ratio(pairedRatio(times["before A/A"], times.before))}, after ${ratio(
      pairedRatio(times["after A/A"], times.after),
    )}; ${samples * more} rounds of ${inner})`,
  );
}
