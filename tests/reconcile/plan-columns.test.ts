// A one-pass plan keeps its order and its items' privacy after later passes: its slot columns come
// from the kept column buffer, which each later pass writes over, and the plan must own the rest.
import { describe, expect, it } from "vitest";
import { type Item, itemsForFamily, reconcileItems } from "../../bindings/index.js";
import "../support/engines.js";
import { assistant, call, out, reasoning, user } from "../support/items.js";

const repairOutput = (r: { callId: string }) => out(r.callId, "repaired") as Item;

/** A transcript the one pass plans with moves: reasoning, calls answered late or never, messages. */
function transcript(tag: string, n: number): Item[] {
  const items: Item[] = [];
  for (let k = 0; k < n; k++) {
    items.push(reasoning(`${tag}r${k}`), user(`${tag}${k}`), call(`${tag}c${k}`));
    if (k % 3 === 0)
      items.push(assistant(`${tag}a${k}`)); // the call before it is repaired
    else items.push(out(`${tag}c${k}`));
  }
  return items;
}

/** What the engine plans and itemsForFamily selects for `family`. */
function expected(items: Item[], family: string, itemFamilies: Map<Item, string>): Item[] {
  const planned = reconcileItems(items, { engine: "wasm" }).items({ repairOutput });
  return itemsForFamily(planned, family, { itemFamilies });
}

describe("a one-pass plan after later plans", () => {
  it.each([5, 40, 400])(
    "keeps its order and privacy (%i steps, later plans of other shapes)",
    (n) => {
      const first = transcript("a", n);
      const families = new Map<Item, string>();
      first.forEach((item, i) => {
        if (item.type === "reasoning") families.set(item, i % 2 ? "openai" : "anthropic");
      });
      const plan = reconcileItems(first, { engine: "auto" });
      expect(plan.repairs.length).toBeGreaterThan(0);
      // Later plans of transcripts whose privacy and order differ at every index.
      for (const m of [n, n + 3, 2 * n]) {
        const later = [
          user("x"),
          ...transcript("b", m).filter((item) => item.type !== "reasoning"),
        ];
        reconcileItems(later, { engine: "auto" }).items({ repairOutput, family: "openai" });
      }
      const selected = plan.items({ repairOutput, family: "openai", itemFamilies: families });
      expect(selected).toEqual(expected(first, "openai", families));
      expect(plan.items({ repairOutput })).toEqual(
        reconcileItems(first, { engine: "wasm" }).items({ repairOutput }),
      );
    },
  );
});
