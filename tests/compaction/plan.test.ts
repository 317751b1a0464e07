import { describe, expect, it } from "vitest";
import {
  type Item,
  MissingOutputError,
  makeCompactionPlan,
  Projection,
  ReconciliationError,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { codeOf } from "../support/errors.js";
import { deepFreeze } from "../support/freeze.js";
import { call, chatCalls, out, reasoning, repairOf, tool, user } from "../support/items.js";
import { labels } from "../support/labels.js";

const summary = () => ({ type: "message", role: "user", content: "summary" });
const fill = (r: { callId: string; call: object }) =>
  "tool_calls" in r.call ? tool(r.callId, "interrupted") : repairOf(r.callId);
const serverCall = (k: string) => ({ type: "tool_search_call", call_id: k, execution: "server" });
const serverOut = (k: string) => ({ type: "tool_search_output", call_id: k, execution: "server" });

describe.each(ENGINES)("makeCompactionPlan on the %s engine", (engine) => {
  const capture = (items: unknown[], cutoff?: number) =>
    makeCompactionPlan(new Projection(deepFreeze(items) as Item[]), { engine, cutoff });

  describe("the cutoff scan", () => {
    it("no unresolved call: only the post-cutoff items are retained", () => {
      const plan = capture([user("a"), call("1"), out("1"), user("b"), user("c")], 4);
      expect(plan.unresolvedCalls).toEqual([]);
      expect(plan.start).toBe(4);
      expect(labels(plan.items())).toEqual(["Mc"]);
      expect(capture([user("a")]).items()).toEqual([]);
    });

    it("a parallel group with one output before the cutoff and one after is kept whole", () => {
      const items = deepFreeze([user("a"), call("1"), call("2"), out("1"), out("2"), user("b")]);
      const plan = capture(items, 4);
      expect(plan.unresolvedCalls.map((u) => u.callId)).toEqual(["2"]);
      expect(plan.unresolvedCalls[0].call).toBe(items[2]);
      expect(labels(plan.items())).toEqual(["C1", "C2", "O1", "O2", "Mb"]);
    });

    it("moves back over the private context just before the earliest unresolved group", () => {
      const plan = capture([user("a"), reasoning("r1"), reasoning("r2"), call("1"), user("b")]);
      expect(labels(plan.items())).toEqual(["reasoning", "reasoning", "C1", "Mb"]);
      const chat = capture([user("a"), reasoning(), chatCalls("x", "y"), tool("x")]);
      expect(chat.unresolvedCalls.map((u) => u.callId)).toEqual(["y"]);
      expect(chat.start).toBe(1);
    });

    it("moves back over any group whose output lies at or after the start", () => {
      // C1's output stands after the unresolved C2, so C1's group is pulled back too.
      const plan = capture([user("a"), call("1"), user("b"), call("2"), out("1"), user("c")]);
      expect(plan.unresolvedCalls.map((u) => u.callId)).toEqual(["2"]);
      expect(labels(plan.items())).toEqual(["C1", "Mb", "C2", "O1", "Mc"]);
    });

    it("pulls back a server call whose output lies after the cutoff", () => {
      const plan = capture([user("a"), serverCall("s"), user("b"), serverOut("s"), user("c")], 3);
      expect(plan.unresolvedCalls).toEqual([]);
      expect(plan.start).toBe(1);
    });

    it("never splits a group at the cutoff", () => {
      const plan = capture([user("a"), call("1"), call("2"), out("1"), out("2")], 2);
      expect(plan.start).toBe(1);
    });

    it("moves back over an output whose call is retained", () => {
      const plan = capture([user("a"), out("1"), user("b"), call("1"), call("2")], 4);
      expect(plan.unresolvedCalls.map((u) => u.callId)).toEqual([]);
      expect(plan.start).toBe(1);
      const plan2 = capture([out("1"), user("b"), call("2"), call("1")], 3);
      expect(plan2.unresolvedCalls.map((u) => u.callId)).toEqual(["2"]);
      expect(plan2.start).toBe(0);
    });

    it("unresolvedCalls is a captured fact: later outputs do not change it", () => {
      const source = new Projection([user("a"), call("1")]);
      const plan = makeCompactionPlan(source, { engine });
      source.append(out("1"));
      expect(plan.unresolvedCalls.map((u) => u.callId)).toEqual(["1"]);
      expect(plan.items()).toHaveLength(1);
    });

    it("validates the captured items as reconciliation does", () => {
      try {
        capture([call("1"), call("1")]);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ReconciliationError);
        expect((e as ReconciliationError).reason).toBe("duplicate-call");
      }
    });

    it("rejects a bad cutoff or a non-projection with invalid-argument", () => {
      for (const cutoff of [-1, 1.5, 3, Number.NaN, "1"]) {
        expect(codeOf(() => capture([user("a"), user("b")], cutoff as number))).toBe(
          "invalid-argument",
        );
      }
      expect(codeOf(() => makeCompactionPlan([] as never))).toBe("invalid-argument");
    });
  });

  describe("plan.projection", () => {
    it("replacement first, then the retained items, then arrivals; an arriving output resolves its call", () => {
      const items = deepFreeze([user("a"), call("1"), out("1"), user("b"), call("2")]);
      const plan = capture(items);
      const arrival = out("2");
      const repairOutput = () => {
        throw new Error("must not be called");
      };
      const result = plan.projection({
        replacementItems: [summary()],
        additionalItems: [arrival],
        repairOutput,
      });
      expect(labels(result.items())).toEqual(["Msummary", "C2", "O2"]);
      expect(result.at(2)).toBe(arrival);
    });

    it("repairs calls still unresolved through repairOutput, or throws MissingOutputError", () => {
      const plan = capture([user("a"), call("1")]);
      expect(() => plan.projection({ replacementItems: [summary()] })).toThrow(MissingOutputError);
      const result = plan.projection({ replacementItems: [summary()], repairOutput: fill });
      expect(labels(result.items())).toEqual(["Msummary", "C1", "O1"]);
    });

    it("places an arriving user message after the retained items and orphans in place", () => {
      const plan = capture([user("a"), call("1")]);
      const result = plan.projection({
        additionalItems: [user("steer"), out("zz"), out("1")],
        repairOutput: fill,
      });
      expect(labels(result.items())).toEqual(["C1", "O1", "Msteer", "Ozz"]);
    });

    it("an arriving output for a server call in the discarded prefix pulls its group back", () => {
      const plan = capture([user("a"), serverCall("s"), user("b"), user("c")], 3);
      expect(plan.start).toBe(3);
      const result = plan.projection({ additionalItems: [serverOut("s")] });
      expect(labels(result.items())).toEqual([
        "tool_search_call",
        "tool_search_output",
        "Mb",
        "Mc",
      ]);
    });

    it("a duplicate arrival throws; source and plan unchanged", () => {
      const source = new Projection([user("a"), call("1"), out("1"), call("2")]);
      const plan = makeCompactionPlan(source, { engine });
      for (const additionalItems of [[out("1")], [call("2")], [out("2"), out("2")]]) {
        try {
          plan.projection({ additionalItems, repairOutput: fill });
          expect.unreachable();
        } catch (e) {
          expect(e).toBeInstanceOf(ReconciliationError);
        }
      }
      expect(source.length).toBe(4);
      expect(plan.items()).toHaveLength(1);
    });

    it("a tolerated late output for a discarded call is left out", () => {
      const isRepairedOutput = (o: Item) => (o as { output?: string }).output === "interrupted";
      const source = new Projection([user("a"), call("1"), repairOf("1"), user("b")]);
      const plan = makeCompactionPlan(source, { engine, isRepairedOutput });
      expect(plan.start).toBe(4);
      const result = plan.projection({ additionalItems: [out("1"), user("c")] });
      expect(labels(result.items())).toEqual(["Mc"]);
    });

    it("a repair callback that throws, or returns the wrong call's output, changes nothing", () => {
      const source = new Projection([user("a"), call("1"), call("2")]);
      const plan = makeCompactionPlan(source, { engine });
      expect(() =>
        plan.projection({
          repairOutput: () => {
            throw new Error("boom");
          },
        }),
      ).toThrow("boom");
      expect(codeOf(() => plan.projection({ repairOutput: () => repairOf("2") }))).toBe(
        "invalid-repair",
      );
      expect(source.length).toBe(3);
      expect(labels(plan.projection({ repairOutput: fill }).items())).toEqual([
        "C1",
        "C2",
        "O1",
        "O2",
      ]);
    });

    it("selects private content for a family, keeps it without one", () => {
      const r = deepFreeze(reasoning("mine"));
      const foreign = deepFreeze(reasoning("theirs"));
      const checkpoint = deepFreeze({ type: "compaction_summary", encrypted_content: "e" });
      const handoff = deepFreeze(user("handoff"));
      const source = new Projection([user("a"), foreign, r, call("1")]);
      const plan = makeCompactionPlan(source, { engine });
      const itemFamilies = new Map<Item, string>([
        [r, "openai"],
        [foreign, "anthropic"],
        [checkpoint, "openai"],
      ]);
      const handoffFamilies = new Map<Item, string>([[handoff, "openai"]]);
      const forOpenAI = plan.projection({
        replacementItems: [checkpoint, handoff],
        additionalItems: [out("1")],
        family: "openai",
        itemFamilies,
        handoffFamilies,
      });
      expect(labels(forOpenAI.items())).toEqual(["compaction", "reasoning", "C1", "O1"]);
      expect(forOpenAI.at(1)).toBe(r);
      const forAnthropic = plan.projection({
        replacementItems: [checkpoint, handoff],
        additionalItems: [out("1")],
        family: "anthropic",
        itemFamilies,
        handoffFamilies,
      });
      expect(labels(forAnthropic.items())).toEqual(["Mhandoff", "reasoning", "C1", "O1"]);
      expect(forAnthropic.at(1)).toBe(foreign);
      const kept = plan.projection({ replacementItems: [checkpoint], additionalItems: [out("1")] });
      expect(labels(kept.items())).toEqual(["compaction", "reasoning", "reasoning", "C1", "O1"]);
    });

    it("rejects a compaction_trigger in the replacement", () => {
      const plan = capture([user("a")]);
      try {
        plan.projection({ replacementItems: [{ type: "compaction_trigger" }] });
        expect.unreachable();
      } catch (e) {
        expect((e as ReconciliationError).reason).toBe("compaction-trigger");
      }
    });

    it("retained identities keep copies of every metadata table; stripped copies keep theirs", () => {
      const KEY = Symbol("k");
      const OTHER = Symbol("o");
      const thinking = deepFreeze({
        role: "assistant",
        content: [
          { type: "thinking", thinking: "t" },
          { type: "text", text: "x" },
        ],
      });
      const gone = user("gone");
      const c = call("1");
      const source = new Projection([gone, thinking, c]);
      source.metadataTable(KEY).set(gone, 1);
      source.metadataTable(KEY).set(thinking, undefined);
      source.metadataTable(KEY).set(c, null);
      source.metadataTable(OTHER);
      const plan = makeCompactionPlan(source, { engine, cutoff: 1 });
      const arrival = out("1");
      source.metadataTable(KEY).set(arrival, "arrived");
      const result = plan.projection({ additionalItems: [arrival], family: "openai" });
      const table = result.metadataTable(KEY);
      expect(result.at(0)).not.toBe(thinking);
      expect([...table.values()]).toEqual([undefined, null, "arrived"]);
      expect(table.has(result.at(0)!)).toBe(true);
      expect(result.metadataKeys()).toContain(OTHER);
      expect(table).not.toBe(source.metadataTable(KEY));
      expect(source.metadataTable(KEY).size).toBe(4);
    });

    it("rejects bad options with invalid-argument", () => {
      const plan = capture([user("a")]);
      expect(codeOf(() => plan.projection({ replacementItems: "x" as never }))).toBe(
        "invalid-argument",
      );
      expect(codeOf(() => plan.projection({ additionalItems: {} as never }))).toBe(
        "invalid-argument",
      );
      expect(codeOf(() => plan.projection({ family: 3 as never }))).toBe("invalid-argument");
    });
  });
});
