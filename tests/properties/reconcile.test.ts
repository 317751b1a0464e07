// Reconciliation (SPEC §5) on both engines and the bytes path, compared item for item with the
// independent oracle in oracle.ts. Every error is compared too: no catch accepts any error.
import fc from "fast-check";
import { pack, unpack } from "msgpackr";
import { describe, expect, it } from "vitest";
import {
  type Item,
  type MissingOutputRepair,
  ReconciliationError,
  type ReconciliationPlan,
  reconcileItems,
  reconcileMsgpack,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { deepFreeze } from "../support/freeze.js";
import { type OracleError, type OraclePlan, reconcileOracle } from "./oracle.js";
import { agentTranscript, brokenTranscript, isRepair } from "./transcripts.js";

const SEED = 20261201;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 3_000);
type Obj = Record<string, unknown>;

const fill = (r: { callId: string; call: object }): Obj =>
  "tool_calls" in r.call
    ? { role: "tool", tool_call_id: r.callId, content: "interrupted" }
    : { type: "function_call_output", call_id: r.callId, output: "interrupted" };

/** A host's pending predicate for the generated keys: every third fresh key is still running. */
const isPending = (_call: unknown, key: string) => Number(key.slice(1)) % 3 === 1;

/** The reconciliation as the library answers it, or its error, in the oracle's terms. */
function libraryAnswer(
  items: readonly Obj[],
  engine: (typeof ENGINES)[number],
  pending?: typeof isPending,
) {
  let plan: ReturnType<typeof reconcileItems>;
  try {
    plan = reconcileItems(items as Item[], {
      engine,
      isRepairedOutput: isRepair,
      isPending: pending,
    });
  } catch (error) {
    if (!(error instanceof ReconciliationError)) throw error;
    expect(error.item).toBe(items[error.index as number]);
    return { reason: error.reason, index: error.index, callId: error.callId };
  }
  const made: Obj[] = [];
  const result = plan.items({
    repairOutput: (r: MissingOutputRepair) => {
      const o = fill(r);
      made.push(o);
      return o;
    },
  });
  return { plan, result, made };
}

function isError(answer: OraclePlan | OracleError): answer is OracleError {
  return "reason" in answer;
}

function checkAgainstOracle(
  items: readonly Obj[],
  engine: (typeof ENGINES)[number],
  pending?: typeof isPending,
): void {
  const expected = reconcileOracle(items, isRepair, pending);
  const got = libraryAnswer(items, engine, pending);
  if (isError(expected)) {
    expect(got).toEqual(expected);
    return;
  }
  if (!("plan" in got) || !got.plan) throw new Error(`unexpected ${JSON.stringify(got)}`);
  const { plan, result, made } = got as { plan: ReconciliationPlan; result: Item[]; made: Obj[] };
  let r = 0;
  const want = expected.order.map((entry) =>
    typeof entry === "number" ? items[entry] : made[r++],
  );
  expect(made).toHaveLength(expected.repairs.length);
  expect(result).toHaveLength(want.length);
  result.forEach((item, i) => expect(item).toBe(want[i]));
  expect(plan.repairs.map((x) => [x.call, x.callId])).toEqual(
    expected.repairs.map((s) => [items[s.item], s.key]),
  );
  expect(plan.droppedLateOutputs).toHaveLength(expected.dropped.length);
  plan.droppedLateOutputs.forEach((item, i) => expect(item).toBe(items[expected.dropped[i]]));
  const still = expected.repairs.length === 0 && expected.order.every((e, i) => e === i);
  expect(plan.unchanged).toBe(still && expected.dropped.length === 0);
  expect(plan.pending.map((x) => [x.call, x.callId])).toEqual(
    expected.pending.map((s) => [items[s.item], s.key]),
  );
  // SPEC §5 "Orphans": listed, and left out by orphans: "drop" (nothing else is).
  expect(plan.droppedOrphans.map((o) => o.index)).toEqual(expected.orphans);
  plan.droppedOrphans.forEach((o) => expect(o.output).toBe(items[o.index]));
  const orphanItems = new Set(expected.orphans.map((i) => items[i]));
  let m = 0;
  const drop = plan.items({ repairOutput: () => made[m++], orphans: "drop" });
  expect(drop).toEqual(want.filter((item) => !orphanItems.has(item as Obj)));
}

