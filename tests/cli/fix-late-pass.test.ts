// Issue 35: where the reconcile plan only inserted repair outputs and the first removal pass found
// nothing but their calls unanswered, fix's late removal pass is not run (late-pass.ts): its
// outcome (items, removals, the violations without records) must be the pass's own. Here on
// generated transcripts against the pass itself, and on an insertion the guard must refuse.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyFixReport, fixTranscript } from "../../bindings/cli/fix-transcript.js";
import { lateAfterRepairs, onlyInserted } from "../../bindings/cli/late-pass.js";
import { removeRefused } from "../../bindings/cli/remove-items.js";
import { repairWith } from "../../bindings/cli/repair.js";
import { TranscriptError } from "../../bindings/errors.js";
import type { Item } from "../../bindings/items/types.js";
import type { Transcript, TranscriptRecord } from "../../bindings/readers/types.js";
import { reconcileItems } from "../../bindings/reconcile/reconcile-items.js";
import { agentTranscript, brokenTranscript, REPAIR } from "../properties/transcripts.js";
import { asResponses } from "./stream-support.js";

type Obj = Record<string, unknown>;
const MODELS = [undefined, "m1", "m2"];

const extra = fc.constantFrom<Obj>(
  { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "blob" },
  { type: "reasoning", id: "bad_1", summary: [], encrypted_content: "blob" },
  { type: "compaction", id: "cmp_1", encrypted_content: "blob" },
  { type: "message", id: "bad_3", role: "assistant", content: [] },
  { type: "message", id: "msg_1", role: "assistant", content: [] },
);

// Turns as a log holds them: a user message, maybe reasoning, a group of calls (Responses or
// custom tool calls) whose outputs follow in order unless the call was interrupted, an answer.
const turn = fc
  .record({
    reasoning: fc.boolean(),
    calls: fc.array(fc.record({ custom: fc.boolean(), answered: fc.boolean() }), {
      minLength: 1,
      maxLength: 3,
    }),
    said: fc.boolean(),
  })
  .map(({ reasoning, calls, said }): Obj[] => [
    { type: "message", role: "user", content: "go" },
    ...(reasoning ? [{ type: "reasoning", summary: [], encrypted_content: "blob" }] : []),
    ...calls.map((c) => ({ type: c.custom ? "custom_tool_call" : "function_call", name: "f" })),
    ...calls.flatMap((c, of) =>
      c.answered
        ? [{ type: c.custom ? "custom_tool_call_output" : "function_call_output", of }]
        : [],
    ),
    ...(said ? [{ type: "message", role: "assistant", content: [] }] : []),
  ]);
// Keys and ids numbered through the whole transcript, each call's output keyed as its call.
const turns = fc.array(turn, { maxLength: 8 }).map((all) => {
  let n = 0;
  return all.flatMap((items) => {
    const keys: string[] = [];
    return items.map((item): Obj => {
      n++;
      const { of, ...rest } = item;
      if (of !== undefined) return { ...rest, call_id: keys[of as number] };
      if (!String(item.type).endsWith("_call")) return item;
      keys.push(`call_${n}`);
      return { ...item, call_id: keys.at(-1) };
    });
  });
});

function transcriptOf(items: Obj[], models: (string | undefined)[], metaModel?: string) {
  const records: TranscriptRecord[] = items.map((_, i) => ({
    index: i,
    line: i + 2,
    ...(models[i] === undefined ? {} : { model: models[i] }),
  }));
  const meta = { compactions: [], ...(metaModel ? { model: metaModel } : {}) };
  const t: Transcript = { id: "main", items: items as Item[], records, meta };
  const byItem = new Map(t.items.map((item, i) => [item, records[i]]));
  const recordOf = (item: Item) => byItem.get(item) ?? { index: -1 };
  return { t, recordOf };
}

