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

describe("a one-pass plan's order", () => {
  const repair = (r: { callId: string }) => out(r.callId, "x") as never;

  // Up to 4,096 items the order is built in the kept buffer and copied out; past it, its own array.
  it.each([1500, 5000])(
    "keep a changed plan's order (%i calls) when the next call takes the kept buffer again",
    (n) => {
      // Outputs two calls late move in the first; one call late in the second: other orders.
      const first = transcript(n);
      const second: object[] = [user("go")];
      for (let k = 0; k < n; k++) {
        second.push(call(`d${k}`));
        if (k >= 1) second.push(out(`d${k - 1}`));
      }
      const expected = reconcileItems(first as never, { engine: "reference" }).items({
        repairOutput: repair,
      });
      const plan = reconcileItems(first as never, { engine: "auto" });
      reconcileItems(second as never, { engine: "auto" }).items({ repairOutput: repair });
      expect(plan.items({ repairOutput: repair })).toEqual(expected);
    },
  );
});
