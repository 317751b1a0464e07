// A message whose content holds a block that is no JSON object (null, a number, a string) is an
// invalid-record TranscriptError naming its line, or skipped under lenient, in every format that
// makes items of Anthropic blocks; where its host never sends the message (a pi turn that failed),
// it is no problem.
import { describe, expect, it } from "vitest";
import { readTranscriptSync } from "../../bindings/readers/index.js";
import { errorOf } from "../support/errors.js";

const TIME = "2026-01-02T10:00:00.000Z";
const lines = (...records: unknown[]) => records.map((r) => `${JSON.stringify(r)}\n`).join("");

const piHeader = { type: "session", version: 3, id: "s", timestamp: TIME, cwd: "/" };
const piMessage = (message: Record<string, unknown>) => ({
  type: "message",
  id: "a",
  parentId: null,
  timestamp: TIME,
  message,
});
const claudeLine = (type: string, content: unknown[]) => ({
  type,
  uuid: "00000000-0000-4000-8000-000000000001",
  parentUuid: null,
  sessionId: "s",
  timestamp: TIME,
  message: { role: type, content },
});

const CASES: [string, (block: unknown) => string][] = [
  ["a pi user message", (b) => lines(piHeader, piMessage({ role: "user", content: [b] }))],
  [
    "a pi assistant message of the Anthropic API",
    (b) =>
      lines(
        piHeader,
        piMessage({
          role: "assistant",
          api: "anthropic-messages",
          content: [b],
          stopReason: "stop",
        }),
      ),
  ],
  [
    "a pi assistant message of a Responses API",
    (b) =>
      lines(
        piHeader,
        piMessage({ role: "assistant", api: "openai-responses", content: [b], stopReason: "stop" }),
      ),
  ],
  [
    "a pi extension's message",
    (b) =>
      lines(piHeader, {
        type: "custom_message",
        id: "a",
        parentId: null,
        timestamp: TIME,
        content: [b],
      }),
  ],
  ["a Claude Code user line", (b) => lines(claudeLine("user", [b]))],
  ["a Claude Code assistant line", (b) => lines(claudeLine("assistant", [b]))],
];

describe("a content block that is no JSON object", () => {
  for (const [name, log] of CASES)
    it.each([null, 7, "text"])(`in ${name} (%s) is an invalid record`, (block) => {
      const text = log(block);
      const error = errorOf(() => readTranscriptSync(text));
      expect([error.code, error.reason, error.line]).toEqual([
        "invalid-record",
        "unknown-record",
        2 - (name.startsWith("a Claude") ? 1 : 0),
      ]);
      expect(error.message).toContain("a content block that is not a JSON object");
      const lenient = readTranscriptSync(text, { lenient: true });
      expect(lenient.skipped.map((s) => s.reason)).toEqual(["unknown-record"]);
    });

  it("in a pi turn that failed, which pi never sends, is no problem", () => {
    const failed = {
      role: "assistant",
      api: "anthropic-messages",
      content: [null],
      stopReason: "error",
    };
    const read = readTranscriptSync(lines(piHeader, piMessage(failed)));
    expect(read.items).toEqual([]);
    expect(read.skipped).toEqual([]);
  });
});
