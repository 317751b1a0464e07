// SPEC §1 accessors on the shapes where two rules meet: a server shell call (not private), a
// `null` environment type (absent: client), a key field on an item that is not keyed, a legacy
// Chat function call, text parts that are not text, and a sparse tool_calls array.
import { describe, expect, it } from "vitest";
import {
  callKey,
  callKeys,
  hasFamilyPrivateContent,
  isFamilyPrivateItem,
  isLegacyFunctionCall,
  isServerExecuted,
  itemAssistantText,
  itemsForFamily,
  needsOutput,
} from "../../bindings/index.js";
import { withoutPrivateContent } from "../../bindings/items/classify.js";
import { errorOf } from "../support/errors.js";
import { call, chatCalls, user } from "../support/items.js";

const shell = (environment: unknown) => ({ type: "shell_call", call_id: "s", environment });

describe("SPEC §1 accessors where rules meet", () => {
  it("a shell call is server-executed by its environment, yet never family-private", () => {
    expect(isServerExecuted(shell({ type: "container_auto" }))).toBe(true);
    expect(isFamilyPrivateItem(shell({ type: "container_auto" }))).toBe(false);
    const hosted = shell({ type: "container_auto" });
    expect(itemsForFamily([hosted], "openai")[0]).toBe(hosted);
    expect(needsOutput(shell({ type: "container_auto" }))).toBe(false);
    for (const environment of [{ type: "local" }, { type: null }, {}, undefined, "container"]) {
      expect(isServerExecuted(shell(environment))).toBe(false);
      expect(needsOutput(shell(environment))).toBe(true);
    }
    const search = { type: "tool_search_call", call_id: "t" };
    expect(isFamilyPrivateItem({ ...search, execution: "server" })).toBe(true);
    expect(isFamilyPrivateItem(search)).toBe(false);
    expect(isFamilyPrivateItem({ type: "mcp_call", id: "m" })).toBe(false);
    expect(isFamilyPrivateItem({ type: "reasoning" })).toBe(true);
  });

  it("a key field on an item that is not keyed is no key", () => {
    expect(callKey({ role: "user", tool_call_id: "x", content: "a" })).toBeUndefined();
    expect(callKey({ type: "message", role: "tool", tool_call_id: "x" })).toBe("x");
    expect(callKeys(user("a"))).toEqual([]);
    expect(callKeys({ role: "tool", tool_call_id: "x" })).toEqual([]);
    expect(callKeys(call("c"))).toEqual(["c"]);
    expect(callKeys(chatCalls("a", "b"))).toEqual(["a", "b"]);
  });

  it("a legacy function call is an assistant message with a function_call object and no tool_calls", () => {
    const fn = { name: "f", arguments: "{}" };
    expect(isLegacyFunctionCall({ role: "assistant", content: null, function_call: fn })).toBe(
      true,
    );
    expect(isLegacyFunctionCall({ role: "function", name: "f", content: "r" })).toBe(true);
    expect(isLegacyFunctionCall({ role: "assistant", content: "x" })).toBe(false);
    expect(isLegacyFunctionCall({ role: "user", function_call: fn })).toBe(false);
    expect(isLegacyFunctionCall({ role: "assistant", function_call: "f" })).toBe(false);
    expect(isLegacyFunctionCall({ ...chatCalls("a"), function_call: fn })).toBe(false);
  });

  it("assistant text joins output_text and text parts only, with string text", () => {
    const content = [
      { type: "output_text", text: "a" },
      { type: "refusal", text: "no" },
      { type: "text", text: "b" },
      { type: "output_text", text: 7 },
      "c",
      null,
    ];
    expect(itemAssistantText({ role: "assistant", content })).toBe("ab");
    expect(itemAssistantText({ type: "message", role: "assistant", content: "s" })).toBe("s");
    expect(itemAssistantText({ role: "assistant", content: null })).toBe("");
    expect(itemAssistantText(user("u"))).toBeUndefined();
  });

  it("withoutPrivateContent returns an item without private parts itself", () => {
    const said = user("a");
    expect(withoutPrivateContent(said)).toBe(said);
    const plain = { role: "assistant", content: "x" };
    expect(withoutPrivateContent(plain)).toBe(plain);
    expect(hasFamilyPrivateContent({ ...plain, reasoning_content: "r" })).toBe(true);
  });

  it("a sparse tool_calls array claiming 2**32-1 entries is limit-exceeded, never walked", () => {
    const calls: unknown[] = [];
    calls.length = 2 ** 32 - 1;
    const message = { role: "assistant", content: null, tool_calls: calls };
    const error = errorOf(() => callKeys(message));
    expect(error.code).toBe("limit-exceeded");
    expect(error.reason).toBe("max-items");
  });
});
