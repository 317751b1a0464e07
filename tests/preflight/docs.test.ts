// docs/preflight-rules.md holds the code's rule table, and its before/after examples hold.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  itemsForFamily,
  PREFLIGHT_RULES,
  preflight,
  reconcileItems,
  rulesTable,
} from "../../bindings/index.js";

const readme = readFileSync(new URL("../../docs/preflight-rules.md", import.meta.url), "utf8");

describe("preflight documentation", () => {
  it("docs/preflight-rules.md holds the generated rule table (npm run preflight:table)", () => {
    const start = readme.indexOf("<!-- preflight-rules:start");
    const end = readme.indexOf("<!-- preflight-rules:end -->");
    const table = readme.slice(readme.indexOf("\n", start) + 1, end).trim();
    expect(table).toBe(rulesTable());
  });

  it("every rule of PROVIDER-RULES.md is in the table, stated and unverified ones marked", () => {
    const ids = PREFLIGHT_RULES.map((r) => r.id);
    for (const id of [
      "responses/missing-output",
      "responses/orphan-output",
      "responses/reasoning-without-following-item",
      "responses/item-without-reasoning",
      "responses/duplicate-id",
      "responses/unstored-reference",
      "responses/foreign-encrypted-content",
      "responses/reasoning-to-non-reasoning-model",
      "responses/id-prefix",
      "responses/unknown-type",
      "responses/compaction-trigger-not-last",
      "chat/missing-tool-message",
      "chat/orphan-tool-message",
      "chat/reasoning-content-required",
      "anthropic/missing-tool-result",
      "anthropic/orphan-tool-result",
      "anthropic/orphan-server-tool-result",
      "anthropic/foreign-thinking",
      "anthropic/thinking-first",
    ])
      expect(ids).toContain(id);
    const stated = PREFLIGHT_RULES.filter((r) => r.stated).map((r) => r.id);
    expect(stated.sort()).toEqual(
      [
        "anthropic/foreign-thinking",
        "anthropic/thinking-first",
        "chat/reasoning-content-required",
        "responses/foreign-encrypted-content",
        "responses/item-without-reasoning",
        "responses/reasoning-to-non-reasoning-model",
        "responses/unstored-reference",
      ].sort(),
    );
    const unverified = PREFLIGHT_RULES.find(
      (r) => r.id === "responses/reasoning-to-non-reasoning-model",
    );
    expect(unverified?.source).toBe("unverified");
  });

  it("the Responses example", () => {
    const input = [
      { type: "message", role: "user", content: "list the files" },
      { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAAB…" },
      { type: "function_call", id: "fc_1", call_id: "call_1", name: "ls", arguments: "{}" },
      { type: "message", role: "user", content: "never mind" },
    ];
    const [v] = preflight(input, { api: "responses" }).violations;
    expect([v.rule, v.index, v.callId, v.fix, v.message]).toEqual([
      "responses/missing-output",
      2,
      "call_1",
      "reconcile",
      "No tool output found for function call call_1.",
    ]);
    const itemFamilies = new Map([[input[1], "openai"]]);
    const fixed = reconcileItems(input).items({
      repairOutput: ({ callId }) => ({
        type: "function_call_output",
        call_id: callId,
        output: "interrupted",
      }),
    });
    expect(
      preflight(itemsForFamily(fixed, "openai", { itemFamilies }), { api: "responses" }).ok,
    ).toBe(true);
  });

  it("the Chat example", () => {
    const messages = [
      { role: "user", content: "weather?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: "w", arguments: "{}" } }],
      },
      { role: "user", content: "in Paris" },
      { role: "tool", tool_call_id: "call_1", content: "sunny" },
    ];
    expect(
      preflight(messages, { api: "chat" }).violations.map((v) => [v.rule, v.index, v.fix]),
    ).toEqual([
      ["chat/missing-tool-message", 1, "reconcile"],
      ["chat/orphan-tool-message", 3, "reconcile"],
    ]);
    expect(preflight(reconcileItems(messages).items(), { api: "chat" }).ok).toBe(true);
  });

  it("the Anthropic example", () => {
    const thinking = { type: "thinking", thinking: "…", signature: "EqQB…" };
    const messages = [
      { role: "user", content: "hi" as unknown },
      { role: "assistant", content: [thinking, { type: "text", text: "hello" }] as unknown },
      { role: "user", content: "and now?" as unknown },
    ];
    const itemModels = new Map([[thinking, "claude-opus-4-1"]]);
    const options = { api: "anthropic", model: "claude-sonnet-4-5", itemModels } as const;
    const [v] = preflight(messages, options).violations;
    expect([v.rule, v.index, v.block, v.fix, v.message]).toEqual([
      "anthropic/foreign-thinking",
      1,
      0,
      "family-projection",
      "messages.1.content.0: Invalid `signature` in `thinking` block",
    ]);
    const kept = messages.map((m) =>
      Array.isArray(m.content) ? { ...m, content: m.content.filter((b) => b !== thinking) } : m,
    );
    expect(preflight(kept, options).ok).toBe(true);
  });
});
