// OpenAI Responses `Response` object → ProviderResponse.
import { sidedUsage } from "../../adapter.js";
import { ProviderError } from "../../errors.js";
import type { Block, ProviderResponse, StopDetails, VendorPayload } from "../../protocol.js";
import { isRecord } from "../../validate.js";
import { outputItemBlocks, texts } from "./blocks.js";

const VENDOR = "openai-responses";

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

const usage = (raw: unknown) => sidedUsage(raw, "input", "output");

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
