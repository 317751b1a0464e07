// Variants of the rules beyond their one case: other texts, other fixes, arguments, inputs.
import { describe, expect, it } from "vitest";
import { PreflightError, Projection, preflight, TranscriptError } from "../../bindings/index.js";
import "../support/engines.js";
import {
  assistant,
  call,
  chatCalls,
  chatUser,
  out,
  reasoning,
  tool,
  user,
} from "../support/items.js";

const rules = (input: unknown[], options: Parameters<typeof preflight>[1]) =>
  preflight(input, options).violations.map((v) => [v.rule, v.index, v.fix, v.callId]);

describe("preflight: Responses variants", () => {
  it("names the call kind in the missing-output text", () => {
    const custom = { type: "custom_tool_call", call_id: "call_c", name: "p", input: "" };
    const [v] = preflight([user("go"), custom], { api: "responses" }).violations;
    expect(v.message).toBe("No tool output found for custom tool call call_c.");
  });

  it("an output before its call is an orphan fixed by reconcile, and its call is not missing", () => {
    expect(rules([user("go"), out("c1"), call("c1")], { api: "responses" })).toEqual([
      ["responses/orphan-output", 1, "reconcile", "c1"],
    ]);
  });

  it("server-executed calls need no output", () => {
    const search = { type: "tool_search_call", call_id: null, execution: "server", arguments: {} };
    expect(preflight([user("go"), search], { api: "responses" }).ok).toBe(true);
  });

  it("reasoning followed by an output item, or last, has no following item", () => {
    const input = [user("go"), call("c1"), reasoning("rs_1"), out("c1"), reasoning("rs_2")];
    expect(rules(input, { api: "responses" })).toEqual([
      ["responses/reasoning-without-following-item", 2, "remove-item", undefined],
      ["responses/reasoning-without-following-item", 4, "remove-item", undefined],
    ]);
  });

  it("with store: true, a call sent by id without reasoning in its turn needs drop-id", () => {
    const input = [user("go"), { ...call("c1"), id: "fc_1" }, out("c1")];
    const [v] = preflight(input, { api: "responses", store: true }).violations;
    expect(v.message).toBe(
      "Item 'fc_1' of type 'function_call' was provided without its required 'reasoning' item: 'rs_…'.",
    );
    expect(preflight(input, { api: "responses" }).ok).toBe(true);
  });

  it("an item holding only id and type is a reference", () => {
    const input = [user("go"), { type: "reasoning", id: "rs_1" }, assistant("done")];
    expect(rules(input, { api: "responses" })).toEqual([
      ["responses/unstored-reference", 1, "remove-item", undefined],
    ]);
  });

  it("accepts a Projection", () => {
    const projection = new Projection([user("go"), call("c1")]);
    expect(rules(projection as never, { api: "responses" })).toEqual([
      ["responses/missing-output", 1, "reconcile", "c1"],
    ]);
  });
});

describe("preflight: Chat variants", () => {
  it("Kimi's text for a kimi or moonshot model", () => {
    const input = [chatUser("go"), chatCalls("c1"), tool("c1")];
    const [v] = preflight(input, { api: "chat", model: "kimi-k2", thinking: true }).violations;
    expect(v.message).toBe(
      "thinking is enabled but reasoning_content is missing in assistant tool call message at index 1",
    );
    expect(preflight(input, { api: "chat", model: "gpt-4o", thinking: true }).ok).toBe(true);
    expect(preflight(input, { api: "chat", model: "deepseek-chat" }).ok).toBe(true);
  });

  it("a tool message separated from its group: orphan (reconcile) and its call missing", () => {
    const input = [chatUser("go"), chatCalls("c1"), chatUser("wait"), tool("c1")];
    expect(rules(input, { api: "chat" })).toEqual([
      ["chat/missing-tool-message", 1, "reconcile", "c1"],
      ["chat/orphan-tool-message", 3, "reconcile", "c1"],
    ]);
  });

  it("tool messages of one group in any order are in place; reused ids pair positionally", () => {
    const input = [
      chatUser("go"),
      chatCalls("c1", "c2"),
      tool("c2"),
      tool("c1"),
      chatCalls("c1"),
      tool("c1"),
    ];
    expect(preflight(input, { api: "chat" }).ok).toBe(true);
  });
});

describe("preflight: Anthropic variants", () => {
  const use = (id: string) => ({ type: "tool_use", id, name: "f", input: {} });
  const result = (id: string) => ({ type: "tool_result", tool_use_id: id, content: "ok" });
  it("a result two messages late: missing result and orphan (reconcile)", () => {
    const input = [
      { role: "user", content: "go" },
      { role: "assistant", content: [use("toolu_1")] },
      { role: "user", content: "wait" },
      { role: "assistant", content: "ok" },
      { role: "user", content: [result("toolu_1")] },
    ];
    expect(rules(input, { api: "anthropic" })).toEqual([
      ["anthropic/missing-tool-result", 1, "reconcile", "toolu_1"],
      ["anthropic/orphan-tool-result", 4, "reconcile", "toolu_1"],
    ]);
  });

  it("itemModels may key the message, compared with model; itemFamilies never is", () => {
    const message = {
      role: "assistant",
      content: [{ type: "thinking", thinking: "", signature: "s" }],
    };
    const input = [{ role: "user", content: "go" }, message, { role: "user", content: "next" }];
    const itemModels = new Map([[message, "claude-opus-4-1"]]);
    const found = preflight(input, { api: "anthropic", model: "claude-sonnet-4-5", itemModels });
    expect(found.violations.map((v) => [v.rule, v.index, v.block])).toEqual([
      ["anthropic/foreign-thinking", 1, 0],
    ]);
    expect(preflight(input, { api: "anthropic", model: "claude-opus-4-1", itemModels }).ok).toBe(
      true,
    );
    const itemFamilies = new Map([[message, "anthropic"]]);
    expect(preflight(input, { api: "anthropic", model: "claude-opus-4-1", itemFamilies }).ok).toBe(
      true,
    );
  });
});

describe("preflight: arguments", () => {
  it("bad arguments are invalid-argument; bad transcripts never throw", () => {
    const bad = [
      () => preflight([], undefined as never),
      () => preflight([], { api: "gemini" } as never),
      () => preflight("x" as never, { api: "chat" }),
      () => preflight([], { api: "chat", itemFamilies: {} as never }),
      () => preflight([], { api: "chat", store: "yes" as never }),
      () => preflight([], { api: "chat", engine: "fast" as never }),
    ];
    for (const call of bad) {
      expect(call).toThrow(TranscriptError);
      try {
        call();
      } catch (error) {
        expect((error as TranscriptError).code).toBe("invalid-argument");
      }
    }
    const junk = [null, 3, "x", [], { type: 7 }, { role: "tool" }, { type: "function_call" }];
    for (const api of ["responses", "chat", "anthropic"] as const) {
      expect(() => preflight(junk, { api })).not.toThrow();
    }
  });

  it("PreflightError carries code, violations and the first one's place", () => {
    const { violations } = preflight([user("go"), call("c1")], { api: "responses" });
    const error = new PreflightError(violations);
    expect(error).toBeInstanceOf(TranscriptError);
    expect(error.code).toBe("preflight");
    expect(error.violations).toEqual(violations);
    expect(error.index).toBe(1);
    expect(error.callId).toBe("c1");
  });
});
