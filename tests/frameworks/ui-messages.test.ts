// repairUIMessages with the real AI SDK: over generated useChat histories (fast-check, fixed
// seed), after the fix convertToModelMessages keeps every tool part, generateText never throws,
// and every complete part is unchanged (the same object, the same content).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INTERRUPTED_TEXT, repairUIMessages } from "../../bindings/ai-sdk/index.js";
import { frameworksInstalled } from "./installed.js";

const ready = frameworksInstalled("the useChat history tests");
const ai = ready ? await import("ai") : undefined;
const aiTest = ready ? await import("ai/test") : undefined;
const zod = ready ? await import("zod") : undefined;

const STATES = [
  "input-streaming",
  "input-available",
  "approval-requested",
  "approval-responded",
  "output-available",
  "output-error",
  "output-denied",
  undefined,
] as const;
type State = (typeof STATES)[number];

const NAMES = ["weather", "search"] as const;

// A tool part in `state`, with the fields the AI SDK's UI stream leaves in it.
function toolPart(
  id: number,
  state: State,
  name: (typeof NAMES)[number],
  dynamic: boolean,
  approved: boolean,
) {
  const base = dynamic
    ? { type: "dynamic-tool", toolName: name, toolCallId: `call_${id}` }
    : { type: `tool-${name}`, toolCallId: `call_${id}` };
  const input = { q: `q${id}` };
  const approval = { id: `approval_${id}` };
  switch (state) {
    case "input-streaming":
      return { ...base, state, input: { q: "q" }, rawInput: '{"q":"q' };
    case "input-available":
      return { ...base, state, input };
    case "approval-requested":
      return { ...base, state, input, approval };
    case "approval-responded":
      return { ...base, state, input, approval: { ...approval, approved } };
    case "output-available":
      return { ...base, state, input, output: { temperature: id } };
    case "output-error":
      return { ...base, state, input, errorText: "failed" };
    case "output-denied":
      return { ...base, state, input, approval: { ...approval, approved: false } };
    default:
      return { ...base, input };
  }
}

const assistantParts = fc.array(
  fc.oneof(
    fc.constant({ kind: "text" as const }),
    fc.constant({ kind: "reasoning" as const }),
    fc.constant({ kind: "step" as const }),
    fc.record({
      kind: fc.constant("tool" as const),
      state: fc.constantFrom(...STATES),
      name: fc.constantFrom(...NAMES),
      dynamic: fc.boolean(),
      approved: fc.boolean(),
    }),
  ),
  { minLength: 1, maxLength: 6 },
);

/** useChat histories: user turns, each answered (or not) by an assistant message of any parts. */
const histories = fc
  .array(fc.tuple(fc.boolean(), assistantParts), { minLength: 1, maxLength: 5 })
  .chain((turns) => fc.tuple(fc.constant(turns), fc.boolean()))
  .map(([turns, endsWithUser]) => {
    let next = 0;
    const messages: any[] = [];
    for (const [answered, parts] of turns) {
      messages.push({
        id: `u${messages.length}`,
        role: "user",
        parts: [{ type: "text", text: "hi" }],
      });
      if (!answered) continue;
      messages.push({
        id: `a${messages.length}`,
        role: "assistant",
        parts: parts.map((part) => {
          if (part.kind === "text") return { type: "text", text: "sure" };
          if (part.kind === "reasoning") return { type: "reasoning", text: "hm" };
          if (part.kind === "step") return { type: "step-start" };
          return toolPart(next++, part.state, part.name, part.dynamic, part.approved);
        }),
      });
    }
    if (endsWithUser && messages.at(-1)?.role !== "user")
      messages.push({ id: "last", role: "user", parts: [{ type: "text", text: "next" }] });
    return messages;
  });

const isTool = (part: any) => part.type === "dynamic-tool" || part.type.startsWith("tool-");
const COMPLETE = new Set(["output-available", "output-error", "output-denied"]);

describe.skipIf(!ready)(
  "repairUIMessages with ai 7's convertToModelMessages and generateText",
  () => {
    const tools = () =>
      Object.fromEntries(
        NAMES.map((name) => [
          name,
          ai!.tool({
            inputSchema: zod!.z.object({ q: zod!.z.string() }),
            execute: async () => "done",
          }),
        ]),
      );

    async function nextTurn(messages: any[]) {
      const model = new aiTest!.MockLanguageModelV4({
        doGenerate: async () => ({
          content: [{ type: "text", text: "ok" }],
          finishReason: { unified: "stop", raw: "stop" },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
          warnings: [],
        }),
      });
      const modelMessages = await ai!.convertToModelMessages(messages, { tools: tools() });
      await ai!.generateText({ model, messages: modelMessages, tools: tools() });
      return { modelMessages, prompt: model.doGenerateCalls[0].prompt };
    }

    it("without it, parts are dropped (input-streaming) or the next turn throws (input-available)", async () => {
      const streaming = [
        { id: "u", role: "user", parts: [{ type: "text", text: "hi" }] },
        {
          id: "a",
          role: "assistant",
          parts: [toolPart(0, "input-streaming", "weather", false, false)],
        },
        { id: "u2", role: "user", parts: [{ type: "text", text: "hello?" }] },
      ];
      const converted = await ai!.convertToModelMessages(streaming as any);
      expect(JSON.stringify(converted)).not.toContain("call_0");
      const available = structuredClone(streaming);
      available[1].parts = [toolPart(0, "input-available", "weather", false, false)];
      await expect(nextTurn(available)).rejects.toThrow(ai!.MissingToolResultsError);

      const fixed = await nextTurn(repairUIMessages(streaming));
      expect(JSON.stringify(fixed.prompt)).toContain(INTERRUPTED_TEXT);
    });

    it("after it (property): no throw, no tool part dropped, complete parts unchanged", async () => {
      await fc.assert(
        fc.asyncProperty(histories, async (history) => {
          const snapshot = structuredClone(history);
          const fixed = repairUIMessages(history);
          expect(history).toEqual(snapshot); // input not mutated
          expect(fixed).toHaveLength(history.length);
          fixed.forEach((message, m) => {
            const before = history[m];
            const stuck = before.parts.some(
              (part: any) =>
                isTool(part) &&
                !COMPLETE.has(part.state) &&
                !(part.state === "approval-responded" && m === history.length - 1),
            );
            if (!stuck) expect(message).toBe(before);
            expect(message.parts).toHaveLength(before.parts.length);
            message.parts.forEach((part: any, p: number) => {
              const original = before.parts[p];
              if (!isTool(original) || COMPLETE.has(original.state)) expect(part).toBe(original);
              else if (part !== original)
                expect(part).toMatchObject({
                  state: "output-error",
                  errorText: INTERRUPTED_TEXT,
                  toolCallId: original.toolCallId,
                });
            });
          });
          const { prompt } = await nextTurn(fixed);
          const sent = JSON.stringify(prompt);
          for (const message of history)
            for (const part of message.parts)
              if (isTool(part)) expect(sent).toContain(`"toolCallId":"${part.toolCallId}"`);
        }),
        { seed: 20261202, numRuns: 300 },
      );
    });
  },
);
