// Issue 13: `check --family` sees every private block preflight judges for Anthropic (thinking and
// redacted thinking, whose signature and data are another family's opaque blobs), whether a block
// is an item of its own (Claude Code: one block per line) or a part inside a message's content;
// `--from-family` names the producer of a log that does not, and `fix` then removes them.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, log, tempDir } from "./run.js";

const dir = tempDir();
// A Chat-style log (names no family) whose assistant content carries Anthropic private blocks,
// read as Chat messages (`--format chat-jsonl`: its own lines would say Anthropic messages).
const INLINE_FILE = join(dir, "inline-thinking.jsonl");
const INLINE = [INLINE_FILE, "--format", "chat-jsonl"] as const;
writeFileSync(
  INLINE_FILE,
  [
    { role: "user", content: "What is 2+2?" },
    {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "A sum.", signature: "EqQBCkYIBxgCKkBsig==" },
        { type: "redacted_thinking", data: "EmwKAhgBEgy=" },
        { type: "text", text: "4" },
      ],
    },
    { role: "user", content: "And 3+3?" },
  ]
    .map((line) => JSON.stringify(line))
    .join("\n"),
);

// Preflight for Anthropic as sent to `target`, the log's private content produced by Anthropic.
const sentTo = (target: string) => ["--family", target, "--from-family", "anthropic"];

const violations = (args: string[]) => {
  const run = cli(["check", "--json", ...args]);
  const conversation = JSON.parse(run.stdout).files[0].conversations[0];
  return {
    code: run.code,
    conversation,
    rules: conversation.violations.map((v: any) => [v.rule, v.line, v.message]),
  };
};

describe.skipIf(!built)("clinker-transcript check: foreign private content for Anthropic", () => {
  it("thinking and redacted_thinking inside a message's content, with the message's line", () => {
    const { code, conversation, rules } = violations([
      "--api",
      "anthropic",
      ...sentTo("openai"),
      ...INLINE,
    ]);
    expect(code).toBe(1);
    expect(rules).toEqual([
      [
        "anthropic/foreign-thinking",
        2,
        "messages.1.content.0: Invalid `signature` in `thinking` block",
      ],
      [
        "anthropic/foreign-thinking",
        2,
        "messages.1.content.1: Invalid `signature` in `thinking` block",
      ],
    ]);
    expect(conversation.private).toEqual({ anthropic: 1 });
  });

  it("none for their own family, none without a producer (nothing recorded, nothing claimed)", () => {
    const own = ["--api", "anthropic", ...sentTo("anthropic"), ...INLINE];
    expect(violations(own)).toMatchObject({ code: 0, rules: [] });
    expect(violations(["--api", "anthropic", "--family", "openai", ...INLINE])).toMatchObject({
      code: 0,
      rules: [],
    });
  });

  it("a Claude Code thinking line is still seen (its block is an item)", () => {
    const { rules } = violations(["--family", "openai", log("claude-code-orphan.jsonl")]);
    expect(rules.map((r: unknown[]) => r[0])).toContain("anthropic/foreign-thinking");
  });

  it("read by its own lines, the log is Anthropic messages, whose private blocks are Anthropic's", () => {
    const run = violations(["--family", "openai", INLINE_FILE]);
    expect(run.conversation.private).toEqual({ anthropic: 2 });
    expect(run.rules.map((r: unknown[]) => r[0])).toEqual([
      "anthropic/foreign-thinking",
      "anthropic/foreign-thinking",
    ]);
  });

  it("fix --family openai --from-family anthropic strips them; the output passes check", () => {
    const output = join(dir, "stripped.json");
    const run = cli([
      "fix",
      "--json",
      "--to",
      "anthropic",
      ...sentTo("openai"),
      ...INLINE,
      "-o",
      output,
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, remaining: [] });
    expect(violations([...sentTo("openai"), output])).toMatchObject({
      code: 0,
      rules: [],
    });
  });
});
