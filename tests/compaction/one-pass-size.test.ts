import { describe, expect, it, vi } from "vitest";
import { type Item, makeCompactionPlan, Projection, reconcileItems } from "../../bindings/index.js";
// `auto` plans a cutoff in the one pass only from hooks.cutoffOnePassFrom items (384): below it,
// describing every item and the reference engine's scan cost less than the pass
// (docs/decisions.md, "Compaction"). The plan is the reference engine's either way.
import { withHooks } from "../../bindings/internal/hooks.js";
import "../support/engines.js";
import { call, out, user } from "../support/items.js";

const { pass, countingPass } = await vi.hoisted(() => import("../support/pass-count.js"));
vi.mock("../../bindings/reconcile/in-order.js", countingPass);

/** A transcript of `n` items (n ≥ 3): turns of a call and its output, the last call open. */
function transcript(n: number): Item[] {
  const items: Item[] = [user("start")];
  for (let k = 0; items.length < n - 1; k++) items.push(call(`c${k}`), out(`c${k}`));
  while (items.length < n - 1) items.push(user("more"));
  items.push(call("open"));
  return items.slice(0, n);
}

/** Whether `auto`'s plan at the middle of `items` ran the pass; its plan held to the reference's. */
function ranPass(items: Item[]): boolean {
  const cutoff = items.length >> 1;
  const expected = makeCompactionPlan(new Projection(items), { engine: "reference", cutoff });
  const before = pass.calls;
  const plan = makeCompactionPlan(new Projection(items), { cutoff });
  const ran = pass.calls > before;
  expect({ start: plan.start, items: plan.items(), unresolved: plan.unresolvedCalls }).toEqual({
    start: expected.start,
    items: expected.items(),
    unresolved: expected.unresolvedCalls,
  });
  return ran;
}

describe("auto's cutoff and the one pass", () => {
  it("takes the reference engine's path below 384 items and the one pass from 384", () => {
    expect([3, 64, 300, 383].map((n) => ranPass(transcript(n)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([384, 500, 2_000].map((n) => ranPass(transcript(n)))).toEqual([true, true, true]);
  });

  it("runs the pass on any size with the hook at 0 (the tests of the pass's plans)", () => {
    withHooks({ cutoffOnePassFrom: 0 }, () => {
      expect([3, 64].map((n) => ranPass(transcript(n)))).toEqual([true, true]);
    });
  });

  it("makes no reconciliation plan in the cutoff's pass, and one in reconcileItems'", () => {
    const items = transcript(500);
    const before = { ...pass };
    makeCompactionPlan(new Projection(items), { cutoff: 250 });
    expect([pass.calls - before.calls, pass.plans - before.plans]).toEqual([1, 0]);
    reconcileItems(items);
    expect([pass.calls - before.calls, pass.plans - before.plans]).toEqual([2, 1]);
  });

  it("leaves an explicit engine alone at any size", () => {
    const items = transcript(300);
    const before = pass.calls;
    makeCompactionPlan(new Projection(items), { engine: "reference" });
    expect(pass.calls).toBe(before);
  });
});
