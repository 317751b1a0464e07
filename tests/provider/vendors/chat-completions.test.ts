import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createChatCompletionsProvider,
  isRefused,
  type Provider,
  ProviderError,
  type ProviderRequest,
  responseText,
  toolUses,
} from "../../../bindings/provider/index.js";
import { completeAndStream } from "../../support/loopback-adapter.js";
import { corpusPresent, recorded } from "../../support/loopback-corpus.js";
import { type Loopback, startLoopback } from "../../support/loopback-server.js";
import { chatSse, cutMidEvent } from "../../support/loopback-sse.js";

let server: Loopback;
let provider: Provider;

beforeAll(async () => {
  server = await startLoopback();
  const client = new OpenAI({
    apiKey: "test-key",
    baseURL: `${server.url}/v1`,
    maxRetries: 0,
    logLevel: "off",
  });
  provider = createChatCompletionsProvider(client, { model: "gpt-4.1" });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const ask: ProviderRequest = {
  system: [{ text: "You are a weather bot.", cache: true }],
  messages: [{ role: "user", content: "Weather in Paris and Rome?" }],
};

function completion(message: Record<string, unknown>, finish_reason = "stop") {
  return {
    id: "chatcmpl-BxQ7f2",
    object: "chat.completion",
    created: 1735689600,
    model: "gpt-4.1-2025-04-14",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: null, refusal: null, annotations: [], ...message },
        logprobs: null,
        finish_reason,
      },
    ],
    usage: {
      prompt_tokens: 82,
      completion_tokens: 17,
      total_tokens: 99,
      prompt_tokens_details: { cached_tokens: 64, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
    },
    service_tier: "default",
    system_fingerprint: "fp_b3f1157249",
  };
}

const toolCall = (id: string, city: string) => ({
  id,
  type: "function",
  function: { name: "get_weather", arguments: JSON.stringify({ city }) },
});

const both = (body: ReturnType<typeof completion>, request: ProviderRequest = ask) =>
  completeAndStream(server, provider, body, chatSse(body), request);

