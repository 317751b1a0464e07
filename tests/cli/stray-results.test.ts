// fix leaves out Anthropic server tool results without their use (stray-results.ts). Checked for
// Anthropic, it reads them from its first removal pass instead of a preflight of their own: that
// stands only because their rule reads no option (models, families, thinking), so the pass names
// the same items a bare preflight does, for any items and options. And fix's outcome with strays:
// each left out and reported once, the pass run again without them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyFixReport, fixTranscript } from "../../bindings/cli/fix-transcript.js";
import { removeRefused } from "../../bindings/cli/remove-items.js";
import { STRAY_RULES, strayServerResults } from "../../bindings/cli/stray-results.js";
import type { Family, Item } from "../../bindings/items/types.js";
import { anthropicMessageItems } from "../../bindings/readers/anthropic-items.js";
import type { Transcript, TranscriptRecord } from "../../bindings/readers/types.js";

const ID = fc.constantFrom("s1", "s2", "t1");
const BLOCK = fc.oneof(
  fc.constant({ type: "text", text: "hi" }),
  fc.constant({ type: "thinking", thinking: "hmm", signature: "sig" }),
  ID.map((id) => ({ type: "tool_use", id, name: "f", input: {} })),
  ID.map((id) => ({ type: "tool_result", tool_use_id: id, content: "ok" })),
  ID.map((id) => ({ type: "server_tool_use", id, name: "web_search", input: {} })),
  ID.map((id) => ({ type: "web_search_tool_result", tool_use_id: id, content: [] })),
  ID.map((id) => ({ type: "mcp_tool_result", tool_use_id: id, content: [] })),
);
const MESSAGE = fc.record({
  role: fc.constantFrom("user", "assistant"),
  content: fc.array(BLOCK, { minLength: 1, maxLength: 4 }),
});
const MODEL = fc.constantFrom(undefined, "m1", "m2");
const FAMILY = fc.constantFrom<Family | undefined>(undefined, "anthropic", "openai");

// A log's conversation as the Claude Code reader gives it: items block by block, each line's model.
const CASE = fc
  .array(fc.tuple(MESSAGE, MODEL), { maxLength: 10 })
  .chain((lines) =>
    fc.record({
      lines: fc.constant(lines),
      model: MODEL,
      family: FAMILY,
      producer: FAMILY,
    }),
  )
  .map(({ lines, model, family, producer }) => {
    const items: Item[] = [];
    const records: TranscriptRecord[] = [];
    lines.forEach(([m, lineModel], line) => {
      for (const item of anthropicMessageItems(m.role, m.content)) {
        items.push(item);
        records.push({ index: line, line: line + 1, ...(lineModel ? { model: lineModel } : {}) });
      }
    });
    const meta = { compactions: [], ...(producer ? { family: producer } : {}) };
    const t: Transcript = { id: "main", items, records, meta };
    return { t, model, family, producer };
  });

describe("fix's stray server tool results", () => {
  it("are the items the first removal pass names, whatever its options (500 runs)", () => {
    let found = 0;
    fc.assert(
      fc.property(CASE, ({ t, model, family, producer }) => {
        const recordOf = (item: Item) => t.records[t.items.indexOf(item)];
        const pass = removeRefused(t, t.items, "anthropic", recordOf, { model, family, producer });
        const bare = strayServerResults(t.items, "anthropic");
        expect([...pass.named(STRAY_RULES)]).toEqual([...bare]);
        if (bare.size > 0) found++;
      }),
      { seed: 35, numRuns: 500 },
    );
    expect(found).toBeGreaterThan(100);
  });

  it("are left out and reported once, the removal pass run again without them", () => {
    const search = { type: "server_tool_use", id: "s1", name: "web_search", input: {} };
    const lines: [string, unknown[]][] = [
      ["user", [{ type: "text", text: "go" }]],
      ["assistant", [{ type: "web_search_tool_result", tool_use_id: "s9", content: [] }]],
      ["assistant", [search, { type: "web_search_tool_result", tool_use_id: "s1", content: [] }]],
      ["assistant", [{ type: "tool_use", id: "t1", name: "f", input: {} }]],
    ];
    const items = lines.flatMap(([role, content]) => anthropicMessageItems(role, content));
    const records = items.map((_, i) => ({ index: i, line: i + 1 }));
    const t: Transcript = { id: "main", items, records, meta: { compactions: [] } };
    const report = emptyFixReport("in", "out");
    const fixed = fixTranscript(t, "anthropic", {}, report);
    expect(report.orphansDropped).toEqual([{ callId: "s9", index: 1, line: 2 }]);
    expect(report.removed).toEqual([]);
    expect(fixed).not.toContain(items[1]);
    expect(report.repairs.map((r) => r.callId)).toEqual(["t1"]);
    expect(report.remaining).toEqual([]);
  });
});
