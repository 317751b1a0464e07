import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INTERRUPTED_TEXT, type Item, Projection } from "../../bindings/index.js";
import { runSession } from "../../bindings/session/index.js";
import { type Loopback, startLoopback } from "../support/loopback-server.js";
import { ask, expectSettled, labels, recorder } from "../support/session-checks.js";
import { VENDORS } from "../support/session-vendors.js";

let server: Loopback;

beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const developer = {
  type: "message",
  role: "developer",
  content: [{ type: "input_text", text: "You are a weather bot." }],
} as Item;

const weather = {
  weather: {
    description: "Current weather in a city",
    inputSchema: { type: "object", properties: { city: { type: "string" } } },
    run: (input: any) => {
      if (input.city === "Rome") throw new Error("station offline");
      return `${input.city}: 21°C`;
    },
  },
};

// What the last request carried as tool results, read from each vendor's own wire shape.
function toolResults(body: any): string[] {
  if (Array.isArray(body.input)) {
    return body.input
      .filter((i: any) => i.type === "function_call_output")
      .map((i: any) => `${i.call_id} ${i.output}`);
  }
  const chat = body.messages.filter((m: any) => m.role === "tool");
  if (chat.length) return chat.map((m: any) => `${m.tool_call_id} ${m.content}`);
  return body.messages
    .flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
    .filter((b: any) => b.type === "tool_result")
    .map(
      (b: any) =>
        `${b.tool_use_id} ${typeof b.content === "string" ? b.content : b.content[0].text}`,
    );
}

describe.each(VENDORS)("a session over the $name adapter (loopback)", (vendor) => {
  it("parallel calls, a failing tool, compaction with the calls in flight, then an answer", async () => {
    const paris = { id: "call_paris", name: "weather", input: { city: "Paris" } };
    const rome = { id: "call_rome", name: "weather", input: { city: "Rome" } };
    server.reply(
      vendor.streamed("Checking both.", [paris, rome]),
      vendor.whole("The user wants the weather in Paris and Rome."),
      vendor.streamed("Paris is 21°C; Rome's station is offline."),
    );
    const projection = new Projection([developer, ask("Weather in Paris and Rome?")]);
    const log = recorder();
    const result = await runSession({
      provider: vendor.provider(server.url),
      projection,
      tools: weather,
      family: vendor.family,
      compaction: { budget: 4, estimate: (items) => items.length },
      onEvent: log.onEvent,
    });

    expect(result).toMatchObject({ status: "completed", turns: 2 });
    expect(result.usage).toMatchObject({ inputTokens: 300, outputTokens: 30 });
    expect(server.requests).toHaveLength(3);
    expect(log.of("compaction")[0].plan.unresolvedCalls.map((u) => u.callId)).toEqual([
      "call_paris",
      "call_rome",
    ]);
    expect(labels(projection.items())).toEqual([
      "message developer",
      "message user",
      "function_call call_paris",
      "function_call call_rome",
      "function_call_output call_paris = Paris: 21°C",
      "function_call_output call_rome = Error: station offline",
      "message assistant: Paris is 21°C; Rome's station is offline.",
    ]);
    const last = server.requests[2].body;
    expect(toolResults(last)).toEqual([
      "call_paris Paris: 21°C",
      "call_rome Error: station offline",
    ]);
    expect(JSON.stringify(last)).toContain("The user wants the weather in Paris and Rome.");
    expect(JSON.stringify(last)).toContain("You are a weather bot.");
    expect(JSON.stringify(last)).not.toContain("Checking both.");
    expectSettled(projection);
  });

  it("an abort mid-tool, then a resumed run that sends the repair in the vendor's shape", async () => {
    const slow = { id: "call_slow", name: "slow", input: {} };
    server.reply(vendor.streamed("Starting.", [slow]), vendor.streamed("It was interrupted."));
    const provider = vendor.provider(server.url);
    const projection = new Projection([ask("Run the slow job")]);
    const controller = new AbortController();
    const tools = {
      slow: {
        run: () => {
          controller.abort();
          return new Promise(() => {});
        },
      },
    };
    const first = await runSession({ provider, projection, tools, signal: controller.signal });
    expect(first.status).toBe("aborted");
    const second = await runSession({ provider, projection, tools });
    expect(second).toMatchObject({ status: "completed", turns: 1 });
    expect(toolResults(server.requests[1].body)).toEqual([`call_slow ${INTERRUPTED_TEXT}`]);
    expectSettled(projection);
  });
});
