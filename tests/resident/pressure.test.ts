// When the core's memory is full, resident indexes (all rebuildable) are evicted and the call retried.

import { describe, expect, it } from "vitest";
import { coreMemoryError, requireCore, withCore } from "../../bindings/engine/loader.js";
import type { ResidentIndex } from "../../bindings/engine/resident-index.js";
import { initSync, Projection, reconcileItems } from "../../bindings/index.js";
import { projectionInternals } from "../../bindings/projection.js";
import { PLAN_ITEMS } from "../../common/codes.js";
import { call, out, user } from "../support/items.js";

initSync();

describe("core memory pressure", () => {
  it("evicts resident indexes, retries once, and the projections rebuild on their next plan", () => {
    const projections = [1, 2, 3].map((n) => new Projection([user(`u${n}`), call(`c${n}`)]));
    for (const p of projections) reconcileItems(p, { engine: "wasm" });
    const core = requireCore();
    const handles = projections.map((p) =>
      (projectionInternals.residentSlot(p) as ResidentIndex).ensure(
        core,
        projectionInternals.descriptors(p),
      ),
    );
    for (const h of handles) expect(core.planField(h, PLAN_ITEMS)).toBe(2);

    let attempts = 0;
    const result = withCore(() => {
      attempts++;
      if (attempts === 1) throw coreMemoryError("simulated: the core is full");
      return "planned";
    });
    expect([result, attempts]).toEqual(["planned", 2]);
    for (const h of handles) expect(core.planField(h, PLAN_ITEMS)).toBe(-1);

    projections[0].append(out("c1"));
    expect(reconcileItems(projections[0], { engine: "wasm" }).repairs).toEqual([]);
    expect(reconcileItems(projections[1], { engine: "wasm" }).repairs.map((r) => r.callId)).toEqual(
      ["c2"],
    );
  });

  it("retries only once, and never for a caller's own limit", () => {
    reconcileItems(new Projection([call("held")]), { engine: "wasm" }); // something to evict
    let attempts = 0;
    expect(() =>
      withCore(() => {
        attempts++;
        throw coreMemoryError("still full");
      }),
    ).toThrow(expect.objectContaining({ code: "limit-exceeded", reason: "core-memory" }));
    expect(attempts).toBe(2);
    expect(() =>
      reconcileItems([user("a"), user("b")], { engine: "wasm", limits: { maxItems: 1 } }),
    ).toThrow(expect.objectContaining({ code: "limit-exceeded", reason: "max-items" }));
  });
});
