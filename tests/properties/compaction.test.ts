// Compaction plans (SPEC §6) on both engines and the bytes path: the exact `start` and the
// unresolved calls compared with the oracle in oracle.ts, then the installed projection checked.
import fc from "fast-check";
import { pack } from "msgpackr";
import { describe, expect, it } from "vitest";
import {
  type Item,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  Projection,
  ReconciliationError,
  reconcileItems,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { deepFreeze } from "../support/freeze.js";
import { cutoffOracle, reconcileOracle } from "./oracle.js";
import { agentTranscript, brokenTranscript, isRepair } from "./transcripts.js";

const SEED = 20261202;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 3_000);
type Obj = Record<string, unknown>;

// Triggers cannot enter a projection: the compaction generators leave them out.
const noTrigger = (items: Obj[]) => items.filter((item) => item.type !== "compaction_trigger");
const withCutoff = (arb: fc.Arbitrary<Obj[]>) =>
  arb.map(noTrigger).chain((items) => fc.tuple(fc.constant(items), fc.nat({ max: items.length })));

const output = (call: object, callId: string, text: string): Obj =>
  "tool_calls" in call
    ? { role: "tool", tool_call_id: callId, content: text }
    : { type: "function_call_output", call_id: callId, output: text };

describe.each(ENGINES)("compaction plans equal the SPEC §6 oracle on the %s engine", (engine) => {
  it("exact start, unresolved calls and retained items, or the same error", () => {
    fc.assert(
      fc.property(withCutoff(brokenTranscript), ([raw, cutoff]) => {
        const items = deepFreeze(raw);
        const expected = cutoffOracle(items, cutoff, isRepair);
        let plan: ReturnType<typeof makeCompactionPlan>;
        try {
          plan = makeCompactionPlan(new Projection(items as Item[]), {
            engine,
            cutoff,
            isRepairedOutput: isRepair,
          });
        } catch (error) {
          if (!(error instanceof ReconciliationError)) throw error;
          expect({ reason: error.reason, index: error.index, callId: error.callId }).toEqual(
            expected,
          );
          return;
        }
        if ("reason" in expected) throw new Error(`expected ${expected.reason}, got a plan`);
        expect(plan.start).toBe(expected.start);
        expect(plan.cutoff).toBe(cutoff);
        expect(plan.unresolvedCalls.map((u) => [u.call, u.callId])).toEqual(
          expected.unresolved.map((s) => [items[s.item], s.key]),
        );
        const retained = plan.items();
        expect(retained).toHaveLength(items.length - expected.start);
        retained.forEach((item, i) => expect(item).toBe(items[expected.start + i]));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("the bytes path gives the same start and unresolved calls", () => {
    fc.assert(
      fc.property(withCutoff(agentTranscript), ([items, cutoff]) => {
        const expected = cutoffOracle(items, cutoff, isRepair);
        fc.pre(!("reason" in expected));
        if ("reason" in expected) return;
        const plan = makeCompactionPlanMsgpack(pack(items), {
          engine,
          cutoff,
          isRepairedOutput: isRepair,
        });
        expect(plan.start).toBe(expected.start);
        expect(plan.unresolvedCalls).toEqual(
          expected.unresolved.map((s) => ({ index: s.item, callId: s.key })),
        );
      }),
      { seed: SEED + 1, numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it("plan.projection installs summary, retained items and arrivals as a valid transcript", () => {
    const scenario = withCutoff(agentTranscript).chain(([items, cutoff]) =>
      fc.tuple(fc.constant(items), fc.constant(cutoff), fc.array(fc.boolean(), { maxLength: 8 })),
    );
    fc.assert(
      fc.property(scenario, ([raw, cutoff, answers]) => {
        const items = deepFreeze(raw);
        const expected = cutoffOracle(items, cutoff, isRepair);
        const full = reconcileOracle(items, isRepair);
        fc.pre(!("reason" in expected) && !("reason" in full));
        if ("reason" in expected || "reason" in full) return;
        const source = new Projection(items as Item[]);
        const mark = Symbol("mark");
        for (const item of items) source.metadataTable(mark).set(item as Item, "kept");
        const plan = makeCompactionPlan(source, { engine, cutoff, isRepairedOutput: isRepair });
        // Some of the calls still unanswered get their real outputs after the capture.
        const arrivals = full.repairs
          .filter((_, i) => answers[i])
          .map((s) => output(items[s.item], s.key, `arrived ${s.key}`));
        const summary = { type: "message", role: "user", content: "summary" };
        const result = plan.projection({
          replacementItems: [summary],
          additionalItems: deepFreeze(arrivals) as Item[],
          repairOutput: (r) => output(r.call, r.callId, "interrupted") as Item,
          isRepairedOutput: isRepair,
        });
        const list = result.items();
        expect(list[0]).toBe(summary);
        const again = reconcileItems(list, { engine, isRepairedOutput: isRepair });
        expect(again.unchanged).toBe(true);
        for (const arrival of arrivals) expect(list).toContain(arrival);
        // Every retained item that is not an output is still there, with its metadata.
        const table = result.metadataTable(mark);
        for (const item of items.slice(plan.start)) {
          if (list.includes(item as Item)) expect(table.get(item as Item)).toBe("kept");
        }
        expect(source.items()).toEqual(items);
      }),
      { seed: SEED + 2, numRuns: Math.ceil(RUNS / 3) },
    );
  });
});

describe("the compaction generator reaches interesting starts", () => {
  it("starts before the cutoff (unresolved calls, pulled groups, private context) and at it occur", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(withCutoff(agentTranscript), ([items, cutoff]) => {
        const answer = cutoffOracle(items, cutoff, isRepair);
        if ("reason" in answer) return;
        if (answer.start === cutoff) seen.add("at-cutoff");
        if (answer.start < cutoff) seen.add("before-cutoff");
        if (answer.start > 0 && answer.start < cutoff && answer.unresolved.length === 0)
          seen.add("pulled-without-unresolved");
        const first = answer.unresolved[0];
        if (first && answer.start < first.item) seen.add("moved-back");
        if (items[answer.start]?.type === "reasoning" && answer.start < cutoff) seen.add("private");
      }),
      { seed: SEED, numRuns: 2_000 },
    );
    expect([...seen].sort()).toEqual(
      ["at-cutoff", "before-cutoff", "moved-back", "private", "pulled-without-unresolved"].sort(),
    );
  });
});
