// SPEC §5 "Compaction boundaries": a native compaction item ends correlation in both directions,
// and keys are scoped to their segment. Expected orders written from the SPEC's text.
import { describe, expect, it } from "vitest";
import { makeCompactionPlan, Projection, reconcileItems } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { deepFreeze } from "../support/freeze.js";
import { call, chatCalls, out, repairOf, tool, user } from "../support/items.js";
import { labels } from "../support/labels.js";

const compaction = (type = "compaction") => ({ type, encrypted_content: "gAAA" });
const fill = (r: { callId: string; call: object }) =>
  "tool_calls" in r.call ? tool(r.callId, "interrupted") : repairOf(r.callId);

describe.each([...ENGINES, "auto" as const])("compaction boundaries on the %s engine", (engine) => {
  const plan = (items: unknown[], options = {}) =>
    reconcileItems(deepFreeze(items) as never, { engine, ...options });
  const order = (items: unknown[]) => labels(plan(items).items({ repairOutput: fill }));

  it("an output before a compaction never answers a later call with its key", () => {
    const items = [out("x"), compaction(), call("x")];
    expect(order(items)).toEqual(["Ox", "compaction", "Cx", "Ox"]);
    expect(plan(items).repairs.map((r) => r.callId)).toEqual(["x"]);
  });

  it("an output after a compaction is an orphan where it stands; its call is repaired in its segment", () => {
    const items = [call("x"), user("q"), compaction("context_compaction"), out("x"), user("n")];
    const p = plan(items);
    expect(p.repairs.map((r) => [r.call, r.callId])).toEqual([[items[0], "x"]]);
    expect(order(items)).toEqual(["Cx", "Ox", "Mq", "context_compaction", "Ox", "Mn"]);
  });

  it("keys are scoped to their segment: the same key on both sides is two calls, no duplicate-call", () => {
    const items = [call("x"), compaction("compaction_summary"), call("x"), out("x")];
    const p = plan(items);
    expect(p.repairs.map((r) => items.indexOf(r.call as never))).toEqual([0]);
    expect(order(items)).toEqual(["Cx", "Ox", "compaction_summary", "Cx", "Ox"]);
  });

  it("within a segment the rules are unchanged (a duplicate call is still one)", () => {
    expect(() => plan([compaction(), call("x"), call("x")])).toThrow(
      expect.objectContaining({ reason: "duplicate-call", index: 2 }),
    );
  });

  it("a late output after a published repair does not cross a compaction: it is an orphan", () => {
    const isRepairedOutput = (o: unknown) => (o as { output?: unknown }).output === "interrupted";
    const items = [call("x"), repairOf("x"), compaction(), out("x", "real")];
    const p = plan(items, { isRepairedOutput });
    expect(p.droppedLateOutputs).toEqual([]);
    expect(p.unchanged).toBe(true);
  });

  it("Chat results do not cross a compaction either", () => {
    const items = [chatCalls("a", "b"), tool("a"), compaction(), tool("b")];
    expect(order(items)).toEqual(["Gab", "Ta", "Tb", "compaction", "Tb"]);
  });

  it("a resident projection appended across a compaction plans the same", () => {
    const projection = new Projection([out("x"), compaction()]);
    reconcileItems(projection, { engine }).items({ repairOutput: fill });
    projection.append(call("x"));
    const p = reconcileItems(projection, { engine });
    expect(p.repairs.map((r) => r.callId)).toEqual(["x"]);
  });

  it("a compaction plan: a call before a compaction whose output comes after it is unresolved", () => {
    const items = [user("q"), call("x"), compaction(), out("x"), user("n")];
    const p = makeCompactionPlan(new Projection(items), { engine });
    expect(p.unresolvedCalls.map((u) => u.callId)).toEqual(["x"]);
    expect(p.items()[0]).toBe(items[1]);
  });
});
