// One heap's rows for bench/shapes/index.ts: every shape at every size, (a), the peers, (b) the
// stored bytes' path and the resident turn, a JSON line per row on stdout. node script/bench-bundle.mjs bench/shapes/child.ts --expose-gc
// --single-threaded-gc --max-old-space-size=4096 -- <bare|server> <sizes> <shapes> <peers|no-peers>
import { type Item, initSync } from "../../bindings/index.js";
import { allocatedBytes } from "./allocation.js";
import { enginesOn, shapeCounts } from "./engines.js";
import { type HeapName, heap } from "./heap.js";
import { SHAPE_ROW } from "./report.js";
import { SHAPES } from "./shapes.js";
import { storedOn } from "./stored.js";
import { TURN_TAIL, turnOn } from "./turn.js";

const [heapName, sizeList, shapeList, peerFlag] = process.argv.slice(2);
const sizes = (sizeList ?? "1000,10000,100000").split(",").map(Number);
const shapes = shapeList ? SHAPES.filter((s) => shapeList.split(",").includes(s.name)) : SHAPES;
initSync();
const held = heap(heapName as HeapName);
// The parent installs the peers once: two children running `npm ci` at once break each other.
const peers = peerFlag === "peers" ? await import("../peers/run.js") : undefined;
for (const shape of shapes)
  for (const n of sizes) {
    const items = shape.items(n) as Item[];
    const engines = enginesOn(items, held);
    const { samples, inner } = shapeCounts(n);
    const peer = await peers?.peersAt(n, {
      items,
      counts: { samples: Math.max(7, samples >> 1), inner },
      rounds: held.rounds,
      allocated: allocatedBytes,
    });
    const stored = storedOn(items, held);
    // The turn's transcript: the same shape with the items its turns append after the first n.
    const turn = turnOn(shape.items(n + TURN_TAIL) as Item[], held);
    const row = {
      shape: shape.name,
      heap: held.name,
      liveMB: held.liveMB,
      engines,
      peer,
      stored,
      turn,
    };
    console.log(`${SHAPE_ROW}${JSON.stringify(row)}`);
    console.error(
      `${held.name} ${shape.name} ${n}: reconcile auto/better ${(engines["reconcile auto/best"] as number).toFixed(2)} (A/A ${(engines["reconcile A/A"] as number).toFixed(2)})`,
    );
  }
