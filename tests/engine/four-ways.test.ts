// One table of transcripts planned four ways — the reference engine, the wasm engine, a resident
// Projection and the stored-bytes path (reconcileMsgpack, makeCompactionPlanMsgpack) — each way
// expected to give the same reconciliation and, at every cutoff, the same compaction plan.

import { pack, unpack } from "msgpackr";
import { describe, expect, it } from "vitest";
import { referenceEngine } from "../../bindings/engine/reference/index.js";
import { wasmEngine } from "../../bindings/engine/wasm.js";
import {
  type Item,
  type MissingOutputRepair,
  type MsgpackRepair,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  Projection,
  reconcileItems,
  reconcileMsgpack,
} from "../../bindings/index.js";
import { describeItems } from "../../bindings/items/describe.js";
import { projectionInternals } from "../../bindings/projection.js";
import "../support/engines.js";
import {
  assistant,
  call,
  chatCalls,
  chatUser,
  out,
  reasoning,
  tool,
  user,
} from "../support/items.js";

const REPAIRED = "interrupted";

interface Case {
  readonly name: string;
  readonly items: readonly Item[];
  /** Outputs whose text is REPAIRED count as published repairs. */
  readonly repaired?: boolean;
}

const server = (id: string) => ({ type: "web_search_call", id, status: "completed" });
const serverCall = (id: string) => ({ type: "tool_search_call", call_id: id, execution: "server" });
const serverOut = (id: string) => ({ type: "tool_search_output", call_id: id, tools: [] });
const compaction = (type = "compaction") => ({ type, encrypted_content: "gAAA" });

const TABLE: readonly Case[] = [
  { name: "answered calls", items: [user("q"), call("a"), out("a"), assistant("done")] },
  { name: "a call left without an output", items: [user("q"), call("a"), user("again")] },
  {
    name: "parallel calls answered out of order, one missing",
    items: [call("a"), call("b"), call("c"), out("c"), out("a"), user("next")],
  },
  { name: "an output before its call", items: [user("q"), out("a"), call("a"), user("next")] },
  {
    name: "a late output after a published repair",
    items: [call("a"), out("a", REPAIRED), user("next"), out("a", "real")],
    repaired: true,
  },
  {
    name: "a late output after a repair nobody marked",
    items: [call("a"), out("a", REPAIRED), user("next"), out("a", "real")],
  },
  {
    name: "late outputs after repairs of a parallel group, then a new call",
    items: [
      call("a"),
      call("b"),
      out("a", REPAIRED),
      out("b", REPAIRED),
      call("c"),
      out("b", "real b"),
      out("a", "real a"),
    ],
    repaired: true,
  },
  {
    name: "a key reused after its call was answered",
    items: [call("a"), out("a"), user("again"), call("a"), out("a", "second")],
  },
  { name: "a key reused with the first call still open", items: [call("a"), call("a")] },
  { name: "two outputs for one call", items: [call("a"), out("a"), out("a", "again")] },
  {
    name: "a Chat group answered out of order",
    items: [chatUser("q"), chatCalls("a", "b"), tool("b"), tool("a"), chatUser("next")],
  },
  {
    name: "a Chat group with a result missing",
    items: [chatUser("q"), chatCalls("a", "b", "c"), tool("c"), chatUser("next")],
  },
  {
    name: "a Chat result before its group",
    items: [chatUser("q"), tool("a"), chatCalls("a"), chatUser("next")],
  },
  { name: "a Chat group with a repeated key", items: [chatCalls("a", "a")] },
  {
    name: "server calls beside client calls",
    items: [user("q"), server("ws"), serverCall("s"), call("a"), serverOut("s"), out("a")],
  },
  {
    name: "a server call whose output comes late",
    items: [serverCall("s"), user("q"), serverOut("s")],
  },
  {
    // Not paired by the engines: the plan's start is moved back over the use (server-uses.ts).
    name: "Anthropic server tool uses and their results, a record a block",
    items: [
      user("q"),
      { type: "server_tool_use", id: "su1", name: "web_search", input: {} },
      call("a"),
      { type: "web_search_tool_result", tool_use_id: "su1", content: [] },
      out("a"),
      { type: "mcp_tool_use", id: "mu1", name: "m", server_name: "s", input: {} },
      { type: "mcp_tool_result", tool_use_id: "mu1", content: [] },
      user("next"),
    ],
  },
  {
    name: "orphan outputs (Responses and Chat)",
    items: [user("q"), out("z"), tool("y"), call("a"), out("a")],
  },
  {
    name: "reasoning before calls, one unresolved",
    items: [user("q"), reasoning("r1"), call("a"), out("a"), reasoning("r2"), call("b"), user("n")],
  },
  { name: "a call with an empty id", items: [user("q"), call("a"), call("")] },
  {
    name: "an output before a compaction, a call with its key after it",
    items: [user("q"), out("a"), compaction(), call("a"), user("next")],
  },
  {
    name: "a call before a compaction, its output after it",
    items: [call("a"), user("q"), compaction("context_compaction"), out("a"), user("next")],
  },
  {
    name: "a key on both sides of a compaction (two calls)",
    items: [call("a"), compaction("compaction_summary"), call("a"), out("a"), call("a")],
  },
  {
    name: "a late output after a repair, across a compaction",
    items: [call("a"), out("a", REPAIRED), compaction(), out("a", "real"), call("b")],
    repaired: true,
  },
  {
    name: "Chat calls across compactions",
    items: [chatCalls("a", "b"), tool("a"), compaction(), tool("b"), chatCalls("b"), compaction()],
  },
  { name: "a Chat call with an empty id", items: [chatCalls("a", "")] },
];

