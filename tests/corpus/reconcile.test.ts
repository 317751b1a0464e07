// Issue 3: every real transcript in ../shared/corpus reconciles, on both engines, into a
// transcript where every client call is followed by its output; the engines' plans are
// identical; valid transcripts come back unchanged; the known real defects get the repairs.
import { describe, expect, it } from "vitest";
import {
  callKeys,
  type Item,
  isCallItem,
  isOutputItem,
  type ReconciliationPlan,
  reconcileItems,
} from "../../bindings/index.js";
import {
  type CorpusTranscript,
  corpusTranscripts,
  describeCorpus,
  transcriptOf,
  transcriptsOf,
} from "../support/corpus.js";
import {
  CORPUS_ENGINES,
  fillRepair,
  orderProblems,
  reconcileSignature,
  unresolvedAt,
  wasmReady,
} from "../support/corpus-checks.js";

/**
 * Transcripts whose outputs are all present but not where SPEC §5 puts them, so the plan moves
 * them: Claude Code records parallel tool results in completion order, not call order; Codex
 * Desktop writes developer messages between a call and its output.
 */
// The Claude Code logs whose parallel results stand right after their calls in another order are
// valid and come back unchanged (docs/decisions.md, Reconciliation): none of them is listed here.
const REORDERED = ["codex-rollout/localpush-sanitized-compaction-2722lines.jsonl"];

/** Transcripts with client calls that never got an output: name → number of repairs. */
const MISSING = {
  "anthropic/pi-mono-large-session.jsonl": 18,
  "anthropic/pi-mono-session-before-compaction.jsonl": 6,
  "anthropic/vercel-ai-anthropic-programmatic-tool-calling-response.json": 4,
  "anthropic/vercel-ai-anthropic-tool-search-response.json": 1,
  "chat-completions/vercel-ai-deepseek-reasoner-tool-call-response.json": 1,
  "chat-completions/vercel-ai-xai-grok3mini-reasoning-tool-call-response.json": 1,
  "codex-rollout/localpush-sanitized-ends-mid-call.jsonl": 1,
  "codex-rollout/localpush-sanitized-unresolved-call.jsonl": 1,
  "responses/vercel-ai-openai-local-shell-call-response.json": 1,
  "responses/vercel-ai-openai-tool-search-response.json": 1,
};

const without = (items: readonly Item[], drop: (item: Item) => boolean) =>
  items.filter((item) => !drop(item));

