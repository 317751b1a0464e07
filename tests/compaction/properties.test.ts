import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pair } from "../../bindings/engine/reference/pairing.js";
import {
  isOutputItem,
  makeCompactionPlan,
  Projection,
  ReconciliationError,
  reconcileItems,
} from "../../bindings/index.js";
import { describeItems } from "../../bindings/items/describe.js";
import { FLAG_NEEDS_OUTPUT } from "../../common/codes.js";
import { isGeneratedRepair, mutatedTranscript } from "../support/arbitrary.js";
import { ENGINES } from "../support/engines.js";
import { deepFreeze } from "../support/freeze.js";
import { out, tool, user } from "../support/items.js";

const SEED = 20261130;
const RUNS = Math.min(Number(process.env.PROPERTY_RUNS ?? 10_000), 5_000);

const withCutoff = mutatedTranscript.chain((items) =>
  fc.tuple(fc.constant(items), fc.nat({ max: items.length })),
);

describe.each(ENGINES)("compaction properties on the %s engine", (engine) => {
  it("the discarded prefix is fully resolved, retained outputs keep their calls, the suffix is kept", () => {
    fc.assert(
      fc.property(withCutoff, ([items, cutoff]) => {
        const frozen = deepFreeze(items);
        let plan: ReturnType<typeof makeCompactionPlan>;
        try {
          plan = makeCompactionPlan(new Projection(frozen), {
            engine,
            cutoff,
            isRepairedOutput: isGeneratedRepair,
          });
        } catch (e) {
          expect(e).toBeInstanceOf(ReconciliationError);
          return;
        }
        const s = plan.start;
        expect(s).toBeLessThanOrEqual(cutoff);
        const retained = plan.items();
        expect(retained).toEqual(frozen.slice(s));
        retained.forEach((item, i) => expect(item).toBe(frozen[s + i]));
        const descriptors = describeItems(frozen);
        const { slots } = pair(descriptors, (i) => isGeneratedRepair(frozen[i]));
        for (const slot of slots) {
          const client = (descriptors[slot.item].flags & FLAG_NEEDS_OUTPUT) !== 0;
          if (slot.item < s) {
            if (client) expect(slot.output >= 0 && slot.output < s).toBe(true);
            expect(slot.output < s && slot.dropped < s).toBe(true);
          } else if (slot.output >= 0) {
            expect(slot.output).toBeGreaterThanOrEqual(s);
          }
        }
        const unresolved = slots.filter(
          (slot) =>
            slot.item < cutoff &&
            descriptors[slot.item].flags & FLAG_NEEDS_OUTPUT &&
            (slot.output < 0 || slot.output >= cutoff),
        );
        expect(plan.unresolvedCalls.map((u) => u.call)).toEqual(
          unresolved.map((slot) => frozen[slot.item]),
        );
        for (const slot of unresolved) expect(slot.item).toBeGreaterThanOrEqual(s);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe.each(ENGINES)("plan.projection properties on the %s engine", (engine) => {
  const scenario = withCutoff.chain(([items, cutoff]) =>
    fc.tuple(
      fc.constant(items),
      fc.constant(cutoff),
      fc.array(fc.boolean(), { maxLength: 6 }),
      fc.boolean(),
    ),
  );

  it("installs a valid transcript: replacement, retained, arrivals; nothing lost", () => {
    fc.assert(
      fc.property(scenario, ([items, cutoff, answers, steer]) => {
        const frozen = deepFreeze(items);
        let plan: ReturnType<typeof makeCompactionPlan>;
        try {
          plan = makeCompactionPlan(new Projection(frozen), {
            engine,
            cutoff,
            isRepairedOutput: isGeneratedRepair,
          });
        } catch {
          return;
        }
        const pending = reconcileItems(frozen, {
          engine,
          isRepairedOutput: isGeneratedRepair,
        }).repairs;
        const arrivals: object[] = pending
          .filter((_, i) => answers[i])
          .map((r) => ("tool_calls" in r.call ? tool(r.callId) : out(r.callId)));
        if (steer) arrivals.push(user("steer"));
        const summaryItem = user("summary");
        const result = plan
          .projection({
            replacementItems: [summaryItem],
            additionalItems: deepFreeze(arrivals),
            repairOutput: (r) =>
              "tool_calls" in r.call ? tool(r.callId, "interrupted") : out(r.callId, "interrupted"),
            isRepairedOutput: isGeneratedRepair,
          })
          .items();
        expect(result[0]).toBe(summaryItem);
        const again = reconcileItems(result, { engine, isRepairedOutput: isGeneratedRepair });
        expect(again.repairs).toEqual([]);
        expect(again.unchanged).toBe(true);
        for (const arrival of arrivals) expect(result).toContain(arrival);
        for (const item of plan.items()) {
          if (!isOutputItem(item)) expect(result).toContain(item);
        }
      }),
      { seed: SEED + 1, numRuns: Math.min(RUNS, 2_000) },
    );
  });
});
