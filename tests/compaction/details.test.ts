// SPEC §6 details a host relies on: the plan is a captured fact (items appended to the source
// afterwards are not in it), errors name the offending item, only metadata that exists is copied,
// and only replacement items are canonicalized.
import { describe, expect, it } from "vitest";
import { makeCompactionPlan, Projection } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { errorOf } from "../support/errors.js";
import { call, out, repairOf, user } from "../support/items.js";

const summary = { type: "message", role: "user", content: "summary" };

describe.each(ENGINES)("compaction plan details on the %s engine", (engine) => {
  it("items appended to the source after the capture are not in the plan's projection", () => {
    const source = new Projection([user("a"), call("1"), user("b")]);
    const plan = makeCompactionPlan(source, { engine, cutoff: 3 });
    const late = out("1");
    const after = user("after");
    source.append(late, after);
    const result = plan.projection({
      replacementItems: [summary],
      repairOutput: () => repairOf("1"),
    });
    const items = result.items();
    expect(items).not.toContain(after);
    expect(items).not.toContain(late);
    expect(items.slice(0, 2)).toEqual([summary, call("1")]);
    expect(items[2]).toEqual(repairOf("1"));
    expect(items[3]).toEqual(user("b"));
    expect(items).toHaveLength(4);
    // Passed as arrivals they are placed as SPEC §6 says.
    const arrived = plan.projection({
      replacementItems: [summary],
      additionalItems: [late, after],
    });
    expect(arrived.items()).toEqual([summary, call("1"), late, user("b"), after]);
    expect(arrived.at(2)).toBe(late);
  });

  it("errors name the offending item, its index and call id", () => {
    const second = call("1");
    const capture = errorOf(() =>
      makeCompactionPlan(new Projection([call("1"), second]), { engine }),
    );
    expect([capture.code, capture.reason, capture.index, capture.callId]).toEqual([
      "reconciliation",
      "duplicate-call",
      1,
      "1",
    ]);
    expect(capture.item).toBe(second);
    const plan = makeCompactionPlan(new Projection([call("1"), out("1"), user("b")]), { engine });
    const again = out("1");
    const arrival = errorOf(() => plan.projection({ additionalItems: [again] }));
    expect([arrival.reason, arrival.index, arrival.callId]).toEqual(["duplicate-output", 3, "1"]);
    expect(arrival.item).toBe(again);
  });

  it("bad arguments are named", () => {
    const plan = makeCompactionPlan(new Projection([user("a"), user("b")]), { engine });
    const cases: Array<[() => unknown, string]> = [
      [
        () => makeCompactionPlan(new Projection([user("a")]), { engine, cutoff: 5 }),
        "cutoff must be an integer in [0, 1], got 5",
      ],
      [() => makeCompactionPlan([] as never), "projection must be a Projection"],
      [
        () => plan.projection({ replacementItems: "x" as never }),
        "replacementItems must be an array",
      ],
      [() => plan.projection({ additionalItems: {} as never }), "additionalItems must be an array"],
      [() => plan.projection({ family: 3 as never }), "family must be a string"],
    ];
    for (const [run, message] of cases) {
      const error = errorOf(run);
      expect(error.code).toBe("invalid-argument");
      expect(error.message).toBe(`invalid-argument: ${message}`);
    }
  });

  it("copies metadata only for items that had an entry", () => {
    const KEY = Symbol("k");
    const [a, b, c] = [user("a"), user("b"), user("c")];
    const source = new Projection([a, b, c]);
    source.metadataTable(KEY).set(b, "B");
    const result = makeCompactionPlan(source, { engine, cutoff: 0 }).projection();
    const table = result.metadataTable(KEY);
    expect([...table.entries()]).toEqual([[b, "B"]]);
    expect(table.has(a)).toBe(false);
  });

  it("canonicalizes replacement items only; a retained legacy checkpoint stays the same object", () => {
    const legacy = { type: "compaction_summary", encrypted_content: "e" };
    const retained = { type: "compaction_summary", encrypted_content: "r" };
    const source = new Projection([user("a"), retained, user("b")]);
    const result = makeCompactionPlan(source, { engine, cutoff: 1 }).projection({
      replacementItems: [legacy],
    });
    expect(result.at(0)).toEqual({ type: "compaction", encrypted_content: "e" });
    expect(result.at(1)).toBe(retained);
    expect(result.length).toBe(3);
  });
});
