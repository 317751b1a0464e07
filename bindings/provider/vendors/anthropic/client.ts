// The Anthropic adapter over an instance of the official `@anthropic-ai/sdk` client.
import { forEachEvent } from "../../adapter.js";
import { ProviderError, streamCut } from "../../errors.js";
import type { EventSink } from "../../events.js";
import { type Dialect, makeProvider } from "../../make-provider.js";
import type { Provider } from "../../protocol.js";
import { isRecord } from "../../validate.js";
import { anthropicBlock } from "./blocks.js";
import { type AnthropicOptions, anthropicParams } from "./request.js";
import { fromAnthropic } from "./response.js";

type Messages = { create(body: any, options?: any): PromiseLike<any> };

/** The part of an `Anthropic` client instance the adapter uses. */
export interface AnthropicClient {
  readonly messages: Messages;
  readonly beta?: { readonly messages: Messages };
}

type Draft = Record<string, unknown>;

// Applies one content_block_delta to its block; `json` collects tool input.
function applyDelta(block: Draft, delta: Record<string, unknown>, json: string[]): void {
  const add = (field: string, text: unknown) => {
    if (typeof text === "string") block[field] = `${block[field] ?? ""}${text}`;
  };
  switch (delta.type) {
    case "text_delta":
      add("text", delta.text);
      return;
    case "thinking_delta":
      add("thinking", delta.thinking);
      return;
    case "signature_delta":
      block.signature = delta.signature;
      return;
    case "input_json_delta":
      if (typeof delta.partial_json === "string") json.push(delta.partial_json);
      return;
    case "citations_delta":
      block.citations = [
        ...(Array.isArray(block.citations) ? block.citations : []),
        delta.citation,
      ];
      return;
    case "compaction_delta":
      add("content", delta.content);
      if (delta.encrypted_content != null) block.encrypted_content = delta.encrypted_content;
  }
}

function finishInput(block: Draft, json: string[]): void {
  if (json.length === 0) return;
  try {
    block.input = JSON.parse(json.join(""));
  } catch (cause) {
    throw new ProviderError("anthropic", "stream", "a tool_use block's input JSON is malformed", {
      cause,
    });
  }
}

/** Stream events folded into one message, emitting text as it comes. */
// A field named by the vendor's stream: `__proto__` becomes an own field, never the prototype.
function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

class MessageAccumulator {
  private message: Draft | undefined;
  private readonly blocks: Draft[] = [];
  private readonly json: string[][] = [];
  stopped = false;

  constructor(private readonly sink: EventSink) {}

  add(event: Record<string, unknown>): void {
    const index = typeof event.index === "number" ? event.index : -1;
    switch (event.type) {
      case "message_start":
        this.message = isRecord(event.message) ? { ...event.message } : {};
        return;
      case "content_block_start":
        this.start(index, event.content_block);
        return;
      case "content_block_delta":
        if (!this.blocks[index] || !isRecord(event.delta)) return;
        applyDelta(this.blocks[index], event.delta, this.json[index]);
        if (event.delta.type === "text_delta") this.sink.textDelta(String(event.delta.text ?? ""));
        return;
      case "content_block_stop":
        this.stop(index);
        return;
      case "message_delta":
        this.delta(event);
        return;
      case "message_stop":
        this.stopped = true;
    }
  }

  private start(index: number, raw: unknown): void {
    const block = isRecord(raw) ? structuredClone(raw) : {};
    this.blocks[index] = block;
    this.json[index] = [];
    if (block.type !== "text") return;
    this.sink.textStart();
    this.sink.textDelta(String(block.text ?? ""));
  }

  private stop(index: number): void {
    const block = this.blocks[index];
    if (!block) return;
    if (block.type === "text") {
      this.sink.closeText();
      return;
    }
    finishInput(block, this.json[index]);
    this.sink.whole(anthropicBlock(block));
  }

  private delta(event: Record<string, unknown>): void {
    const message = this.message ?? {};
    this.message = message;
    const delta = isRecord(event.delta) ? event.delta : {};
    for (const [key, value] of Object.entries(delta))
      if (value !== undefined) setField(message, key, value);
    if (!isRecord(event.usage)) return;
    const usage = { ...(isRecord(message.usage) ? message.usage : {}) };
    for (const [key, value] of Object.entries(event.usage))
      if (value != null) setField(usage, key, value);
    message.usage = usage;
  }

  result(): Draft {
    return { ...this.message, content: this.blocks.filter(Boolean) };
  }
}

function messagesOf(client: AnthropicClient, options: AnthropicOptions): Messages {
  if (!options.beta) return client.messages;
  if (!client.beta)
    throw new ProviderError("anthropic", "connection", "the client has no beta API");
  return client.beta.messages;
}

async function readStream(events: AsyncIterable<unknown>, sink: EventSink) {
  const acc = new MessageAccumulator(sink);
  await forEachEvent("anthropic", events, (event) => {
    acc.add(event);
  });
  if (!acc.stopped) throw streamCut("anthropic", "message_stop");
  return sink.done(fromAnthropic(acc.result()));
}

const ANTHROPIC: Dialect<AnthropicOptions> = {
  vendor: "anthropic",
  api: "anthropic",
  params: anthropicParams,
  response: fromAnthropic,
  read: readStream,
};

/**
 * A Provider over the Anthropic Messages API, given an `Anthropic` client instance.
 * Requests map as in `anthropicParams` (cache breakpoints on system blocks, `effort` as a
 * thinking budget or adaptive thinking). Messages map back: text → text (with its citations), `tool_use` →
 * tool-use, `thinking` → thinking (the signed block kept for the echo), any other block
 * (`redacted_thinking`, `compaction`, server tools and their results) → a vendor block;
 * `stop_reason` passes through, with `stop_details` on a `refusal`. Streaming folds the
 * events into one message and maps it, so it equals `complete`; a stream without
 * `message_stop` is a ProviderError (`reason: stream`).
 * Each body is preflighted before it is sent (SPEC §10): `complete` and `stream` reject with a
 * `PreflightError` (code `preflight`, `violations`) and send nothing; `preflight: false` skips it.
 */
export function createAnthropicProvider(
  client: AnthropicClient,
  options: AnthropicOptions = {},
): Provider {
  return makeProvider(ANTHROPIC, () => messagesOf(client, options), options);
}
