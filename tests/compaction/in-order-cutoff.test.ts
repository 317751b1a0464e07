import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The compaction cutoff from reconcileItems' one pass (bindings/compaction/in-order-cutoff.ts), at
// any cutoff, which `auto` plans a fresh projection's makeCompactionPlan with, against the engines' scans.
import { SHAPES } from "../../bench/shapes/shapes.js";
import { cutoffInOrder } from "../../bindings/compaction/in-order-cutoff.js";
import { cutoff } from "../../bindings/engine/reference/cutoff.js";
import { wasmEngine } from "../../bindings/engine/wasm.js";
import { type Item, makeCompactionPlan, Projection } from "../../bindings/index.js";
import { withHooks } from "../../bindings/internal/hooks.js";
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

/** A run of server calls: one group of calls that need no output, which a cutoff may split. */
const serverRun: fc.Arbitrary<unknown[]> = fc
  .uniqueArray(fc.constantFrom("a", "b", "s", "t"), { minLength: 2, maxLength: 3 })
  .map((keys) => keys.map(serverCall));

const transcript = fc
  .tuple(
    mutatedTranscript,
    fc.array(
      fc.tuple(
        fc.oneof(
          extra.map((item) => [item]),
          serverRun,
        ),
        fc.nat({ max: 60 }),
      ),
      {
        maxLength: 4,
      },
    ),
  )
  .map(([items, inserts]) => {
    const next: unknown[] = items.slice();
    for (const [run, at] of inserts) next.splice(at % (next.length + 1), 0, ...run);
    return next as Item[];
  });

/** An engine's scan at `at` (default the end), in the one pass's terms. */
function scanOf(items: readonly Item[], at = items.length, scan = cutoff) {
  const scanned = scan({ descriptors: describeItems(items) }, at);
  return scanned.ok ? { start: scanned.start, unresolved: [...scanned.unresolved] } : scanned;
}
const referenceAtEnd = (items: readonly Item[]) => scanOf(items);
const wasmScan = wasmEngine.cutoff;

/** The one pass's scan at `at`, in the same terms; undefined where it gives up. */
function fastAt(items: readonly Item[], at: number) {
  const fast = cutoffInOrder(items, at);
  return fast && { start: fast.start, unresolved: [...fast.unresolved] };
}

/** A transcript and a cutoff in [0, length], the ends drawn more often. */
const withCutoff = fc
  .tuple(transcript, fc.oneof(fc.nat(), fc.constantFrom(0, -1)))
  .map(([items, c]) => [items, c < 0 ? items.length : c % (items.length + 1)] as const);

/** What may arrive after a capture: outputs and calls of the generated keys, messages. */
const arrivals = fc.array(
  fc
    .constantFrom("a", "b", "c", "d")
    .chain((key) => fc.constantFrom<Item>(out(key), call(key), user(key), serverOut(key))),
  { maxLength: 3 },
);

/** A plan's observable parts and its installed projection with `additional`, or the error thrown. */
function planOf(
  items: readonly Item[],
  additional: Item[],
  engine?: "reference" | "wasm",
  cutoff?: number,
) {
  try {
    // The hook at 0: `auto` plans these small transcripts in the one pass too.
    const plan = withHooks({ cutoffOnePassFrom: 0 }, () =>
      makeCompactionPlan(new Projection(items), { engine, cutoff }),
    );
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
    expect(pulled).toBeGreaterThan(RUNS / 30);
  });

  it("gives both engines' start and unresolved calls at any cutoff whenever it plans (fixed seed)", () => {
    let planned = 0;
    let inside = 0;
    let pulled = 0;
    let closed = 0;
    fc.assert(
      fc.property(withCutoff, ([items, at]) => {
        const fast = fastAt(items, at);
        if (!fast) return;
        planned++;
        expect(fast).toEqual(scanOf(items, at));
        expect(fast).toEqual(scanOf(items, at, wasmScan));
        if (at < items.length) inside++;
        if (fast.start < at) pulled++;
        if (fast.start < at && fast.unresolved.length === 0) closed++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // A fair share planned inside the transcript, a fair share with a start before the cutoff,
    // and some moved back with nothing unresolved (a split group, the sweep).
    expect(inside).toBeGreaterThan(RUNS / 5);
    expect(planned).toBeGreaterThan(RUNS / 4);
    expect(pulled).toBeGreaterThan(RUNS / 30);
    expect(closed).toBeGreaterThan(RUNS / 500);
  });

  it("gives both engines' scan at every cutoff of each benchmark shape's transcripts", () => {
    const n = 1000;
    let planned = 0;
    SHAPES.forEach((shape, s) => {
      const items = shape.items(n) as Item[];
      const request = { descriptors: describeItems(items) };
      const scan = (at: number, engine: typeof cutoff) => {
        const scanned = engine(request, at);
        return scanned.ok && { start: scanned.start, unresolved: [...scanned.unresolved] };
      };
      // Every fourth cutoff (each shape its own residue) and both ends.
      for (let at = 0; at <= n; at++) {
        if (at % 4 !== s % 4 && at !== n) continue;
        const fast = fastAt(items, at);
        if (!fast) return; // it gives up on the whole transcript, whatever the cutoff
        planned++;
        expect(fast, `${shape.name} at ${at}`).toEqual(scan(at, cutoff));
        expect(fast, `${shape.name} at ${at}`).toEqual(scan(at, wasmScan));
      }
    });
    expect(planned).toBeGreaterThan((n / 4) * (SHAPES.length / 2));
  });

  it("plans as an explicit engine does at any cutoff: the same plan, items, instructions, installed projection and error", () => {
    fc.assert(
      fc.property(withCutoff, arrivals, ([items, at], additional) => {
        const auto = planOf(items, additional, undefined, at);
        expect(auto).toEqual(planOf(items, additional, "reference", at));
        expect(auto).toEqual(planOf(items, additional, "wasm", at));
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 1500) },
    );
  });

  it("plans as an explicit engine does at the end (no cutoff given)", () => {
    fc.assert(
      fc.property(transcript, arrivals, (items, additional) => {
        const auto = planOf(items, additional);
        expect(auto).toEqual(planOf(items, additional, "reference"));
        expect(auto).toEqual(planOf(items, additional, "wasm"));
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 500) },
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
    const plan = withHooks({ cutoffOnePassFrom: 0 }, () => makeCompactionPlan(projection));
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
