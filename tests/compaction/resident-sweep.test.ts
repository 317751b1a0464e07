// The resident index's cutoff sweep stops at the prefix an earlier sweep closed (no item below it
// reaches it), so a turn reads the items since: its plans must stay the reference engine's as
// items are appended between plans, also when an append makes an item below that prefix reach
// further (an output waiting before its call, answered now).
import { describe, expect, it } from "vitest";
import { type Item, makeCompactionPlan, Projection } from "../../bindings/index.js";
import { projectionInternals } from "../../bindings/projection.js";
import "../support/engines.js";
import { call, out, reasoning, user } from "../support/items.js";

/** The plan's start and unresolved keys, or the error's code. */
function planned(
  items: readonly Item[] | Projection,
  cutoff: number,
  engine: "reference" | "wasm",
) {
  const projection = items instanceof Projection ? items : new Projection(items);
  try {
    const plan = makeCompactionPlan(projection, { engine, cutoff });
    return { start: plan.start, unresolved: plan.unresolvedCalls.map((u) => u.callId) };
  } catch (error) {
    return { code: (error as { code?: string }).code };
  }
}

/** A fixed-seed generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the resident index's cutoff sweep across appends", () => {
  it("pulls the start back to an output that waited before its call, answered after a plan", () => {
    const resident = new Projection([user("a"), out("x"), user("b"), user("c")]);
    makeCompactionPlan(resident, { engine: "wasm" }); // closes the prefix up to the end
    resident.append(user("d"), user("e"), call("x"));
    const items = resident.items();
    // First at the cutoff just before the call: at or past the closed prefix, below the call.
    expect(planned(resident, 6, "wasm")).toEqual({ start: 1, unresolved: [] });
    expect(planned(items, 6, "reference")).toEqual({ start: 1, unresolved: [] });
    for (let cutoff = items.length; cutoff >= 0; cutoff--)
      expect(planned(resident, cutoff, "wasm"), `cutoff ${cutoff}`).toEqual(
        planned(items, cutoff, "reference"),
      );
    expect(projectionInternals.residentSlot(resident), "the resident index planned").toBeDefined();
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "agrees with the reference engine after every append (seed %i)",
    (seed) => {
      const next = random(seed);
      const resident = new Projection();
      const items: Item[] = [];
      for (let step = 0; step < 60; step++) {
        const key = `k${Math.floor(next() * 6)}`;
        const roll = next();
        const item =
          roll < 0.3
            ? call(key)
            : roll < 0.6
              ? out(key)
              : roll < 0.7
                ? reasoning()
                : user(`u${step}`);
        resident.append(item as Item);
        items.push(item as Item);
        // Just before the appended item first (at or past the prefix the last step closed), then
        // the middle and the end in either order: the closed prefix ahead of or behind the query.
        const middle = Math.floor(next() * (items.length + 1));
        const rest = next() < 0.5 ? [items.length, middle] : [middle, items.length];
        for (const cutoff of [items.length - 1, ...rest])
          expect(
            planned(resident, cutoff, "wasm"),
            `seed ${seed} step ${step} cutoff ${cutoff}`,
          ).toEqual(planned(items, cutoff, "reference"));
      }
    },
  );
});
