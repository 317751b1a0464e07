// Issue 35: fix's late removal pass left out for Anthropic (late-pass.ts's
// lateAfterAnthropicRepairs) where the plan only inserted repair outputs, none parting a server
// tool result from its use, and the first pass found only their calls unanswered: its outcome (items,
// removals, the violations without records) must be the pass's own. Here on Claude Code-shaped
// conversations (a record a block, models per record, thinking signed, server tools, strays)
// under random options, against the pass itself; and where a repair would split an assistant
// message, the guard must refuse.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyFixReport, fixTranscript } from "../../bindings/cli/fix-transcript.js";
import {
  lateAfterAnthropicRepairs,
  onlyInserted,
  repairsSplitNoResult,
} from "../../bindings/cli/late-pass.js";
import { removeRefused } from "../../bindings/cli/remove-items.js";
import { repairWith } from "../../bindings/cli/repair.js";
import type { Family, Item } from "../../bindings/items/types.js";
import { anthropicMessageItems } from "../../bindings/readers/anthropic-items.js";
import type { Transcript, TranscriptRecord } from "../../bindings/readers/types.js";
import { reconcileItems } from "../../bindings/reconcile/reconcile-items.js";
import { REPAIR } from "../properties/transcripts.js";

type Block = Record<string, unknown>;
const MODEL = fc.constantFrom(undefined, "m1", "m2");
const FAMILY = fc.constantFrom<Family | undefined>(undefined, "anthropic", "openai");
const text = (t: string): Block => ({ type: "text", text: t });

// One exchange: a prompt, an assistant turn (a record a block) whose tool uses are answered in
// the next user message, some of them not (interrupted), then maybe more said or an interrupt.
const exchange = fc.record({
  prompt: fc.constantFrom<unknown>("go", [text("go")], [text("go"), text("more")]),
  thinking: fc.boolean(),
  search: fc.constantFrom("none", "before", "after", "around"),
  calls: fc.array(fc.boolean(), { maxLength: 3 }),
  resultsThenText: fc.boolean(),
  // A Responses call with no Anthropic form (the conversion drops it), answered or not.
  foreign: fc.constantFrom("none", "none", "none", "unanswered", "answered"),
  after: fc.constantFrom("nothing", "said", "interrupt", "prompt-string"),
  extra: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 10 },
    {
      arbitrary: fc.constantFrom<Block>(
        { type: "web_search_tool_result", tool_use_id: "nowhere", content: [] },
        { type: "tool_result", tool_use_id: "nowhere", content: "x" },
        { type: "redacted_thinking", data: "blob" },
      ),
      weight: 1,
    },
  ),
  models: fc.array(MODEL, { minLength: 12, maxLength: 12 }),
});

type Line = [role: string, content: unknown, model: string | undefined];

type Exchange = typeof exchange extends fc.Arbitrary<infer E> ? E : never;

function linesOf(all: Exchange[]): Line[] {
  const lines: Line[] = [];
  all.forEach((x, n) => {
    let m = 0;
    const model = () => x.models[m++ % x.models.length];
    lines.push(["user", x.prompt, undefined]);
    if (x.thinking)
      lines.push(["assistant", [{ type: "thinking", thinking: "hm", signature: "sig" }], model()]);
    const id = `srv${n}`;
    const use = () =>
      lines.push([
        "assistant",
        [{ type: "server_tool_use", id, name: "web_search", input: {} }],
        model(),
      ]);
    const result = () =>
      lines.push([
        "assistant",
        [{ type: "web_search_tool_result", tool_use_id: id, content: [] }],
        model(),
      ]);
    const search = () => {
      use();
      result();
    };
    if (x.search === "before") search();
    if (x.search === "around") use(); // a programmatic tool call: its code's calls, then its result
    const ids = x.calls.map((_, k) => `tu${n}_${k}`);
    for (const id of ids)
      lines.push(["assistant", [{ type: "tool_use", id, name: "f", input: {} }], model()]);
    if (x.search === "after") search();
    if (x.search === "around") result();
    // A local shell call's repair is a function call output: a tool result without its use.
    const shell = { type: "local_shell_call", call_id: `ls${n}`, action: { type: "exec" } };
    if (x.foreign !== "none") lines.push(["raw", shell, model()]);
    if (x.foreign === "answered")
      lines.push([
        "raw",
        { type: "local_shell_call_output", id: `ls${n}`, output: "ok" },
        undefined,
      ]);
    if (x.extra && x.extra.type !== "tool_result") lines.push(["assistant", [x.extra], model()]);
    const results = ids
      .filter((_, k) => x.calls[k])
      .map((id) => ({ type: "tool_result", tool_use_id: id, content: "ok" }));
    if (x.extra?.type === "tool_result") results.push(x.extra as never);
    if (results.length > 0)
      lines.push(["user", x.resultsThenText ? [...results, text("and")] : results, undefined]);
    if (x.after === "said") lines.push(["assistant", [text("done")], model()]);
    if (x.after === "interrupt")
      lines.push(["user", [text("[Request interrupted by user]")], undefined]);
    if (x.after === "prompt-string") lines.push(["user", "next", undefined]);
  });
  return lines;
}

