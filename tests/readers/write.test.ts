// Issue 13: writeTranscript's formats are read back as the formats they are; items are never
// mutated; cross-dialect writes leave out what the target cannot hold.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  anthropicMessages,
  chatMessages,
  readTranscriptSync,
  WRITE_FORMATS,
  type WriteFormat,
  writeTranscript,
  writeTranscriptChunks,
} from "../../bindings/readers/index.js";
import { deepFreeze } from "../support/freeze.js";

const LOGS = join(import.meta.dirname, "../../examples/logs");
const read = (file: string) => readTranscriptSync(readFileSync(join(LOGS, file)));

const DETECTED: [WriteFormat, string, string][] = [
  ["jsonl", "responses-jsonl", "responses"],
  ["json", "json-array", "responses"],
  ["msgpack", "msgpack", "responses"],
  ["chat", "json-array", "chat"],
  ["anthropic", "anthropic-messages", "anthropic"],
];

describe("writeTranscript", () => {
  it.each(DETECTED)("%s is read back as %s (%s)", (format, detected, api) => {
    const { items } = read("codex-ends-mid-call.jsonl");
    const again = readTranscriptSync(writeTranscript(deepFreeze(items), { format }));
    expect([again.format, again.api]).toEqual([detected, api]);
  });

  it("Codex items as Chat: calls on the assistant message, reasoning left out", () => {
    const { items } = read("codex-ends-mid-call.jsonl");
    const { messages, dropped } = chatMessages(items);
    expect(dropped.map((i) => (items[i] as { type: string }).type)).toEqual([
      "reasoning",
      "reasoning",
    ]);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(messages[3]).toMatchObject({ tool_calls: [{ id: "call_npm_test", type: "function" }] });
    expect(messages[1]).toMatchObject({ content: null, tool_calls: [{ id: "call_rg_coupon" }] });
  });

  it("Codex items as Anthropic: tool_use with parsed input, developer text as system", () => {
    const { items } = read("responses-clean.jsonl");
    const body = anthropicMessages(items);
    expect(body.system).toEqual([
      { type: "text", text: "Answer briefly. Use get_weather for weather questions." },
    ]);
    expect(body.messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(body.messages[1].content).toEqual([
      { type: "tool_use", id: "call_weather_1", name: "get_weather", input: { city: "Lisbon" } },
    ]);
    expect(body.dropped).toEqual([]);
  });

  it("Claude Code through the Anthropic format keeps signature and blocks", () => {
    const { items } = read("claude-code-orphan.jsonl");
    const text = writeTranscript(items, { format: "anthropic" });
    expect(text).toContain('"signature": "EqQBCkYIBxgCKkBexampleSignatureNotRealAAAA+/=="');
    expect(readTranscriptSync(text).items).toEqual(items);
  });

  it("bad arguments", () => {
    expect(() => writeTranscript({} as never, { format: "json" })).toThrow(
      /items must be an array/,
    );
    expect(() => writeTranscript([], { format: "yaml" as never })).toThrow(/unknown write format/);
    expect(() => writeTranscript([1 as never], { format: "json" })).toThrow(
      expect.objectContaining({ code: "invalid-item", index: 0 }),
    );
  });

  // Found by the long fuzz run (seed 25, logs case 1862: a bit flip renamed a developer message's
  // `content`): the Chat and Anthropic writers read parts, and threw TypeErrors on these.
  it("Chat and Anthropic: parts that are no objects are invalid-item; a missing content is none", () => {
    const hello = { type: "message", role: "user", content: "hi" };
    const bad = [
      { type: "message", role: "system", content: [null] },
      { type: "message", role: "user", content: [{ type: "input_text", text: "a" }, 3] },
      { type: "message", role: "assistant", content: 7 },
      { type: "function_call_output", call_id: "a", output: ["text"] },
    ];
    for (const format of ["chat", "anthropic"] as const) {
      for (const item of bad) {
        expect(() => writeTranscript([hello, item] as never, { format })).toThrow(
          expect.objectContaining({ code: "invalid-item", index: 1 }),
        );
      }
    }
    const noContent = [{ type: "message", role: "developer" }, hello] as never;
    expect(JSON.parse(writeTranscript(noContent, { format: "anthropic" }))).toEqual({
      system: [],
      messages: [{ role: "user", content: "hi" }],
    });
    expect(JSON.parse(writeTranscript(noContent, { format: "chat" }))[1]).toEqual({
      role: "user",
      content: "hi",
    });
  });
});

describe("writeTranscriptChunks", () => {
  const carried = {
    requestFields: { model: "gpt-5", temperature: 0.2, tools: [{ type: "function", name: "ls" }] },
    meta: { family: "openai" as const, model: "gpt-5", sessionId: "s1" },
  };

  it.each(WRITE_FORMATS)("%s: its chunks are writeTranscript's output", (format) => {
    for (const file of ["codex-ends-mid-call.jsonl", "claude-code-orphan.jsonl"]) {
      const { items } = read(file);
      for (const options of [{ format }, { format, ...carried }]) {
        const whole = writeTranscript(items, options);
        const chunks = [...writeTranscriptChunks(items, options)];
        if (format === "msgpack") expect(chunks).toEqual([whole]);
        else {
          expect(chunks.join("")).toBe(whole);
          expect(chunks.length).toBeGreaterThan(items.length / 2);
        }
      }
    }
  });

  it("checks the items before it returns", () => {
    expect(() => writeTranscriptChunks([1 as never], { format: "json" })).toThrow(
      expect.objectContaining({ code: "invalid-item", index: 0 }),
    );
    const bad = [{ type: "message", role: "user", content: [3] }] as never;
    expect(() => writeTranscriptChunks(bad, { format: "anthropic" })).toThrow(
      expect.objectContaining({ code: "invalid-item" }),
    );
  });

  // A 1 GB Claude Code session converted to json made a text past V8's longest string (about
  // 512 MiB), reported as invalid-item; the join is where a whole text fails.
  it("writeTranscript past the longest string: limit-exceeded output-too-long, not invalid-item", () => {
    const { items } = read("codex-ends-mid-call.jsonl");
    const { join } = Array.prototype;
    const { stringify } = JSON;
    // The whole text fails as V8's does past its longest string (a body's one stringify, the
    // other formats' join); every other call works.
    const tooLong = () => new RangeError("Invalid string length");
    const joins = vi.spyOn(Array.prototype, "join").mockImplementation(function (
      this: unknown[],
      separator?: string,
    ) {
      if (separator === "" && this.length >= 3) throw tooLong();
      return join.call(this, separator);
    });
    const bodies = vi.spyOn(JSON, "stringify").mockImplementation((value, replacer, space) => {
      if (space === 1 && value !== null && typeof value === "object" && !Array.isArray(value))
        if ("messages" in value || "input" in value) throw tooLong();
      return stringify(value, replacer as never, space);
    });
    try {
      for (const format of ["jsonl", "json", "chat", "anthropic", "responses"] as const)
        expect(() => writeTranscript(items, { format })).toThrow(
          expect.objectContaining({ code: "limit-exceeded", reason: "output-too-long" }),
        );
    } finally {
      joins.mockRestore();
      bodies.mockRestore();
    }
    // The chunks join nothing.
    expect([...writeTranscriptChunks(items, { format: "anthropic" })].length).toBeGreaterThan(2);
  });
});