describe("Chat Completions adapter over loopback", () => {
  it("text: maps the request and the answer; stream equals complete", async () => {
    const { viaComplete, viaStream, events } = await both(
      completion({ content: "Sunny in both." }),
    );
    expect(viaComplete).toEqual({
      stopReason: "end_turn",
      content: [{ type: "text", text: "Sunny in both." }],
      model: "gpt-4.1-2025-04-14",
      usage: { inputTokens: 82, outputTokens: 17, cacheReadTokens: 64, reasoningTokens: 0 },
    });
    expect(viaStream).toEqual(viaComplete);
    expect(events.filter((e) => e.type === "text-delta").length).toBeGreaterThan(1);
    const [sent, streamed] = server.requests;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.body).toEqual({
      model: "gpt-4.1",
      messages: [
        { role: "system", content: "You are a weather bot." },
        { role: "user", content: "Weather in Paris and Rome?" },
      ],
    });
    expect(streamed.body).toEqual({
      ...sent.body,
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it("maps tools, maxTokens, effort, and cache breakpoints when asked", async () => {
    const client = new OpenAI({ apiKey: "k", baseURL: `${server.url}/v1`, maxRetries: 0 });
    const cached = createChatCompletionsProvider(client, { model: "m", cacheControl: true });
    server.reply({ json: completion({ content: "ok" }) });
    const tools = [
      {
        name: "get_weather",
        inputSchema: { type: "object", properties: { city: { type: "string" } } },
      },
    ];
    await cached.complete({
      ...ask,
      system: [...ask.system, { text: "Be brief." }],
      tools,
      maxTokens: 300,
      effort: "low",
    });
    expect(server.requests[0].body).toEqual({
      model: "m",
      messages: [
        {
          role: "system",
          content: [
            { type: "text", text: "You are a weather bot.", cache_control: { type: "ephemeral" } },
            { type: "text", text: "Be brief." },
          ],
        },
        { role: "user", content: "Weather in Paris and Rome?" },
      ],
      tools: [
        { type: "function", function: { name: "get_weather", parameters: tools[0].inputSchema } },
      ],
      max_completion_tokens: 300,
      reasoning_effort: "low",
    });
  });

  it("parallel tool calls, then the next turn echoes them and sends tool messages", async () => {
    const calls = [toolCall("call_Paris1", "Paris"), toolCall("call_Rome22", "Rome")];
    const { viaComplete, viaStream, events } = await both(
      completion({ tool_calls: calls }, "tool_calls"),
    );
    expect(viaStream).toEqual(viaComplete);
    expect(viaComplete.stopReason).toBe("tool_use");
    expect(toolUses(viaComplete).map((t) => [t.id, t.input])).toEqual([
      ["call_Paris1", { city: "Paris" }],
      ["call_Rome22", { city: "Rome" }],
    ]);
    expect(events.filter((e) => e.type === "block-start").map((e: any) => e.block.id)).toEqual([
      "call_Paris1",
      "call_Rome22",
    ]);
    server.reply({ json: completion({ content: "Paris 21°C, Rome 25°C." }) });
    await provider.complete({
      ...ask,
      messages: [
        ...ask.messages,
        { role: "assistant", content: viaComplete.content },
        {
          role: "user",
          content: [
            { type: "tool-result", toolUseId: "call_Paris1", content: "21°C" },
            { type: "tool-result", toolUseId: "call_Rome22", content: "25°C" },
          ],
        },
      ],
    });
    expect(server.requests.at(-1)!.body.messages.slice(2)).toEqual([
      { role: "assistant", content: null, tool_calls: calls },
      { role: "tool", tool_call_id: "call_Paris1", content: "21°C" },
      { role: "tool", tool_call_id: "call_Rome22", content: "25°C" },
    ]);
  });

  it.skipIf(!corpusPresent)(
    "a recorded DeepSeek tool call (entries with index) is the same from stream and complete",
    async () => {
      const json = recorded("chat-completions/vercel-ai-deepseek-reasoner-tool-call-response.json");
      const { viaComplete, viaStream } = await completeAndStream(
        server,
        provider,
        json,
        chatSse(json),
        ask,
      );
      expect(viaStream).toEqual(viaComplete);
      const [use] = toolUses(viaComplete);
      expect(use.id).toBe("call_00_9V0vrf86Pc9aelHCJMZqnJBo");
      expect(use.input).toEqual({ location: "San Francisco" });
      expect(use.item).not.toHaveProperty("index");
    },
  );

  it("reasoning_content comes back as thinking and is echoed on the next turn", async () => {
    const body = completion({
      content: "Paris.",
      reasoning_content: "The user wants one city. Paris first.",
    });
    const { viaComplete, viaStream, events } = await both(body);
    expect(viaStream).toEqual(viaComplete);
    expect(viaComplete.content[0]).toEqual({
      type: "thinking",
      text: "The user wants one city. Paris first.",
      vendor: "openai-chat",
      item: { reasoning_content: "The user wants one city. Paris first." },
    });
    expect(events[0]).toEqual({ type: "block-start", block: viaComplete.content[0] });
    server.reply({ json: completion({ content: "ok" }) });
    await provider.complete({
      ...ask,
      messages: [
        ...ask.messages,
        { role: "assistant", content: viaComplete.content },
        { role: "user", content: "Rome?" },
      ],
    });
    expect(server.requests.at(-1)!.body.messages[2]).toEqual({
      role: "assistant",
      content: "Paris.",
      reasoning_content: "The user wants one city. Paris first.",
    });
  });

  it("the refusal field is a refusal with no invented content", async () => {
    const { viaComplete, viaStream } = await both(
      completion({ refusal: "I'm sorry, I can't help with that." }),
    );
    expect(viaStream).toEqual(viaComplete);
    expect(isRefused(viaComplete)).toBe(true);
    expect(viaComplete.content).toEqual([]);
    expect(viaComplete.stopDetails?.explanation).toBe("I'm sorry, I can't help with that.");
  });

  it("finish_reason length is max_tokens with the partial text", async () => {
    const { viaComplete, viaStream } = await both(completion({ content: "Paris is" }, "length"));
    expect(viaStream).toEqual(viaComplete);
    expect(viaComplete.stopReason).toBe("max_tokens");
    expect(responseText(viaComplete)).toBe("Paris is");
  });

  it("finish_reason content_filter is a refusal", async () => {
    const { viaComplete } = await both(completion({ content: "" }, "content_filter"));
    expect(viaComplete).toMatchObject({
      stopReason: "refusal",
      stopDetails: { category: "content_filter" },
    });
  });
});

describe("Chat Completions adapter errors", () => {
  it("a 429 is a ProviderError with status and the vendor's message", async () => {
    const error = {
      message:
        "Rate limit reached for gpt-4.1 in organization org-x on requests per min (RPM): Limit 3, Used 3.",
      type: "requests",
      code: "rate_limit_exceeded",
      param: null,
    };
    server.reply({ status: 429, json: { error } });
    const err = await provider.stream(ask, () => {}).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({
      code: "provider",
      status: 429,
      reason: "http",
      vendor: "openai-chat",
    });
    expect(err.message).toContain("Rate limit reached for gpt-4.1");
  });

  it("a 500 is a ProviderError with status 500", async () => {
    server.reply({
      status: 500,
      json: {
        error: {
          message: "The server had an error processing your request.",
          type: "server_error",
        },
      },
    });
    await expect(provider.complete(ask)).rejects.toMatchObject({ code: "provider", status: 500 });
  });

  it("a stream cut off mid-event is a ProviderError (socket dropped or clean end)", async () => {
    const sse = chatSse(completion({ content: "A long answer that is cut." }));
    server.reply(
      { sse: cutMidEvent(sse, 3), cut: "destroy" },
      { sse: cutMidEvent(sse, 3), cut: "end" },
    );
    await expect(provider.stream(ask, () => {})).rejects.toMatchObject({
      code: "provider",
      reason: "stream",
    });
    await expect(provider.stream(ask, () => {})).rejects.toMatchObject({
      code: "provider",
      reason: "stream",
    });
  });

  it("an answer without choices is a ProviderError (reason response)", async () => {
    server.reply({ json: { id: "x", object: "chat.completion", model: "m", choices: [] } });
    await expect(provider.complete(ask)).rejects.toMatchObject({
      code: "provider",
      reason: "response",
    });
  });
});
