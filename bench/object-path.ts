// What bounds target 1: the object path's parts, each timed against the Map floor in paired rounds
// (CPU time, as npm run bench times). Prints one line per size; RESULTS.md quotes a run of it.
// node --expose-gc --single-threaded-gc --import tsx bench/object-path.ts [sizes...]
import { loadavg } from "node:os";
import { type Item, itemsForFamily, reconcileItems } from "../bindings/index.js";
import { describeTransient, reusedDescriptor } from "../bindings/items/describe.js";
import { repairOutput } from "./cases.js";
import { counts, pairedRatio, rounds } from "./measure.js";
import { syntheticTranscript } from "./synthetic.js";

const FAMILY = "openai";
const sizes = process.argv.slice(2).map(Number);

for (const n of sizes.length ? sizes : [1_000, 10_000, 100_000]) {
  const items = syntheticTranscript(n) as Item[];
  const itemFamilies = new Map<Item, string>();
  for (const item of items)
    if ((item as { type?: string }).type === "reasoning") itemFamilies.set(item, FAMILY);
  const plan = reconcileItems(items);
  const reconciled = plan.items({ repairOutput });
  const variants: Record<string, () => unknown> = {
    "Map floor": () => {
      const map = new Map<string, number>();
      for (let i = 0; i < items.length; i++) {
        const id = (items[i] as { call_id?: string }).call_id;
        if (id !== undefined) map.set(id, i);
      }
      return map.size;
    },
    "describe only": () => {
      let kinds = 0;
      const into = reusedDescriptor();
      for (let i = 0; i < items.length; i++) kinds += describeTransient(items[i], true, into).kind;
      return kinds;
    },
    "reconcileItems (plan)": () => reconcileItems(items),
    "plan.items()": () => plan.items({ repairOutput }),
    "plan.items({ family })": () => plan.items({ repairOutput, family: FAMILY, itemFamilies }),
    "itemsForFamily (reconciled)": () => itemsForFamily(reconciled, FAMILY, { itemFamilies }),
    "target 1 (whole call)": () =>
      reconcileItems(items).items({ repairOutput, family: FAMILY, itemFamilies }),
  };
  const { samples, inner } = counts(n);
  const times = rounds(variants, samples, inner);
  const floor = times["Map floor"];
  const parts = Object.keys(variants)
    .filter((name) => name !== "Map floor")
    .map((name) => `${name} ${pairedRatio(times[name], floor).toFixed(2)}x`);
  console.log(
    `${n} items (floor ${(floor.slice().sort((a, b) => a - b)[floor.length >> 1] * 1000).toFixed(0)} µs, load ${loadavg()[0].toFixed(1)}): ${parts.join(", ")}`,
  );
}
