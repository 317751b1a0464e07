import { describe, expect, it } from "vitest";
import { type Item, Projection } from "../../bindings/index.js";
import { createStubProvider, type Provider } from "../../bindings/provider/index.js";
import {
  estimateTokens,
  runSession,
  SESSION_FAMILIES,
  SUMMARY_INSTRUCTIONS,
} from "../../bindings/session/index.js";
import { ask, deferred, expectSettled, labels, recorder, tool } from "../support/session-checks.js";

const developer = {
  type: "message",
  role: "developer",
  content: [{ type: "input_text", text: "You are terse." }],
} as Item;

const history = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? ask(`question ${i}`)
      : ({
          type: "message",
          role: "assistant",
          content: [{ type: "output_text", text: `answer ${i}` }],
        } as Item),
  );

// Compacts once the transcript holds more than `n` items.
const byCount = (n: number) => ({ budget: n, estimate: (items: readonly Item[]) => items.length });

describe("runSession compaction", () => {
  it("between turns: summary request, system messages kept, the last item kept verbatim", async () => {
    const provider = createStubProvider([
      { text: "They asked four questions.", usage: { inputTokens: 50, outputTokens: 7 } },
      { text: "Answer 4.", usage: { inputTokens: 9, outputTokens: 2 } },
    ]);
    const last = ask("question 4");
    const projection = new Projection([developer, ...history(4), last]);
    const log = recorder();
    const result = await runSession({
      provider,
      projection,
      compaction: { ...byCount(5), keep: 1 },
      onEvent: log.onEvent,
    });

    expect(result).toMatchObject({ status: "completed", turns: 1 });
    expect(result.usage).toEqual({ inputTokens: 59, outputTokens: 9 });
    const summaryRequest = provider.requests[0];
    expect(summaryRequest.system).toEqual([{ text: "You are terse." }]);
    expect(summaryRequest.messages).toHaveLength(5);
    expect(summaryRequest.messages.slice(-2)).toEqual([
      { role: "assistant", content: [{ type: "text", text: "answer 3" }] },
      { role: "user", content: SUMMARY_INSTRUCTIONS },
    ]);
    expect(projection.at(0)).toBe(developer);
    expect(projection.at(2)).toBe(last);
    expect(labels(projection.items())).toEqual([
      "message developer",
      "message user",
      "message user",
      "message assistant: Answer 4.",
    ]);
    expect((projection.at(1) as any).content[0].text).toBe(
      "Summary of the conversation so far:\n\nThey asked four questions.",
    );
    expect(log.of("compaction")[0]).toMatchObject({ native: false, additionalItems: [] });
    expect(provider.requests[1].messages[0]).toEqual({
      role: "user",
      content: [
        { type: "text", text: (projection.at(1) as any).content[0].text },
        { type: "text", text: "question 4" },
      ],
    });
    expectSettled(projection);
  });

  it("mid-session with a call in flight: captured before the output, installed with it", async () => {
    const gate = deferred();
    let requestsWhileRunning = 0;
    const tools = {
      grep: tool(async () => {
        await gate.promise;
        requestsWhileRunning = provider.requests.length;
        return "3 matches";
      }),
    };
    const provider = createStubProvider([
      { text: "Searching.", tool: "grep" },
      "Earlier: the user asked about locks.",
      "3 matches found.",
    ]);
    const projection = new Projection([...history(4), ask("grep locks")]);
    const log = recorder();
    const run = runSession({
      provider,
      projection,
      tools,
      compaction: { ...byCount(6), instructions: "Summarize." },
      onEvent: log.onEvent,
    });
    await new Promise((r) => setTimeout(r, 5));
    gate.resolve();
    const result = await run;

    expect(result).toMatchObject({ status: "completed", turns: 2 });
    expect(requestsWhileRunning).toBe(2); // the summary was asked for while grep ran
    const [event] = log.of("compaction");
    expect(event.plan.unresolvedCalls.map((u) => u.callId)).toEqual(["call_stub_1"]);
    expect(labels(event.additionalItems as Item[])).toEqual([
      "function_call_output call_stub_1 = 3 matches",
    ]);
    expect(labels(projection.items())).toEqual([
      "message user",
      "function_call call_stub_1",
      "function_call_output call_stub_1 = 3 matches",
      "message assistant: 3 matches found.",
    ]);
    const summarized = provider.requests[1].messages;
    expect(JSON.stringify(summarized)).not.toContain("call_stub_1");
    expect(summarized.slice(-3)).toEqual([
      { role: "user", content: [{ type: "text", text: "grep locks" }] },
      { role: "assistant", content: [{ type: "text", text: "Searching." }] },
      { role: "user", content: "Summarize." },
    ]);
    expectSettled(projection);
  });

  it("a native checkpoint of the session's family replaces the summary request", async () => {
    const checkpoint = { type: "compaction", id: "cmp_1", encrypted_content: "gAAAAopaque" };
    const provider = createStubProvider([
      {
        response: {
          content: [
            { type: "vendor", vendor: "openai-responses", item: checkpoint },
            { type: "tool-use", id: "c1", name: "t", input: {} },
          ],
        },
      },
      "Done.",
    ]);
    const projection = new Projection([developer, ...history(6)]);
    const log = recorder();
    const result = await runSession({
      provider,
      projection,
      family: "openai",
      tools: { t: tool(() => "ok") },
      compaction: byCount(8),
      onEvent: log.onEvent,
    });

    expect(result.status).toBe("completed");
    expect(provider.requests).toHaveLength(2); // two turns, no summary request
    expect(log.of("compaction").map((e) => e.native)).toEqual([true]);
    expect(labels(projection.items())).toEqual([
      "message developer",
      "compaction",
      "function_call c1",
      "function_call_output c1 = ok",
      "message assistant: Done.",
    ]);
    expect(projection.metadataTable(SESSION_FAMILIES).get(projection.at(1)!)).toBe("openai");
    expect(provider.requests[1].messages[0].content).toEqual([
      { type: "vendor", vendor: "openai-responses", item: checkpoint },
      expect.objectContaining({ type: "tool-use", id: "c1" }),
    ]);
    expectSettled(projection);
  });

  it("another family's checkpoint is not used; a refused summary skips the compaction", async () => {
    const checkpoint = { type: "compaction", id: "cmp_x", encrypted_content: "other" } as Item;
    const provider = createStubProvider([{ refusal: null }, "Fine."]);
    const projection = new Projection([...history(3), checkpoint, ask("go on")]);
    const itemFamilies = new Map<Item, string>([[checkpoint, "xai"]]);
    const log = recorder();
    const result = await runSession({
      provider,
      projection,
      family: "openai",
      itemFamilies,
      compaction: byCount(2),
      onEvent: log.onEvent,
    });
    expect(result).toMatchObject({ status: "completed", turns: 1 });
    expect(log.of("compaction-skipped")).toEqual([
      { type: "compaction-skipped", reason: "refused" },
    ]);
    expect(log.of("compaction")).toEqual([]);
    // The foreign checkpoint is left out; the instruction joins the trailing user message.
    expect(provider.requests[0].messages.at(-1)).toEqual({
      role: "user",
      content: [
        { type: "text", text: "question 2" },
        { type: "text", text: "go on" },
        { type: "text", text: SUMMARY_INSTRUCTIONS },
      ],
    });
    expect(projection.length).toBe(6);
    expect(itemFamilies.get(projection.at(-1)!)).toBe("openai");
    expectSettled(projection);
  });

  it("an abort while the summary is asked for installs nothing", async () => {
    const controller = new AbortController();
    const stub = createStubProvider([{ tool: "t" }]);
    const provider: Provider = {
      stream: (request, onEvent) => stub.stream(request, onEvent),
      complete: () => new Promise(() => {}), // the summary never comes
    };
    const projection = new Projection([...history(4), ask("go")]);
    const tools = { t: tool(() => setTimeout(() => controller.abort(), 1) && "ok") };
    const result = await runSession({
      provider,
      projection,
      tools,
      compaction: byCount(6),
      signal: controller.signal,
    });
    expect(result.status).toBe("aborted");
    expect(labels(projection.items()).slice(5)).toEqual([
      "function_call call_stub_1",
      "function_call_output call_stub_1 = ok",
    ]);
    expectSettled(projection);
  });

  it("estimateTokens is the JSON length over four", () => {
    const items = [ask("hello")];
    expect(estimateTokens(items)).toBe(Math.ceil(JSON.stringify(items).length / 4));
  });
});
