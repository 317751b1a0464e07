import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createAnthropicProvider,
  isRefused,
  type Provider,
  ProviderError,
  type ProviderRequest,
  responseText,
  type StreamEvent,
  toolUses,
} from "../../../bindings/provider/index.js";
import { completeAndStream } from "../../support/loopback-adapter.js";
import { corpusPresent, RECORDED_ANTHROPIC, recorded } from "../../support/loopback-corpus.js";
import { type Loopback, startLoopback } from "../../support/loopback-server.js";
import { anthropicSse, cutMidEvent, frame } from "../../support/loopback-sse.js";

let server: Loopback;
let provider: Provider;

const clientFor = (url: string) =>
  new Anthropic({ apiKey: "test-key", baseURL: url, maxRetries: 0, logLevel: "off" });

beforeAll(async () => {
  server = await startLoopback();
  provider = createAnthropicProvider(clientFor(server.url), { model: "claude-sonnet-4-6" });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const ask: ProviderRequest = {
  system: [
    { text: "You are a careful assistant. <large stable prefix>", cache: true },
    { text: "Today is Monday." },
  ],
  messages: [{ role: "user", content: "Weather in Paris and Rome?" }],
};

function message(
  content: unknown[],
  stop_reason = "end_turn",
  extra: Record<string, unknown> = {},
) {
  return {
    model: "claude-sonnet-4-5-20250929",
    id: "msg_01UT62y3tNACWwnL9oJ9rzUG",
    type: "message",
    role: "assistant",
    content,
    stop_reason,
    stop_sequence: null,
    usage: {
      input_tokens: 1631,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 1200,
      output_tokens: 161,
      service_tier: "standard",
    },
    ...extra,
  };
}

const text = (t: string) => ({ type: "text", text: t });
const toolUse = (id: string, city: string) => ({
  type: "tool_use",
  id,
  name: "get_weather",
  input: { city },
});
const thinking = {
  type: "thinking",
  thinking: "The user asks about two cities; call the tool twice.",
  signature: "EqQBCkgIBhABGAIiQGk1Yk0vW3Qz8Jp0Hc4m2Vb1m9Zq+Yx4vR8v3R7cPz2bF0o1A==",
};

const both = (body: ReturnType<typeof message>, request: ProviderRequest = ask) =>
  completeAndStream(server, provider, body, anthropicSse(body), request);

describe("Anthropic adapter over loopback", () => {
  it("text: maps the request (cache breakpoints) and the answer; stream equals complete", async () => {
    const { viaComplete, viaStream, events } = await both(message([text("Sunny in both cities.")]));
    expect(viaComplete).toEqual({
      stopReason: "end_turn",
      content: [{ type: "text", text: "Sunny in both cities." }],
      model: "claude-sonnet-4-5-20250929",
      usage: { inputTokens: 1631, outputTokens: 161, cacheReadTokens: 1200, cacheWriteTokens: 0 },
    });
    expect(viaStream).toEqual(viaComplete);
    expect(events.filter((e) => e.type === "text-delta").length).toBeGreaterThan(1);
    const [sent, streamed] = server.requests;
    expect(sent.path).toBe("/v1/messages");
    expect(sent.headers.authorization).toBe("Bearer test-key");
    expect(sent.body).toEqual({
      model: "claude-sonnet-4-6",
      max_tokens: 4096,
      messages: [{ role: "user", content: "Weather in Paris and Rome?" }],
      system: [
        {
          type: "text",
          text: "You are a careful assistant. <large stable prefix>",
          cache_control: { type: "ephemeral" },
        },
        { type: "text", text: "Today is Monday." },
      ],
    });
    expect(streamed.body).toEqual({ ...sent.body, stream: true });
  });

  it("maps tools and effort to a thinking budget below max_tokens, or adaptive thinking", async () => {
    const tools = [
      {
        name: "get_weather",
        description: "Weather",
        inputSchema: { type: "object", properties: { city: { type: "string" } } },
      },
    ];
    server.reply(...Array.from({ length: 3 }, () => ({ json: message([text("ok")]) })));
    await provider.complete({ ...ask, tools, effort: "medium", maxTokens: 8000 });
    await provider.complete({ ...ask, effort: "high", maxTokens: 2000 });
    const adaptive = createAnthropicProvider(clientFor(server.url), {
      model: "claude-opus-4-6",
      thinking: "adaptive",
    });
    await adaptive.complete({ ...ask, effort: "xhigh" });
    const bodies = server.requests.map((r) => r.body);
    expect(bodies[0]).toMatchObject({
      max_tokens: 8000,
      tools: [{ name: "get_weather", description: "Weather", input_schema: tools[0].inputSchema }],
      thinking: { type: "enabled", budget_tokens: 4096 },
    });
    expect(bodies[1].thinking).toEqual({ type: "enabled", budget_tokens: 1999 });
    expect(bodies[2]).toMatchObject({
      thinking: { type: "adaptive" },
      output_config: { effort: "xhigh" },
    });
  });

  it("an effort whose thinking budget cannot reach 1024 below max_tokens is invalid-argument, nothing sent", async () => {
    const small = createAnthropicProvider(clientFor(server.url), {
      model: "claude-sonnet-4-6",
      thinkingBudgets: { medium: 512 },
    });
    const cases: [Provider, ProviderRequest][] = [
      [provider, { ...ask, effort: "high", maxTokens: 1024 }],
      [provider, { ...ask, effort: "low", maxTokens: 1000 }],
      [small, { ...ask, effort: "medium", maxTokens: 8000 }],
    ];
    for (const [p, request] of cases) {
      await expect(p.complete(request)).rejects.toMatchObject({ code: "invalid-argument" });
      await expect(p.stream(request, () => {})).rejects.toMatchObject({
        code: "invalid-argument",
        message: expect.stringContaining("1024"),
      });
    }
    expect(server.requests).toHaveLength(0);
  });

  it("parallel tool calls with signed thinking, echoed verbatim with results first next turn", async () => {
    const body = message(
      [
        thinking,
        text("Checking both."),
        toolUse("toolu_01A", "Paris"),
        toolUse("toolu_01B", "Rome"),
      ],
      "tool_use",
    );
    const { viaComplete, viaStream, events } = await both(body, {
      ...ask,
      effort: "low",
      maxTokens: 4096,
    });
    expect(viaStream).toEqual(viaComplete);
    expect(viaComplete.stopReason).toBe("tool_use");
    expect(viaComplete.content[0]).toEqual({
      type: "thinking",
      text: thinking.thinking,
      vendor: "anthropic",
      item: thinking,
    });
    expect(toolUses(viaComplete).map((t) => [t.id, t.input])).toEqual([
      ["toolu_01A", { city: "Paris" }],
      ["toolu_01B", { city: "Rome" }],
    ]);
    expect(events.map((e) => e.type).slice(0, 3)).toEqual([
      "block-start",
      "block-stop",
      "block-start",
    ]);
    server.reply({ json: message([text("Paris 21°C, Rome 25°C.")]) });
    await provider.complete({
      ...ask,
      messages: [
        ...ask.messages,
        { role: "assistant", content: viaComplete.content },
        {
          role: "user",
          content: [
            { type: "text", text: "(units: celsius)" },
            { type: "tool-result", toolUseId: "toolu_01A", content: "21°C" },
            { type: "tool-result", toolUseId: "toolu_01B", content: "25°C", isError: false },
          ],
        },
      ],
    });
    expect(server.requests.at(-1)!.body.messages.slice(1)).toEqual([
      { role: "assistant", content: body.content },
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "toolu_01A", content: "21°C" },
          { type: "tool_result", tool_use_id: "toolu_01B", content: "25°C" },
          { type: "text", text: "(units: celsius)" },
        ],
      },
    ]);
  });

  it("a refusal stop reason keeps stop_details and the partial content", async () => {
    const details = {
      type: "refusal",
      category: "cyber",
      explanation: "This request could enable malware development.",
    };
    const body = message([text("I can start by")], "refusal", { stop_details: details });
    const { viaComplete, viaStream } = await both(body);
    expect(viaStream).toEqual(viaComplete);
    expect(isRefused(viaComplete)).toBe(true);
    expect(viaComplete.stopDetails).toEqual(details);
    expect(responseText(viaComplete)).toBe("I can start by");
  });

  it("a refusal with no content and no details", async () => {
    const { viaComplete } = await both(message([], "refusal"));
    expect(viaComplete).toMatchObject({
      content: [],
      stopDetails: { type: "refusal", category: null, explanation: null },
    });
  });

  it("max_tokens passes through with the partial text", async () => {
    const { viaComplete, viaStream } = await both(message([text("Paris is")], "max_tokens"));
    expect(viaStream).toEqual(viaComplete);
    expect(viaComplete.stopReason).toBe("max_tokens");
    expect("stopDetails" in viaComplete).toBe(false);
  });

  it("redacted thinking is a vendor block echoed untouched; foreign vendor blocks are not sent", async () => {
    const redacted = {
      type: "redacted_thinking",
      data: "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpPkNRj2YfWXGmKDxH4mPnZ5sQ7vB5URj",
    };
    const { viaComplete } = await both(message([redacted, text("Done.")]));
    expect(viaComplete.content[0]).toEqual({ type: "vendor", vendor: "anthropic", item: redacted });
    server.reply({ json: message([text("ok")]) });
    const foreign = {
      type: "vendor" as const,
      vendor: "openai-responses" as const,
      item: { type: "compaction", encrypted_content: "gAAA" },
    };
    await provider.complete({
      ...ask,
      messages: [
        ...ask.messages,
        { role: "assistant", content: [foreign, ...viaComplete.content] },
        { role: "user", content: "ok?" },
      ],
    });
    expect(server.requests.at(-1)!.body.messages[1].content).toEqual([
      redacted,
      { type: "text", text: "Done." },
    ]);
  });
});

