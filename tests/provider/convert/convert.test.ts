import { describe, expect, it } from "vitest";
import { type Item, Projection, reconcileItems } from "../../../bindings/index.js";
import {
  createStubProvider,
  type ProviderRequest,
  type ProviderResponse,
  requestMessages,
  requestSystem,
  responseItems,
  toolUses,
} from "../../../bindings/provider/index.js";

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const reasoning = {
  id: "rs_1",
  type: "reasoning",
  encrypted_content: "gAAAAABpPMlc",
  summary: [{ type: "summary_text", text: "Two lookups." }],
};
const user = {
  type: "message",
  role: "user",
  content: [{ type: "input_text", text: "Paris and Rome?" }],
};
const callA = {
  type: "function_call",
  id: "fc_a",
  call_id: "call_a",
  name: "weather",
  arguments: '{"city":"Paris"}',
};
const callB = {
  type: "function_call",
  id: "fc_b",
  call_id: "call_b",
  name: "weather",
  arguments: '{"city":"Rome"}',
};
const outA = { type: "function_call_output", call_id: "call_a", output: "21°C" };
const outB = {
  type: "function_call_output",
  call_id: "call_b",
  output: [{ type: "input_text", text: "25°C" }],
};
const answer = {
  type: "message",
  role: "assistant",
  content: [{ type: "output_text", text: "Warm.", annotations: [] }],
};

describe("responseItems", () => {
  it("text runs become one assistant message; tool uses become function_call items", () => {
    const response: ProviderResponse = deepFreeze({
      stopReason: "tool_use",
      content: [
        { type: "text", text: "Looking " },
        { type: "text", text: "up." },
        { type: "tool-use", id: "call_1", name: "weather", input: { city: "Paris" } },
        { type: "tool-use", id: "call_2", name: "weather", input: "raw-args" },
      ],
      model: "stub",
      usage: { inputTokens: 0, outputTokens: 0 },
    });
    expect(responseItems(response)).toEqual([
      {
        type: "message",
        role: "assistant",
        content: [
          { type: "output_text", text: "Looking ", annotations: [] },
          { type: "output_text", text: "up.", annotations: [] },
        ],
      },
      { type: "function_call", call_id: "call_1", name: "weather", arguments: '{"city":"Paris"}' },
      { type: "function_call", call_id: "call_2", name: "weather", arguments: "raw-args" },
    ]);
  });

  it("vendor items are returned as-is (shared), bare thinking becomes a summary-only reasoning item", () => {
    const compaction = { type: "compaction", encrypted_content: "gAAA" };
    const signed = { type: "thinking", thinking: "hm", signature: "sig" };
    const response: ProviderResponse = {
      stopReason: "tool_use",
      content: [
        { type: "thinking", text: "Two lookups.", vendor: "openai-responses", item: reasoning },
        {
          type: "tool-use",
          id: "call_a",
          name: "weather",
          input: { city: "Paris" },
          vendor: "openai-responses",
          item: callA,
        },
        { type: "vendor", vendor: "openai-responses", item: compaction },
        { type: "thinking", text: "hm", vendor: "anthropic", item: signed },
        { type: "thinking", text: "plain" },
      ],
      model: "m",
      usage: { inputTokens: 1, outputTokens: 2 },
    };
    const items = responseItems(response);
    expect(items[0]).toBe(reasoning);
    expect(items[1]).toBe(callA);
    expect(items[2]).toBe(compaction);
    expect(items[3]).toBe(signed);
    expect(items[4]).toEqual({
      type: "reasoning",
      summary: [{ type: "summary_text", text: "plain" }],
    });
  });

  it("Chat reasoning fields ride on the assistant message; a refusal adds a refusal part", () => {
    const response: ProviderResponse = {
      stopReason: "refusal",
      stopDetails: { type: "refusal", category: null, explanation: "No." },
      content: [
        { type: "thinking", text: "r", vendor: "openai-chat", item: { reasoning_content: "r" } },
        { type: "text", text: "Partial" },
      ],
      model: "m",
      usage: { inputTokens: 0, outputTokens: 0 },
    };
    expect(responseItems(response)).toEqual([
      {
        reasoning_content: "r",
        type: "message",
        role: "assistant",
        content: [
          { type: "output_text", text: "Partial", annotations: [] },
          { type: "refusal", refusal: "No." },
        ],
      },
    ]);
  });
});

