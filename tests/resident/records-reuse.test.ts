// A resident turn allocates records only for what changed (bindings/reconcile/call-records.ts,
// bindings/engine/resident-order.ts): a plan whose repairs are the last plan's gets the same frozen
// array, and a plan whose repairs changed gets a fresh one that leaves every earlier plan's as it was.
import { describe, expect, it } from "vitest";
import { makeCompactionPlan, Projection, reconcileItems } from "../../bindings/index.js";
import { kept, withHooks } from "../../bindings/internal/hooks.js";
import { projectionInternals } from "../../bindings/projection.js";
import { ENGINES } from "../support/engines.js";
import { call, out, user } from "../support/items.js";

const ids = (records: readonly { callId: string }[]) => records.map((r) => r.callId);

describe.each(ENGINES)("records of resident plans on the %s engine", (engine) => {
  it("hands the same frozen array while the repairs stay the same, to both plans", () => {
    const p = new Projection([user("a"), call("1"), user("b"), call("2"), out("2"), call("3")]);
    const first = reconcileItems(p, { engine });
    expect(ids(first.repairs)).toEqual(["1", "3"]);
    p.append(user("c"), user("d")); // nothing answered, nothing new to repair
    const again = reconcileItems(p, { engine });
    const plan = makeCompactionPlan(p, { engine });
    expect(ids(again.repairs)).toEqual(["1", "3"]);
    if (engine === "wasm") {
      expect(again.repairs).toBe(first.repairs);
      expect(plan.unresolvedCalls).toBe(first.repairs);
    }
    expect(Object.isFrozen(again.repairs)).toBe(true);
    expect(Object.isFrozen(plan.unresolvedCalls)).toBe(true);
  });

  it("leaves earlier plans' repairs as they were when the repairs change", () => {
    const p = new Projection([user("a"), call("1"), user("b"), call("2"), user("c"), call("3")]);
    const first = reconcileItems(p, { engine });
    const firstCut = makeCompactionPlan(p, { engine });
    p.append(out("3"), call("4")); // the last repair answered, a new one after it
    const second = reconcileItems(p, { engine });
    p.append(out("2"), user("d")); // a repair in the middle answered (a late output)
    const third = reconcileItems(p, { engine });
    const thirdCut = makeCompactionPlan(p, { engine });
    p.append(call("5"), out("5"), call("6")); // one more at the end
    const fourth = reconcileItems(p, { engine });
    p.append(out("6")); // the last repair answered, nothing added: a prefix of the last repairs
    const fifth = reconcileItems(p, { engine });
    const fifthCut = makeCompactionPlan(p, { engine });
    expect(ids(first.repairs)).toEqual(["1", "2", "3"]);
    expect(ids(firstCut.unresolvedCalls)).toEqual(["1", "2", "3"]);
    expect(ids(second.repairs)).toEqual(["1", "2", "4"]);
    expect(ids(third.repairs)).toEqual(["1", "4"]);
    expect(ids(thirdCut.unresolvedCalls)).toEqual(["1", "4"]);
    expect(ids(fourth.repairs)).toEqual(["1", "4", "6"]);
    expect(ids(fifth.repairs)).toEqual(["1", "4"]);
    expect(ids(fifthCut.unresolvedCalls)).toEqual(["1", "4"]);
    expect(firstCut.items()).toEqual(p.items().slice(1, 6));
  });

  it("keeps the earlier repairs when their store grows past its first size", () => {
    const calls = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => [
        user(`u${from + i}`),
        call(`${from + i}`),
      ]).flat();
    const range = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `${from + i}`);
    const p = new Projection(calls(0, 40));
    const first = reconcileItems(p, { engine });
    p.append(...calls(40, 120));
    const second = reconcileItems(p, { engine });
    const cut = makeCompactionPlan(p, { engine });
    expect(ids(first.repairs)).toEqual(range(0, 40));
    expect(ids(second.repairs)).toEqual(range(0, 120));
    expect(ids(cut.unresolvedCalls)).toEqual(range(0, 120));
  });
});

describe.each([...ENGINES, "auto" as const])("records kept on the %s engine", (engine) => {
  // A fresh projection's first plan made a kept entry (a lookup and an insert in a WeakMap) for
  // no record at all: 2-4% of a first compaction plan of 100k items without calls.
  // On auto, the one pass's cutoff from the first item, as it plans from 384 items.
  it("keeps nothing for a list with nothing to record, and records again after it", () =>
    withHooks({ cutoffOnePassFrom: 0 }, () => {
      const p = new Projection([user("a"), call("1"), out("1"), user("b")]);
      const list = projectionInternals.liveItems(p);
      const none = makeCompactionPlan(p, { engine });
      expect(reconcileItems(p, { engine }).repairs).toEqual([]);
      expect(none.unresolvedCalls).toEqual([]);
      expect(Object.isFrozen(none.unresolvedCalls)).toBe(true);
      expect(kept.callRecords.has(list)).toBe(false);
      p.append(call("2"), user("c"));
      const cut = makeCompactionPlan(p, { engine });
      expect(ids(cut.unresolvedCalls)).toEqual(["2"]);
      expect(ids(makeCompactionPlan(p, { engine, cutoff: 4 }).unresolvedCalls)).toEqual([]);
      const again = makeCompactionPlan(p, { engine });
      expect(ids(again.unresolvedCalls)).toEqual(["2"]);
      expect(again.unresolvedCalls[0].call).toBe(p.items()[4]);
    }));
});
