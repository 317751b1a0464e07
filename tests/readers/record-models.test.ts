// Each item's producing model, where the log names it: Codex's turn_context for the reasoning,
// assistant messages and calls of its turn (never the user's messages or the tools' outputs); pi's
// assistant message `model` for each of its items. A model switch is told apart by these.
import { describe, expect, it } from "vitest";
import { readTranscript } from "../../bindings/readers/index.js";
import { codexModelSwitch, logText, piModelSwitch } from "../support/host-logs.js";

const made = async (text: string) => {
  const read = await readTranscript(text);
  return {
    meta: read.meta.model,
    items: read.items.map((item, i) => [
      (item as { type?: string }).type,
      (item as { role?: string }).role,
      read.records[i].model,
    ]),
  };
};

describe("the model each item was made by", () => {
  it("Codex: the turn's model on its reasoning, assistant messages and calls", async () => {
    const { meta, items } = await made(logText(codexModelSwitch()));
    expect(meta).toBe("gpt-5-codex");
    expect(items).toEqual([
      ["message", "user", undefined],
      ["reasoning", undefined, "gpt-5.1-codex"],
      ["function_call", undefined, "gpt-5.1-codex"],
      ["function_call_output", undefined, undefined],
      ["message", "assistant", "gpt-5.1-codex"],
      ["message", "user", undefined],
      ["reasoning", undefined, "gpt-5-codex"],
      ["message", "assistant", "gpt-5-codex"],
    ]);
  });

  it("pi: each assistant message's model on all its items", async () => {
    const { meta, items } = await made(logText(piModelSwitch()));
    expect(meta).toBe("claude-sonnet-4-5");
    expect(items.map(([type, , model]) => [type, model])).toEqual([
      ["message", undefined],
      ["thinking", "claude-opus-4-1"],
      ["redacted_thinking", "claude-opus-4-1"], // pi sends a redacted block so
      ["function_call", "claude-opus-4-1"],
      ["function_call_output", undefined],
      ["thinking", "claude-sonnet-4-5"],
      ["message", "claude-sonnet-4-5"],
      ["message", undefined],
      ["message", "claude-sonnet-4-5"],
    ]);
  });
});
