// Issue 29: `fix` applies every preflight fix it names. For each remedy, a log that needs it:
// `fix` writes it (exit 0) and says what it did, and `check` finds the output clean for its API.
// Before, `remove-item` stopped fix with "reconciliation: malformed-item at item 1" or left the
// violation in place.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, tempDir } from "./run.js";

const lines = (...records: unknown[]) => `${records.map((r) => JSON.stringify(r)).join("\n")}\n`;
const user = { type: "message", role: "user", content: "go" };
const said = { type: "message", role: "assistant", content: [{ type: "output_text", text: "ok" }] };
const call = (id: string) => ({ type: "function_call", call_id: id, name: "f", arguments: "{}" });
const output = (id: string) => ({ type: "function_call_output", call_id: id, output: "1" });
const reasoning = { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "xx" };
const anthropic = (messages: unknown[]) =>
  JSON.stringify({ model: "claude-sonnet-4-5", max_tokens: 100, messages });
const toolUse = (id: string) => ({
  role: "assistant",
  content: [{ type: "tool_use", id, name: "f", input: {} }],
});
const toolCall = (id: string) => ({
  role: "assistant",
  content: null,
  tool_calls: [{ id, type: "function", function: { name: "f", arguments: "{}" } }],
});

const cases: {
  fix: string;
  name: string;
  file: string;
  text: string;
  args?: string[];
  says: string;
}[] = [
  {
    fix: "reconcile",
    name: "a call with no output",
    file: "a.jsonl",
    text: lines(user, call("a"), said),
    says: "repaired 1 call(s) with no output: a",
  },
  {
    fix: "drop-orphan",
    name: "an output no call answers",
    file: "a.jsonl",
    text: lines(user, output("z"), said),
    says: "dropped 1 orphan output(s): z",
  },
  {
    fix: "remove-item",
    name: "a call without a call id (responses/unpairable)",
    file: "a.jsonl",
    text: lines(user, { type: "function_call", name: "f", arguments: "{}" }, said),
    says: "removed 1 item(s) the API refuses: responses/unpairable (line 2)",
  },
  {
    fix: "remove-item",
    name: "reasoning with nothing after it",
    file: "a.jsonl",
    text: lines(user, reasoning),
    says: "removed 1 item(s) the API refuses: responses/reasoning-without-following-item (line 2)",
  },
  {
    fix: "remove-item",
    name: "an item type the API does not know",
    file: "a.jsonl",
    text: lines(user, { type: "weird_thing", x: 1 }, said),
    says: "removed 1 item(s) the API refuses: responses/unknown-type (line 2)",
  },
  {
    fix: "remove-item",
    name: "a second tool message for one call (chat/unpairable)",
    file: "a.json",
    text: JSON.stringify([
      { role: "user", content: "go" },
      toolCall("c1"),
      { role: "tool", tool_call_id: "c1", content: "1" },
      { role: "tool", tool_call_id: "c1", content: "2" },
    ]),
    says: "removed 1 item(s) the API refuses: chat/unpairable (item 3)",
  },
  {
    fix: "remove-item",
    name: "a second tool_result for one tool_use (anthropic/unpairable)",
    file: "a.json",
    text: anthropic([
      { role: "user", content: "go" },
      toolUse("t1"),
      {
        role: "user",
        content: [
          { type: "tool_result", tool_use_id: "t1", content: "ok" },
          { type: "tool_result", tool_use_id: "t1", content: "again" },
        ],
      },
    ]),
    says: "removed 1 item(s) the API refuses: anthropic/unpairable",
  },
  {
    fix: "reorder",
    name: "text before the tool_result blocks (anthropic/tool-result-first)",
    file: "a.json",
    text: anthropic([
      { role: "user", content: "go" },
      toolUse("t1"),
      {
        role: "user",
        content: [
          { type: "text", text: "here" },
          { type: "tool_result", tool_use_id: "t1", content: "ok" },
        ],
      },
    ]),
    says: "✓ every item written",
  },
  {
    fix: "family-projection (strip private)",
    name: "another family's encrypted reasoning",
    file: "a.jsonl",
    text: lines(user, reasoning, said),
    args: ["--family", "anthropic", "--from-family", "openai"],
    says: "private items dropped for the family: 1",
  },
];

describe.skipIf(!built)("fix applies every preflight fix it names", () => {
  for (const c of cases)
    it(`${c.fix}: ${c.name}`, () => {
      const dir = tempDir();
      const input = join(dir, c.file);
      writeFileSync(input, c.text);
      const args = c.args ?? [];
      const before = cli(["check", input, ...args]);
      expect(before.code, before.stdout).toBe(1);
      const out = join(dir, `out-${c.file}`);
      const fixed = cli(["fix", input, ...args, "-o", out]);
      expect(fixed.stdout + fixed.stderr).toContain(c.says);
      expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
      const after = cli(["check", out, ...args]);
      expect(after.code, after.stdout).toBe(0);
    });

  it("a violation fix leaves says which remedy it did not apply and why", () => {
    const dir = tempDir();
    const input = join(dir, "a.jsonl");
    writeFileSync(input, lines(user, output("z"), said));
    const run = cli(["fix", input, "--orphans", "keep", "-o", join(dir, "b.jsonl")]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("(fix: drop-orphan; not applied: kept by --orphans keep)");
  });
});