describe("fix's late removal pass after repairs only", () => {
  it("is the pass's own outcome wherever it is left out, on generated transcripts", () => {
    let [taken, declined, withOrphans] = [0, 0, 0];
    fc.assert(
      fc.property(
        fc.oneof(turns, turns, agentTranscript, brokenTranscript),
        fc.array(fc.tuple(fc.nat(), extra), { maxLength: 2 }),
        fc.array(fc.constantFrom(...MODELS), { maxLength: 40 }),
        fc.constantFrom(...MODELS),
        fc.constantFrom("keep" as const, "drop" as const),
        (base, extras, models, model, orphans) => {
          const items = asResponses(base);
          for (const [at, item] of extras) items.splice(at % (items.length + 1), 0, { ...item });
          const { t, recordOf } = transcriptOf(items, models, "m1");
          const checks = { model };
          const first = removeRefused(t, t.items, "responses", recordOf, checks);
          const list = first.items;
          const repair = repairWith(REPAIR);
          let fixed: Item[];
          let repairs: number;
          let dropped: readonly unknown[];
          try {
            const plan = reconcileItems(list, { isRepairedOutput: repair.isRepairedOutput });
            fixed = plan.items({ repairOutput: repair.repairOutput, orphans });
            repairs = plan.repairs.length;
            dropped = plan.droppedOrphans;
          } catch {
            return; // what the first pass left unpairable: the engines refuse it
          }
          // No orphan-output in the first pass over these items: the plan drops no orphan.
          if (first.removed.length === 0 && !first.rules.has("responses/orphan-output"))
            expect(dropped).toEqual([]);
          else if (dropped.length > 0) withOrphans++;
          const inserted = first.removed.length === 0 && onlyInserted(list, fixed, repairs);
          const short = inserted && repairs > 0 ? lateAfterRepairs(first, fixed) : undefined;
          const slow = removeRefused(t, fixed, "responses", recordOf, checks);
          if (short === undefined) {
            if (inserted && repairs > 0 && slow.rules.size > 0) declined++;
            return;
          }
          taken++;
          expect(short.items).toEqual(slow.items);
          expect(short.items.every((item, i) => item === slow.items[i])).toBe(true);
          expect(short.removed).toEqual(slow.removed);
          expect(slow.unrecorded).toBeDefined();
          expect(JSON.stringify(short.unrecorded?.())).toBe(JSON.stringify(slow.unrecorded?.()));
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 400), seed: 351 },
    );
    expect(taken).toBeGreaterThan(20);
    expect(declined).toBeGreaterThan(5);
    expect(withOrphans).toBeGreaterThan(5);
  });

  it("leaves no orphan output in fix's result, read from the first pass where it found none", () => {
    let dropped = 0;
    fc.assert(
      fc.property(fc.oneof(turns, agentTranscript, brokenTranscript), (base) => {
        const { t } = transcriptOf(asResponses(base), []);
        const report = emptyFixReport("in", "out");
        let fixed: Item[];
        try {
          fixed = fixTranscript(t, "responses", { repairText: REPAIR }, report);
        } catch (error) {
          if (error instanceof TranscriptError) return;
          throw error;
        }
        if (report.removed.length > 0) return; // removals may leave what the engines refuse
        expect(reconcileItems(fixed).droppedOrphans).toEqual([]);
        expect(fixed.length).toBe(
          t.items.length + report.repairs.length - report.orphansDropped.length,
        );
        if (report.orphansDropped.length > 0) dropped++;
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300), seed: 352 },
    );
    expect(dropped).toBeGreaterThan(10);
  });

  it("is run where a repair output would follow reasoning", () => {
    // The first items: reasoning before an assistant message, fine; a repair between them leaves
    // the reasoning with an output after it, which the API refuses.
    const call = { type: "function_call", call_id: "c1", name: "f", arguments: "{}" };
    const reasoning = { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "blob" };
    const said = { type: "message", id: "msg_1", role: "assistant", content: [] };
    const user = { type: "message", role: "user", content: "go" };
    const { t, recordOf } = transcriptOf([user, call, reasoning, said], []);
    const first = removeRefused(t, t.items, "responses", recordOf, {});
    expect([...first.rules]).toEqual(["responses/missing-output"]);
    const output = repairWith(REPAIR).repairOutput({ call: call as Item, callId: "c1" });
    const fixed = [user, call, reasoning, output, said] as Item[];
    expect(onlyInserted(first.items, fixed, 1)).toBe(false);
    const slow = removeRefused(t, fixed, "responses", recordOf, {});
    expect(slow.removed.map((r) => r.rule)).toEqual(["responses/reasoning-without-following-item"]);
  });
});
