// The reference engine's per-call columns (bindings/engine/reference/tables.ts) are views of one
// kept buffer: a call that reenters the library from a host predicate must take its own above the
// running call's, and give them back on return or throw, without touching the running call's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Item,
  makeCompactionPlan,
  Projection,
  reconcileItems,
  TranscriptError,
} from "../../bindings/index.js";
import { kept } from "../../bindings/internal/hooks.js";
import { mutatedTranscript } from "../support/arbitrary.js";
import { call, out, user } from "../support/items.js";

const SEED = 20261202;
const engine = "reference" as const;
type Predicate = (output: Item) => boolean;

/** What a plan call gave: its items as source indices (-1: a repair), or its error. */
function outcome(items: readonly Item[], run: () => readonly Item[]): string {
  try {
    return JSON.stringify(run().map((item) => items.indexOf(item)));
  } catch (error) {
    if (!(error instanceof TranscriptError)) throw error;
    return `${error.code} ${(error as { reason?: string }).reason} ${(error as { index?: number }).index}`;
  }
}

const fill = ({ callId }: { callId: string }) => out(callId, "interrupted") as Item;

function reconciled(items: readonly Item[], isRepairedOutput: Predicate): string {
  return outcome(items, () =>
    reconcileItems(items, { engine, isRepairedOutput }).items({ repairOutput: fill }),
  );
}

function cutoffOf(items: readonly Item[], isRepairedOutput: Predicate): string {
  const cutoff = items.length >> 1;
  return outcome(items, () => {
    const plan = makeCompactionPlan(new Projection(items), { engine, cutoff, isRepairedOutput });
    return [...items.slice(plan.start), ...plan.unresolvedCalls.map((u) => u.call)];
  });
}

/** Every other output counted as a repair (identity: duplicates are copies). */
function alternate(items: readonly Item[]): Predicate {
  const at = new Map(items.map((item, i) => [item, i]));
  return (output) => (at.get(output) ?? 0) % 2 === 0;
}

/** `plain`, after planning `items` again (both ways) on the same engine from inside the call. */
function reentering(items: readonly Item[], plain: Predicate): Predicate {
  return (output) => {
    reconciled(items, plain);
    cutoffOf(items, plain);
    return plain(output);
  };
}

describe("reference engine columns", () => {
  it("keeps a running call's flags when a predicate plans again", () => {
    // Two calls, each with a repair and a late output: both late outputs are dropped only if the
    // flags read for the first pair survive the nested plans run while the second pair is asked.
    const items = [
      user("go"),
      call("a"),
      out("a", "interrupted"),
      out("a", "late"),
      user("then"),
      call("b"),
      out("b", "interrupted"),
      out("b", "late"),
    ] as Item[];
    const plain: Predicate = (o) => (o as { output?: string }).output === "interrupted";
    const expected = reconciled(items, plain);
    expect(expected).toBe(JSON.stringify([0, 1, 2, 4, 5, 6]));
    expect(reconciled(items, reentering(items, plain))).toBe(expected);
    expect(cutoffOf(items, reentering(items, plain))).toBe(cutoffOf(items, plain));
  });

  it("gives the columns back when a predicate throws", () => {
    const items = [call("a"), out("a", "interrupted"), out("a", "late")] as Item[];
    const boom = () => {
      throw new Error("predicate failed");
    };
    for (let k = 0; k < 3; k++) {
      expect(() => reconcileItems(items, { engine, isRepairedOutput: boom })).toThrow(
        "predicate failed",
      );
      const projection = new Projection(items);
      expect(() => makeCompactionPlan(projection, { engine, isRepairedOutput: boom })).toThrow(
        "predicate failed",
      );
      expect(kept.columns.top).toBe(0);
    }
    const plain: Predicate = (o) => (o as { output?: string }).output === "interrupted";
    expect(reconciled(items, plain)).toBe(JSON.stringify([0, 1]));
  });

  it("plans every transcript alike with and without reentrant predicates", () => {
    fc.assert(
      fc.property(mutatedTranscript, (transcript) => {
        const items = transcript as Item[];
        const plain = alternate(items);
        expect(reconciled(items, reentering(items, plain))).toBe(reconciled(items, plain));
        expect(cutoffOf(items, reentering(items, plain))).toBe(cutoffOf(items, plain));
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});
