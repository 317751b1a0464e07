import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callKey, needsOutput } from "../../../bindings/index.js";
import {
  createOpenAIResponsesProvider,
  isRefused,
  type Provider,
  ProviderError,
  type ProviderRequest,
  type ProviderResponse,
  responseText,
  type StreamEvent,
  toolUses,
} from "../../../bindings/provider/index.js";
import { completeAndStream } from "../../support/loopback-adapter.js";
import { corpusPresent, RECORDED_RESPONSES, recorded } from "../../support/loopback-corpus.js";
import { type Loopback, startLoopback } from "../../support/loopback-server.js";
import { cutMidEvent, responsesSse } from "../../support/loopback-sse.js";

let server: Loopback;
let provider: Provider;
let storedProvider: Provider;

beforeAll(async () => {
  server = await startLoopback();
  const client = new OpenAI({
    apiKey: "test-key",
    baseURL: `${server.url}/v1`,
    maxRetries: 0,
    logLevel: "off",
  });
  provider = createOpenAIResponsesProvider(client, { model: "gpt-5-mini" });
  storedProvider = createOpenAIResponsesProvider(client, { model: "gpt-5-mini", store: true });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const ask: ProviderRequest = {
  system: [{ text: "You are a calculator.", cache: true }, { text: "Answer briefly." }],
  messages: [{ role: "user", content: "What is 12 + 7?" }],
};

function response(output: unknown[], extra: Record<string, unknown> = {}) {
  return {
    id: "resp_0a1b2c",
    object: "response",
    created_at: 1765591383,
    status: "completed",
    error: null,
    incomplete_details: null,
    model: "gpt-5-mini-2025-08-07",
    output,
    usage: {
      input_tokens: 865,
      input_tokens_details: { cached_tokens: 512 },
      output_tokens: 163,
      output_tokens_details: { reasoning_tokens: 128 },
      total_tokens: 1028,
    },
    ...extra,
  };
}

const message = (id: string, content: unknown[]) => ({
  id,
  type: "message",
  status: "completed",
  role: "assistant",
  content,
});
const outputText = (text: string) => ({ type: "output_text", annotations: [], logprobs: [], text });
const call = (n: number, name: string, args: object) => ({
  id: `fc_0${n}`,
  type: "function_call",
  status: "completed",
  arguments: JSON.stringify(args),
  call_id: `call_${n}abc`,
  name,
});
const reasoning = {
  id: "rs_0f35ed53",
  type: "reasoning",
  encrypted_content: "gAAAAABpPMlcH0HHEv5_ozHwP5Gxz5ZLE7A8Aw7GK94sa1KWHqXLrAch29KZrZqCzH6Pk==",
  summary: [{ type: "summary_text", text: "**Adding**\n\nTwelve plus seven." }],
};

const both = (body: unknown, request: ProviderRequest = ask) =>
  completeAndStream(server, provider, body, responsesSse(body as any), request);

describe("Responses adapter over loopback", () => {
  it("text: maps the request and the answer; stream equals complete", async () => {
    const body = response([message("msg_1", [outputText("12 + 7 = 19")])]);
    const { viaComplete, viaStream, events } = await both(body);
    expect(viaComplete).toEqual({
      stopReason: "end_turn",
      content: [{ type: "text", text: "12 + 7 = 19" }],
      model: "gpt-5-mini-2025-08-07",
      usage: { inputTokens: 865, outputTokens: 163, cacheReadTokens: 512, reasoningTokens: 128 },
    });
    expect(viaStream).toEqual(viaComplete);
    const deltas = events.filter((e) => e.type === "text-delta").map((e) => (e as any).text);
    expect(deltas.join("")).toBe("12 + 7 = 19");
    expect(deltas.length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ type: "done", response: viaStream });

    const [sent, streamed] = server.requests;
    expect(sent.path).toBe("/v1/responses");
    expect(sent.headers.authorization).toBe("Bearer test-key");
    expect(sent.body).toEqual({
      model: "gpt-5-mini",
      input: [
        {
          type: "message",
          role: "user",
          content: [{ type: "input_text", text: "What is 12 + 7?" }],
        },
      ],
      store: false,
      instructions: "You are a calculator.\n\nAnswer briefly.",
    });
    expect(streamed.body).toEqual({ ...sent.body, stream: true });
  });

  it("maps tools, maxTokens and effort (with encrypted reasoning asked for)", async () => {
    server.reply({ json: response([message("m", [outputText("ok")])]) });
    const tools = [
      {
        name: "calc",
        description: "Add",
        inputSchema: { type: "object", properties: { a: { type: "number" } } },
      },
    ];
    await provider.complete({ ...ask, tools, maxTokens: 900, effort: "high", model: "gpt-5" });
    expect(server.requests[0].body).toMatchObject({
      model: "gpt-5",
      tools: [
        {
          type: "function",
          name: "calc",
          description: "Add",
          parameters: tools[0].inputSchema,
          strict: false,
        },
      ],
      max_output_tokens: 900,
      reasoning: { effort: "high" },
      include: ["reasoning.encrypted_content"],
    });
  });

  it("parallel tool calls, then the next turn echoes them with their outputs", async () => {
    const body = response([call(1, "calc", { a: 12, b: 7 }), call(2, "calc", { a: 3, b: 4 })]);
    const { viaComplete, viaStream } = await both(body);
    expect(viaStream).toEqual(viaComplete);
    expect(viaComplete.stopReason).toBe("tool_use");
    expect(toolUses(viaComplete).map((t) => [t.id, t.name, t.input])).toEqual([
      ["call_1abc", "calc", { a: 12, b: 7 }],
      ["call_2abc", "calc", { a: 3, b: 4 }],
    ]);
    server.reply({ json: response([message("m2", [outputText("19 and 7")])]) });
    await provider.complete({
      ...ask,
      messages: [
        ...ask.messages,
        { role: "assistant", content: viaComplete.content },
        {
          role: "user",
          content: [
            { type: "tool-result", toolUseId: "call_1abc", content: "19" },
            { type: "tool-result", toolUseId: "call_2abc", content: "7" },
          ],
        },
      ],
    });
    expect(server.requests.at(-1)!.body.input.slice(1)).toEqual([
      body.output[0],
      body.output[1],
      { type: "function_call_output", call_id: "call_1abc", output: "19" },
      { type: "function_call_output", call_id: "call_2abc", output: "7" },
    ]);
  });

  it("reasoning comes back as thinking and is echoed byte-identical on the next turn", async () => {
    const body = response([reasoning, message("msg_r", [outputText("19")])]);
    const { viaComplete, viaStream, events } = await both(body, { ...ask, effort: "low" });
    expect(viaStream).toEqual(viaComplete);
    expect(viaComplete.content[0]).toEqual({
      type: "thinking",
      text: "**Adding**\n\nTwelve plus seven.",
      vendor: "openai-responses",
      item: reasoning,
    });
    expect(events[0]).toEqual({ type: "block-start", block: viaComplete.content[0] });
    server.reply({ json: response([message("m3", [outputText("done")])]) });
    const next: ProviderRequest = {
      ...ask,
      messages: [
        ...ask.messages,
        { role: "assistant", content: viaComplete.content },
        { role: "user", content: "And +1?" },
      ],
    };
    await provider.complete(next);
    const input = server.requests.at(-1)!.body.input;
    expect(input[1]).toEqual(reasoning);
    expect(input[2]).toEqual({
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: "19" }],
    });
  });

  it("a refusal part is a refusal with no invented content", async () => {
    const body = response([
      message("msg_x", [{ type: "refusal", refusal: "I can't help with that." }]),
    ]);
    const { viaComplete, viaStream, events } = await both(body);
    expect(viaStream).toEqual(viaComplete);
    expect(isRefused(viaComplete)).toBe(true);
    expect(viaComplete.content).toEqual([]);
    expect(viaComplete.stopDetails).toEqual({
      type: "refusal",
      category: null,
      explanation: "I can't help with that.",
    });
    expect(events.map((e) => e.type)).toEqual(["done"]);
  });

  it("an incomplete response for max_output_tokens is max_tokens, partial text kept", async () => {
    const body = response([message("msg_p", [outputText("The answer is")])], {
      status: "incomplete",
      incomplete_details: { reason: "max_output_tokens" },
    });
    const { viaComplete, viaStream } = await both(body);
    expect(viaStream).toEqual(viaComplete);
    expect(viaComplete.stopReason).toBe("max_tokens");
    expect(responseText(viaComplete)).toBe("The answer is");
  });

  it("a content_filter stop is a refusal", async () => {
    const body = response([], {
      status: "incomplete",
      incomplete_details: { reason: "content_filter" },
    });
    const { viaComplete } = await both(body);
    expect(viaComplete.stopReason).toBe("refusal");
    expect(viaComplete.stopDetails?.category).toBe("content_filter");
  });
});

