// Anthropic Messages `Message` object → ProviderResponse.
import { compactUsage, num } from "../../adapter.js";
import { badResponse } from "../../errors.js";
import type { ProviderResponse, StopDetails } from "../../protocol.js";
import { isRecord } from "../../validate.js";
import { anthropicBlock } from "./blocks.js";

const VENDOR = "anthropic";

function stopDetails(raw: unknown): StopDetails {
  const details = isRecord(raw) ? raw : {};
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    type: "refusal",
    category: text(details.category),
    explanation: text(details.explanation),
  };
}

function usage(raw: unknown): ProviderResponse["usage"] {
  const u = isRecord(raw) ? raw : {};
  return compactUsage({
    inputTokens: num(u.input_tokens),
    outputTokens: num(u.output_tokens),
    cacheReadTokens: num(u.cache_read_input_tokens),
    cacheWriteTokens: num(u.cache_creation_input_tokens),
  });
}

/** Maps a finished message; one without a content array is a ProviderError. */
export function fromAnthropic(message: unknown): ProviderResponse {
  if (!isRecord(message) || !Array.isArray(message.content)) {
    throw badResponse(VENDOR, "the answer is not a Messages message object");
  }
  const stopReason = typeof message.stop_reason === "string" ? message.stop_reason : "end_turn";
  const head =
    stopReason === "refusal"
      ? { stopReason, stopDetails: stopDetails(message.stop_details) }
      : { stopReason };
  return {
    ...head,
    content: message.content.filter(isRecord).map(anthropicBlock),
    model: String(message.model ?? ""),
    usage: usage(message.usage),
  };
}