describe.each(ENGINES)("reconciliation equals the SPEC §5 oracle on the %s engine", (engine) => {
  it("agent transcripts: reordering, repairs, late outputs, key reuse, Chat groups, server calls", () => {
    fc.assert(
      fc.property(agentTranscript, (items) => checkAgainstOracle(deepFreeze(items), engine)),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("pending calls (SPEC §5): not repaired, listed; orphans dropped on request", () => {
    fc.assert(
      fc.property(agentTranscript, (items) =>
        checkAgainstOracle(deepFreeze(items), engine, isPending),
      ),
      { seed: SEED + 4, numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it("transcripts with broken items: the same error (reason, lowest index, callId)", () => {
    fc.assert(
      fc.property(brokenTranscript, (items) => checkAgainstOracle(deepFreeze(items), engine)),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it("a reconciled transcript reconciles to itself (idempotence)", () => {
    fc.assert(
      fc.property(agentTranscript, (items) => {
        const got = libraryAnswer(deepFreeze(items), engine);
        fc.pre("plan" in got);
        const { result } = got as { result: Item[] };
        const again = reconcileItems(result, { engine, isRepairedOutput: isRepair });
        expect(again.unchanged).toBe(true);
        again.items().forEach((item, i) => expect(item).toBe(result[i]));
      }),
      { seed: SEED + 2, numRuns: Math.ceil(RUNS / 3) },
    );
  });
});

describe.each(ENGINES)("the bytes path equals the oracle on the %s engine", (engine) => {
  it("order, repairs and dropped late outputs as indices; errors with the same index", () => {
    fc.assert(
      fc.property(brokenTranscript, (items) => {
        const expected = reconcileOracle(items, isRepair);
        const bytes = pack(items);
        let plan: ReturnType<typeof reconcileMsgpack>;
        try {
          plan = reconcileMsgpack(bytes, { engine, isRepairedOutput: isRepair });
        } catch (error) {
          if (!(error instanceof ReconciliationError)) throw error;
          expect({ reason: error.reason, index: error.index, callId: error.callId }).toEqual(
            expected,
          );
          return;
        }
        if (isError(expected)) throw new Error(`expected ${expected.reason}, got a plan`);
        const inputs = expected.order.filter((e): e is number => typeof e === "number");
        expect([...plan.order]).toEqual(inputs);
        expect(plan.repairs).toEqual(
          expected.repairs.map((s) => ({ index: s.item, callId: s.key })),
        );
        expect([...plan.droppedLateOutputs]).toEqual(expected.dropped);
        expect(plan.droppedOrphans.map((o) => o.index)).toEqual(expected.orphans);
        const want = expected.order
          .filter((e) => typeof e !== "number" || !expected.orphans.includes(e))
          .map((e) =>
            typeof e === "number"
              ? items[e]
              : fill({ callId: e.repair.key, call: items[e.repair.item] }),
          );
        const dropped = plan.bytes({ repairOutput: (r) => fill(r) as Item, orphans: "drop" });
        expect(unpack(dropped)).toEqual(want);
      }),
      { seed: SEED + 3, numRuns: Math.ceil(RUNS / 2) },
    );
  });
});

/** Does an output after a compaction item hold the key of a call before it (SPEC §5 boundaries)? */
function crossesCompaction(items: readonly Obj[]): boolean {
  const keysBefore = new Set<unknown>();
  let boundary = false;
  for (const item of items) {
    if (String(item.type).includes("compaction") && item.type !== "compaction_trigger") {
      boundary = true;
    } else if (item.type === "function_call") {
      if (!boundary) keysBefore.add(item.call_id);
    } else if (boundary && keysBefore.has(item.call_id ?? item.tool_call_id)) return true;
  }
  return false;
}

describe("the generators reach the cases the oracle is for", () => {
  it("repairs, late outputs, moves, waiting outputs, Chat groups, server calls and errors all occur", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(brokenTranscript, (items) => {
        const answer = reconcileOracle(items, isRepair);
        if (isError(answer)) seen.add(answer.reason);
        else {
          if (answer.repairs.length) seen.add("repair");
          if (answer.dropped.length) seen.add("late");
          if (answer.order.some((e, i) => e !== i)) seen.add("moved");
          if (answer.repairs.some((s) => s.ord > 0)) seen.add("chat-repair");
        }
        if (items.some((item) => item.execution === "server")) seen.add("server");
        if (items.some((item) => String(item.output ?? item.content).startsWith("early")))
          seen.add("early");
        if (crossesCompaction(items)) seen.add("crossing");
      }),
      { seed: SEED, numRuns: 2_000 },
    );
    expect([...seen].sort()).toEqual(
      [
        "chat-repair",
        "compaction-trigger",
        "crossing",
        "duplicate-call",
        "duplicate-output",
        "early",
        "late",
        "malformed-item",
        "moved",
        "repair",
        "server",
      ].sort(),
    );
  });
});
