// Issue 13: writeTranscript's formats are read back as the formats they are; items are never
// mutated; cross-dialect writes leave out what the target cannot hold.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  anthropicMessages,
  chatMessages,
  readTranscriptSync,
  type WriteFormat,
  writeTranscript,
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
