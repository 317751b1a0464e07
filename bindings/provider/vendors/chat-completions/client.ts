// The Chat Completions adapter over an instance of the official `openai` client.
import { forEachEvent } from "../../adapter.js";
import { streamCut } from "../../errors.js";
import type { EventSink } from "../../events.js";
import { type Dialect, makeProvider } from "../../make-provider.js";
import type { Provider } from "../../protocol.js";
import { isRecord } from "../../validate.js";
import { chatMessageBlocks } from "./blocks.js";
import { type ChatCompletionsOptions, chatParams } from "./request.js";
import { fromChat } from "./response.js";

/** The part of an `OpenAI` client instance the adapter uses. */
export interface ChatCompletionsClient {
  readonly chat: { readonly completions: { create(body: any, options?: any): PromiseLike<any> } };
}

interface CallDraft {
  id: string;
  type: string;
  function: { name: string; arguments: string };
}

/** Chunks folded into one completion, emitting text as it comes. */
class ChatAccumulator {
  private readonly message: Record<string, unknown> = { role: "assistant" };
  private readonly calls: CallDraft[] = [];
  private thinkingSent = false;
  finish: unknown;
  model: unknown;
  usage: unknown;

  constructor(private readonly sink: EventSink) {}

  private append(field: string, text: unknown): void {
    if (typeof text === "string") this.message[field] = `${this.message[field] ?? ""}${text}`;
  }

  // Reasoning comes before the answer: announce it once the answer starts.
  private flushThinking(): void {
    if (this.thinkingSent) return;
    this.thinkingSent = true;
    for (const block of chatMessageBlocks(this.message)) {
      if (block.type === "thinking") this.sink.whole(block);
    }
  }

  private addCall(delta: Record<string, unknown>): void {
    const index = typeof delta.index === "number" ? delta.index : this.calls.length;
    const fn = { name: "", arguments: "" };
    this.calls[index] ??= { id: "", type: "function", function: fn };
    const draft = this.calls[index];
    if (typeof delta.id === "string") draft.id = delta.id;
    const part = isRecord(delta.function) ? delta.function : {};
    if (typeof part.name === "string") draft.function.name += part.name;
    if (typeof part.arguments === "string") draft.function.arguments += part.arguments;
  }

  // Undeclared on the SDK's chunk delta, yet sent there (search models: a last, text-less delta).
  private annotate(list: unknown): void {
    if (!Array.isArray(list)) return;
    const had = Array.isArray(this.message.annotations) ? this.message.annotations : [];
    this.message.annotations = [...had, ...list];
  }

  add(chunk: Record<string, unknown>): void {
    this.model = chunk.model ?? this.model;
    if (isRecord(chunk.usage)) this.usage = chunk.usage;
    const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
    if (!isRecord(choice)) return;
    const delta = isRecord(choice.delta) ? choice.delta : {};
    this.append("reasoning_content", delta.reasoning_content);
    if (typeof delta.content === "string" && delta.content !== "") {
      this.flushThinking();
      this.sink.textDelta(delta.content);
      this.append("content", delta.content);
    }
    this.append("refusal", delta.refusal);
    this.annotate(delta.annotations);
    const calls = Array.isArray(delta.tool_calls) ? delta.tool_calls.filter(isRecord) : [];
    for (const call of calls) this.addCall(call);
    if (choice.finish_reason != null) this.finish = choice.finish_reason;
  }

  completion(): Record<string, unknown> {
    this.flushThinking();
    this.sink.closeText();
    const message = { ...this.message };
    if (this.calls.length > 0) message.tool_calls = this.calls.filter(Boolean);
    const choice = { index: 0, message, finish_reason: this.finish };
    return { model: this.model, choices: [choice], usage: this.usage };
  }
}

async function readStream(chunks: AsyncIterable<unknown>, sink: EventSink) {
  const acc = new ChatAccumulator(sink);
  await forEachEvent("openai-chat", chunks, (chunk) => {
    acc.add(chunk);
  });
  if (acc.finish == null) throw streamCut("openai-chat", "a finish_reason");
  const response = fromChat(acc.completion());
  for (const block of response.content) if (block.type === "tool-use") sink.whole(block);
  return sink.done(response);
}

const CHAT: Dialect<ChatCompletionsOptions> = {
  vendor: "openai-chat",
  api: "chat",
  params: chatParams,
  response: fromChat,
  streamFields: { stream_options: { include_usage: true } },
  read: readStream,
};

/**
 * A Provider over Chat Completions, given an `OpenAI` client instance (or any client with
 * the same `chat.completions.create`, e.g. pointed at a compatible gateway). Requests map
 * as in `chatParams`; the first choice maps back: `content` → text, `tool_calls` →
 * tool-use (the entry kept for the echo), `reasoning_content` / `reasoning_details` /
 * `thinking_blocks` → one thinking block echoed as message fields, `annotations` → the text
 * block's citations (sent back as plain text), the `refusal` field or
 * a `content_filter` finish → `refusal`, `length` → `max_tokens`. Streaming folds the
 * chunks into one completion and maps it, so it equals `complete`; a stream without a
 * `finish_reason` is a ProviderError (`reason: stream`).
 * Each body is preflighted before it is sent (SPEC §10): `complete` and `stream` reject with a
 * `PreflightError` (code `preflight`, `violations`) and send nothing; `preflight: false` skips it.
 */
export function createChatCompletionsProvider(
  client: ChatCompletionsClient,
  options: ChatCompletionsOptions = {},
): Provider {
  return makeProvider(CHAT, () => client.chat.completions, options);
}
