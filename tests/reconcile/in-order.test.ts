import fc from "fast-check";
import { describe, expect, it } from "vitest";
// reconcileItems' one pass (reconcileInOrder) against the reference engine's general path, over
// items read directly (as reconcileItems runs it for `auto`) and over descriptors.
import { reconcile } from "../../bindings/engine/reference/order.js";
import { type Item, reconcileItems } from "../../bindings/index.js";
import { withHooks } from "../../bindings/internal/hooks.js";
import {
  describeItems,
  describeTransient,
  reusedDescriptor,
} from "../../bindings/items/describe.js";
import { reconcileInOrder } from "../../bindings/reconcile/in-order.js";
import { isGeneratedRepair, mutatedTranscript, validTranscript } from "../support/arbitrary.js";
import { corpusTranscripts, describeCorpus } from "../support/corpus.js";
import "../support/engines.js";
import { call, out, user } from "../support/items.js";

const SEED = 20261201;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);

/** Items the generators do not make: server-executed calls, self-contained and malformed items. */
const extra: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  { type: "shell_call", call_id: "a", environment: { type: "container" }, action: {} },
  { type: "shell_call_output", call_id: "a", output: [] },
  { type: "web_search_call", id: "ws", status: "completed" },
  { type: "tool_search_call", call_id: null, execution: "server" },
  { type: "local_shell_call", call_id: "b", action: {} },
  { type: "local_shell_call_output", id: "b", output: "x" },
  { type: "function_call", call_id: "", name: "f", arguments: "{}" },
  { type: "compaction_trigger" },
  { role: "tool", tool_call_id: "c", content: "late" },
  { type: "mcp_approval_request", id: "d", name: "n", arguments: "{}", server_label: "s" },
  { type: "mcp_approval_response", approval_request_id: "d", approve: true },
  42,
);

const transcript = fc
  .tuple(mutatedTranscript, fc.array(fc.tuple(extra, fc.nat({ max: 60 })), { maxLength: 3 }))
  .map(([items, inserts]) => {
    const next: unknown[] = items.slice();
    for (const [item, at] of inserts) next.splice(at % (next.length + 1), 0, item);
    return next;
  });

/** The general path's plan (or failure) of `items`, its arrays as plain arrays. */
const reference = (items: readonly unknown[]) => {
  const r = reconcile({ descriptors: describeItems(items) });
  return r.ok ? { order: [...r.order], repairs: [...r.repairs], dropped: [...r.dropped] } : r;
};

/** The fast path over the items themselves, in the general path's terms; undefined where it gives up. */
function reconcileInOnePass(items: readonly unknown[]) {
  const into = reusedDescriptor(); // one descriptor for the pass, as reconcileItems reads them
  const fast = reconcileInOrder(items.length, (i) => describeTransient(items[i], true, into));
  if (!fast) return undefined;
  const order = fast.order ? [...fast.order] : items.map((_, i) => i);
  return { order, repairs: [...fast.repairs], dropped: [] as number[] };
}

/** The same over descriptors described beforehand. */
function overDescriptors(items: readonly unknown[]) {
  const descriptors = describeItems(items);
  const fast = reconcileInOrder(items.length, (i) => descriptors[i]);
  return (
    fast && {
      order: fast.order ? [...fast.order] : items.map((_, i) => i),
      repairs: [...fast.repairs],
    }
  );
}

