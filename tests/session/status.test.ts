import { describe, expect, it } from "vitest";
import { type Item, Projection, TranscriptError } from "../../bindings/index.js";
import { createStubProvider } from "../../bindings/provider/index.js";
import { runSession } from "../../bindings/session/index.js";
import { ask, expectSettled, labels, recorder, tool } from "../support/session-checks.js";

const weather = { weather: tool((input) => `${input.city}: 21°C`, "city") };
const usage = (inputTokens: number, outputTokens: number) => ({ inputTokens, outputTokens });

describe("runSession statuses", () => {
  it("completed: a tool turn, then end_turn; usage summed; events in order", async () => {
    const provider = createStubProvider([
      { tool: "weather", input: { city: "Paris" }, usage: usage(10, 5) },
      { text: "Paris: 21°C.", usage: { ...usage(20, 3), cacheReadTokens: 8 } },
    ]);
    const projection = new Projection([ask("Weather in Paris?")]);
    const log = recorder();
    const result = await runSession({ provider, projection, tools: weather, onEvent: log.onEvent });

    expect(result).toMatchObject({ status: "completed", turns: 2, projection });
    expect(result.usage).toEqual({ inputTokens: 30, outputTokens: 8, cacheReadTokens: 8 });
    expect(result.response?.stopReason).toBe("end_turn");
    expect(labels(projection.items())).toEqual([
      "message user",
      "function_call call_stub_1",
      "function_call_output call_stub_1 = Paris: 21°C",
      "message assistant: Paris: 21°C.",
    ]);
    expect(log.types()).toEqual([
      "turn",
      "response",
      "item",
      "tool-start",
      "tool-end",
      "item",
      "turn",
      "response",
      "item",
    ]);
    const streamed = log.of("stream").filter((e) => e.turn === 2);
    expect(streamed.at(-1)?.event.type).toBe("done");
    expectSettled(projection);
  });

  it("builds each request from the projection: host system first, transcript system, tools", async () => {
    const provider = createStubProvider(["ok"]);
    const developer: Item = {
      type: "message",
      role: "developer",
      content: [{ type: "input_text", text: "Be brief." }],
    } as Item;
    const projection = new Projection([developer, ask("Hi")]);
    await runSession({
      provider,
      projection,
      tools: weather,
      request: { model: "m1", system: [{ text: "prefix", cache: true }], maxTokens: 100 },
    });
    expect(provider.requests[0]).toEqual({
      model: "m1",
      system: [{ text: "prefix", cache: true }, { text: "Be brief." }],
      messages: [{ role: "user", content: [{ type: "text", text: "Hi" }] }],
      tools: [
        {
          name: "weather",
          description: "test tool",
          inputSchema: { type: "object", properties: { city: { type: "string" } } },
        },
      ],
      maxTokens: 100,
    });
  });

  it("max-turns: stops after the cap with every call answered", async () => {
    const provider = createStubProvider([], { default: { tool: "weather", input: { city: "X" } } });
    const projection = new Projection([ask("Loop forever")]);
    const result = await runSession({ provider, projection, tools: weather, maxTurns: 3 });
    expect(result).toMatchObject({ status: "max-turns", turns: 3 });
    expect(provider.requests).toHaveLength(3);
    expect(projection.length).toBe(7);
    expectSettled(projection);
  });

  it("refused: status refused with stopDetails; the refusal is recorded, nothing else read", async () => {
    const provider = createStubProvider([
      { refusal: "I can't help with that.", category: "cyber", text: "Sure, first" },
    ]);
    const projection = new Projection([ask("Do something bad")]);
    const result = await runSession({ provider, projection, tools: weather });
    expect(result).toMatchObject({
      status: "refused",
      turns: 1,
      stopDetails: { type: "refusal", category: "cyber", explanation: "I can't help with that." },
    });
    const last = projection.at(-1) as any;
    expect(last.content.at(-1)).toEqual({ type: "refusal", refusal: "I can't help with that." });
    expectSettled(projection);
  });

  it("truncated: a max_tokens stop; a call in the cut response is answered, not run", async () => {
    let ran = 0;
    const tools = { weather: tool(() => ran++) };
    const provider = createStubProvider([
      {
        response: {
          stopReason: "max_tokens",
          content: [
            { type: "text", text: "Let me check" },
            { type: "tool-use", id: "cut_1", name: "weather", input: {} },
          ],
        },
      },
    ]);
    const projection = new Projection([ask("Weather?")]);
    const result = await runSession({ provider, projection, tools });
    expect(result).toMatchObject({ status: "truncated", turns: 1 });
    expect(result.stopDetails).toBeUndefined();
    expect(ran).toBe(0);
    expect(labels(projection.items()).at(-1)).toBe(
      "function_call_output cut_1 = Error: not run: the response was cut off at max_tokens.",
    );
    expectSettled(projection);
  });

  it("aborted: a signal aborted before the run takes no turn", async () => {
    const provider = createStubProvider(["never"]);
    const projection = new Projection([ask("Hi")]);
    const result = await runSession({ provider, projection, signal: AbortSignal.abort() });
    expect(result).toMatchObject({ status: "aborted", turns: 0 });
    expect(provider.requests).toHaveLength(0);
    expectSettled(projection);
  });

  it("aborted: an abort while streaming discards the response and forwards no more events", async () => {
    const controller = new AbortController();
    const provider = createStubProvider(["one two three four"]);
    const projection = new Projection([ask("Count")]);
    const log = recorder();
    const onEvent = (event: Parameters<typeof log.onEvent>[0]) => {
      log.onEvent(event);
      if (event.type === "stream" && event.event.type === "text-delta") controller.abort();
    };
    const result = await runSession({ provider, projection, onEvent, signal: controller.signal });
    expect(result).toMatchObject({ status: "aborted", turns: 1 });
    expect(log.of("stream")).toHaveLength(2); // block-start, then the first delta
    expect(projection.length).toBe(1);
    expectSettled(projection);
  });

  it("pause_turn with no calls continues the turn loop", async () => {
    const provider = createStubProvider([
      { response: { stopReason: "pause_turn", content: [{ type: "text", text: "Working" }] } },
      "Done.",
    ]);
    const projection = new Projection([ask("Go")]);
    const result = await runSession({ provider, projection });
    expect(result).toMatchObject({ status: "completed", turns: 2 });
    expectSettled(projection);
  });

  it("rejects bad options with invalid-argument", async () => {
    const provider = createStubProvider(["x"]);
    const projection = new Projection();
    const bad = [
      { provider: {} as any, projection },
      { provider, projection: [] as any },
      { provider, projection, maxTurns: 0 },
      { provider, projection, maxRepairs: -1 },
      { provider, projection, compaction: { budget: 0 } },
    ];
    for (const options of bad) {
      await expect(runSession(options)).rejects.toMatchObject({ code: "invalid-argument" });
    }
    await expect(runSession(null as any)).rejects.toBeInstanceOf(TranscriptError);
  });
});
