// OpenAI Responses `Response` object → ProviderResponse.
import { compactUsage, num, parseArguments } from "./adapter.js";
import { citedText } from "./citations.js";
import { ProviderError } from "./errors.js";
import type { Block, ProviderResponse, StopDetails, TextBlock, VendorPayload } from "./protocol.js";
import { isRecord } from "./validate.js";

const VENDOR = "openai-responses";

function texts(parts: unknown, type: string, field = "text"): string[] {
  if (!Array.isArray(parts)) return [];
  return parts
    .filter((part) => isRecord(part) && part.type === type && typeof part[field] === "string")
    .map((part) => part[field] as string);
}

/** Readable text of a reasoning item: its summary, else its raw reasoning text. */
export function reasoningText(item: VendorPayload): string {
  const summary = texts(item.summary, "summary_text");
  return (summary.length > 0 ? summary : texts(item.content, "reasoning_text")).join("\n\n");
}

/** An `output_text` part as a text block, with its annotations as citations when it has any. */
export function outputTextBlock(part: VendorPayload): TextBlock {
  return citedText(String(part.text), part.annotations, VENDOR, part);
}

const isOutputText = (part: unknown): part is VendorPayload =>
  isRecord(part) && part.type === "output_text" && typeof part.text === "string";

/** The blocks of one output item (a message yields its `output_text` parts). */
export function outputItemBlocks(item: VendorPayload): Block[] {
  switch (item.type) {
    case "message":
      return Array.isArray(item.content)
        ? item.content.filter(isOutputText).map(outputTextBlock)
        : [];
    case "reasoning":
      return [{ type: "thinking", text: reasoningText(item), vendor: VENDOR, item }];
    case "function_call":
    case "custom_tool_call": {
      const input = item.type === "function_call" ? parseArguments(item.arguments) : item.input;
      const id = String(item.call_id);
      return [{ type: "tool-use", id, name: String(item.name), input, vendor: VENDOR, item }];
    }
    default:
      return [{ type: "vendor", vendor: VENDOR, item }];
  }
}

function refusalText(output: readonly VendorPayload[]): string | undefined {
  const refusals = output.flatMap((item) =>
    item.type === "message" ? texts(item.content, "refusal", "refusal") : [],
  );
  return refusals.length > 0 ? refusals.join("\n") : undefined;
}

function refusal(category: string | null, explanation: string | null): StopDetails {
  return { type: "refusal", category, explanation };
}

function stop(response: VendorPayload, output: readonly VendorPayload[], content: Block[]) {
  const refused = refusalText(output);
  if (refused !== undefined) return { stopReason: "refusal", stopDetails: refusal(null, refused) };
  if (response.status === "incomplete") {
    const reason = isRecord(response.incomplete_details) ? response.incomplete_details.reason : "";
    if (reason === "max_output_tokens") return { stopReason: "max_tokens" };
    if (reason === "content_filter") {
      return { stopReason: "refusal", stopDetails: refusal("content_filter", null) };
    }
    return { stopReason: typeof reason === "string" && reason ? reason : "incomplete" };
  }
  return { stopReason: content.some((b) => b.type === "tool-use") ? "tool_use" : "end_turn" };
}

function usage(raw: unknown): ProviderResponse["usage"] {
  const u = isRecord(raw) ? raw : {};
  const input = isRecord(u.input_tokens_details) ? u.input_tokens_details : {};
  const output = isRecord(u.output_tokens_details) ? u.output_tokens_details : {};
  return compactUsage({
    inputTokens: num(u.input_tokens),
    outputTokens: num(u.output_tokens),
    cacheReadTokens: num(input.cached_tokens),
    reasoningTokens: num(output.reasoning_tokens),
  });
}

function failure(response: VendorPayload): ProviderError {
  const error = isRecord(response.error) ? response.error : {};
  const message = typeof error.message === "string" ? error.message : "the response failed";
  const code = typeof error.code === "string" ? error.code : undefined;
  return new ProviderError(VENDOR, "response", message, { vendorType: code });
}

/** Maps a finished response; a `failed` one (or one with no output array) is a ProviderError. */
export function fromResponses(response: unknown): ProviderResponse {
  if (!isRecord(response) || !Array.isArray(response.output)) {
    throw new ProviderError(VENDOR, "response", "the answer is not a Responses response object");
  }
  if (response.status === "failed") throw failure(response);
  const output = response.output.filter(isRecord);
  const content = output.flatMap(outputItemBlocks);
  return {
    ...stop(response, output, content),
    content,
    model: String(response.model ?? ""),
    usage: usage(response.usage),
  };
}
