// Chat Completions `ChatCompletion` object → ProviderResponse.
import { sidedUsage } from "../../adapter.js";
import { badResponse } from "../../errors.js";
import type { ProviderResponse, StopDetails } from "../../protocol.js";
import { isRecord } from "../../validate.js";
import { chatMessageBlocks } from "./blocks.js";

const VENDOR = "openai-chat";

const STOPS: Record<string, string> = {
  stop: "end_turn",
  tool_calls: "tool_use",
  function_call: "tool_use",
  length: "max_tokens",
};

function stop(message: Record<string, unknown>, finish: unknown) {
  const details = (category: string | null, explanation: string | null): StopDetails => ({
    type: "refusal",
    category,
    explanation,
  });
  if (typeof message.refusal === "string") {
    return { stopReason: "refusal", stopDetails: details(null, message.refusal) };
  }
  if (finish === "content_filter") {
    return { stopReason: "refusal", stopDetails: details("content_filter", null) };
  }
  const reason = typeof finish === "string" ? finish : "end_turn";
  return { stopReason: STOPS[reason] ?? reason };
}

const usage = (raw: unknown) => sidedUsage(raw, "prompt", "completion");

/** Maps the first choice of a completion; no choice or no message is a ProviderError. */
export function fromChat(completion: unknown): ProviderResponse {
  const choice =
    isRecord(completion) && Array.isArray(completion.choices) ? completion.choices[0] : undefined;
  if (!isRecord(choice) || !isRecord(choice.message)) {
    throw badResponse(VENDOR, "the completion has no choice with a message");
  }
  return {
    ...stop(choice.message, choice.finish_reason),
    content: chatMessageBlocks(choice.message),
    model: String((completion as Record<string, unknown>).model ?? ""),
    usage: usage((completion as Record<string, unknown>).usage),
  };
}
