import { describe, expect, it, vi } from "vitest";
// `auto`'s memory of the transcripts its one pass gave up on: planned again and again, such a
// transcript is planned on an engine without a wasted pass first, the pass tried again after
// twice as many calls each time (at most 64), and every call gives the same plan.
import { type Item, reconcileItems } from "../../bindings/index.js";
import "../support/engines.js";
import { call, out, user } from "../support/items.js";

const { pass, countingPass } = await vi.hoisted(() => import("../support/pass-count.js"));
vi.mock("../../bindings/reconcile/in-order.js", countingPass);

/** Which of `calls` calls ran the one pass; each call's plan checked against the reference engine's. */
function passes(items: Item[], calls: number): number[] {
  const expected = reconcileItems(items, { engine: "reference" }).items();
  const ran: number[] = [];
  for (let k = 1; k <= calls; k++) {
    const before = pass.calls;
    const plan = reconcileItems(items, { engine: "auto" });
    if (pass.calls > before) ran.push(k);
    expect(plan.items()).toEqual(expected);
  }
  return ran;
}

// An output before its call: the general path plans it (the output moves after its call).
const early = () =>
  [user("first"), call("a"), out("a"), out("x"), call("x"), user("end")] as Item[];

describe("auto's one pass on a transcript it cannot finish", () => {
  it("is tried after 1, 2, 4, 8 ... skipped calls, every call giving the engines' plan", () => {
    expect(passes(early(), 20)).toEqual([1, 3, 6, 11, 20]);
  });

  it("is tried on every call of a transcript it finishes", () => {
    expect(passes([user("first"), call("b"), out("b")] as Item[], 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("comes back for good once the transcript (the same first item) plans in one pass", () => {
    const items = early();
    expect(passes(items, 4)).toEqual([1, 3]);
    const fixed = [items[0], call("a"), out("a"), call("x"), out("x")] as Item[];
    // Skipped until its next try (two skips after call 3), then on every call.
    expect(passes(fixed, 6)).toEqual([2, 3, 4, 5, 6]);
    // Given up on again: the count starts over (one skip), not from where it stood.
    const broken = [items[0], out("y"), call("y")] as Item[];
    expect(passes(broken, 4)).toEqual([1, 3]);
  });

  it("skips it at most 64 calls in a row", () => {
    const ran = passes(early(), 300);
    const gaps = ran.slice(1).map((k, i) => k - ran[i] - 1);
    expect(gaps.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(Math.max(...gaps)).toBe(64);
  });

  it("is not remembered for another transcript with equal items", () => {
    expect(passes(early(), 1)).toEqual([1]);
    expect(passes(early(), 1)).toEqual([1]); // its own first item: tried
  });
});