/** A repair of the kind the call needs (a Chat call gets a tool message). */
function repairFor(repair: { callId: string; call?: unknown }, chat: boolean): Item {
  return chat ? tool(repair.callId, "repair") : out(repair.callId, "repair");
}

const isRepaired = (item: Item) => (item as { output?: unknown }).output === REPAIRED;

type Outcome = Record<string, unknown>;

function errorOutcome(error: unknown): Outcome {
  const e = error as {
    name: string;
    code: string;
    reason?: string;
    index?: number;
    callId?: string;
  };
  return { error: e.name, code: e.code, reason: e.reason, index: e.index, callId: e.callId };
}

function attempt(run: () => Outcome): Outcome {
  try {
    return run();
  } catch (error) {
    return errorOutcome(error);
  }
}

/** Names items by input index, repairs as `repair <callId>`: plans become comparable data. */
function namer(items: readonly Item[]) {
  // Decoded items are named by their JSON; equal items take their indices in order.
  const byJson = new Map<string, number[]>();
  items.forEach((item, index) => {
    const json = JSON.stringify(item);
    byJson.set(json, [...(byJson.get(json) ?? []), index]);
  });
  return (item: unknown): unknown => {
    const at = items.indexOf(item as Item);
    if (at >= 0) return at;
    const record = item as {
      output?: unknown;
      content?: unknown;
      call_id?: string;
      tool_call_id?: string;
    };
    if (record.output === "repair" || record.content === "repair")
      return `repair ${record.call_id ?? record.tool_call_id}`;
    return byJson.get(JSON.stringify(item))?.shift() ?? item;
  };
}

const isChatCall = (items: readonly Item[], index: number) =>
  "tool_calls" in (items[index] as object);

// ---- reconciliation, four ways --------------------------------------------------------------

function objectReconcile(
  items: readonly Item[],
  input: Item[] | Projection,
  c: Case,
  engine: "reference" | "wasm",
): Outcome {
  const name = namer(items);
  return attempt(() => {
    const plan = reconcileItems(input, {
      engine,
      isRepairedOutput: c.repaired ? isRepaired : undefined,
    });
    const repairOutput = (r: MissingOutputRepair) =>
      repairFor(r, isChatCall(items, items.indexOf(r.call)));
    const order = plan.items({ repairOutput });
    return {
      order: order.map(name),
      repairs: plan.repairs.map((r) => [name(r.call), r.callId]),
      dropped: plan.droppedLateOutputs.map(name),
      orphans: plan.droppedOrphans.map((o) => [o.index, o.callId]),
      withoutOrphans: plan.items({ repairOutput, orphans: "drop" }).map(name),
    };
  });
}

function residentProjection(items: readonly Item[]): Projection {
  // Appended one item at a time, so runs of calls and groups are split across appends.
  const projection = new Projection();
  for (const item of items) projection.append(item);
  return projection;
}

function storedReconcile(items: readonly Item[], c: Case, engine: "reference" | "wasm"): Outcome {
  const name = namer(items);
  return attempt(() => {
    const plan = reconcileMsgpack(pack(items), {
      engine,
      isRepairedOutput: c.repaired ? isRepaired : undefined,
    });
    const repairOutput = (r: MsgpackRepair) => repairFor(r, isChatCall(items, r.index));
    const bytes = plan.bytes({ repairOutput });
    const order = (unpack(bytes) as unknown[]).map(name);
    const withoutOrphans = plan.bytes({ repairOutput, orphans: "drop" });
    // The plan's own indices agree with the bytes it writes.
    expect(Array.from(plan.order)).toEqual(order.filter((entry) => typeof entry === "number"));
    return {
      order,
      repairs: plan.repairs.map((r) => [r.index, r.callId]),
      dropped: Array.from(plan.droppedLateOutputs),
      orphans: plan.droppedOrphans.map((o) => [o.index, o.callId]),
      withoutOrphans: (unpack(withoutOrphans) as unknown[]).map(namer(items)),
    };
  });
}

// ---- compaction, four ways ------------------------------------------------------------------

function objectCompaction(
  items: readonly Item[],
  projection: Projection,
  cutoff: number,
  c: Case,
  engine: "reference" | "wasm" | "auto",
): Outcome {
  const name = namer(items);
  return attempt(() => {
    const plan = makeCompactionPlan(projection, {
      engine,
      cutoff,
      isRepairedOutput: c.repaired ? isRepaired : undefined,
    });
    return {
      start: plan.start,
      unresolved: plan.unresolvedCalls.map((u) => [name(u.call), u.callId]),
      retained: plan.items().map(name),
    };
  });
}

