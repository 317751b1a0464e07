// One positive case per rule (built from its trigger, with the exact provider text expected) and
// its nearest valid shape. Shared by the rule tests and the engine comparison.
import type { PreflightOptions } from "../../bindings/index.js";
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

export interface RuleCase {
  rule: string;
  options: PreflightOptions;
  input: unknown[];
  expected: { index: number; block?: number; callId?: string; fix?: string; message: string };
  /** The nearest valid shape: no violation. */
  valid: unknown[];
  /** Options for `valid` when they differ. */
  validOptions?: PreflightOptions;
}

const R = { api: "responses" } as const;
const C = { api: "chat" } as const;
const A = { api: "anthropic" } as const;

const msg = (id: string) => ({ ...assistant("done"), id });
const use = (id: string) => ({ type: "tool_use", id, name: "f", input: {} });
const result = (id: string) => ({ type: "tool_result", tool_use_id: id, content: "ok" });
const text = (t = "t") => ({ type: "text", text: t });
const thinking = { type: "thinking", thinking: "hm", signature: "sig" };
const aUser = (...content: unknown[]) => ({ role: "user", content });
const aAssistant = (...content: unknown[]) => ({ role: "assistant", content });
const serverUse = { type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: {} };
const serverResult = { type: "web_search_tool_result", tool_use_id: "srvtoolu_1", content: [] };

const foreignRs = { ...reasoning("rs_1"), encrypted_content: "gAAAAABpForeignBlob" };
const foreignThinking = { ...thinking };

