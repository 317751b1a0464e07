// A log's model, family or session id that is no string names nothing: the read's meta keeps the
// last string one (a pi session whose `model_change` had a `modelId` of 7 was unreadable to
// `check` and `fix`: "model must be a string").
import { describe, expect, it } from "vitest";
import { readTranscriptSync } from "../../bindings/readers/read.js";

const TIME = "2026-01-02T10:00:00.000Z";
const jsonl = (lines: object[]) => `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`;

describe("meta names that are no string", () => {
  it("are read as none in a pi session: the last string model and family stay", () => {
    const message = { role: "assistant", api: "anthropic-messages", model: "claude-sonnet-4-5" };
    const text = jsonl([
      { type: "session", version: 3, id: "s", timestamp: TIME, cwd: "/" },
      {
        type: "message",
        id: "e0",
        parentId: null,
        timestamp: TIME,
        message: { ...message, content: [{ type: "text", text: "hi" }] },
      },
      {
        type: "model_change",
        id: "e1",
        parentId: "e0",
        timestamp: TIME,
        provider: null,
        modelId: 7,
      },
    ]);
    const { meta } = readTranscriptSync(text);
    expect(meta.model).toBe("claude-sonnet-4-5");
    expect(meta.family).toBe("anthropic");
  });

  it("are read as none in a Codex rollout", () => {
    const text = jsonl([
      { timestamp: TIME, type: "session_meta", payload: { id: 42, cli_version: "0.60.0" } },
      { timestamp: TIME, type: "turn_context", payload: { model: "gpt-5" } },
      { timestamp: TIME, type: "turn_context", payload: { model: { name: "x" } } },
      {
        timestamp: TIME,
        type: "response_item",
        payload: { type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] },
      },
    ]);
    const { meta } = readTranscriptSync(text);
    expect(meta.model).toBe("gpt-5");
    expect(meta.sessionId).toBeUndefined();
  });
});
