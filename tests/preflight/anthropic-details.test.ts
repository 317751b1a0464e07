// The Anthropic rules of PROVIDER-RULES.md on the shapes next to their one case: an unfinished
// tool loop and the turns that are not one, thinking producers stated or not, server results
// answering the wrong call or standing before it, and violations in message order.
import { describe, expect, it } from "vitest";
import { preflight } from "../../bindings/index.js";

const A = { api: "anthropic" } as const;
const text = (t = "t") => ({ type: "text", text: t });
const use = (id: string) => ({ type: "tool_use", id, name: "f", input: {} });
const result = (id: string) => ({ type: "tool_result", tool_use_id: id, content: "ok" });
const thinking = { type: "thinking", thinking: "hm", signature: "sig" };
const redacted = { type: "redacted_thinking", data: "d" };
const aUser = (...content: unknown[]) => ({ role: "user", content });
const aAssistant = (...content: unknown[]) => ({ role: "assistant", content });
const serverUse = (id: string) => ({ type: "server_tool_use", id, name: "web_search", input: {} });
const serverResult = (id: string) => ({
  type: "web_search_tool_result",
  tool_use_id: id,
  content: [],
});

/** [rule, index, block, callId, fix] of each violation of `rule`, in order. */
function found(input: unknown[], options: Parameters<typeof preflight>[1], rule?: string) {
  return preflight(input, options)
    .violations.filter((v) => rule === undefined || v.rule === rule)
    .map((v) => [v.rule, v.index, v.block, v.callId, v.fix]);
}

describe("anthropic/thinking-first: only the assistant turn of an unfinished tool loop", () => {
  const T = { ...A, thinking: true };
  const rule = "anthropic/thinking-first";
  const open = (...first: unknown[]) => [
    aUser(text("go")),
    aAssistant(...first, use("toolu_1")),
    aUser(result("toolu_1")),
  ];

  it("fires at block 0 of the loop's assistant message, wherever it stands", () => {
    expect(found(open(text()), T, rule)).toEqual([[rule, 1, 0, undefined, "family-projection"]]);
    const first = [aAssistant(text(), use("toolu_1")), aUser(result("toolu_1"))];
    expect(found(first, T, rule)).toEqual([[rule, 0, 0, undefined, "family-projection"]]);
    // Results spread over several user messages still leave the loop open.
    const spread = [
      aUser(text("go")),
      aAssistant(text(), use("toolu_1"), use("toolu_2")),
      aUser(result("toolu_1")),
      aUser(result("toolu_2")),
    ];
    expect(found(spread, T, rule)).toEqual([[rule, 1, 0, undefined, "family-projection"]]);
  });

  it("a thinking or redacted_thinking first block satisfies it", () => {
    expect(found(open(thinking), T, rule)).toEqual([]);
    expect(found(open(redacted), T, rule)).toEqual([]);
  });

  it("is silent where no tool loop is open", () => {
    const inputs = [
      [aUser(text("go"))],
      [aUser(text("go")), aUser(result("toolu_1"))],
      // The assistant turn is last: nothing answered it yet.
      [aUser(text("go")), aAssistant(text(), use("toolu_1"))],
      // No tool_use in the last assistant turn.
      [aUser(text("go")), aAssistant(text()), aUser(result("toolu_1"))],
      // Something besides results after it.
      [aUser(text("go")), aAssistant(text(), use("toolu_1")), aUser(result("toolu_1"), text())],
      [
        aUser(text("go")),
        aAssistant(text(), use("toolu_1")),
        aUser(result("toolu_1")),
        aUser(text("more")),
      ],
      [aUser(text("go")), aAssistant(text(), use("toolu_1")), aUser()],
      // An earlier loop closed by a final assistant turn.
      [
        aUser(text("go")),
        aAssistant(text(), use("toolu_1")),
        aUser(result("toolu_1")),
        aAssistant(text()),
      ],
    ];
    for (const input of inputs) expect(found(input, T, rule), JSON.stringify(input)).toEqual([]);
    expect(found(open(text()), A, rule)).toEqual([]);
  });
});

