// The Chat Completions rules of PROVIDER-RULES.md as data, in table order, each written once:
// what PREFLIGHT_RULES and docs/preflight-rules.md show and what chat/checks.ts reports by.
// Data only, so importing it loads no checker.
import { type RuleEntry, UNPAIRABLE } from "../info.js";

/** Kimi's text for chat/reasoning-content-required (DeepSeek's is the rule's text). */
export const KIMI_TEXT =
  "thinking is enabled but reasoning_content is missing in assistant tool call message at index {index}";

/** Each Chat Completions rule's data, by its id. */
export const CHAT_INFO = {
  "chat/missing-tool-message": {
    text: "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: {callId}",
    source: "provider",
    trigger:
      "a `tool_calls` entry not answered by a `tool` message right after its assistant message (other tool messages of the group may come between)",
    fix: "reconcile",
    seenIn: "BerriAI/litellm#10083; langgenius/dify#32222",
  },
  "chat/orphan-tool-message": {
    text: "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
    source: "provider",
    trigger:
      "a `tool` message not answering the assistant `tool_calls` message right before its group of tool messages (fix `reconcile` when its call exists elsewhere)",
    fix: "drop-orphan",
    seenIn: "miurla/morphic#136; FoundationAgents/OpenManus#744",
  },
  "chat/reasoning-content-required": {
    text: "Missing `reasoning_content` field in the assistant message at message index {index}.",
    source: "provider",
    trigger: `an assistant message with \`tool_calls\` without \`reasoning_content\`, for a model named \`deepseek*\`, \`kimi*\` or \`moonshot*\` (Kimi's text: "${KIMI_TEXT}")`,
    fix: "family-projection",
    stated: "thinking: true, with a DeepSeek or Kimi model",
    seenIn: "deepseek-ai/DeepSeek-V3#1053; continuedev/continue#10193, #11711",
  },
  "chat/unpairable": UNPAIRABLE,
} satisfies Record<`chat/${string}`, RuleEntry>;
