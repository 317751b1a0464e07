// clinker-transcript/ai-sdk with the real AI SDK (ai 7, @ai-sdk/openai, @ai-sdk/anthropic)
// against a loopback API that checks requests as the real one does: each broken history fails
// the way users see it without the binding, and with it reaches the API repaired, the report
// naming exactly the repairs the request carries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  familyFromProviderOptions,
  INTERRUPTED_TEXT,
  type MessageRepairReport,
  repairMessages,
  transcriptMiddleware,
} from "../../bindings/ai-sdk/index.js";
import { PreflightError } from "../../bindings/index.js";
import {
  anthropicThinkingFrom,
  early,
  interrupted,
  orphan,
  responsesReasoningFrom,
  splitByCompaction,
} from "./histories.js";
import { frameworksInstalled } from "./installed.js";
import { type LoopbackApi, startLoopbackApi } from "./server.js";

const ready = frameworksInstalled("the AI SDK tests");
const ai = ready ? await import("ai") : undefined;
const openaiProvider = ready ? await import("@ai-sdk/openai") : undefined;
const anthropicProvider = ready ? await import("@ai-sdk/anthropic") : undefined;

const stateless = { openai: { store: false } };

/** The call ids whose output in a Responses request carries the interrupted text. */
function repairedInRequest(body: any): string[] {
  return body.input
    .filter(
      (item: any) =>
        item.type === "function_call_output" && String(item.output).includes(INTERRUPTED_TEXT),
    )
    .map((item: any) => item.call_id);
}

const ids = (entries: readonly { part: unknown }[]) =>
  entries.map(({ part }) => (part as { toolCallId: string }).toolCallId);