describe("the reference engine's fast path (reconcileInOrder)", () => {
  it("gives the general path's plan whenever it gives one, over items and over descriptors", () => {
    let planned = 0;
    fc.assert(
      fc.property(transcript, (items) => {
        const fast = reconcileInOnePass(items);
        const described = overDescriptors(items);
        expect(described && { ...described, dropped: [] }).toEqual(fast);
        if (!fast) return;
        planned++;
        expect(fast).toEqual(reference(items));
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // It must plan a fair share of them, not leave every input to the engines.
    expect(planned).toBeGreaterThan(RUNS / 5);
  });

  // The lazy key map's other checks of an output it does not hold, each against the general path.
  for (const mode of ["filtered", "scanned", "mapped"] as const)
    it(`gives the general path's plan with every unheld output ${mode}`, () => {
      withHooks({ lazyKeyChecks: mode }, () =>
        fc.assert(
          fc.property(transcript, (items) => {
            const fast = reconcileInOnePass(items);
            if (fast) expect(fast).toEqual(reference(items));
          }),
          { seed: SEED, numRuns: Math.min(RUNS, 3000) },
        ),
      );
    });

  // SPEC §5 "Compaction boundaries": the pass plans across them (it once gave up at the first one
  // and the engines redid the whole input), keys scoped to their segment as the general path scopes them.
  const boundaries = fc
    .tuple(
      mutatedTranscript,
      fc.array(
        fc.tuple(
          fc.constantFrom("compaction", "compaction_summary", "context_compaction"),
          fc.nat(),
        ),
        { minLength: 1, maxLength: 4 },
      ),
    )
    .map(([items, cuts]) => {
      const next: unknown[] = items.slice();
      for (const [type, at] of cuts)
        next.splice(at % (next.length + 1), 0, { type, encrypted_content: "gAAA" });
      return next;
    });
  for (const mode of ["default", "filtered", "scanned", "mapped"] as const)
    it(`plans across compaction boundaries as the general path does (${mode} key checks)`, () => {
      let planned = 0;
      withHooks({ lazyKeyChecks: mode }, () =>
        fc.assert(
          fc.property(boundaries, (items) => {
            const fast = reconcileInOnePass(items);
            if (!fast) return;
            planned++;
            expect(fast).toEqual(reference(items));
          }),
          { seed: SEED, numRuns: Math.min(RUNS, 3000) },
        ),
      );
      expect(planned).toBeGreaterThan(Math.min(RUNS, 3000) / 5);
    });

  it("holds no key across a boundary: an orphan after it, a repair before it, a key reused", () => {
    const items = [
      call("x"),
      call("y"),
      out("y"),
      { type: "compaction", encrypted_content: "gAAA" },
      out("x"), // its call is before the boundary: an orphan where it stands
      call("y"), // the key of an answered call before it: a new call, answered below
      out("y"),
      out("z"),
      { type: "context_compaction", encrypted_content: "gAAA" },
      call("z"), // an early output before the boundary does not answer it: repaired
      user("next"),
    ];
    const fast = reconcileInOnePass(items);
    expect(fast).toBeDefined();
    expect(fast).toEqual(reference(items));
    expect(fast!.repairs).toEqual([0, 0, 9, 0]);
  });

  it("plans every valid ordered transcript, recognized as unchanged (no order made)", () => {
    fc.assert(
      fc.property(validTranscript, (items) => {
        const fast = reconcileInOrder(items.length, (i) => describeTransient(items[i], true));
        expect(fast).toBeDefined();
        expect(fast!.order).toBeUndefined();
        expect(reconcileItems(items as Item[]).unchanged).toBe(true);
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 2000) },
    );
  });

  it("puts a block of outputs in call order and repairs the missing ones in their slots", () => {
    const items = [
      { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
      { type: "function_call", call_id: "b", name: "f", arguments: "{}" },
      { type: "function_call", call_id: "c", name: "f", arguments: "{}" },
      out("c"),
      out("a"),
      user("next"),
    ];
    const fast = reconcileInOnePass(items)!;
    expect(Array.from(fast.order)).toEqual([0, 1, 2, 4, -1, 3, 5]);
    expect(Array.from(fast.repairs)).toEqual([1, 0]);
    expect(fast).toEqual(reference(items));
  });

  it("plans a group wider than its scan through the key map, after a narrow one", () => {
    const ids = Array.from({ length: 12 }, (_, k) => `w${k}`);
    const items = [
      call("n0"),
      out("n0"),
      ...ids.map((id) => call(id)),
      ...ids
        .filter((id) => id !== "w5")
        .reverse()
        .map((id) => out(id)),
      user("next"),
    ];
    // The lazy map at this size too.
    const fast = withHooks({ lazyKeyChecks: "filtered" }, () => reconcileInOnePass(items));
    expect(fast).toBeDefined(); // planned in the pass, not left to the engine
    expect(fast).toEqual(reference(items));
    expect(fast!.repairs).toEqual([7, 0]);
  });

  it("plans right when an item's trap plans another transcript in the middle of the pass", () => {
    const inner = [call("x"), call("y"), out("y"), user("u"), call("z"), out("z")];
    let nested: unknown;
    // Its trap runs while the outer pass holds its slot columns.
    const trap = new Proxy(user("trap"), {
      get(target, field) {
        nested ??= reconcileInOnePass(inner);
        return Reflect.get(target, field);
      },
    });
    const items = [call("a"), call("b"), out("b"), trap, call("c"), out("a"), out("c")];
    expect(reconcileInOnePass(items)).toEqual(reference(items)); // out("a") away from its group
    expect(nested).toEqual(reference(inner));
    nested = undefined;
    const ordered = [call("a"), call("b"), out("b"), out("a"), trap, call("c")];
    expect(reconcileInOnePass(ordered)).toEqual(reference(ordered));
    expect(nested).toEqual(reference(inner));
  });

  it("moves an output away from its group into its call's slot, repairs renumbered", () => {
    // Codex rollouts: a developer message between a call and its output.
    const items = [call("a"), call("b"), user("between"), call("c"), user("u"), out("a")];
    const fast = reconcileInOnePass(items)!;
    expect(fast.order).toEqual([0, 1, 5, -1, 2, 3, -2, 4]);
    expect(fast.repairs).toEqual([1, 0, 3, 0]);
    expect(fast).toEqual(reference(items));
  });

  it("leaves a second output away from its group to the engines", () => {
    const call = { type: "function_call", call_id: "a", name: "f", arguments: "{}" };
    expect(reconcileInOnePass([call, out("a"), user("between"), out("a")])).toBeUndefined();
  });

  it("auto gives the reference engine's result, errors included", () => {
    fc.assert(
      fc.property(transcript, (items) => {
        const run = (engine: "auto" | "reference") => {
          try {
            const plan = reconcileItems(items as Item[], {
              engine,
              isRepairedOutput: isGeneratedRepair,
            });
            return {
              repairs: plan.repairs,
              dropped: plan.droppedLateOutputs,
              items: plan.items({ repairOutput: ({ callId }) => out(callId, "interrupted") }),
            };
          } catch (error) {
            return {
              error: (error as { reason?: string; index?: number }).reason,
              index: (error as { index?: number }).index,
            };
          }
        };
        expect(run("auto")).toEqual(run("reference"));
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 3000) },
    );
  });
});

describeCorpus("reconciliation in one pass on the corpus", () => {
  it("gives the reference engine's plan on every real transcript it plans", () => {
    let planned = 0;
    const transcripts = corpusTranscripts();
    for (const t of transcripts) {
      const fast = reconcileInOnePass(t.items);
      if (!fast) continue;
      planned++;
      expect(fast).toEqual(reference(t.items));
    }
    expect(planned).toBeGreaterThan(transcripts.length / 2);
  });
});
