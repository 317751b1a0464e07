// Loops the object path on one shape and size, for `node --cpu-prof` (issue 35's profiling).
// `before`: shapes whose object path runs first (1 s each, not profiled apart), so the profile
// reads the calls in the state bench:shapes measures them, after other item shapes were seen.
// node script/bench-bundle.mjs bench/profile-object-path.ts --cpu-prof -- <shape> <size> [seconds] [before]
import { initSync, reconcileItems } from "../bindings/index.js";
import { repairOutput } from "./cases.js";
import { SHAPES } from "./shapes/shapes.js";

type Item = import("../bindings/index.js").Item;
const [name, size, seconds, before] = process.argv.slice(2);
initSync();

function transcript(shapeName: string): { items: Item[]; families: Map<Item, string> } {
  const shape = SHAPES.find((s) => s.name === shapeName);
  if (!shape) throw new Error(`no shape ${shapeName}`);
  const items = shape.items(Number(size)) as Item[];
  const families = new Map<Item, string>();
  for (const item of items)
    if ((item as { type?: string }).type === "reasoning") families.set(item, "openai");
  return { items, families };
}

/** The object path on `shapeName` for `ms` milliseconds; the number of calls. */
function loop(shapeName: string, ms: number): number {
  const { items, families } = transcript(shapeName);
  const end = performance.now() + ms;
  let calls = 0;
  while (performance.now() < end) {
    reconcileItems(items, { engine: "auto" }).items({
      repairOutput,
      family: "openai",
      itemFamilies: families,
    });
    calls++;
  }
  return calls;
}

for (const other of before ? before.split(",") : []) loop(other, 1000);
console.log(`${name} ${size}: ${loop(name, Number(seconds ?? 10) * 1000)} calls`);
