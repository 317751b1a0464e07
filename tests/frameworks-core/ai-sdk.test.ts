// clinker-transcript/ai-sdk's conversion on its own (no framework installed): what comes back
// unchanged, what is copied, and the engine's decisions mapped back to messages and parts.
import { describe, expect, it } from "vitest";
import {
  INTERRUPTED_TEXT,
  repairMessages,
  transcriptMiddleware,
} from "../../bindings/ai-sdk/index.js";
import { PreflightError, ReconciliationError } from "../../bindings/index.js";

const user = (text: string) => ({ role: "user", content: text });
const call = (id: string) => ({ type: "tool-call", toolCallId: id, toolName: "f", input: {} });
const result = (id: string) => ({
  type: "tool-result",
  toolCallId: id,
  toolName: "f",
  output: { type: "text", value: "r" },
});
const text = (t: string) => ({ type: "text", text: t });

describe("repairMessages", () => {
  it("returns a valid history as itself, message for message, even with calls between texts", () => {
    const history = [
      { role: "system", content: "s" },
      user("u"),
      { role: "assistant", content: [call("a"), text("between"), call("b")] },
      { role: "tool", content: [result("a")] },
      { role: "tool", content: [result("b")] },
      user("next"),
    ];
    const { messages, report } = repairMessages(history);
    messages.forEach((message, i) => expect(message).toBe(history[i]));
    expect(report).toEqual({
      changed: false,
      repairs: [],
      droppedOrphans: [],
      droppedLateResults: [],
      droppedPrivate: [],
    });
  });

  it("answers an unanswered call in a new tool message after its own, in call order", () => {
    const assistant = { role: "assistant", content: [call("a"), call("b")] };
    const tool = { role: "tool", content: [result("b")] };
    const history = [user("u"), assistant, tool, user("next")];
    const snapshot = structuredClone(history);
    const { messages, report } = repairMessages(history, { interruptedText: "cut" });
    expect(history).toEqual(snapshot);
    expect(messages[1]).toBe(assistant);
    const repair = {
      type: "tool-result",
      toolCallId: "a",
      toolName: "f",
      output: { type: "error-text", value: "cut" },
    };
    expect(messages.slice(2, 4)).toEqual([{ role: "tool", content: [repair] }, tool]);
    expect(messages[3]).toBe(tool);
    expect(report.repairs).toEqual([
      { toolCallId: "a", toolName: "f", messageIndex: 1, part: repair },
    ]);
    // The repaired history repairs nothing more: the repair is recognized as one.
    expect(repairMessages(messages, { interruptedText: "cut" }).report.changed).toBe(false);
  });

  it("leaves a late real result out once a repair answered the call, and reports it", () => {
    const repaired = repairMessages([user("u"), { role: "assistant", content: [call("a")] }]);
    const late = { role: "tool", content: [result("a")] };
    const { messages, report } = repairMessages([...repaired.messages, late]);
    expect(messages).toEqual(repaired.messages);
    expect(report.droppedLateResults).toEqual([{ messageIndex: 3, part: late.content[0] }]);
  });

  it("leaves calls whose approval the last tool message answers to the AI SDK", () => {
    const approval = { type: "tool-approval-request", approvalId: "p1", toolCallId: "a" };
    const response = { type: "tool-approval-response", approvalId: "p1", approved: true };
    const history = [
      user("u"),
      { role: "assistant", content: [call("a"), approval] },
      { role: "tool", content: [response] },
    ];
    expect(repairMessages(history).report.repairs).toEqual([]);
    const later = [...history, user("anyway")];
    expect(repairMessages(later).report.repairs.map((r) => r.toolCallId)).toEqual(["a"]);
  });

  it("selects private parts for the family, a part of no named producer left out", () => {
    const mine = { type: "reasoning", text: "x", providerOptions: { app: { family: "b" } } };
    const theirs = { type: "reasoning", text: "y", providerOptions: { app: { family: "a" } } };
    const unnamed = { type: "reasoning", text: "z" };
    const assistant = { role: "assistant", content: [mine, theirs, unnamed, text("t")] };
    const familyOf = (part: { providerOptions?: Record<string, Record<string, unknown>> }) =>
      part.providerOptions?.app?.family as string | undefined;
    const { messages, report } = repairMessages([user("u"), assistant], { family: "b", familyOf });
    expect(messages[1]).toEqual({ role: "assistant", content: [mine, text("t")] });
    expect(report.droppedPrivate.map((d) => d.part)).toEqual([theirs, unnamed]);
    // Without familyOf nothing is selected.
    expect(repairMessages([user("u"), assistant], { family: "b" }).messages[1]).toBe(assistant);
  });

  it("throws the engine's ReconciliationError for a call id used twice while unanswered", () => {
    const history = [user("u"), { role: "assistant", content: [call("a"), call("a")] }];
    expect(() => repairMessages(history)).toThrow(ReconciliationError);
  });
});

describe("transcriptMiddleware", () => {
  const model = { provider: "openai.responses", modelId: "m" };
  const prompt = [
    { role: "user", content: [text("u")] },
    { role: "assistant", content: [call("a")] },
    { role: "user", content: [text("again")] },
  ];

  it("repairs the prompt, reports it, and passes an unchanged prompt through as is", async () => {
    const reports: unknown[] = [];
    const middleware = transcriptMiddleware({ onRepair: (r) => reports.push(r) });
    const params = { prompt, temperature: 0 };
    const out = await middleware.transformParams({ type: "generate", params, model });
    expect(out.temperature).toBe(0);
    expect(JSON.stringify(out.prompt)).toContain(INTERRUPTED_TEXT);
    expect(reports).toHaveLength(1);
    const again = { prompt: out.prompt };
    expect(await middleware.transformParams({ type: "stream", params: again, model })).toBe(again);
    expect(reports).toHaveLength(1);
  });

  it("throws PreflightError for what the repairs cannot meet, in the provider's shape", async () => {
    const reasoning = {
      type: "reasoning",
      text: "",
      providerOptions: { openai: { itemId: "msg_1", reasoningEncryptedContent: "e" } },
    };
    const bad = [prompt[0], { role: "assistant", content: [reasoning, text("t")] }, prompt[2]];
    const middleware = transcriptMiddleware();
    const stateless = { prompt: bad, providerOptions: { openai: { store: false } } };
    const run = middleware.transformParams({ type: "generate", params: stateless, model });
    await expect(run).rejects.toThrow(PreflightError);
    // Stored (the provider's default), the reasoning goes as a reference to its id: no violation.
    const stored = middleware.transformParams({ type: "generate", params: { prompt: bad }, model });
    await expect(stored).resolves.toBeDefined();
    const off = transcriptMiddleware({ api: false });
    await expect(
      off.transformParams({ type: "generate", params: { prompt: bad }, model }),
    ).resolves.toBeDefined();
  });
});
