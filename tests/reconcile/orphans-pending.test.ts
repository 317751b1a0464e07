// SPEC §5 "Orphans" and "Pending calls": orphan outputs left out on request and listed; calls the
// host names pending left unanswered and listed. Expected values written from the SPEC's text.
import { pack, unpack } from "msgpackr";
import { describe, expect, it } from "vitest";
import {
  type Item,
  MissingOutputError,
  Projection,
  reconcileItems,
  reconcileMsgpack,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { codeOf } from "../support/errors.js";
import { deepFreeze } from "../support/freeze.js";
import { call, chatCalls, out, repairOf, tool, user } from "../support/items.js";
import { labels } from "../support/labels.js";

const fill = (r: { callId: string; call: object }) =>
  "tool_calls" in r.call ? tool(r.callId, "interrupted") : repairOf(r.callId);
const approval = (id: string) => ({
  type: "mcp_approval_response",
  approval_request_id: id,
  approve: true,
});
const WAYS = [...ENGINES, "auto" as const];

describe.each(WAYS)("orphans on the %s engine", (engine) => {
  const items = deepFreeze([user("q"), out("z"), call("a"), tool("y"), out("a"), approval("m")]);

  it('keeps orphans by default and with "keep"; lists them in droppedOrphans either way', () => {
    const plan = reconcileItems(items, { engine });
    expect(labels(plan.items())).toEqual(["Mq", "Oz", "Ca", "Oa", "Ty", "mcp_approval_response"]);
    expect(plan.items({ orphans: "keep" })).toEqual(plan.items());
    expect(plan.droppedOrphans).toEqual([
      { output: items[1], index: 1, callId: "z" },
      { output: items[3], index: 3, callId: "y" },
      { output: items[5], index: 5, callId: "m" },
    ]);
    expect(Object.isFrozen(plan.droppedOrphans)).toBe(true);
  });

  it('"drop" leaves them out, and nothing else', () => {
    const plan = reconcileItems(items, { engine });
    expect(labels(plan.items({ orphans: "drop" }))).toEqual(["Mq", "Ca", "Oa"]);
  });

  it('"drop" on a plan where everything stays in place, and with repairs and a family', () => {
    const inPlace = deepFreeze([user("q"), out("z"), user("r")]);
    expect(labels(reconcileItems(inPlace, { engine }).items({ orphans: "drop" }))).toEqual([
      "Mq",
      "Mr",
    ]);
    const repaired = deepFreeze([chatCalls("a", "b"), tool("b"), tool("q")]);
    const plan = reconcileItems(repaired, { engine });
    const options = { repairOutput: fill, orphans: "drop" as const, family: "openai" };
    expect(labels(plan.items(options))).toEqual(["Gab", "Ta", "Tb"]);
  });

  it("an orphan left by a compaction boundary is dropped too", () => {
    const crossing = deepFreeze([
      call("a"),
      { type: "compaction", encrypted_content: "x" },
      out("a"),
    ]);
    const plan = reconcileItems(crossing, { engine });
    expect(plan.droppedOrphans.map((o) => o.index)).toEqual([2]);
    expect(labels(plan.items({ repairOutput: fill, orphans: "drop" }))).toEqual([
      "Ca",
      "Oa",
      "compaction",
    ]);
  });

  it("rejects any other orphans value before a callback runs; the plan stays usable", () => {
    const plan = reconcileItems([call("a")], { engine });
    let asked = 0;
    const repairOutput = (r: { callId: string; call: object }) => {
      asked++;
      return fill(r);
    };
    expect(codeOf(() => plan.items({ repairOutput, orphans: "all" as never }))).toBe(
      "invalid-argument",
    );
    expect(asked).toBe(0);
    expect(labels(plan.items({ repairOutput }))).toEqual(["Ca", "Oa"]);
  });
});

describe.each(ENGINES)("orphans on the msgpack path, %s engine", (engine) => {
  it('bytes() and chunks() take orphans: "drop"; droppedOrphans holds indices and keys', () => {
    const items = [user("q"), out("z"), call("a"), tool("y"), user("n")];
    const plan = reconcileMsgpack(pack(items), { engine });
    expect(plan.droppedOrphans).toEqual([
      { index: 1, callId: "z" },
      { index: 3, callId: "y" },
    ]);
    const bytes = plan.bytes({ repairOutput: fill, orphans: "drop" });
    expect(labels(unpack(bytes) as Item[])).toEqual(["Mq", "Ca", "Oa", "Mn"]);
    const joined = Buffer.concat(plan.chunks({ repairOutput: fill, orphans: "drop" }));
    expect([...joined]).toEqual([...bytes]);
    expect(labels(unpack(plan.bytes({ repairOutput: fill })) as Item[])).toHaveLength(6);
    expect(codeOf(() => plan.bytes({ repairOutput: fill, orphans: 1 as never }))).toBe(
      "invalid-argument",
    );
  });
});

describe.each(ENGINES)("pending calls on the msgpack path, %s engine", (engine) => {
  it("a pending call is not repaired; it is listed by index; the decoded call is asked", () => {
    const items = [user("q"), call("a"), out("z"), call("b")];
    const asked: unknown[] = [];
    const plan = reconcileMsgpack(pack(items), {
      engine,
      isPending: (c, id) => {
        asked.push([c, id]);
        return id === "a";
      },
    });
    expect(asked).toEqual([
      [items[1], "a"],
      [items[3], "b"],
    ]);
    expect(plan.pending).toEqual([{ index: 1, callId: "a" }]);
    expect(plan.repairs).toEqual([{ index: 3, callId: "b" }]);
    expect([...plan.order]).toEqual([0, 1, 2, 3]);
    expect(plan.droppedOrphans).toEqual([{ index: 2, callId: "z" }]);
    const bytes = plan.bytes({ repairOutput: fill, orphans: "drop" });
    expect(labels(unpack(bytes) as Item[])).toEqual(["Mq", "Ca", "Cb", "Ob"]);
    expect(codeOf(() => reconcileMsgpack(pack(items), { engine, isPending: 3 as never }))).toBe(
      "invalid-argument",
    );
  });
});

describe.each(WAYS)("pending calls on the %s engine", (engine) => {
  const items = deepFreeze([user("q"), call("a"), call("b"), out("b"), chatCalls("c", "d")]);
  const running = new Set(["a", "d"]);
  const isPending = (_call: Item, callId: string) => running.has(callId);

  it("a pending call is not repaired; it stays unanswered and is listed", () => {
    const plan = reconcileItems(items, { engine, isPending });
    expect(plan.pending.map((p) => [p.call, p.callId])).toEqual([
      [items[1], "a"],
      [items[4], "d"],
    ]);
    expect(plan.repairs.map((r) => r.callId)).toEqual(["c"]);
    expect(labels(plan.items({ repairOutput: fill }))).toEqual([
      "Mq",
      "Ca",
      "Cb",
      "Ob",
      "Gcd",
      "Tc",
    ]);
  });

  it("with every missing call pending, no callback is needed and nothing moves", () => {
    const plan = reconcileItems(items, { engine, isPending: () => true });
    expect(plan.repairs).toEqual([]);
    expect(plan.items()).toEqual([...items]);
    expect(plan.unchanged).toBe(true);
  });

  it("is asked once per call that would be repaired, with the call and its key", () => {
    const asked: unknown[] = [];
    reconcileItems(items, {
      engine,
      isPending: (c, id) => {
        asked.push([c, id]);
        return false;
      },
    });
    expect(asked).toEqual([
      [items[1], "a"],
      [items[4], "c"],
      [items[4], "d"],
    ]);
  });

  it("without isPending every missing call is a repair; a non-function is invalid-argument", () => {
    const plan = reconcileItems(items, { engine });
    expect(plan.pending).toEqual([]);
    expect(() => plan.items()).toThrow(MissingOutputError);
    expect(codeOf(() => reconcileItems(items, { engine, isPending: 1 as never }))).toBe(
      "invalid-argument",
    );
  });

  it("orphans are read from the engine's plan, pending calls or not", () => {
    const withOrphan = deepFreeze([call("a"), out("z"), call("b")]);
    const plan = reconcileItems(withOrphan, { engine, isPending: (_c, id) => id === "a" });
    expect(plan.droppedOrphans.map((o) => o.index)).toEqual([1]);
    expect(labels(plan.items({ repairOutput: fill, orphans: "drop" }))).toEqual(["Ca", "Cb", "Ob"]);
  });

  it("a resident projection plans pending calls the same", () => {
    const projection = new Projection([call("a"), user("q")]);
    reconcileItems(projection, { engine }).items({ repairOutput: fill });
    projection.append(call("b"));
    const plan = reconcileItems(projection, { engine, isPending: (_c, id) => id === "b" });
    expect(plan.pending.map((p) => p.callId)).toEqual(["b"]);
    expect(labels(plan.items({ repairOutput: fill }))).toEqual(["Ca", "Oa", "Mq", "Cb"]);
  });
});
