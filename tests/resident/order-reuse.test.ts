// The resident index's kept order (bindings/engine/resident-order.ts): plans made on earlier turns
// keep their items while later turns reuse or replace the order's buffer, and a plan made after
// several appends (the order resumed from the lowest changed item) equals the reference engine's,
// and so do compaction plans at the end and at the last order's end (whose unresolved calls are
// that order's repairs, appended outputs or not).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Item,
  Projection,
  type ReconciliationPlan,
  reconcileItems,
} from "../../bindings/index.js";
import { replaceHooks } from "../../bindings/internal/hooks.js";
import "../support/engines.js";
import { out } from "../support/items.js";
import { appendsArb, compactionOutcome, isRepair, reconcileOutcome } from "../support/resident.js";

const SEED = 20261201;

const repairFor = (r: { callId: string }) => out(r.callId, "repaired");

/** The plan's items with repairs, or the error's name. */
function itemsOf(plan: ReconciliationPlan): Item[] {
  return plan.items({ repairOutput: repairFor });
}

// 4-entry chunks: the transcripts here hold tens of items, so plans cross chunk boundaries.
describe.each([12, 2])("resident order kept between plans (chunks of 2**%i entries)", (bits) => {
  beforeAll(() => replaceHooks({ orderChunkBits: bits }));
  afterAll(() => replaceHooks());

  it("plans every few appends equal the reference engine's; earlier plans never change", () => {
    fc.assert(
      fc.property(appendsArb, fc.array(fc.boolean(), { maxLength: 14 }), (appends, skips) => {
        const projection = new Projection();
        const kept: { plan: ReconciliationPlan; items: Item[] }[] = [];
        appends.forEach((items, turn) => {
          const before = projection.length;
          projection.append(...items);
          // Compactions right after an append (the last order is not current): at the end, and at
          // the last order's end, where calls answered since are unresolved.
          for (const at of [projection.length, before]) {
            expect(compactionOutcome(projection, "wasm", at, true)).toEqual(
              compactionOutcome(projection, "reference", at, true),
            );
          }
          if (skips[turn]) return; // several appends before the next plan
          for (const repaired of [false, true]) {
            expect(reconcileOutcome(projection, "wasm", repaired)).toEqual(
              reconcileOutcome(projection, "reference", repaired),
            );
          }
          try {
            const plan = reconcileItems(projection, { engine: "wasm", isRepairedOutput: isRepair });
            // Materialized only at the end: its order stays in the chunks later turns write.
            const options = { engine: "reference", isRepairedOutput: isRepair } as const;
            kept.push({ plan, items: itemsOf(reconcileItems(projection, options)) });
          } catch {
            // an invalid transcript stays invalid: nothing more to plan
          }
        });
        for (const { plan, items } of kept) expect(itemsOf(plan)).toEqual(items);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