describeCorpus("corpus: reconciliation of every real transcript", () => {
  const all = corpusTranscripts();

  describe.each(CORPUS_ENGINES)("on the %s engine", (engine) => {
    const plans = new Map<CorpusTranscript, ReconciliationPlan>();
    const planOf = (t: CorpusTranscript) => {
      let plan = plans.get(t);
      if (!plan) {
        plan = reconcileItems(t.items, { engine });
        plans.set(t, plan);
      }
      return plan;
    };

    it("reconciles each one: paired, conserved, idempotent, repairs where outputs are missing", () => {
      const repaired: Record<string, number> = {};
      for (const t of all) {
        const plan = planOf(t);
        const expected = unresolvedAt(t.items, t.items.length).map((p) => p.key);
        expect(
          plan.repairs.map((r) => r.callId),
          t.name,
        ).toEqual(expected);
        expect(plan.droppedLateOutputs, t.name).toEqual([]);
        if (plan.repairs.length) repaired[t.name] = plan.repairs.length;
        const out = plan.items({ repairOutput: fillRepair });
        expect(orderProblems(out), t.name).toEqual([]);
        // conservation: every input item exactly once, plus one output per repair
        expect(out.length, t.name).toBe(t.items.length + plan.repairs.length);
        const index = new Map(t.items.map((item, i) => [item, i] as const));
        expect(new Set(out).size).toBe(out.length);
        expect(out.filter((item) => index.has(item)).length).toBe(t.items.length);
        // rule 4: everything but outputs keeps its relative order
        const others = (items: readonly Item[]) =>
          without(items, isOutputItem).map((item) => index.get(item));
        expect(others(out)).toEqual(others(t.items));
        // reconciling twice changes nothing
        expect(reconcileItems(out, { engine }).unchanged, t.name).toBe(true);
      }
      expect(repaired).toEqual(MISSING);
    });

    it("returns every valid, ordered transcript unchanged (same identities, same order)", () => {
      const reordered: string[] = [];
      let valid = 0;
      for (const t of all) {
        const plan = planOf(t);
        if (orderProblems(t.items).length === 0) {
          valid++;
          expect(plan.unchanged, t.name).toBe(true);
          const out = plan.items();
          expect(out).not.toBe(t.items);
          expect(out.length).toBe(t.items.length);
          expect(
            out.every((item, i) => item === t.items[i]),
            t.name,
          ).toBe(true);
        } else {
          expect(plan.unchanged, t.name).toBe(false);
          if (!plan.repairs.length) reordered.push(t.name);
        }
      }
      expect(valid).toBe(all.length - REORDERED.length - Object.keys(MISSING).length);
      expect(reordered.sort()).toEqual(REORDERED);
    });

    it("reconciles the tau-bench conversations despite tool-call ids reused after their answer", () => {
      const tau = transcriptsOf("chat-completions/tau-bench-gpt4o-airline-trajectories.jsonl");
      let conversations = 0;
      let reusedIds = 0;
      for (const t of tau) {
        const seen = new Map<string, number>();
        for (const item of t.items)
          for (const key of callKeys(item)) seen.set(key, (seen.get(key) ?? 0) + 1);
        const reused = [...seen.values()].filter((n) => n > 1).length;
        if (reused) conversations++;
        reusedIds += reused;
        const plan = planOf(t);
        expect(plan.repairs).toEqual([]);
        expect(plan.unchanged, t.name).toBe(true);
      }
      // SOURCES.md: 28 of the 110 records reuse 43 ids
      expect([tau.length, conversations, reusedIds]).toEqual([110, 28, 43]);
    });

    it("repairs the Codex rollout that ends mid-call with one output after its call", () => {
      const t = transcriptOf("codex-rollout/localpush-sanitized-ends-mid-call.jsonl");
      const plan = planOf(t);
      const last = t.items.at(-1)!;
      expect(plan.repairs).toEqual([{ call: last, callId: "call_UtYwHmwWekzvq83m8Rb9K8jJ" }]);
      const out = plan.items({ repairOutput: fillRepair });
      expect(out.slice(0, -1)).toEqual(t.items);
      expect(out.at(-1)).toMatchObject({
        type: "function_call_output",
        call_id: "call_UtYwHmwWekzvq83m8Rb9K8jJ",
      });
    });

    it("repairs the interrupted turn's call in place, before the next turn's context", () => {
      const t = transcriptOf("codex-rollout/localpush-sanitized-unresolved-call.jsonl");
      const plan = planOf(t);
      expect(plan.repairs.map((r) => r.callId)).toEqual(["call_BpTazJ89W9PntRqGPwDNfwEY"]);
      const call = plan.repairs[0].call;
      const out = plan.items({ repairOutput: fillRepair });
      const at = out.indexOf(call);
      expect(out[at + 1]).toMatchObject({
        type: "function_call_output",
        call_id: "call_BpTazJ89W9PntRqGPwDNfwEY",
      });
      expect(t.items.indexOf(out[at + 2])).toBe(t.items.indexOf(call) + 1);
    });

    it("keeps parallel7's call groups together, each followed by its outputs in call order", () => {
      const t = transcriptOf("codex-rollout/localpush-sanitized-parallel7.jsonl");
      const plan = planOf(t);
      expect(plan.unchanged).toBe(true);
      const out = plan.items();
      const runs: Item[][] = [];
      t.items.forEach((item, i) => {
        if (!isCallItem(item)) return;
        if (i > 0 && isCallItem(t.items[i - 1])) runs.at(-1)!.push(item);
        else runs.push([item]);
      });
      expect(Math.max(...runs.map((r) => r.length))).toBe(7);
      for (const run of runs) {
        const at = out.indexOf(run[0]);
        expect(out.slice(at, at + run.length)).toEqual(run);
        const outputs = out.slice(at + run.length, at + 2 * run.length);
        expect(outputs.map((o) => (o as { call_id?: string }).call_id)).toEqual(
          run.flatMap(callKeys),
        );
      }
    });
  });

  if (wasmReady) {
    it("gives identical plans on the wasm and reference engines (order, repairs, drops)", () => {
      for (const t of all) {
        const reference = reconcileSignature(
          t.items,
          reconcileItems(t.items, { engine: "reference" }),
        );
        const wasm = reconcileSignature(t.items, reconcileItems(t.items, { engine: "wasm" }));
        expect(wasm, t.name).toEqual(reference);
      }
    });
  } else {
    // bindings/index.ts does not export initSync yet (the wasm engine is being built in
    // bindings/engine/); once it does, CORPUS_ENGINES and this comparison switch on by themselves.
    it.todo("gives identical plans on the wasm and reference engines (order, repairs, drops)");
  }
});