describe("anthropic/foreign-thinking: only with a stated target and producers", () => {
  const rule = "anthropic/foreign-thinking";
  const block = { ...thinking };
  const words = text("answer");
  const message = aAssistant(block, words);
  const input = [aUser(text("go")), message, aUser(text("next"))];

  it("needs itemFamilies and a family or model", () => {
    const itemFamilies = new Map<unknown, string>([[block, "deepseek"]]);
    expect(found(input, { ...A, itemFamilies }, rule)).toEqual([]);
    expect(found(input, { ...A, family: "anthropic" }, rule)).toEqual([]);
    expect(found(input, { ...A, family: "anthropic", itemFamilies }, rule)).toEqual([
      [rule, 1, 0, undefined, "family-projection"],
    ]);
  });

  it("reads the block's producer, else its message's; only thinking blocks; unknown producers pass", () => {
    const byMessage = new Map<unknown, string>([[message, "deepseek"]]);
    expect(found(input, { ...A, family: "anthropic", itemFamilies: byMessage }, rule)).toEqual([
      [rule, 1, 0, undefined, "family-projection"],
    ]);
    const own = new Map<unknown, string>([
      [message, "deepseek"],
      [block, "anthropic"],
    ]);
    expect(found(input, { ...A, family: "anthropic", itemFamilies: own }, rule)).toEqual([]);
    // Producing models are their own map, compared with `model` the same way.
    const models = new Map<unknown, string>([
      [message, "deepseek-reasoner"],
      [block, "claude-x"],
    ]);
    expect(found(input, { ...A, model: "claude-x", itemModels: models }, rule)).toEqual([]);
    expect(found(input, { ...A, model: "claude-y", itemModels: models }, rule)).toHaveLength(1);
    // A family map is never compared with the model (SPEC §10): no false violation.
    expect(found(input, { ...A, model: "claude-x", itemFamilies: byMessage }, rule)).toEqual([]);
    const unrelated = new Map<unknown, string>([[words, "deepseek"]]);
    expect(found(input, { ...A, family: "anthropic", itemFamilies: unrelated }, rule)).toEqual([]);
  });
});

describe("anthropic tool results", () => {
  it("a server result must answer a server call earlier in the same message", () => {
    const rule = "anthropic/orphan-server-tool-result";
    const ok = [aUser(text("go")), aAssistant(serverUse("srvtoolu_1"), serverResult("srvtoolu_1"))];
    expect(found(ok, A, rule)).toEqual([]);
    const before = [
      aUser(text("go")),
      aAssistant(serverResult("srvtoolu_1"), serverUse("srvtoolu_1")),
    ];
    expect(found(before, A, rule)).toEqual([[rule, 1, 0, "srvtoolu_1", "remove-item"]]);
    const client = [aUser(text("go")), aAssistant(use("toolu_1"), serverResult("toolu_1"))];
    expect(found(client, A, rule)).toEqual([[rule, 1, 1, "toolu_1", "remove-item"]]);
  });

  it("an orphan mcp_tool_result names mcp_tool_use", () => {
    const mcp = { type: "mcp_tool_result", tool_use_id: "mcptoolu_1", content: [] };
    const [v] = preflight([aUser(text("go")), aAssistant(mcp)], A).violations;
    expect(v.message).toBe(
      "messages.1.content.0: unexpected `tool_use_id` found in `mcp_tool_result` blocks: mcptoolu_1. Each `mcp_tool_result` block must have a corresponding `mcp_tool_use` block before it.",
    );
  });

  it("misplaced and orphan results are reported in message order", () => {
    const input = [
      aUser(text("go")),
      aAssistant(text(), use("toolu_1")),
      aUser(text("wait")),
      aUser(result("toolu_1")),
      aUser(result("toolu_9")),
    ];
    expect(found(input, A, "anthropic/orphan-tool-result")).toEqual([
      ["anthropic/orphan-tool-result", 3, 0, "toolu_1", "reconcile"],
      ["anthropic/orphan-tool-result", 4, 0, "toolu_9", "drop-orphan"],
    ]);
  });

  it("blocks without a type, or of unknown types, are opaque", () => {
    const input = [
      aUser({ text: "no type" }, { type: "image", source: {} }, { type: 5 }),
      aAssistant({ type: "custom_block", id: "x" }, text()),
      aUser(text("next")),
    ];
    expect(preflight(input, A)).toEqual({ ok: true, violations: [] });
    // A tool_use whose id is not a string cannot be paired.
    const numbered = [aUser(text("go")), aAssistant({ ...use("x"), id: 5 }), aUser(text("next"))];
    expect(found(numbered, A)).toEqual([["anthropic/unpairable", 1, 0, undefined, "remove-item"]]);
  });
});
