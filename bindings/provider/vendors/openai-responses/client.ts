// The OpenAI Responses adapter over an instance of the official `openai` client.
import { forEachEvent } from "../../adapter.js";
import { ProviderError, streamCut } from "../../errors.js";
import type { EventSink } from "../../events.js";
import { type Dialect, makeProvider } from "../../make-provider.js";
import type { Provider } from "../../protocol.js";
import { isRecord } from "../../validate.js";
import { outputItemBlocks } from "./blocks.js";
import { type OpenAIResponsesOptions, responsesParams } from "./request.js";
import { fromResponses } from "./response.js";

/** The part of an `OpenAI` client instance the adapter uses. */
export interface OpenAIResponsesClient {
  readonly responses: { create(body: any, options?: any): PromiseLike<any> };
}

const VENDOR = "openai-responses";

function errorEvent(event: Record<string, unknown>): ProviderError {
  const message = typeof event.message === "string" ? event.message : "stream error event";
  const code = typeof event.code === "string" ? event.code : undefined;
  return new ProviderError(VENDOR, "stream", message, { vendorType: code });
}

function isTextPart(event: Record<string, unknown>): boolean {
  return isRecord(event.part) && event.part.type === "output_text";
}

// Feeds one stream event to the sink; returns the final response object when it arrives.
function onStreamEvent(event: Record<string, unknown>, sink: EventSink): unknown {
  switch (event.type) {
    case "response.content_part.added":
      if (isTextPart(event)) sink.textStart();
      return;
    case "response.output_text.delta":
      sink.textDelta(String(event.delta ?? ""));
      return;
    case "response.content_part.done":
      if (isTextPart(event)) sink.closeText();
      return;
    case "response.output_item.done":
      if (isRecord(event.item) && event.item.type !== "message") {
        for (const block of outputItemBlocks(event.item)) sink.whole(block);
      }
      return;
    case "response.completed":
    case "response.incomplete":
    case "response.failed":
      return event.response;
    case "error":
      throw errorEvent(event);
  }
}

async function readStream(events: AsyncIterable<unknown>, sink: EventSink) {
  let final: unknown;
  await forEachEvent(VENDOR, events, (event) => {
    final = onStreamEvent(event, sink) ?? final;
  });
  if (final === undefined) throw streamCut(VENDOR, "response.completed");
  return sink.done(fromResponses(final));
}

const RESPONSES: Dialect<OpenAIResponsesOptions> = {
  vendor: VENDOR,
  api: "responses",
  params: responsesParams,
  response: fromResponses,
  read: readStream,
};

/**
 * A Provider over the OpenAI Responses API, given an `OpenAI` client instance (its
 * `baseURL`, key and retries are the caller's). Requests map as in `responsesParams`:
 * stateless by default (`store: false`), function tools, `effort` → `reasoning.effort`.
 * Responses map back: `output_text` → text (annotations as citations), `reasoning` → thinking (the item kept for the
 * echo), `function_call` → tool-use, any other output item → a vendor block, a `refusal`
 * part or a `content_filter` stop → `refusal`, `max_output_tokens` → `max_tokens`.
 * Streaming reads the SSE events and returns the mapped `response.completed` object, so
 * it equals `complete`; a stream that ends before it is a ProviderError (`reason: stream`).
 * Each body is preflighted before it is sent (SPEC §10): `complete` and `stream` reject with a
 * `PreflightError` (code `preflight`, `violations`) and send nothing; `preflight: false` skips it.
 */
export function createOpenAIResponsesProvider(
  client: OpenAIResponsesClient,
  options: OpenAIResponsesOptions = {},
): Provider {
  return makeProvider(RESPONSES, () => client.responses, options);
}