function storedCompaction(
  items: readonly Item[],
  cutoff: number,
  c: Case,
  engine: "reference" | "wasm",
): Outcome {
  return attempt(() => {
    const plan = makeCompactionPlanMsgpack(pack(items), {
      engine,
      cutoff,
      isRepairedOutput: c.repaired ? isRepaired : undefined,
    });
    return {
      start: plan.start,
      unresolved: plan.unresolvedCalls.map((u) => [u.index, u.callId]),
      retained: Array.from(plan.retained),
    };
  });
}

describe("four ways to plan, one answer", () => {
  it.each(TABLE)("reconcile: $name", (c) => {
    const items = c.items;
    const reference = objectReconcile(items, [...items], c, "reference");
    const resident = residentProjection(items);
    const ways = {
      wasm: objectReconcile(items, [...items], c, "wasm"),
      resident: objectReconcile(items, resident, c, "wasm"),
      msgpack: storedReconcile(items, c, "wasm"),
      "msgpack on the reference engine": storedReconcile(items, c, "reference"),
    };
    expect(projectionInternals.residentSlot(resident), "the resident index planned").toBeDefined();
    for (const [way, outcome] of Object.entries(ways)) expect(outcome, way).toEqual(reference);
  });

  it.each(TABLE)("compaction at every cutoff: $name", (c) => {
    const items = c.items;
    const resident = residentProjection(items);
    const request = {
      descriptors: describeItems(items),
      isRepairedAt: c.repaired ? (i: number) => isRepaired(items[i]) : undefined,
    };
    for (let cutoff = 0; cutoff <= items.length; cutoff++) {
      const reference = objectCompaction(items, new Projection(items), cutoff, c, "reference");
      // The one-shot wasm engine (what `auto` runs over a large projection before its index).
      expect(wasmEngine.cutoff(request, cutoff), `wasm at cutoff ${cutoff}`).toEqual(
        referenceEngine.cutoff(request, cutoff),
      );
      const ways = {
        auto: objectCompaction(items, new Projection(items), cutoff, c, "auto"),
        resident: objectCompaction(items, resident, cutoff, c, "wasm"),
        msgpack: storedCompaction(items, cutoff, c, "wasm"),
        "msgpack on the reference engine": storedCompaction(items, cutoff, c, "reference"),
      };
      for (const [way, outcome] of Object.entries(ways))
        expect(outcome, `${way} at cutoff ${cutoff}`).toEqual(reference);
    }
    expect(projectionInternals.residentSlot(resident), "the resident index planned").toBeDefined();
  });

  it.each(TABLE)("pending calls, every way: $name", (c) => {
    const items = c.items;
    // Every other call that would be repaired is named pending.
    const plan = (input: Item[] | Projection, engine: "reference" | "wasm" | "auto") =>
      attempt(() => {
        let asked = 0;
        const p = reconcileItems(input, {
          engine,
          isRepairedOutput: c.repaired ? isRepaired : undefined,
          isPending: () => asked++ % 2 === 0,
        });
        const name = namer(items);
        const repairOutput = (r: MissingOutputRepair) =>
          repairFor(r, isChatCall(items, items.indexOf(r.call)));
        return {
          pending: p.pending.map((r) => [name(r.call), r.callId]),
          repairs: p.repairs.map((r) => [name(r.call), r.callId]),
          order: p.items({ repairOutput }).map(name),
        };
      });
    const stored = (engine: "reference" | "wasm") =>
      attempt(() => {
        let asked = 0;
        const p = reconcileMsgpack(pack(items), {
          engine,
          isRepairedOutput: c.repaired ? isRepaired : undefined,
          isPending: () => asked++ % 2 === 0,
        });
        const repairOutput = (r: MsgpackRepair) => repairFor(r, isChatCall(items, r.index));
        return {
          pending: p.pending.map((r) => [r.index, r.callId]),
          repairs: p.repairs.map((r) => [r.index, r.callId]),
          order: (unpack(p.bytes({ repairOutput })) as unknown[]).map(namer(items)),
        };
      });
    const reference = plan([...items], "reference");
    const ways = {
      wasm: plan([...items], "wasm"),
      auto: plan([...items], "auto"),
      resident: plan(residentProjection(items), "wasm"),
      msgpack: stored("wasm"),
      "msgpack on the reference engine": stored("reference"),
    };
    for (const [way, outcome] of Object.entries(ways)) expect(outcome, way).toEqual(reference);
  });

  it("the table holds every kind of outcome", () => {
    const outcomes = TABLE.map((c) => objectReconcile(c.items, [...c.items], c, "reference"));
    const reasons = new Set(outcomes.map((o) => o.reason).filter(Boolean));
    expect([...reasons].sort()).toEqual(["duplicate-call", "duplicate-output", "malformed-item"]);
    const plans = outcomes.filter((o) => !o.error) as { repairs: unknown[]; dropped: unknown[] }[];
    expect(plans.filter((p) => p.repairs.length > 0).length).toBeGreaterThanOrEqual(4);
    expect(plans.filter((p) => p.dropped.length > 0).length).toBeGreaterThanOrEqual(2);
  });
});