describe.skipIf(!ready)("clinker-transcript/ai-sdk with ai 7 against a loopback API", () => {
  let api: LoopbackApi;
  beforeAll(async () => {
    api = await startLoopbackApi("b");
  });
  afterAll(() => api.close());

  const openai = () => openaiProvider!.createOpenAI({ baseURL: api.url, apiKey: "test" });
  const responses = () => openai().responses("gpt-test");
  const generate = (model: any, messages: any[], providerOptions?: any) =>
    ai!.generateText({ model, messages, providerOptions, maxRetries: 0 });
  const lastRequest = () => api.requests.at(-1)!;

  describe("an interrupted tool call", () => {
    it("throws AI_MissingToolResultsError before any request, middleware or not", async () => {
      const before = api.requests.length;
      await expect(generate(responses(), interrupted())).rejects.toThrow(
        ai!.MissingToolResultsError,
      );
      const wrapped = ai!.wrapLanguageModel({
        model: responses(),
        middleware: transcriptMiddleware(),
      });
      await expect(generate(wrapped, interrupted())).rejects.toThrow(ai!.MissingToolResultsError);
      expect(api.requests.length).toBe(before);
    });

    it("repairMessages: accepted, the request answers the call with the reported repair", async () => {
      const { messages, report } = repairMessages(interrupted());
      const result = await generate(responses(), messages);
      expect(result.text).toBe("ok");
      expect(lastRequest().status).toBe(200);
      expect(repairedInRequest(lastRequest().body)).toEqual(["call_int"]);
      expect(ids(report.repairs)).toEqual(repairedInRequest(lastRequest().body));
      expect(report.repairs[0]).toMatchObject({ toolName: "weather", messageIndex: 1 });
    });

    it("streamText with repairMessages streams the reply", async () => {
      const { messages } = repairMessages(interrupted());
      const stream = ai!.streamText({ model: responses(), messages, maxRetries: 0 });
      expect(await stream.text).toBe("ok");
      expect(lastRequest().body.stream).toBe(true);
      expect(repairedInRequest(lastRequest().body)).toEqual(["call_int"]);
    });

    it("the middleware repairs a direct model call (the provider's 400 without it)", async () => {
      const prompt: any[] = [
        { role: "user", content: [{ type: "text", text: "weather?" }] },
        { role: "assistant", content: interrupted()[1].content },
        { role: "user", content: [{ type: "text", text: "hello" }] },
      ];
      await expect(responses().doGenerate({ prompt })).rejects.toThrow(
        "No tool output found for function call call_int.",
      );
      const reports: MessageRepairReport[] = [];
      const wrapped = ai!.wrapLanguageModel({
        model: responses(),
        middleware: transcriptMiddleware({ onRepair: (report) => reports.push(report) }),
      });
      await wrapped.doGenerate({ prompt });
      expect(lastRequest().status).toBe(200);
      expect(reports.map((report) => ids(report.repairs))).toEqual([
        repairedInRequest(lastRequest().body),
      ]);
    });
  });

  it("Anthropic: the middleware answers a direct call's interrupted tool_use; streamText streams", async () => {
    const anthropic = anthropicProvider!.createAnthropic({ baseURL: api.url, apiKey: "test" });
    const prompt: any[] = [
      { role: "user", content: [{ type: "text", text: "weather?" }] },
      { role: "assistant", content: interrupted()[1].content },
      { role: "user", content: [{ type: "text", text: "hello" }] },
    ];
    await expect(
      anthropic("claude-test").doGenerate({ prompt, maxOutputTokens: 10 }),
    ).rejects.toThrow(
      "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: call_int.",
    );
    const reports: MessageRepairReport[] = [];
    const wrapped = ai!.wrapLanguageModel({
      model: anthropic("claude-test"),
      middleware: transcriptMiddleware({ onRepair: (report) => reports.push(report) }),
    });
    const { messages } = repairMessages(interrupted());
    const stream = ai!.streamText({ model: wrapped, messages, maxOutputTokens: 10, maxRetries: 0 });
    expect(await stream.text).toBe("ok");
    expect(reports).toEqual([]); // repaired before: the middleware had nothing left to do
    await wrapped.doGenerate({ prompt, maxOutputTokens: 10 });
    const results = lastRequest()
      .body.messages.flatMap((m: any) => m.content)
      .filter((block: any) => block.type === "tool_result");
    expect(results.map((block: any) => block.tool_use_id)).toEqual(["call_int"]);
    expect(JSON.stringify(results)).toContain(INTERRUPTED_TEXT);
    expect(reports.map((report) => ids(report.repairs))).toEqual([["call_int"]]);
  });

  describe("a result stored before its call", () => {
    it("throws without the binding; repaired, it moves next to its call and nothing is repaired", async () => {
      await expect(generate(responses(), early())).rejects.toThrow(ai!.MissingToolResultsError);
      const { messages, report } = repairMessages(early());
      await generate(responses(), messages);
      const types = lastRequest().body.input.map((item: any) => item.type ?? item.role);
      expect(types).toEqual(["user", "function_call", "function_call_output", "user"]);
      expect(report).toMatchObject({ changed: true, repairs: [] });
    });
  });

  describe("an orphan result", () => {
    it("is the API's 400 without the binding", async () => {
      await expect(generate(responses(), orphan())).rejects.toThrow(
        "No tool call found for function call output with call_id call_orphan.",
      );
    });

    it("repairMessages drops it and reports it; the middleware does the same", async () => {
      const { messages, report } = repairMessages(orphan());
      await generate(responses(), messages);
      expect(lastRequest().status).toBe(200);
      const outputs = lastRequest().body.input.filter(
        (i: any) => i.type === "function_call_output",
      );
      expect(outputs).toEqual([]);
      expect(ids(report.droppedOrphans)).toEqual(["call_orphan"]);

      const reports: MessageRepairReport[] = [];
      const wrapped = ai!.wrapLanguageModel({
        model: responses(),
        middleware: transcriptMiddleware({ onRepair: (r) => reports.push(r) }),
      });
      await generate(wrapped, orphan());
      expect(lastRequest().status).toBe(200);
      expect(reports.map((r) => ids(r.droppedOrphans))).toEqual([["call_orphan"]]);
    });
  });

  describe("a call and its result split by a compaction", () => {
    it("is the API's 400 without the binding", async () => {
      await expect(generate(responses(), splitByCompaction(), stateless)).rejects.toThrow(
        "No tool output found for function call call_split.",
      );
    });

    it("repaired before the checkpoint, the result after it dropped, both reported", async () => {
      const { messages, report } = repairMessages(splitByCompaction());
      await generate(responses(), messages, stateless);
      expect(lastRequest().status).toBe(200);
      const types = lastRequest().body.input.map((item: any) => item.type ?? item.role);
      expect(types).toEqual([
        "user",
        "function_call",
        "function_call_output",
        "compaction",
        "user",
      ]);
      expect(ids(report.repairs)).toEqual(repairedInRequest(lastRequest().body));
      expect(ids(report.droppedOrphans)).toEqual(["call_split"]);
    });
  });

  describe("reasoning from another backend of the same API shape", () => {
    // The host stamps who produced each stored turn; the providers cannot tell two backends apart.
    const stamped = <T extends { role: string }>(messages: T[], family: string) =>
      messages.map((m) =>
        m.role === "assistant" ? { ...m, providerOptions: { app: { family } } } : m,
      );

    it("Responses: the API refuses the foreign encrypted content; the middleware leaves it out", async () => {
      const history = stamped(responsesReasoningFrom("a"), "a");
      await expect(generate(responses(), history, stateless)).rejects.toThrow(
        "The encrypted content enc:a:blob could not be verified.",
      );
      const reports: MessageRepairReport[] = [];
      const wrapped = ai!.wrapLanguageModel({
        model: responses(),
        middleware: transcriptMiddleware({
          familyOf: familyFromProviderOptions("app"),
          family: "b",
          onRepair: (r) => reports.push(r),
        }),
      });
      expect((await generate(wrapped, history, stateless)).text).toBe("ok");
      const input = lastRequest().body.input;
      expect(input.some((item: any) => item.type === "reasoning")).toBe(false);
      expect(reports.map((r) => r.droppedPrivate.map((d) => d.part.type))).toEqual([["reasoning"]]);
    });

    it("keeps the backend's own reasoning", async () => {
      const history = stamped(responsesReasoningFrom("b"), "b");
      const wrapped = ai!.wrapLanguageModel({
        model: responses(),
        middleware: transcriptMiddleware({
          familyOf: familyFromProviderOptions("app"),
          family: "b",
        }),
      });
      await generate(wrapped, history, stateless);
      const reasoning = lastRequest().body.input.filter((item: any) => item.type === "reasoning");
      expect(reasoning.map((item: any) => item.encrypted_content)).toEqual(["enc:b:blob"]);
    });

    it("Anthropic: the API refuses the foreign signature; the middleware leaves the thinking out", async () => {
      const anthropic = anthropicProvider!.createAnthropic({ baseURL: api.url, apiKey: "test" });
      const history = stamped(anthropicThinkingFrom("a"), "a");
      const options = { maxOutputTokens: 100, maxRetries: 0 };
      await expect(
        ai!.generateText({ model: anthropic("claude-test"), messages: history, ...options }),
      ).rejects.toThrow("messages.1.content.0: Invalid `signature` in `thinking` block");
      const wrapped = ai!.wrapLanguageModel({
        model: anthropic("claude-test"),
        middleware: transcriptMiddleware({
          familyOf: familyFromProviderOptions("app"),
          family: "b",
        }),
      });
      const result = await ai!.generateText({ model: wrapped, messages: history, ...options });
      expect(result.text).toBe("ok");
      const blocks = lastRequest().body.messages.flatMap((m: any) => m.content);
      expect(blocks.some((block: any) => block.type === "thinking")).toBe(false);
    });
  });

  it("a rule the repairs cannot meet: the middleware throws PreflightError, no request made", async () => {
    // The backend's own reasoning, stored under an id of the wrong kind (another tool rewrote it).
    const history: any[] = responsesReasoningFrom("b");
    const reasoning = { openai: { itemId: "msg_1", reasoningEncryptedContent: "enc:b:blob" } };
    history[1] = {
      ...history[1],
      content: [
        { type: "reasoning", text: "", providerOptions: reasoning },
        { type: "text", text: "x" },
      ],
    };
    const text = "Invalid 'input[1].id': 'msg_1'. Expected an ID that begins with 'rs'.";
    const before = api.requests.length;
    const wrapped = ai!.wrapLanguageModel({
      model: responses(),
      middleware: transcriptMiddleware(),
    });
    const error = await generate(wrapped, history, stateless).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PreflightError);
    expect((error as PreflightError).violations.map((v) => [v.rule, v.message])).toEqual([
      ["responses/id-prefix", text],
    ]);
    expect(api.requests.length).toBe(before);
    await expect(generate(responses(), history, stateless)).rejects.toThrow(text);
  });
});