describe("requestMessages", () => {
  it("groups assistant-side items and puts each call's results right after, in call order", () => {
    const items = deepFreeze([user, reasoning, callA, callB, outB, outA, answer]);
    expect(requestMessages(items)).toEqual([
      { role: "user", content: [{ type: "text", text: "Paris and Rome?" }] },
      {
        role: "assistant",
        content: [
          { type: "thinking", text: "Two lookups.", vendor: "openai-responses", item: reasoning },
          {
            type: "tool-use",
            id: "call_a",
            name: "weather",
            input: { city: "Paris" },
            vendor: "openai-responses",
            item: callA,
          },
          {
            type: "tool-use",
            id: "call_b",
            name: "weather",
            input: { city: "Rome" },
            vendor: "openai-responses",
            item: callB,
          },
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool-result", toolUseId: "call_a", content: "21°C" },
          { type: "tool-result", toolUseId: "call_b", content: "25°C" },
        ],
      },
      { role: "assistant", content: [{ type: "text", text: "Warm." }] },
    ]);
  });

  it("moves an output that came before its call, drops orphans, keeps unanswered calls", () => {
    const orphan = { type: "function_call_output", call_id: "call_zzz", output: "?" };
    const messages = requestMessages([user, outA, orphan, callA, callB]);
    expect(messages.map((m) => [m.role, (m.content as any[]).map((b) => b.type)])).toEqual([
      ["user", ["text"]],
      ["assistant", ["tool-use", "tool-use"]],
      ["user", ["tool-result"]],
    ]);
  });

  it("a call group ends at a non-call item: the results come before the later text", () => {
    const messages = requestMessages([user, callA, outA, answer, { ...user }]);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
  });

  it("with a family, private items of other families are dropped (SPEC §3)", () => {
    const items = [user, reasoning, callA, outA];
    const itemFamilies = new Map<Item, string>([[reasoning, "openai"]]);
    const forAnthropic = requestMessages(items, { family: "anthropic", itemFamilies });
    expect(forAnthropic[1].content).toEqual([expect.objectContaining({ type: "tool-use" })]);
    const forOpenAI = requestMessages(items, { family: "openai", itemFamilies });
    expect((forOpenAI[1].content as any[])[0]).toMatchObject({ type: "thinking", item: reasoning });
    expect(requestMessages(items, { family: "openai" })[1].content).toHaveLength(1);
  });

  it("reads Chat Completions messages: tool_calls, tool messages, reasoning fields", () => {
    const assistant = {
      role: "assistant",
      content: "Checking.",
      reasoning_content: "need weather",
      tool_calls: [
        { id: "c1", type: "function", function: { name: "weather", arguments: '{"city":"Oslo"}' } },
      ],
    };
    const tool = { role: "tool", tool_call_id: "c1", content: "-3°C" };
    const items = deepFreeze([
      { role: "system", content: "Be brief." },
      { role: "user", content: "Oslo?" },
      assistant,
      tool,
    ]);
    const messages = requestMessages(items);
    expect(messages).toEqual([
      { role: "user", content: [{ type: "text", text: "Oslo?" }] },
      {
        role: "assistant",
        content: [
          {
            type: "thinking",
            text: "need weather",
            vendor: "openai-chat",
            item: { reasoning_content: "need weather" },
          },
          { type: "text", text: "Checking." },
          {
            type: "tool-use",
            id: "c1",
            name: "weather",
            input: { city: "Oslo" },
            vendor: "openai-chat",
            item: assistant.tool_calls[0],
          },
        ],
      },
      { role: "user", content: [{ type: "tool-result", toolUseId: "c1", content: "-3°C" }] },
    ]);
    const stripped = requestMessages(items, { family: "anthropic" });
    expect((stripped[1].content as any[]).map((b) => b.type)).toEqual(["text", "tool-use"]);
    expect(requestSystem(items)).toEqual([{ text: "Be brief." }]);
  });

  it("Anthropic blocks given as items are tagged anthropic; other unknown items openai-responses", () => {
    const thinking = { type: "thinking", thinking: "t", signature: "s" };
    const redacted = { type: "redacted_thinking", data: "d" };
    const web = { type: "web_search_call", id: "ws_1", status: "completed" };
    const blocks = requestMessages([thinking, redacted, web])[0].content as any[];
    expect(blocks.map((b) => [b.type, b.vendor, b.item])).toEqual([
      ["thinking", "anthropic", thinking],
      ["vendor", "anthropic", redacted],
      ["vendor", "openai-responses", web],
    ]);
  });

  it("accepts a Projection and rejects a non-array", () => {
    const projection = new Projection([user, callA, outA]);
    expect(requestMessages(projection)).toHaveLength(3);
    expect(() => requestMessages("nope" as any)).toThrow(/invalid-argument/);
  });
});

describe("a host loop over the stub", () => {
  it("items → request → stub → items, with the pairing the next request needs", async () => {
    const provider = createStubProvider([
      {
        text: "Checking.",
        tools: [
          { name: "weather", input: { city: "Paris" } },
          { name: "weather", input: { city: "Rome" } },
        ],
      },
      "Paris 21°C, Rome 25°C.",
    ]);
    const transcript: Item[] = [user];
    const request = (): ProviderRequest => ({
      system: [{ text: "sys", cache: true }],
      messages: requestMessages(transcript),
    });

    const first = await provider.complete(request());
    transcript.push(...responseItems(first));
    for (const use of toolUses(first)) {
      transcript.push({
        type: "function_call_output",
        call_id: use.id,
        output: `${use.id} ok`,
      } as Item);
    }
    expect(() => reconcileItems(transcript).items()).not.toThrow();
    const second = await provider.complete(request());
    transcript.push(...responseItems(second));

    expect(provider.requests[1].messages).toEqual([
      { role: "user", content: [{ type: "text", text: "Paris and Rome?" }] },
      {
        role: "assistant",
        content: [
          { type: "text", text: "Checking." },
          expect.objectContaining({
            type: "tool-use",
            id: "call_stub_1",
            input: { city: "Paris" },
          }),
          expect.objectContaining({ type: "tool-use", id: "call_stub_2", input: { city: "Rome" } }),
        ],
      },
      {
        role: "user",
        content: [
          { type: "tool-result", toolUseId: "call_stub_1", content: "call_stub_1 ok" },
          { type: "tool-result", toolUseId: "call_stub_2", content: "call_stub_2 ok" },
        ],
      },
    ]);
    expect(transcript).toHaveLength(7);
  });
});
