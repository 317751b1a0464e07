// The Anthropic Messages rules of PROVIDER-RULES.md as data, in table order, each written once:
// what PREFLIGHT_RULES and docs/preflight-rules.md show and what anthropic/checks.ts reports by.
// Data only, so importing it loads no checker.
import { FOREIGN_STATED, type RuleEntry, UNPAIRABLE } from "../info.js";

/** Each Anthropic Messages rule's data, by its id. */
export const ANTHROPIC_INFO = {
  "anthropic/missing-tool-result": {
    text: "messages.{N}: `tool_use` ids were found without `tool_result` blocks immediately after: {callId}. Each `tool_use` block must have a corresponding `tool_result` block in the next message.",
    source: "provider",
    trigger: "a `tool_use` whose `tool_result` is not in the next message",
    fix: "reconcile",
    seenIn: "anthropics/claude-code#1237, #5989",
  },
  "anthropic/orphan-tool-result": {
    text: "messages.{N}.content.{M}: unexpected `tool_use_id` found in `tool_result` blocks: {callId}. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
    source: "provider",
    trigger:
      "a `tool_result` not answering a `tool_use` of the previous message (fix `reconcile` when its `tool_use` stands elsewhere)",
    fix: "drop-orphan",
    seenIn: "anthropics/claude-code#13460",
  },
  "anthropic/tool-result-first": {
    text: "messages.{N}: Did not find {count} `tool_result` block(s) at the beginning of this message. Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.",
    source: "provider",
    trigger:
      "the user message after an assistant turn with `tool_use` has its `tool_result` blocks, but not all of them before its first other block (text, image, ...); `{count}` is the number of `tool_use` blocks of that turn",
    fix: "reorder",
    seenIn: "Zoo-Code-Org/Zoo-Code#1705 (quoting a Claude Code report); apify/tester-mcp-client#12",
  },
  "anthropic/orphan-server-tool-result": {
    text: "messages.{N}.content.{M}: unexpected `tool_use_id` found in `{type}` blocks: {callId}. Each `{type}` block must have a corresponding `{call}` block before it.",
    source: "provider",
    trigger:
      "a server tool result (`*_tool_result`, `mcp_tool_result`) without its `server_tool_use` (`mcp_tool_use`) earlier in the same message",
    fix: "remove-item",
    seenIn: "anthropics/claude-code#64383",
  },
  "anthropic/foreign-thinking": {
    text: "messages.{N}.content.{M}: Invalid `signature` in `thinking` block",
    source: "provider",
    trigger:
      "a `thinking` / `redacted_thinking` block whose recorded producing family (the block's, else its message's, in `itemFamilies`) is not `family`, or whose recorded producing model (`itemModels`) is not `model`",
    fix: "family-projection",
    stated: FOREIGN_STATED,
    seenIn: "anthropics/claude-code#10627; anthropic-sdk-python#1598",
  },
  "anthropic/thinking-first": {
    text: "messages.{N}.content.0.type: Expected `thinking` or `redacted_thinking`, but found `{found}`. When `thinking` is enabled, a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks).",
    source: "provider",
    trigger:
      "the assistant message of an unfinished tool loop (the last assistant turn with `tool_use`, followed only by its results) does not start with a thinking block",
    fix: "family-projection",
    stated: "thinking: true",
    seenIn: "lbjlaq/Antigravity-Manager#139",
  },
  "anthropic/unpairable": UNPAIRABLE,
} satisfies Record<`anthropic/${string}`, RuleEntry>;