export const CASES: RuleCase[] = [
  {
    rule: "responses/missing-output",
    options: R,
    input: [user("go"), call("call_1")],
    expected: {
      index: 1,
      callId: "call_1",
      message: "No tool output found for function call call_1.",
    },
    valid: [user("go"), call("call_1"), out("call_1")],
  },
  {
    rule: "responses/orphan-output",
    options: R,
    input: [user("go"), out("call_9")],
    expected: {
      index: 1,
      callId: "call_9",
      fix: "drop-orphan",
      message: "No tool call found for function call output with call_id call_9.",
    },
    valid: [user("go"), call("call_9"), out("call_9")],
  },
  {
    rule: "responses/reasoning-without-following-item",
    options: R,
    input: [user("go"), reasoning("rs_1"), user("again")],
    expected: {
      index: 1,
      message: "Item 'rs_1' of type 'reasoning' was provided without its required following item.",
    },
    valid: [user("go"), reasoning("rs_1"), assistant("done"), user("again")],
  },
  {
    rule: "responses/item-without-reasoning",
    options: { ...R, store: true },
    input: [user("go"), msg("msg_1")],
    expected: {
      index: 1,
      message:
        "Item 'msg_1' of type 'message' was provided without its required 'reasoning' item: 'rs_…'.",
    },
    valid: [user("go"), reasoning("rs_1"), msg("msg_1")],
  },
  {
    rule: "responses/duplicate-id",
    options: R,
    input: [user("go"), msg("msg_1"), msg("msg_1")],
    expected: {
      index: 2,
      message:
        "Duplicate item found with id msg_1. Remove duplicate items from your input and try again.",
    },
    valid: [user("go"), msg("msg_1"), msg("msg_2")],
  },
  {
    rule: "responses/unstored-reference",
    options: R,
    input: [user("go"), { type: "item_reference", id: "rs_1" }],
    expected: {
      index: 1,
      message:
        "Item with id 'rs_1' not found. Items are not persisted when `store` is set to false. Try again with `store` set to true, or remove this item from your input.",
    },
    valid: [user("go"), { type: "item_reference", id: "rs_1" }],
    validOptions: { ...R, store: true },
  },
  {
    rule: "responses/unstored-reference",
    options: R,
    // A reasoning item without encrypted_content is a stored reference, summary or not.
    input: [
      user("go"),
      { type: "reasoning", id: "rs_2", summary: [{ type: "summary_text", text: "s" }] },
      assistant("done"),
    ],
    expected: {
      index: 1,
      message:
        "Item with id 'rs_2' not found. Items are not persisted when `store` is set to false. Try again with `store` set to true, or remove this item from your input.",
    },
    valid: [
      user("go"),
      { ...reasoning("rs_2"), summary: [{ type: "summary_text", text: "s" }] },
      assistant("done"),
    ],
  },
  {
    rule: "responses/foreign-encrypted-content",
    options: { ...R, family: "openai", itemFamilies: new Map([[foreignRs, "xai"]]) },
    input: [user("go"), foreignRs, assistant("done")],
    expected: { index: 1, message: "The encrypted content gAAAAABpFore… could not be verified." },
    valid: [user("go"), foreignRs, assistant("done")],
    validOptions: { ...R, family: "xai", itemFamilies: new Map([[foreignRs, "xai"]]) },
  },
  {
    rule: "responses/reasoning-to-non-reasoning-model",
    options: { ...R, reasoningModel: false },
    input: [user("go"), reasoning("rs_1"), assistant("done")],
    expected: {
      index: 1,
      message:
        "Reasoning input items can only be provided to a reasoning or computer use model. Remove reasoning items from your input and try again.",
    },
    valid: [user("go"), assistant("done")],
  },
  {
    rule: "responses/id-prefix",
    options: R,
    input: [user("go"), { ...reasoning("item_1") }, assistant("done")],
    expected: {
      index: 1,
      message: "Invalid 'input[1].id': 'item_1'. Expected an ID that begins with 'rs'.",
    },
    valid: [user("go"), reasoning("rs_1"), assistant("done")],
  },
  {
    rule: "responses/unknown-type",
    options: R,
    input: [user("go"), { type: "compaction_summary", encrypted_content: "gAAA" }],
    expected: {
      index: 1,
      fix: "canonicalize",
      message:
        "[invalid_enum_value] Invalid value: 'compaction_summary'. Supported values are: 'apply_patch_call', 'apply_patch_call_output', 'code_interpreter_call', 'compaction', 'compaction_trigger', 'computer_call', 'computer_call_output', 'custom_tool_call', 'custom_tool_call_output', 'file_search_call', 'function_call', 'function_call_output', 'image_generation_call', 'item_reference', 'local_shell_call', 'local_shell_call_output', 'mcp_approval_request', 'mcp_approval_response', 'mcp_call', 'mcp_list_tools', 'message', 'program', 'program_output', 'reasoning', 'shell_call', 'shell_call_output', 'tool_search_call', 'tool_search_output', and 'web_search_call'.",
    },
    valid: [user("go"), { type: "compaction", encrypted_content: "gAAA" }],
  },
  {
    rule: "responses/compaction-trigger-not-last",
    options: R,
    input: [user("go"), { type: "compaction_trigger" }, user("more")],
    expected: {
      index: 1,
      message: "input[1]: a compaction_trigger is only valid as the last input item.",
    },
    valid: [user("go"), user("more"), { type: "compaction_trigger" }],
  },
  {
    rule: "responses/unpairable",
    options: R,
    input: [user("go"), call("call_1"), call("call_1"), out("call_1")],
    expected: {
      index: 2,
      callId: "call_1",
      message:
        "input[2]: call id call_1 is repeated in its group, or held by an earlier call that has no output yet.",
    },
    valid: [user("go"), call("call_1"), call("call_2"), out("call_1"), out("call_2")],
  },
  {
    rule: "chat/missing-tool-message",
    options: C,
    input: [chatUser("go"), chatCalls("call_1", "call_2"), tool("call_1")],
    expected: {
      index: 1,
      callId: "call_2",
      message:
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_2",
    },
    valid: [chatUser("go"), chatCalls("call_1", "call_2"), tool("call_1"), tool("call_2")],
  },
  {
    rule: "chat/orphan-tool-message",
    options: C,
    input: [chatUser("go"), tool("call_9")],
    expected: {
      index: 1,
      callId: "call_9",
      fix: "drop-orphan",
      message:
        "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
    },
    valid: [chatUser("go"), chatCalls("call_9"), tool("call_9")],
  },
  {
    rule: "chat/reasoning-content-required",
    options: { ...C, model: "deepseek-reasoner", thinking: true },
    input: [chatUser("go"), chatCalls("call_1"), tool("call_1")],
    expected: {
      index: 1,
      message: "Missing `reasoning_content` field in the assistant message at message index 1.",
    },
    valid: [chatUser("go"), { ...chatCalls("call_1"), reasoning_content: "why" }, tool("call_1")],
  },
  {
    rule: "chat/unpairable",
    options: C,
    input: [chatUser("go"), chatCalls("call_1", "call_1"), tool("call_1")],
    expected: {
      index: 1,
      callId: "call_1",
      message:
        "messages[1]: call id call_1 is repeated in its group, or held by an earlier call that has no output yet.",
    },
    valid: [chatUser("go"), chatCalls("call_1", "call_2"), tool("call_1"), tool("call_2")],
  },
  {
    rule: "anthropic/missing-tool-result",
    options: A,
    input: [aUser(text("go")), aAssistant(text(), use("toolu_1")), aUser(text("next"))],
    expected: {
      index: 1,
      block: 1,
      callId: "toolu_1",
      message:
        "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_1. Each `tool_use` block must have a corresponding `tool_result` block in the next message.",
    },
    valid: [aUser(text("go")), aAssistant(text(), use("toolu_1")), aUser(result("toolu_1"))],
  },
  {
    rule: "anthropic/orphan-tool-result",
    options: A,
    input: [aUser(text("go")), aAssistant(text()), aUser(result("toolu_9"))],
    expected: {
      index: 2,
      block: 0,
      callId: "toolu_9",
      fix: "drop-orphan",
      message:
        "messages.2.content.0: unexpected `tool_use_id` found in `tool_result` blocks: toolu_9. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
    },
    valid: [aUser(text("go")), aAssistant(text(), use("toolu_9")), aUser(result("toolu_9"))],
  },
  {
    rule: "anthropic/orphan-server-tool-result",
    options: A,
    input: [aUser(text("go")), aAssistant(serverResult, text())],
    expected: {
      index: 1,
      block: 0,
      callId: "srvtoolu_1",
      message:
        "messages.1.content.0: unexpected `tool_use_id` found in `web_search_tool_result` blocks: srvtoolu_1. Each `web_search_tool_result` block must have a corresponding `server_tool_use` block before it.",
    },
    valid: [aUser(text("go")), aAssistant(serverUse, serverResult, text())],
  },
  {
    rule: "anthropic/foreign-thinking",
    options: { ...A, family: "anthropic", itemFamilies: new Map([[foreignThinking, "deepseek"]]) },
    input: [aUser(text("go")), aAssistant(foreignThinking, text()), aUser(text("next"))],
    expected: {
      index: 1,
      block: 0,
      message: "messages.1.content.0: Invalid `signature` in `thinking` block",
    },
    valid: [aUser(text("go")), aAssistant(foreignThinking, text()), aUser(text("next"))],
    validOptions: {
      ...A,
      family: "anthropic",
      itemFamilies: new Map([[foreignThinking, "anthropic"]]),
    },
  },
  {
    rule: "anthropic/foreign-thinking",
    // The producing model is its own option (itemModels), compared with `model`.
    options: {
      ...A,
      model: "claude-opus-4-1",
      itemModels: new Map([[foreignThinking, "claude-3-7-sonnet"]]),
    },
    input: [aUser(text("go")), aAssistant(foreignThinking, text()), aUser(text("next"))],
    expected: {
      index: 1,
      block: 0,
      message: "messages.1.content.0: Invalid `signature` in `thinking` block",
    },
    valid: [aUser(text("go")), aAssistant(foreignThinking, text()), aUser(text("next"))],
    // A family map beside a model is never compared with the model.
    validOptions: {
      ...A,
      model: "claude-opus-4-1",
      itemFamilies: new Map([[foreignThinking, "anthropic"]]),
    },
  },
  {
    rule: "anthropic/tool-result-first",
    options: A,
    input: [aUser(text("go")), aAssistant(use("toolu_1")), aUser(text("here"), result("toolu_1"))],
    expected: {
      index: 2,
      block: 1,
      fix: "reorder",
      message:
        "messages.2: Did not find 1 `tool_result` block(s) at the beginning of this message. Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.",
    },
    valid: [aUser(text("go")), aAssistant(use("toolu_1")), aUser(result("toolu_1"), text("here"))],
  },
  {
    rule: "anthropic/thinking-first",
    options: { ...A, thinking: true },
    input: [aUser(text("go")), aAssistant(text(), use("toolu_1")), aUser(result("toolu_1"))],
    expected: {
      index: 1,
      block: 0,
      message:
        "messages.1.content.0.type: Expected `thinking` or `redacted_thinking`, but found `text`. When `thinking` is enabled, a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks).",
    },
    valid: [aUser(text("go")), aAssistant(thinking, use("toolu_1")), aUser(result("toolu_1"))],
  },
  {
    rule: "anthropic/unpairable",
    options: A,
    input: [
      aUser(text("go")),
      aAssistant(use("toolu_1"), use("toolu_1")),
      aUser(result("toolu_1")),
    ],
    expected: {
      index: 1,
      block: 1,
      callId: "toolu_1",
      message:
        "messages.1.content.1: call id toolu_1 is repeated in its group, or held by an earlier call that has no output yet.",
    },
    valid: [
      aUser(text("go")),
      aAssistant(use("toolu_1"), use("toolu_2")),
      aUser(result("toolu_1"), result("toolu_2")),
    ],
  },
];
