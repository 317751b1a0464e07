import { describe, expect, expectTypeOf, it } from "vitest";
import { TranscriptError } from "../../bindings/errors.js";
import {
  isRefused,
  type Provider,
  ProviderError,
  type ProviderResponse,
  responseText,
  type StreamEvent,
  toolUses,
  validateRequest,
} from "../../bindings/provider/index.js";

const mixed: ProviderResponse = {
  stopReason: "tool_use",
  content: [
    { type: "thinking", text: "hidden" },
    { type: "text", text: "a" },
    { type: "tool-use", id: "1", name: "x", input: {} },
    { type: "vendor", vendor: "anthropic", item: { type: "redacted_thinking", data: "d" } },
    { type: "text", text: "b" },
    { type: "tool-use", id: "2", name: "y", input: { q: 1 } },
  ],
  model: "m",
  usage: { inputTokens: 0, outputTokens: 0 },
};

describe("response readers", () => {
  it("responseText concatenates text blocks only; toolUses lists tool-use blocks in order", () => {
    expect(responseText(mixed)).toBe("ab");
    expect(toolUses(mixed).map((t) => t.id)).toEqual(["1", "2"]);
    expect(isRefused(mixed)).toBe(false);
  });

  it("isRefused is the guard: partial text of a refusal is still concatenated", () => {
    const refused = { ...mixed, stopReason: "refusal" };
    expect(isRefused(refused)).toBe(true);
    expect(responseText(refused)).toBe("ab");
  });

  it("the seam types are the SPEC §9 shapes", () => {
    expectTypeOf<Provider["stream"]>().parameters.toEqualTypeOf<
      [import("../../bindings/provider/index.js").ProviderRequest, (e: StreamEvent) => void]
    >();
    expectTypeOf<StreamEvent["type"]>().toEqualTypeOf<
      "text-delta" | "block-start" | "block-stop" | "done"
    >();
  });
});

describe("validateRequest", () => {
  const ok = { system: [], messages: [{ role: "user", content: "hi" }] };
  const bad: [string, unknown][] = [
    ["not an object", null],
    ["system missing", { messages: [] }],
    ["system block without text", { ...ok, system: [{ cache: true }] }],
    ["messages not an array", { ...ok, messages: "hi" }],
    ["unknown role", { ...ok, messages: [{ role: "system", content: "x" }] }],
    ["content neither string nor array", { ...ok, messages: [{ role: "user", content: 3 }] }],
    ["unknown block type", { ...ok, messages: [{ role: "user", content: [{ type: "audio" }] }] }],
    ["tools without names", { ...ok, tools: [{}] }],
    ["maxTokens not a positive integer", { ...ok, maxTokens: 0 }],
    ["effort unknown", { ...ok, effort: "medium-rare" }],
    ["model not a string", { ...ok, model: 5 }],
  ];
  for (const [name, request] of bad) {
    it(`rejects: ${name}`, () => {
      const err = (() => {
        try {
          validateRequest(request);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(TranscriptError);
      expect((err as TranscriptError).code).toBe("invalid-argument");
    });
  }

  it("accepts the full shape", () => {
    const full = {
      model: "m",
      system: [{ text: "s", cache: true }],
      messages: [
        { role: "user", content: "q" },
        { role: "assistant", content: [{ type: "tool-use", id: "1", name: "t", input: {} }] },
        { role: "user", content: [{ type: "tool-result", toolUseId: "1", content: "r" }] },
      ],
      tools: [{ name: "t", description: "d", inputSchema: { type: "object" } }],
      maxTokens: 10,
      effort: "max",
    };
    expect(() => validateRequest(full)).not.toThrow();
  });

  it("ProviderError is a TranscriptError with code provider", () => {
    const err = new ProviderError("openai-chat", "http", "boom", { status: 503 });
    expect(err).toBeInstanceOf(TranscriptError);
    expect(err).toMatchObject({
      code: "provider",
      reason: "http",
      status: 503,
      vendor: "openai-chat",
    });
    expect(err.message).toBe("provider: openai-chat: boom");
  });
});
