// Fault injection (SPEC §2, §5, §6): every host callback throwing at every position leaves the
// projection, its metadata tables and the plans exactly as before (compared with snapshots).
import { describe, expect, it } from "vitest";
import {
  type Item,
  makeCompactionPlan,
  Projection,
  type ReconciliationPlan,
  reconcileItems,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { deepFreeze } from "../support/freeze.js";

type Obj = Record<string, unknown>;
const call = (id: string): Obj => ({
  type: "function_call",
  call_id: id,
  name: "f",
  arguments: "{}",
});
const out = (id: string, text = `out ${id}`): Obj => ({
  type: "function_call_output",
  call_id: id,
  output: text,
});
const user = (text: string): Obj => ({ type: "message", role: "user", content: text });
const chat = (...ids: string[]): Obj => ({
  role: "assistant",
  content: null,
  tool_calls: ids.map((id) => ({ id, type: "function", function: { name: "f", arguments: "{}" } })),
});
const isRepair = (o: Item) => (o as Obj).output === "interrupted";
const fill = (r: { call: object; callId: string }): Item =>
  ("tool_calls" in r.call
    ? { role: "tool", tool_call_id: r.callId, content: "interrupted" }
    : out(r.callId, "interrupted")) as Item;

// Four repairs (two in a Chat group), a late output after a repair, a moved output, an orphan.
const ITEMS = deepFreeze([
  user("go"),
  call("a"),
  call("b"),
  out("b"),
  user("more"),
  chat("c", "d"),
  user("then"),
  call("e"),
  out("e", "interrupted"),
  out("e", "late e"),
  call("f"),
  user("x"),
  out("orphan"),
]) as Item[];

const MARK = Symbol("mark");

function projectionWithMetadata(): Projection {
  const p = new Projection(ITEMS);
  const table = p.metadataTable(MARK);
  ITEMS.forEach((item, i) => table.set(item, i % 3 === 0 ? undefined : `m${i}`));
  return p;
}

/** Everything observable about a projection: items by identity and every metadata table. */
function snapshot(p: Projection) {
  return {
    items: p.items(),
    tables: p.metadataKeys().map((key) => [key, [...p.metadataTable(key).entries()]]),
  };
}

/** Everything observable about a plan. */
function planShot(plan: ReconciliationPlan) {
  return {
    repairs: plan.repairs.map((r) => [r.call, r.callId]),
    dropped: [...plan.droppedLateOutputs],
    unchanged: plan.unchanged,
    items: plan
      .items({ repairOutput: fill })
      .map((item) => (ITEMS.includes(item) ? item : JSON.stringify(item))),
  };
}

/** `f`, throwing instead on its call number `at` (counted from 0). */
const failing = <A, R>(at: number, f: (arg: A) => R) => {
  let n = 0;
  return (arg: A): R => {
    if (n++ === at) throw new Error(`callback fault at ${at}`);
    return f(arg);
  };
};

describe.each(ENGINES)("callbacks throwing at every position (%s engine)", (engine) => {
  it("repairOutput: items() and itemsAsync() throw it, the plan and projection stay as they were", async () => {
    const p = projectionWithMetadata();
    const before = snapshot(p);
    const plan = reconcileItems(p, { engine, isRepairedOutput: isRepair });
    const expected = planShot(plan);
    expect(plan.repairs.length).toBe(4);
    for (let at = 0; at < plan.repairs.length; at++) {
      expect(() => plan.items({ repairOutput: failing(at, fill) })).toThrow(`fault at ${at}`);
      const asyncFault = failing(at, fill);
      await expect(plan.itemsAsync({ repairOutput: async (r) => asyncFault(r) })).rejects.toThrow(
        `fault at ${at}`,
      );
      expect(planShot(plan)).toEqual(expected);
      expect(snapshot(p)).toEqual(before);
    }
  });

  it("isRepairedOutput: reconcileItems and makeCompactionPlan throw it, the projection is unchanged", () => {
    const p = projectionWithMetadata();
    const before = snapshot(p);
    const expected = planShot(reconcileItems(p, { engine, isRepairedOutput: isRepair }));
    const start = makeCompactionPlan(p, { engine, isRepairedOutput: isRepair, cutoff: 9 }).start;
    let asked = 0;
    const counting = (o: Item) => {
      asked++;
      return isRepair(o);
    };
    reconcileItems(p, { engine, isRepairedOutput: counting });
    expect(asked).toBeGreaterThan(0);
    for (let at = 0; at < asked; at++) {
      const throwing = failing(at, isRepair);
      expect(() => reconcileItems(p, { engine, isRepairedOutput: throwing })).toThrow(
        `fault at ${at}`,
      );
      expect(() =>
        makeCompactionPlan(p, { engine, cutoff: 9, isRepairedOutput: failing(at, isRepair) }),
      ).toThrow(`fault at ${at}`);
      expect(snapshot(p)).toEqual(before);
      expect(planShot(reconcileItems(p, { engine, isRepairedOutput: isRepair }))).toEqual(expected);
      expect(makeCompactionPlan(p, { engine, isRepairedOutput: isRepair, cutoff: 9 }).start).toBe(
        start,
      );
    }
  });

  it("plan.projection: repairOutput throwing at every repair leaves source, plan and tables as they were", () => {
    const p = projectionWithMetadata();
    const before = snapshot(p);
    const plan = makeCompactionPlan(p, { engine, isRepairedOutput: isRepair, cutoff: 11 });
    const planBefore = { start: plan.start, unresolved: plan.unresolvedCalls, items: plan.items() };
    const summary = user("summary") as Item;
    const good = plan.projection({ replacementItems: [summary], repairOutput: fill });
    const goodShot = {
      items: good.items().map((i) => JSON.stringify(i)),
      keys: good.metadataKeys(),
    };
    const repairs = reconcileItems(plan.items(), { engine, isRepairedOutput: isRepair }).repairs;
    expect(repairs.length).toBeGreaterThan(1);
    for (let at = 0; at < repairs.length; at++) {
      expect(() =>
        plan.projection({ replacementItems: [summary], repairOutput: failing(at, fill) }),
      ).toThrow(`fault at ${at}`);
      expect(snapshot(p)).toEqual(before);
      expect({ start: plan.start, unresolved: plan.unresolvedCalls, items: plan.items() }).toEqual(
        planBefore,
      );
      const again = plan.projection({ replacementItems: [summary], repairOutput: fill });
      expect({
        items: again.items().map((i) => JSON.stringify(i)),
        keys: again.metadataKeys(),
      }).toEqual(goodShot);
    }
  });

  it("Projection.replace with an unreadable item leaves items, descriptors and tables as they were", () => {
    const p = projectionWithMetadata();
    reconcileItems(p, { engine, isRepairedOutput: isRepair }); // may attach a resident index
    const before = snapshot(p);
    const expected = planShot(reconcileItems(p, { engine, isRepairedOutput: isRepair }));
    for (let at = 0; at <= ITEMS.length; at++) {
      const next: unknown[] = ITEMS.slice();
      next.splice(
        at,
        0,
        new Proxy(
          {},
          {
            getOwnPropertyDescriptor: () => {
              throw new Error("trap");
            },
          },
        ),
      );
      expect(() => p.replace(next as Item[])).toThrow();
      expect(() => p.append(...(next as Item[]))).toThrow();
      expect(snapshot(p)).toEqual(before);
      expect(planShot(reconcileItems(p, { engine, isRepairedOutput: isRepair }))).toEqual(expected);
    }
  });
});
