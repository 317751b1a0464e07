// The Chat Completions rules' checks, one function each; rules.ts joins them with their data
// (chat/info.ts).
import { chatToolCalls } from "../../items/classify.js";
import { pairedOutputs, slotOf } from "../correlate.js";
import { field } from "../fields.js";
import type { RuleData } from "../info.js";
import { type Check, violation, whenStated } from "../rule.js";
import type { PreflightOptions, Violation } from "../types.js";
import { unpairableCheck } from "../unpairable.js";
import type { ChatContext } from "./context.js";
import { type CHAT_INFO, KIMI_TEXT } from "./info.js";

/** `chat/missing-tool-message`. */
function missingToolMessage(context: ChatContext, rule: RuleData): Violation[] {
  const placed = context.inPlace();
  return context
    .correlation()
    .slots.filter((slot) => slot.needsOutput && !placed.has(slot.output))
    .map((slot) =>
      violation(rule, {
        index: slot.item,
        item: context.messages[slot.item],
        callId: slot.key,
      }),
    );
}

/** `chat/orphan-tool-message`. */
function orphanToolMessage(context: ChatContext, rule: RuleData): Violation[] {
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
    return violation(rule, { index, item, callId, fix });
  });
}

/** DeepSeek's or Kimi's text, by the model's name; undefined for other models. */
function reasoningVendor(options: PreflightOptions): "deepseek" | "kimi" | undefined {
  const model = options.model?.toLowerCase() ?? "";
  if (model.startsWith("deepseek")) return "deepseek";
  if (model.startsWith("kimi") || model.startsWith("moonshot")) return "kimi";
  return undefined;
}

/** `chat/reasoning-content-required`. */
function reasoningContentRequired(context: ChatContext, rule: RuleData): Violation[] {
  const kimi = reasoningVendor(context.options) === "kimi";
  const out: Violation[] = [];
  context.messages.forEach((item, index) => {
    if (!chatToolCalls(item) || typeof field(item, "reasoning_content") === "string") return;
    const found = violation(rule, { index, item });
    if (kimi) found.message = KIMI_TEXT.replace("{index}", String(index));
    out.push(found);
  });
  return out;
}

/** The check of each Chat Completions rule, by its id (the keys of chat/info.ts). */
export const CHAT_CHECKS: Readonly<Record<keyof typeof CHAT_INFO, Check<ChatContext>>> = {
  "chat/missing-tool-message": missingToolMessage,
  "chat/orphan-tool-message": orphanToolMessage,
  "chat/reasoning-content-required": whenStated(
    (options) => options.thinking === true && reasoningVendor(options) !== undefined,
    reasoningContentRequired,
  ),
  "chat/unpairable": unpairableCheck,
};
