import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  callKey,
  callKeys,
  type Item,
  isCallItem,
  isOutputItem,
  needsOutput,
  ReconciliationError,
  reconcileItems,
} from "../../bindings/index.js";
import { isGeneratedRepair, mutatedTranscript, validTranscript } from "../support/arbitrary.js";
import { ENGINES } from "../support/engines.js";
import { deepFreeze } from "../support/freeze.js";
import { out, tool } from "../support/items.js";

const SEED = 20261129;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);
const fill = (r: { callId: string; call: object }) =>
  "tool_calls" in r.call ? tool(r.callId, "interrupted") : out(r.callId, "interrupted");

/** Every client call is followed, right after its group, by exactly one output per call in order. */
function assertPaired(items: readonly Item[]): void {
  let i = 0;
  while (i < items.length) {
    if (!isCallItem(items[i])) {
      i++;
      continue;
    }
    const chat = "tool_calls" in items[i];
    const keys: string[] = [];
    let j = i;
    do keys.push(...callKeys(items[j++]));
    while (!chat && j < items.length && isCallItem(items[j]) && !("tool_calls" in items[j]));
    for (const key of keys) {
      expect(isOutputItem(items[j]) && callKey(items[j]) === key).toBe(true);
      j++;
    }
    i = j;
  }
}

function counts(items: readonly unknown[]): Map<unknown, number> {
  const m = new Map<unknown, number>();
  for (const item of items) m.set(item, (m.get(item) ?? 0) + 1);
  return m;
}

describe.each(ENGINES)("reconciliation properties on the %s engine", (engine) => {
  it("a valid, ordered transcript comes back unchanged", () => {
    fc.assert(
      fc.property(validTranscript, (items) => {
        const frozen = deepFreeze(items);
        const plan = reconcileItems(frozen, { engine });
        expect(plan.unchanged).toBe(true);
        plan.items().forEach((item, i) => expect(item).toBe(frozen[i]));
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 2000) },
    );
  });

  it("pairing, conservation, order stability and idempotence on mutated transcripts", () => {
    fc.assert(
      fc.property(mutatedTranscript, (items) => {
        const frozen = deepFreeze(items);
        let plan: ReturnType<typeof reconcileItems>;
        try {
          plan = reconcileItems(frozen, { engine, isRepairedOutput: isGeneratedRepair });
        } catch (e) {
          expect(e).toBeInstanceOf(ReconciliationError);
          const err = e as ReconciliationError;
          expect(err.index).toBeGreaterThanOrEqual(0);
          expect(err.item).toBe(frozen[err.index]);
          return;
        }
        const repairs: Item[] = [];
        const result = plan.items({
          repairOutput: (r) => {
            const o = fill(r);
            repairs.push(o);
            return o;
          },
        });
        assertPaired(result);
        // Conservation: out = in - dropped + repairs, as multisets of identities.
        const expected = counts([
          ...frozen.filter((i) => !plan.droppedLateOutputs.includes(i)),
          ...repairs,
        ]);
        expect(counts(result)).toEqual(expected);
        // Order stability: items that are not outputs keep their relative order.
        const still = (list: readonly unknown[]) => list.filter((i) => !isOutputItem(i));
        expect(still(result)).toEqual(still(frozen));
        expect(plan.repairs.every((r) => needsOutput(r.call))).toBe(true);
        // Idempotence.
        const again = reconcileItems(result, { engine, isRepairedOutput: isGeneratedRepair });
        expect(again.repairs).toEqual([]);
        again.items().forEach((item, i) => expect(item).toBe(result[i]));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
