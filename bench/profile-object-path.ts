// Loops the object path on one shape and size, for `node --cpu-prof` (issue 35's profiling).
// node script/bench-bundle.mjs bench/profile-object-path.ts --cpu-prof -- <shape> <size> [seconds]
import { initSync, reconcileItems } from "../bindings/index.js";
import { repairOutput } from "./cases.js";
import { SHAPES } from "./shapes/shapes.js";

type Item = import("../bindings/index.js").Item;
const [name, size, seconds] = process.argv.slice(2);
initSync();
const shape = SHAPES.find((s) => s.name === name);
if (!shape) throw new Error(`no shape ${name}`);
const items = shape.items(Number(size)) as Item[];
const families = new Map<Item, string>();
for (const item of items)
  if ((item as { type?: string }).type === "reasoning") families.set(item, "openai");
const end = performance.now() + Number(seconds ?? 10) * 1000;
let calls = 0;
while (performance.now() < end) {
  reconcileItems(items, { engine: "auto" }).items({
    repairOutput,
    family: "openai",
    itemFamilies: families,
  });
  calls++;
}
console.log(`${name} ${size}: ${calls} calls`);
