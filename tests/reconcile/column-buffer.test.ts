// The reference engine takes its per-call columns from one kept buffer that grows (reference/
// tables.ts). A transcript longer than the buffer has room for, from a fresh small buffer, plans
// as on the core engine: every column is as long as the transcript.
import { afterEach, describe, expect, it } from "vitest";
import { makeCompactionPlan, Projection, reconcileItems } from "../../bindings/index.js";
import { kept } from "../../bindings/internal/hooks.js";
import "../support/engines.js";
import { call, out, user } from "../support/items.js";

const saved = kept.columns.buffer;
afterEach(() => {
  kept.columns.buffer = saved;
});

// n calls, each answered two calls later (so every output moves), the last ones unanswered.
function transcript(n: number): object[] {
  const items: object[] = [user("go")];
  for (let k = 0; k < n; k++) {
    items.push(call(`c${k}`));
    if (k >= 2) items.push(out(`c${k - 2}`));
  }
  return items;
}

describe("the reference engine's kept columns", () => {
  it.each([1500, 3000, 4000])(
    "%i calls from a fresh 1,024-entry buffer plan as on the core",
    (n) => {
      const items = transcript(n);
      const core = reconcileItems(items as never, { engine: "wasm" });
      kept.columns.buffer = new Int32Array(1 << 10);
      const reference = reconcileItems(items as never, { engine: "reference" });
      expect(reference.repairs.map((r) => r.callId)).toEqual(core.repairs.map((r) => r.callId));
      const repair = (r: { callId: string }) => out(r.callId, "x") as never;
      expect(reference.items({ repairOutput: repair })).toEqual(
        core.items({ repairOutput: repair }),
      );
    },
  );

  it("are all given back after auto's cutoff pass (its privacy bytes included), also when an item throws", () => {
    for (const n of [400, 5000]) {
      const items = transcript(n);
      const plan = makeCompactionPlan(new Projection(items as never), { cutoff: n >> 1 });
      const reference = makeCompactionPlan(new Projection(items as never), {
        cutoff: n >> 1,
        engine: "reference",
      });
      expect(plan.start).toBe(reference.start);
      expect(kept.columns.top).toBe(0);
      const throwing = Object.defineProperty({ type: "function_call" }, "call_id", {
        get() {
          throw new Error("boom");
        },
      });
      expect(() =>
        makeCompactionPlan(new Projection([...items, throwing] as never), { cutoff: n >> 1 }),
      ).toThrow();
      expect(kept.columns.top).toBe(0);
    }
  });
});

describe("the one pass's columns on long transcripts", () => {
  const repair = (r: { callId: string }) => out(r.callId, "x") as never;

  it("keep a changed plan's order when the next call takes the kept buffer again", () => {
    // Outputs two calls late move in the first; one call late in the second: other orders.
    const first = transcript(5000);
    const second: object[] = [user("go")];
    for (let k = 0; k < 5000; k++) {
      second.push(call(`d${k}`));
      if (k >= 1) second.push(out(`d${k - 1}`));
    }
    const expected = reconcileItems(first as never, { engine: "reference" }).items({
      repairOutput: repair,
    });
    const plan = reconcileItems(first as never, { engine: "auto" });
    reconcileItems(second as never, { engine: "auto" }).items({ repairOutput: repair });
    expect(plan.items({ repairOutput: repair })).toEqual(expected);
  });

  it("plan 20,000 calls (columns past the kept buffer) as on the core", () => {
    // Answered in order (the pass finishes it), every hundredth call left unanswered.
    const items: object[] = [user("go")];
    for (let k = 0; k < 20_000; k++) {
      items.push(call(`e${k}`));
      if (k % 100 !== 7) items.push(out(`e${k}`));
    }
    const core = reconcileItems(items as never, { engine: "wasm" });
    const auto = reconcileItems(items as never, { engine: "auto" });
    expect(auto.repairs.map((r) => r.callId)).toEqual(core.repairs.map((r) => r.callId));
    expect(auto.items({ repairOutput: repair })).toEqual(core.items({ repairOutput: repair }));
  });
});
