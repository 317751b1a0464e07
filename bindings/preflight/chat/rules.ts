// The Chat Completions rules of PROVIDER-RULES.md, one object each.
// Every rule is a record of the same fields (the rule table is built from them), so rules look
// alike in shape; no two checks are the same logic.
import { chatToolCalls } from "../../items/classify.js";
import { pairedOutputs, slotOf } from "../correlate.js";
import { field } from "../fields.js";
import { always, type Rule, violation } from "../rule.js";
import type { PreflightOptions, Violation } from "../types.js";
import { unpairableRule } from "../unpairable.js";
import type { ChatContext } from "./context.js";

type ChatRule = Rule<ChatContext>;

export const missingToolMessage: ChatRule = {
  id: "chat/missing-tool-message",
  api: "chat",
  text: "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: {callId}",
  source: "provider",
  trigger:
    "a `tool_calls` entry not answered by a `tool` message right after its assistant message (other tool messages of the group may come between)",
  fix: "reconcile",
  seenIn: "BerriAI/litellm#10083; langgenius/dify#32222",
  applies: always,
  check: (context) => {
    const placed = context.inPlace();
    return context
      .correlation()
      .slots.filter((slot) => slot.needsOutput && !placed.has(slot.output))
      .map((slot) =>
        violation(missingToolMessage, {
          index: slot.item,
          item: context.messages[slot.item],
          callId: slot.key,
        }),
      );
  },
};

export const orphanToolMessage: ChatRule = {
  id: "chat/orphan-tool-message",
  api: "chat",
  text: "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
  source: "provider",
  trigger:
    "a `tool` message not answering the assistant `tool_calls` message right before its group of tool messages (fix `reconcile` when its call exists elsewhere)",
  fix: "drop-orphan",
  seenIn: "miurla/morphic#136; FoundationAgents/OpenManus#744",
  applies: always,
  check: (context) => {
    const placed = context.inPlace();
    const correlation = context.correlation();
    const misplaced = pairedOutputs(correlation).filter((index) => !placed.has(index));
    const found = [
      ...correlation.orphans.map((index) => ({ index, fix: "drop-orphan" as const })),
      ...misplaced.map((index) => ({ index, fix: "reconcile" as const })),
    ]; // preflight() sorts every violation
    return found.map(({ index, fix }) => {
      const item = context.messages[index];
      const callId = slotOf(correlation, index)?.key ?? String(field(item, "tool_call_id"));
      return violation(orphanToolMessage, { index, item, callId, fix });
    });
  },
};

/** DeepSeek's or Kimi's text, by the model's name; undefined for other models. */
function reasoningVendor(options: PreflightOptions): "deepseek" | "kimi" | undefined {
  const model = options.model?.toLowerCase() ?? "";
  if (model.startsWith("deepseek")) return "deepseek";
  if (model.startsWith("kimi") || model.startsWith("moonshot")) return "kimi";
  return undefined;
}

const KIMI_TEXT =
  "thinking is enabled but reasoning_content is missing in assistant tool call message at index {index}";

export const reasoningContentRequired: ChatRule = {
  id: "chat/reasoning-content-required",
  api: "chat",
  text: "Missing `reasoning_content` field in the assistant message at message index {index}.",
  source: "provider",
  trigger: `an assistant message with \`tool_calls\` without \`reasoning_content\`, for a model named \`deepseek*\`, \`kimi*\` or \`moonshot*\` (Kimi's text: "${KIMI_TEXT}")`,
  fix: "family-projection",
  stated: "thinking: true, with a DeepSeek or Kimi model",
  seenIn: "deepseek-ai/DeepSeek-V3#1053; continuedev/continue#10193, #11711",
  applies: (options) => options.thinking === true && reasoningVendor(options) !== undefined,
  check: (context) => {
    const kimi = reasoningVendor(context.options) === "kimi";
    const out: Violation[] = [];
    context.messages.forEach((item, index) => {
      if (!chatToolCalls(item) || typeof field(item, "reasoning_content") === "string") return;
      const found = violation(reasoningContentRequired, { index, item });
      if (kimi) found.message = KIMI_TEXT.replace("{index}", String(index));
      out.push(found);
    });
    return out;
  },
};

/** The Chat Completions rules in table order. */
export const CHAT_RULES: readonly ChatRule[] = [
  missingToolMessage,
  orphanToolMessage,
  reasoningContentRequired,
  unpairableRule("chat"),
];