const CASE = fc
  .record({
    exchanges: fc.array(exchange, { maxLength: 5 }),
    model: MODEL,
    family: FAMILY,
    producer: FAMILY,
  })
  .map(({ exchanges, model, family, producer }) => {
    const items: Item[] = [];
    const records: TranscriptRecord[] = [];
    linesOf(exchanges).forEach(([role, content, lineModel], line) => {
      const read = role === "raw" ? [content as Item] : anthropicMessageItems(role, content);
      for (const item of read) {
        items.push(item);
        records.push({ index: line, line: line + 1, ...(lineModel ? { model: lineModel } : {}) });
      }
    });
    const meta = { compactions: [], ...(producer ? { family: producer } : {}) };
    const t: Transcript = { id: "main", items, records, meta };
    return { t, checks: { model, family, producer } };
  });

describe("fix's late removal pass for Anthropic after repairs only", () => {
  it("is the pass's own outcome wherever it is left out (800 runs)", () => {
    let [taken, declined] = [0, 0];
    fc.assert(
      fc.property(CASE, ({ t, checks }) => {
        const byItem = new Map(t.items.map((item, i) => [item, t.records[i]]));
        const recordOf = (item: Item) => byItem.get(item) ?? { index: -1 };
        const first = removeRefused(t, t.items, "anthropic", recordOf, checks);
        const list = first.items;
        const repair = repairWith(REPAIR);
        let fixed: Item[];
        let repairs: number;
        let keys: string[];
        try {
          const plan = reconcileItems(list, { isRepairedOutput: repair.isRepairedOutput });
          fixed = plan.items({ repairOutput: repair.repairOutput, orphans: "drop" });
          repairs = plan.repairs.length;
          keys = plan.repairs.map((r) => r.callId);
        } catch {
          return; // what the first pass left unpairable: the engines refuse it
        }
        const inserted = first.removed.length === 0 && onlyInserted(list, fixed, repairs);
        const short =
          inserted && repairs > 0 ? lateAfterAnthropicRepairs(first, list, fixed, keys) : undefined;
        const slow = removeRefused(t, fixed, "anthropic", recordOf, checks);
        if (short === undefined) {
          if (inserted && repairs > 0 && slow.rules.size > 0) declined++;
          return;
        }
        taken++;
        expect(short.items.every((item, i) => item === slow.items[i])).toBe(true);
        expect(short.items.length).toBe(slow.items.length);
        expect(short.removed).toEqual(slow.removed);
        expect(slow.unrecorded).toBeDefined();
        expect(JSON.stringify(short.unrecorded?.())).toBe(JSON.stringify(slow.unrecorded?.()));
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 800), seed: 20261205 },
    );
    expect(taken).toBeGreaterThan(20);
    expect(declined).toBeGreaterThan(5);
  });

  it("is run where a repair would split an assistant message (a server result after the call)", () => {
    // A tool use between a web search and its result: its repair, right after the call, would
    // leave the result in an assistant message of its own, without its use.
    const lines: [string, unknown[]][] = [
      ["user", [text("go")]],
      ["assistant", [{ type: "server_tool_use", id: "s1", name: "web_search", input: {} }]],
      ["assistant", [{ type: "tool_use", id: "t1", name: "f", input: {} }]],
      ["assistant", [{ type: "web_search_tool_result", tool_use_id: "s1", content: [] }]],
    ];
    const items = lines.flatMap(([role, content]) => anthropicMessageItems(role, content));
    const records = items.map((_, i) => ({ index: i, line: i + 1 }));
    const t: Transcript = { id: "main", items, records, meta: { compactions: [] } };
    const recordOf = (item: Item) => records[items.indexOf(item)] ?? { index: -1 };
    const first = removeRefused(t, items, "anthropic", recordOf, {});
    expect([...first.rules]).toEqual(["anthropic/missing-tool-result"]);
    const output = repairWith(REPAIR).repairOutput({ call: items[2], callId: "t1" });
    const fixed = [...items.slice(0, 3), output, items[3]];
    expect(onlyInserted(items, fixed, 1)).toBe(true);
    expect(repairsSplitNoResult(items, fixed)).toBe(false);
    expect(lateAfterAnthropicRepairs(first, items, fixed, ["t1"])).toBeUndefined();
    const slow = removeRefused(t, fixed, "anthropic", recordOf, {});
    expect(slow.removed.map((r) => r.rule)).toEqual(["anthropic/orphan-server-tool-result"]);
    // And fix as a whole reports what it removed, the same with the shortcut in place.
    const report = emptyFixReport("in", "out");
    fixTranscript(t, "anthropic", { repairText: REPAIR }, report);
    expect(report.removed.map((r) => r.rule)).toEqual(["anthropic/orphan-server-tool-result"]);
    expect(report.remaining).toEqual([]);
  });
});
