// The demo: runs the built package on a bundled transcript and prints what it finds.
import { readFileSync } from "node:fs";
import {
  callKeys,
  initSync,
  isCallItem,
  isFamilyPrivateItem,
  isOutputItem,
  itemsForFamily,
  itemType,
  makeCompactionPlan,
  needsOutput,
  Projection,
  reconcileItems,
} from "../dist/index.js";

const file = process.argv[2] ?? new URL("./demo-transcript.json", import.meta.url);
const { about, items, families } = JSON.parse(readFileSync(file, "utf8"));
const itemFamilies = new Map(Object.entries(families ?? {}).map(([i, f]) => [items[Number(i)], f]));
const label = (item) => `${itemType(item)}${callKeys(item).length ? ` ${callKeys(item)}` : ""}`;
const print = (title, rows) => console.log(`\n${title}\n${rows.map((r) => `  ${r}`).join("\n")}`);

if (about) console.log(about);
initSync();

const kinds = new Map();
for (const item of items) kinds.set(itemType(item), (kinds.get(itemType(item)) ?? 0) + 1);
print(
  `${items.length} items by kind:`,
  [...kinds].map(([k, n]) => `${String(n).padStart(3)}  ${k}`),
);

const calls = items.filter(isCallItem);
print("Calls and outputs:", [
  `${calls.length} calls (${calls.filter(needsOutput).length} client-executed), ${items.filter(isOutputItem).length} outputs`,
]);

const privateItems = items.filter(isFamilyPrivateItem);
const perFamily = new Map();
for (const item of privateItems) {
  const family = itemFamilies.get(item) ?? "unknown";
  perFamily.set(family, (perFamily.get(family) ?? 0) + 1);
}
print(
  `${privateItems.length} family-private items:`,
  [...perFamily].map(([f, n]) => `${n} from ${f}`),
);
for (const family of ["openai", "anthropic"]) {
  const kept = itemsForFamily(items, family, { itemFamilies });
  console.log(`  replayable to ${family}: ${kept.length} of ${items.length} items`);
}

const plan = reconcileItems(items, { engine: "wasm" });
print("Reconciliation (wasm engine):", [
  `repairs needed: ${plan.repairs.map((r) => r.callId).join(", ") || "none"}`,
]);
const reconciled = plan.items({
  repairOutput: ({ callId }) => ({
    type: "function_call_output",
    call_id: callId,
    output: "[interrupted: no result]",
  }),
});
print(
  "Reconciled order:",
  reconciled.map((item, i) => `${String(i).padStart(2)}  ${label(item)}`),
);

const projection = new Projection(reconciled);
const compaction = makeCompactionPlan(projection, { cutoff: 12 });
print("Compaction plan at cutoff 12:", [
  `unresolved at the cutoff: ${compaction.unresolvedCalls.map((u) => u.callId).join(", ") || "none"}`,
  `discards ${compaction.start} resolved items, retains ${compaction.items().length}: ${compaction.items().map(label).join(", ")}`,
]);
