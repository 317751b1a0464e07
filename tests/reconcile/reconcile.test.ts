import { describe, expect, it, vi } from "vitest";
import {
  MissingOutputError,
  Projection,
  ReconciliationError,
  reconcileItems,
  TranscriptError,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { codeOf } from "../support/errors.js";
import { deepFreeze } from "../support/freeze.js";
import {
  call,
  chatCalls,
  chatUser,
  out,
  reasoning,
  repairOf,
  tool,
  user,
} from "../support/items.js";
import { labels } from "../support/labels.js";

const fill = (r: { callId: string; call: object }) =>
  "tool_calls" in r.call ? tool(r.callId, "interrupted") : repairOf(r.callId);

function errorOf(f: () => unknown): ReconciliationError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ReconciliationError);
    expect(e).toBeInstanceOf(TranscriptError);
    return e as ReconciliationError;
  }
  throw new Error("expected a ReconciliationError");
}

describe.each(ENGINES)("reconcileItems on the %s engine", (engine) => {
  const plan = (items: unknown[], options = {}) =>
    reconcileItems(deepFreeze(items) as never, { engine, ...options });
  const order = (items: unknown[], options = {}) =>
    labels(plan(items, options).items({ repairOutput: fill }));

  describe("ordering rules (Responses)", () => {
    it("returns a valid, ordered transcript unchanged: same identities, same order", () => {
      const items = deepFreeze([
        user("a"),
        reasoning(),
        call("1"),
        call("2"),
        out("1"),
        out("2"),
        user("b"),
      ]);
      const p = plan(items);
      expect(p.unchanged).toBe(true);
      expect(p.repairs).toEqual([]);
      const result = p.items();
      expect(result).not.toBe(items);
      result.forEach((item, i) => expect(item).toBe(items[i]));
    });

    it("moves outputs right after their group, in call order", () => {
      expect(order([call("1"), call("2"), user("x"), out("2"), out("1")])).toEqual([
        "C1",
        "C2",
        "O1",
        "O2",
        "Mx",
      ]);
    });

    it("moves an output that stands before its call", () => {
      expect(order([out("1"), user("x"), call("1")])).toEqual(["Mx", "C1", "O1"]);
    });

    it("keeps orphan outputs in place, and two same-key orphans both", () => {
      expect(order([user("a"), out("9"), user("b"), out("9")])).toEqual(["Ma", "O9", "Mb", "O9"]);
    });

    it("keeps every other item in relative order", () => {
      expect(order([user("a"), call("1"), reasoning(), user("b"), out("1"), user("c")])).toEqual([
        "Ma",
        "C1",
        "O1",
        "reasoning",
        "Mb",
        "Mc",
      ]);
    });

    it("a self-contained server item ends a run of calls", () => {
      const ws = { type: "web_search_call", id: "ws", status: "completed" };
      expect(order([call("1"), ws, call("2"), out("2"), out("1")])).toEqual([
        "C1",
        "O1",
        "web_search_call",
        "C2",
        "O2",
      ]);
    });

    it("correlates a server call with its output but never repairs one", () => {
      const ts = { type: "tool_search_call", call_id: "t", execution: "server" };
      const tso = { type: "tool_search_output", call_id: "t", execution: "server" };
      expect(order([tso, user("x"), ts])).toEqual(["Mx", "tool_search_call", "tool_search_output"]);
      expect(plan([ts]).repairs).toEqual([]);
    });

    it("a server item with a null key is self-contained; its output stays in place", () => {
      const ts = { type: "tool_search_call", call_id: null, execution: "server" };
      const tso = { type: "tool_search_output", call_id: null, execution: "server" };
      expect(order([tso, ts, user("x")])).toEqual(["tool_search_output", "tool_search_call", "Mx"]);
    });

    it("never reorders legacy Chat function calls", () => {
      const legacy = {
        role: "assistant",
        content: null,
        function_call: { name: "f", arguments: "{}" },
      };
      const reply = { role: "function", name: "f", content: "r" };
      expect(order([reply, chatUser("x"), legacy])).toEqual(["Mr", "Mx", "M"]);
    });

    it("reuses a key once the earlier call is answered (positional correlation)", () => {
      expect(order([call("1"), out("1"), call("1"), user("x"), out("1")])).toEqual([
        "C1",
        "O1",
        "C1",
        "O1",
        "Mx",
      ]);
    });
  });

  describe("Chat Completions", () => {
    it("keeps a tool_calls message as one group followed by its outputs in call order", () => {
      expect(
        order([chatUser("q"), chatCalls("a", "b"), tool("b"), chatUser("x"), tool("a")]),
      ).toEqual(["Mq", "Gab", "Ta", "Tb", "Mx"]);
    });

    it("repairs a missing entry with the message as call and the entry id as callId", () => {
      const group = deepFreeze(chatCalls("a", "b"));
      const p = plan([group, tool("b")]);
      expect(p.repairs).toHaveLength(1);
      expect(p.repairs[0].call).toBe(group);
      expect(p.repairs[0].callId).toBe("a");
      expect(labels(p.items({ repairOutput: fill }))).toEqual(["Gab", "Ta", "Tb"]);
    });

    it("a Chat group next to Responses calls is a group of its own", () => {
      expect(order([call("1"), chatCalls("a"), tool("a"), out("1")])).toEqual([
        "C1",
        "O1",
        "Ga",
        "Ta",
      ]);
    });

    it("reuses tool-call ids after they were answered (tau-bench style)", () => {
      expect(order([chatCalls("a"), tool("a"), chatCalls("a"), tool("a")])).toEqual([
        "Ga",
        "Ta",
        "Ga",
        "Ta",
      ]);
    });
  });

  describe("missing outputs", () => {
    it("lists repairs in transcript order, call order within a group", () => {
      const items = deepFreeze([call("1"), call("2"), out("2"), user("x"), call("3")]);
      const p = plan(items);
      expect(p.repairs.map((r) => r.callId)).toEqual(["1", "3"]);
      expect(p.repairs[0].call).toBe(items[0]);
      expect(labels(p.items({ repairOutput: fill }))).toEqual([
        "C1",
        "C2",
        "O1",
        "O2",
        "Mx",
        "C3",
        "O3",
      ]);
    });

    it("throws MissingOutputError holding the repairs when no callback is given", () => {
      const p = plan([call("1")]);
      try {
        p.items();
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(MissingOutputError);
        expect((e as MissingOutputError).code).toBe("missing-output");
        expect((e as MissingOutputError).repairs).toBe(p.repairs);
      }
    });

    it("calls repairOutput once per repair, in order, and places what it returns", () => {
      const p = plan([call("1"), call("2")]);
      const seen: string[] = [];
      const result = p.items({
        repairOutput: (r) => {
          seen.push(r.callId);
          return repairOf(r.callId);
        },
      });
      expect(seen).toEqual(["1", "2"]);
      expect(labels(result)).toEqual(["C1", "C2", "O1", "O2"]);
    });

    it("rejects a repair of the wrong kind or key; the plan stays usable and unchanged", () => {
      const p = plan([call("1"), chatCalls("a")]);
      const wrongKey = () => p.items({ repairOutput: () => repairOf("zzz") });
      const wrongKind = () => p.items({ repairOutput: (r) => tool(r.callId) });
      for (const f of [wrongKey, wrongKind]) {
        try {
          f();
          expect.unreachable();
        } catch (e) {
          expect((e as TranscriptError).code).toBe("invalid-repair");
        }
      }
      expect(() =>
        p.items({
          repairOutput: () => {
            throw new Error("disk full");
          },
        }),
      ).toThrow("disk full");
      expect(p.repairs.map((r) => r.callId)).toEqual(["1", "a"]);
      expect(labels(p.items({ repairOutput: fill }))).toEqual(["C1", "O1", "Ga", "Ta"]);
    });

    it("accepts a function_call_output or local_shell_call_output for a local_shell_call", () => {
      const ls = { type: "local_shell_call", call_id: "s", id: "ls_1", action: {} };
      const p = plan([ls]);
      expect(p.items({ repairOutput: (r) => repairOf(r.callId) })).toHaveLength(2);
      expect(
        p.items({
          repairOutput: (r) => ({ type: "local_shell_call_output", id: r.callId, output: "" }),
        }),
      ).toHaveLength(2);
    });

    it("itemsAsync awaits each repair before the next", async () => {
      const p = plan([call("1"), call("2")]);
      const seen: string[] = [];
      const result = await p.itemsAsync({
        repairOutput: async (r) => {
          seen.push(`start ${r.callId}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          seen.push(`end ${r.callId}`);
          return repairOf(r.callId);
        },
      });
      expect(seen).toEqual(["start 1", "end 1", "start 2", "end 2"]);
      expect(labels(result)).toEqual(["C1", "C2", "O1", "O2"]);
      await expect(p.itemsAsync()).rejects.toBeInstanceOf(MissingOutputError);
    });

    it("the plan is immutable", () => {
      const p = plan([call("1")]);
      expect(Object.isFrozen(p)).toBe(true);
      expect(Object.isFrozen(p.repairs)).toBe(true);
      expect(() => (p.repairs as unknown[]).push(1)).toThrow();
    });
  });

  describe("repaired outputs", () => {
    const isRepair = (o: { output?: unknown }) => o.output === "interrupted";

    it("[call, repair, late]: keeps the repair, leaves the late output out", () => {
      const items = deepFreeze([call("1"), repairOf("1"), user("x"), out("1")]);
      const p = plan(items, { isRepairedOutput: isRepair });
      expect(p.droppedLateOutputs).toEqual([items[3]]);
      expect(p.items()).toEqual([items[0], items[1], items[2]]);
    });

    it("[call, real, repair]: the repair is a duplicate-output", () => {
      const e = errorOf(() =>
        plan([call("1"), out("1"), repairOf("1")], { isRepairedOutput: isRepair }),
      );
      expect(e.reason).toBe("duplicate-output");
      expect(e.index).toBe(2);
      expect(e.callId).toBe("1");
    });

    it("a repair before its call is never tolerated", () => {
      const e = errorOf(() =>
        plan([repairOf("1"), call("1"), out("1")], { isRepairedOutput: isRepair }),
      );
      expect(e.reason).toBe("duplicate-output");
      expect(e.index).toBe(2);
    });

    it("a third output is a duplicate-output", () => {
      const e = errorOf(() =>
        plan([call("1"), repairOf("1"), out("1"), out("1", "again")], {
          isRepairedOutput: isRepair,
        }),
      );
      expect(e.index).toBe(3);
    });

    it("asks the predicate only about outputs whose key repeats, in index order", () => {
      const predicate = vi.fn(isRepair);
      plan([call("1"), out("1"), call("2"), repairOf("2"), out("2")], {
        isRepairedOutput: predicate,
      });
      expect(predicate.mock.calls.map(([o]) => (o as { output: string }).output)).toEqual([
        "interrupted",
        "out 2",
      ]);
    });

    it("without a predicate a second output is a duplicate-output", () => {
      expect(errorOf(() => plan([call("1"), repairOf("1"), out("1")])).reason).toBe(
        "duplicate-output",
      );
    });
  });

  describe("errors", () => {
    it("duplicate-call: a key held by an earlier call with no output yet", () => {
      const items = deepFreeze([call("1"), user("x"), call("1")]);
      const e = errorOf(() => plan(items));
      expect([e.reason, e.index, e.callId]).toEqual(["duplicate-call", 2, "1"]);
      expect(e.message).toContain("duplicate-call at item 2 (call id 1)");
      expect(e.item).toBe(items[2]);
      expect(e.code).toBe("reconciliation");
    });

    it("duplicate-call: a key repeated inside one Chat group", () => {
      const e = errorOf(() => plan([chatCalls("a", "a")]));
      expect([e.reason, e.index, e.callId]).toEqual(["duplicate-call", 0, "a"]);
    });

    it("duplicate-call: a key repeated inside one Responses run, even answered early (seed regression)", () => {
      // fast-check seed 20261129 found [Oa, Ca, Ca, Oa]: without this rule the result was not idempotent.
      const e = errorOf(() => plan([out("a"), user("x"), call("a"), call("a"), out("a")]));
      expect([e.reason, e.index, e.callId]).toEqual(["duplicate-call", 3, "a"]);
    });

    it("duplicate-output: two outputs for one call", () => {
      const e = errorOf(() => plan([call("1"), out("1"), out("1")]));
      expect([e.reason, e.index, e.callId]).toEqual(["duplicate-output", 2, "1"]);
    });

    it("duplicate-output: two outputs waiting for the same later call", () => {
      const e = errorOf(() => plan([out("1"), out("1"), call("1")]));
      expect([e.reason, e.index]).toEqual(["duplicate-output", 1]);
    });

    it("malformed-item: not an object, or a call/output without a string key", () => {
      const cases: unknown[] = [
        null,
        "text",
        [1],
        { type: "function_call", name: "f" },
        { type: "function_call", call_id: "" },
        { type: "function_call_output", call_id: 5 },
        { type: "mcp_approval_response", approval_request_id: null },
        { role: "tool", content: "x" },
        { role: "assistant", tool_calls: [{ type: "function" }] },
        { type: "tool_search_call", call_id: "", execution: "server" },
      ];
      for (const bad of cases) {
        const e = errorOf(() => plan([user("a"), bad]));
        expect([e.reason, e.index]).toEqual(["malformed-item", 1]);
        expect(e.item).toBe(bad);
      }
    });

    it("compaction-trigger", () => {
      const e = errorOf(() => plan([user("a"), { type: "compaction_trigger" }]));
      expect([e.reason, e.index]).toEqual(["compaction-trigger", 1]);
      expect(e.message).toMatch(/compaction-trigger at item 1$/);
    });

    it("reports the lowest offending index", () => {
      const e = errorOf(() => plan([out("1"), out("1"), null, call("1"), call("2"), call("2")]));
      expect([e.reason, e.index]).toEqual(["duplicate-output", 1]);
      const e2 = errorOf(() => plan([call("1"), call("1"), { type: "compaction_trigger" }]));
      expect([e2.reason, e2.index]).toEqual(["duplicate-call", 1]);
    });
  });

  describe("arguments", () => {
    it("accepts a Projection", () => {
      const p = new Projection([call("1"), user("x"), out("1")]);
      expect(labels(reconcileItems(p, { engine }).items())).toEqual(["C1", "O1", "Mx"]);
      p.append(call("2"));
      expect(reconcileItems(p, { engine }).repairs.map((r) => r.callId)).toEqual(["2"]);
    });

    it("rejects a non-array, an unknown engine and too many items", () => {
      const codes = [
        () => reconcileItems("x" as never, { engine }),
        () => reconcileItems([], { engine: "turbo" as never }),
        () => reconcileItems([user("a"), user("b")], { engine, limits: { maxItems: 1 } }),
        () => reconcileItems([], { engine, limits: { maxItems: -1 } }),
      ].map((f) => {
        try {
          f();
        } catch (e) {
          return (e as TranscriptError).code;
        }
        return "none";
      });
      expect(codes).toEqual([
        "invalid-argument",
        "invalid-argument",
        "limit-exceeded",
        "invalid-argument",
      ]);
    });

    it("reconciling twice changes nothing", () => {
      const first = plan([out("1"), call("1"), call("2"), user("x")]).items({ repairOutput: fill });
      const second = reconcileItems(first, { engine });
      expect(second.unchanged).toBe(true);
      second.items().forEach((item, i) => expect(item).toBe(first[i]));
    });
  });
});

describe.each(ENGINES)("plan.items({ family }) arguments on the %s engine", (engine) => {
  // Killed mutant: the family arguments went unchecked (bindings/reconcile/plan.ts, docs/reliability.md).
  it("rejects a family that is not a string, and maps that are not Maps; the plan stays usable", () => {
    const items = [user("hi"), call("1"), out("1"), reasoning("r")];
    const p = reconcileItems(deepFreeze(items) as never, { engine });
    expect(codeOf(() => p.items({ family: 42 as never }))).toBe("invalid-argument");
    expect(codeOf(() => p.items({ family: "openai", itemFamilies: {} as never }))).toBe(
      "invalid-argument",
    );
    expect(codeOf(() => p.items({ family: "openai", handoffFamilies: [] as never }))).toBe(
      "invalid-argument",
    );
    expect(p.items()).toHaveLength(items.length);
  });
});
