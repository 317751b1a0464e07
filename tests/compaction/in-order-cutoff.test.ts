import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The compaction cutoff at the end from reconcileItems' one pass (bindings/compaction/in-order-cutoff.ts),
// which `auto` plans a fresh projection's first makeCompactionPlan with, against the engines' scan.
import { cutoffInOrder } from "../../bindings/compaction/in-order-cutoff.js";
import { cutoff } from "../../bindings/engine/reference/cutoff.js";
import { type Item, makeCompactionPlan, Projection } from "../../bindings/index.js";
import { describeItems } from "../../bindings/items/describe.js";
import { mutatedTranscript } from "../support/arbitrary.js";
import "../support/engines.js";
import { call, out, reasoning, repairOf, user } from "../support/items.js";

const SEED = 20261203;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 5_000);

/** Server-executed keyed items are private calls and outputs: the sweep pulls groups back over them. */
const serverCall = (key: string) => ({
  type: "tool_search_call",
  call_id: key,
  execution: "server",
});
const serverOut = (key: string) => ({
  type: "tool_search_output",
  call_id: key,
  execution: "server",
});

/** Items the generators do not make: private calls and outputs, boundaries, late and malformed items. */
const extra: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    { type: "web_search_call", id: "ws", status: "completed" },
    { type: "compaction", encrypted_content: "gAAA" },
    { role: "tool", tool_call_id: "c", content: "late" },
    { type: "function_call", call_id: "", name: "f", arguments: "{}" },
    user("late"),
    reasoning("late"),
  ),
  fc
    .constantFrom("a", "b", "c", "d", "s")
    .chain((key) => fc.constantFrom<unknown>(serverCall(key), serverOut(key), out(key), call(key))),
);

const transcript = fc
  .tuple(mutatedTranscript, fc.array(fc.tuple(extra, fc.nat({ max: 60 })), { maxLength: 4 }))
  .map(([items, inserts]) => {
    const next: unknown[] = items.slice();
    for (const [item, at] of inserts) next.splice(at % (next.length + 1), 0, item);
    return next as Item[];
  });

/** The reference engine's scan at the end, in the one pass's terms. */
function referenceAtEnd(items: readonly Item[]) {
  const scanned = cutoff({ descriptors: describeItems(items) }, items.length);
  return scanned.ok ? { start: scanned.start, unresolved: [...scanned.unresolved] } : scanned;
}

/** What may arrive after a capture: outputs and calls of the generated keys, messages. */
const arrivals = fc.array(
  fc
    .constantFrom("a", "b", "c", "d")
    .chain((key) => fc.constantFrom<Item>(out(key), call(key), user(key), serverOut(key))),
  { maxLength: 3 },
);

/** A plan's observable parts and its installed projection with `additional`, or the error thrown. */
function planOf(items: readonly Item[], additional: Item[], engine?: "reference" | "wasm") {
  try {
    const plan = makeCompactionPlan(new Projection(items), { engine });
    let installed: unknown;
    try {
      installed = plan
        .projection({
          replacementItems: [user("summary")],
          additionalItems: additional,
          repairOutput: (r) => repairOf(r.callId),
        })
        .items();
    } catch (error) {
      installed = { error: String(error) };
    }
    return {
      start: plan.start,
      cutoff: plan.cutoff,
      unresolved: plan.unresolvedCalls.map((u) => [u.call, u.callId]),
      items: plan.items(),
      instructions: plan.instructions(),
      installed,
    };
  } catch (error) {
    return { error: String(error), code: (error as { code?: string }).code };
  }
}

describe("the cutoff at the end from the one pass", () => {
  it("gives the reference engine's start and unresolved calls whenever it plans (fixed seed)", () => {
    let planned = 0;
    let pulled = 0;
    fc.assert(
      fc.property(transcript, (items) => {
        const fast = cutoffInOrder(items);
        if (!fast) return;
        planned++;
        const expected = referenceAtEnd(items);
        expect({ start: fast.start, unresolved: [...fast.unresolved] }).toEqual(expected);
        if (fast.unresolved.length > 0 && fast.start < items.length) pulled++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // A fair share planned, and a fair share with a start the scan had to find.
    expect(planned).toBeGreaterThan(RUNS / 4);
    expect(pulled).toBeGreaterThan(RUNS / 20);
  });

  it("plans as an explicit engine does: the same plan, items, instructions and installed projection", () => {
    fc.assert(
      fc.property(transcript, arrivals, (items, additional) => {
        const auto = planOf(items, additional);
        expect(auto).toEqual(planOf(items, additional, "reference"));
        expect(auto).toEqual(planOf(items, additional, "wasm"));
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 1500) },
    );
  });

  it("pulls back a group whose private output stands after the start (the sweep)", () => {
    // a and b are one run; a's private output follows b's, so the start at c's group reaches a's.
    const items = [user("u"), serverCall("a"), call("b"), out("b"), serverOut("a"), call("c")];
    expect(cutoffInOrder(items)).toEqual({ start: 1, unresolved: Int32Array.from([5, 0]) });
    expect(referenceAtEnd(items)).toEqual({ start: 1, unresolved: [5, 0] });
  });

  it("moves back over the private items before the earliest unresolved group", () => {
    const items = [user("u"), call("a"), out("a"), reasoning("r"), reasoning("s"), call("c")];
    expect(cutoffInOrder(items)).toEqual({ start: 3, unresolved: Int32Array.from([5, 0]) });
    expect(referenceAtEnd(items)).toEqual({ start: 3, unresolved: [5, 0] });
    expect(cutoffInOrder(items.slice(0, 5))).toEqual({ start: 5, unresolved: new Int32Array(0) });
  });

  it("keeps the capture when the source grows or is replaced after a plan made in one pass", () => {
    const items = [user("a"), call("1"), out("1"), user("b"), call("2")];
    const projection = new Projection(items);
    const plan = makeCompactionPlan(projection);
    expect(plan.start).toBe(4);
    projection.append(out("2"), user("c"));
    // Items of another shape at the captured positions: the plan describes its own, not these.
    projection.replace([user("x"), user("y"), user("z"), call("9"), out("9"), call("8")]);
    projection.append(out("8"), user("w"));
    expect(plan.items()).toEqual([items[4]]);
    expect(plan.unresolvedCalls.map((u) => u.callId)).toEqual(["2"]);
    const installed = plan.projection({ repairOutput: () => repairOf("2") }).items();
    expect(installed).toEqual([items[4], repairOf("2")]);
    // Read against the captured items (not the replaced ones), call 1 was answered: a second output.
    expect(() => plan.projection({ additionalItems: [out("1")] })).toThrow(/duplicate-output/);
    const answered = plan.projection({ additionalItems: [out("2")] }).items();
    expect(answered).toEqual([items[4], out("2")]);
  });
});