describe("Responses adapter errors", () => {
  it("a 429 is a ProviderError with status and the vendor's message", async () => {
    const error = {
      message: "Rate limit reached for gpt-5-mini on tokens per min (TPM).",
      type: "tokens",
      param: null,
      code: "rate_limit_exceeded",
    };
    server.reply({ status: 429, json: { error }, headers: { "retry-after": "1" } });
    const err = await provider.complete(ask).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({
      code: "provider",
      status: 429,
      reason: "http",
      vendor: "openai-responses",
      vendorType: "tokens",
    });
    expect(err.message).toContain("Rate limit reached for gpt-5-mini");
  });

  it("a 500 is a ProviderError with status 500, for stream as well", async () => {
    const error = {
      message: "The server had an error while processing your request.",
      type: "server_error",
    };
    server.reply({ status: 500, json: { error } });
    await expect(provider.stream(ask, () => {})).rejects.toMatchObject({
      code: "provider",
      status: 500,
    });
  });

  it("a stream cut off mid-event (socket dropped) is a ProviderError", async () => {
    const sse = responsesSse(
      response([message("m", [outputText("a long answer that never ends")])]),
    );
    server.reply({ sse: cutMidEvent(sse, 5), cut: "destroy" });
    const events: StreamEvent[] = [];
    const err = await provider.stream(ask, (e) => events.push(e)).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ code: "provider", reason: "stream", status: undefined });
    expect(events.some((e) => e.type === "done")).toBe(false);
  });

  it("a stream that ends cleanly mid-event is a ProviderError (reason stream)", async () => {
    const sse = responsesSse(response([message("m", [outputText("never completed")])]));
    server.reply({ sse: cutMidEvent(sse, 4), cut: "end" });
    await expect(provider.stream(ask, () => {})).rejects.toMatchObject({
      code: "provider",
      reason: "stream",
    });
  });

  it("a response.failed event is a ProviderError with the vendor's message", async () => {
    const failed = response([], {
      status: "failed",
      error: { code: "server_error", message: "Model overloaded." },
    });
    server.reply({ sse: responsesSse(failed) });
    const err = await provider.stream(ask, () => {}).catch((e) => e);
    expect(err).toMatchObject({ code: "provider", vendorType: "server_error" });
    expect(err.message).toContain("Model overloaded.");
  });

  it("a request without a model never reaches the server", async () => {
    const client = new OpenAI({ apiKey: "k", baseURL: `${server.url}/v1`, maxRetries: 0 });
    const bare = createOpenAIResponsesProvider(client);
    await expect(bare.complete(ask)).rejects.toMatchObject({ code: "invalid-argument" });
    await expect(bare.complete({ messages: [] } as any)).rejects.toMatchObject({
      code: "invalid-argument",
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe.runIf(corpusPresent)("Responses adapter on recorded responses", () => {
  for (const file of RECORDED_RESPONSES) {
    it(`${file}: complete and stream agree, and the next turn echoes every output item`, async () => {
      const body = recorded(file);
      const { viaComplete, viaStream } = await both(body);
      expect(viaStream).toEqual(viaComplete);
      expect(viaComplete.model).toBe(body.model);
      const echoed = viaComplete.content.filter((b) => b.type !== "text").length;
      server.reply({ json: response([message("m", [outputText("ok")])]) });
      // The calls left open by the recorded response are answered, or preflight stops the turn.
      const open = viaComplete.content.flatMap((b) =>
        b.type === "tool-use"
          ? [b.id]
          : b.type === "vendor" && needsOutput(b.item)
            ? [callKey(b.item)!]
            : [],
      );
      const results = open.map((id) => ({
        type: "tool-result" as const,
        toolUseId: id,
        content: "ok",
      }));
      // Reasoning recorded without encrypted_content was made with `store: true`: only a stored
      // turn can replay it (SPEC §10, responses/unstored-reference), so the echo is stored too.
      const stored = body.output.some(
        (item: any) => item.type === "reasoning" && !item.encrypted_content,
      );
      const replay = stored ? storedProvider : provider;
      await replay.complete({
        ...ask,
        messages: [
          ...ask.messages,
          { role: "assistant", content: viaComplete.content },
          ...(results.length ? [{ role: "user" as const, content: results }] : []),
        ],
      });
      const input = server.requests.at(-1)!.body.input;
      const nonMessages = body.output.filter((item: any) => item.type !== "message");
      expect(nonMessages).toHaveLength(echoed);
      for (const item of nonMessages) expect(input).toContainEqual(item);
    });
  }

  it("a compaction item is carried as a vendor block", async () => {
    const body = recorded(RECORDED_RESPONSES[0]);
    server.reply({ json: body });
    const r: ProviderResponse = await provider.complete(ask);
    const compaction = r.content.find((b) => b.type === "vendor");
    expect(compaction).toMatchObject({ vendor: "openai-responses", item: { type: "compaction" } });
  });
});