describe("Anthropic adapter options", () => {
  it("beta: uses client.beta.messages; params are merged last; requestOptions reach the SDK", async () => {
    const beta = createAnthropicProvider(clientFor(server.url), {
      model: "claude-opus-4-6",
      beta: true,
      params: {
        betas: ["compact-2026-01-12"],
        context_management: { edits: [] },
        max_tokens: 16000,
      },
      requestOptions: { headers: { "x-trace": "t1" } },
    });
    server.reply({ json: message([text("ok")]) });
    await beta.complete(ask);
    const [sent] = server.requests;
    expect(sent.path).toBe("/v1/messages");
    expect(sent.body.betas).toBeUndefined();
    expect(sent.headers["anthropic-beta"]).toBe("compact-2026-01-12");
    expect(sent.headers["x-trace"]).toBe("t1");
    expect(sent.body).toMatchObject({ max_tokens: 16000, context_management: { edits: [] } });
  });
});

describe("Anthropic adapter errors", () => {
  it("a 429 is a ProviderError with status, vendor type and message", async () => {
    const body = {
      type: "error",
      error: {
        type: "rate_limit_error",
        message: "Number of request tokens has exceeded your per-minute rate limit",
      },
      request_id: "req_011CS",
    };
    server.reply({ status: 429, json: body, headers: { "retry-after": "3" } });
    const err = await provider.complete(ask).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({
      code: "provider",
      status: 429,
      reason: "http",
      vendor: "anthropic",
      vendorType: "rate_limit_error",
    });
    expect(err.message).toContain("Number of request tokens has exceeded");
  });

  it("a 500 is a ProviderError with status 500, for stream as well", async () => {
    server.reply({
      status: 500,
      json: { type: "error", error: { type: "api_error", message: "Internal server error" } },
    });
    await expect(provider.stream(ask, () => {})).rejects.toMatchObject({
      code: "provider",
      status: 500,
      vendorType: "api_error",
    });
  });

  it("an error event mid-stream is a ProviderError (reason stream) with the vendor's message", async () => {
    const sse = anthropicSse(message([text("Partial answer before overload")]));
    const head = sse.split("\n\n").slice(0, 4).join("\n\n");
    const error = { type: "error", error: { type: "overloaded_error", message: "Overloaded" } };
    server.reply({ sse: `${head}\n\n${frame(error, "error")}` });
    const err = await provider.stream(ask, () => {}).catch((e) => e);
    expect(err).toMatchObject({
      code: "provider",
      reason: "stream",
      vendorType: "overloaded_error",
    });
    expect(err.message).toContain("Overloaded");
  });

  it("a stream cut off mid-event is a ProviderError (socket dropped or clean end)", async () => {
    const sse = anthropicSse(message([text("A long answer that is cut.")]));
    server.reply(
      { sse: cutMidEvent(sse, 4), cut: "destroy" },
      { sse: cutMidEvent(sse, 4), cut: "end" },
    );
    const events: StreamEvent[] = [];
    await expect(provider.stream(ask, (e) => events.push(e))).rejects.toMatchObject({
      code: "provider",
      reason: "stream",
    });
    await expect(provider.stream(ask, () => {})).rejects.toMatchObject({
      code: "provider",
      reason: "stream",
    });
    expect(events.some((e) => e.type === "done")).toBe(false);
  });

  it("an exception thrown by onEvent propagates unchanged and closes the stream", async () => {
    server.reply({ sse: anthropicSse(message([text("one two three four five six seven eight")])) });
    const boom = new Error("listener failed");
    await expect(
      provider.stream(ask, (e) => {
        if (e.type === "text-delta") throw boom;
      }),
    ).rejects.toBe(boom);
  });
});

describe.runIf(corpusPresent)("Anthropic adapter on recorded responses", () => {
  for (const file of RECORDED_ANTHROPIC) {
    it(`${file}: complete and stream agree, and the next turn echoes every block`, async () => {
      const body = recorded(file);
      const { viaComplete, viaStream } = await both(body);
      expect(viaStream).toEqual(viaComplete);
      expect(viaComplete.stopReason).toBe(body.stop_reason);
      server.reply({ json: message([text("ok")]) });
      await provider.complete({
        ...ask,
        messages: [
          ...ask.messages,
          { role: "assistant", content: viaComplete.content },
          // The tool uses left open by the recorded response are answered, or preflight stops it.
          {
            role: "user",
            content: [
              ...toolUses(viaComplete).map((t) => ({
                type: "tool-result" as const,
                toolUseId: t.id,
                content: "ok",
              })),
              { type: "text" as const, text: "go on" },
            ],
          },
        ],
      });
      const echoed = server.requests.at(-1)!.body.messages[1].content;
      const nonText = body.content.filter((b: any) => b.type !== "text");
      for (const block of nonText) expect(echoed).toContainEqual(block);
      expect(echoed).toHaveLength(body.content.length);
    });
  }
});
