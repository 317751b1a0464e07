// The command line's share of issue 33: fix --orphans keep|drop, fix --foreign text, and the new
// anthropic/tool-result-first rule reported by check and repaired by fix (reorder).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTranscriptSync } from "../../bindings/readers/index.js";
import { built, cli, log, tempDir } from "./run.js";

describe.skipIf(!built)("clinker-transcript fix: orphans, foreign text, tool results first", () => {
  const dir = tempDir();
  const out = (name: string) => join(dir, name);

  it("--orphans keep leaves the orphan (exit 1, as --keep-orphans); --orphans drop drops it", () => {
    const kept = cli([
      "fix",
      "--orphans",
      "keep",
      log("claude-code-orphan.jsonl"),
      "-o",
      out("k.json"),
    ]);
    expect(kept.code).toBe(1);
    expect(kept.stdout).toContain("anthropic/orphan-tool-result");
    const dropped = cli([
      "fix",
      "--json",
      "--orphans",
      "drop",
      log("claude-code-orphan.jsonl"),
      "-o",
      out("d.json"),
    ]);
    expect(dropped.code).toBe(0);
    expect(JSON.parse(dropped.stdout).orphansDropped).toEqual([
      { callId: "toolu_trimmed_99", index: 5, line: 6 },
    ]);
    const bad = cli([
      "fix",
      "--orphans",
      "some",
      log("claude-code-orphan.jsonl"),
      "-o",
      out("b.json"),
    ]);
    expect(bad.code).toBe(2);
  });

  it("--foreign text keeps another family's reasoning summaries as assistant text", () => {
    const run = cli([
      "fix",
      "--json",
      "--family",
      "anthropic",
      "--foreign",
      "text",
      log("codex-ends-mid-call.jsonl"),
      "--allow-lossy",
      "-o",
      out("text.jsonl"),
    ]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ privateAsText: 2, privateDropped: 0 });
    const items = readTranscriptSync(readFileSync(out("text.jsonl"))).items as Record<
      string,
      any
    >[];
    expect(items.some((i) => i.type === "reasoning")).toBe(false);
    const texts = items
      .filter((i) => i.role === "assistant")
      .flatMap((i) => (Array.isArray(i.content) ? i.content.map((p: any) => p.text) : []));
    expect(texts).toEqual(
      expect.arrayContaining(["**Looking for the total computation**", "**Both discounts apply**"]),
    );
    const plain = cli([
      "fix",
      "--family",
      "anthropic",
      "--foreign",
      "text",
      log("codex-ends-mid-call.jsonl"),
      "--allow-lossy",
      "-o",
      out("t2.jsonl"),
    ]);
    expect(plain.stdout).toContain("private content kept as text for the family: 2 item(s)");
  });

  it("--foreign text without --family is a usage error (exit 2)", () => {
    const run = cli([
      "fix",
      "--foreign",
      "text",
      log("codex-ends-mid-call.jsonl"),
      "-o",
      out("u.jsonl"),
    ]);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toMatch(/--family/);
  });

  it("fix removes reasoning without encrypted_content from a Responses log (store false), or keeps its text", () => {
    const path = out("unstored.jsonl");
    const reasoning = {
      type: "reasoning",
      id: "rs_1",
      summary: [{ type: "summary_text", text: "Thinking it over" }],
    };
    const lines = readFileSync(log("responses-clean.jsonl"), "utf8").trimEnd().split("\n");
    lines.splice(1, 0, JSON.stringify(reasoning));
    writeFileSync(path, `${lines.join("\n")}\n`);
    expect(cli(["check", path]).stdout).toContain("responses/unstored-reference");
    const removed = cli(["fix", "--json", path, "-o", out("unstored-fixed.jsonl")]);
    expect(removed.code).toBe(0);
    expect(JSON.parse(removed.stdout)).toMatchObject({
      ok: true,
      unstoredRemoved: [{ index: 1, line: 2 }],
    });
    const types = (file: string) =>
      readTranscriptSync(readFileSync(file)).items.map((i: any) => i.type);
    expect(types(out("unstored-fixed.jsonl"))).not.toContain("reasoning");
    const text = cli([
      "fix",
      "--json",
      "--family",
      "openai",
      "--from-family",
      "openai",
      "--foreign",
      "text",
      path,
      "-o",
      out("unstored-text.jsonl"),
    ]);
    expect(text.code).toBe(0);
    expect(JSON.parse(text.stdout)).toMatchObject({
      ok: true,
      unstoredRemoved: [],
      privateAsText: 1,
    });
    expect(readFileSync(out("unstored-text.jsonl"), "utf8")).toContain("Thinking it over");
  });

  it("check reports a user message whose text comes before its tool_result; fix moves the result first", () => {
    const path = out("text-first.json");
    const messages = [
      { role: "user", content: "list the files" },
      {
        role: "assistant",
        content: [{ type: "tool_use", id: "toolu_1", name: "ls", input: {} }],
      },
      {
        role: "user",
        content: [
          { type: "text", text: "here you go" },
          { type: "tool_result", tool_use_id: "toolu_1", content: "a.txt" },
        ],
      },
    ];
    writeFileSync(path, JSON.stringify(messages));
    const check = cli(["check", "--json", path]);
    expect(check.code).toBe(1);
    const rules = JSON.parse(check.stdout).files[0].conversations[0].violations.map(
      (v: { rule: string; fix: string }) => [v.rule, v.fix],
    );
    expect(rules).toEqual([["anthropic/tool-result-first", "reorder"]]);
    const fixed = cli(["fix", "--json", path, "-o", out("fixed.json")]);
    expect(fixed.code).toBe(0);
    expect(JSON.parse(fixed.stdout)).toMatchObject({ ok: true, remaining: [], moved: true });
    const written = JSON.parse(readFileSync(out("fixed.json"), "utf8"));
    const list = Array.isArray(written) ? written : written.messages; // the Anthropic writer's shape
    const last = list.at(-1);
    expect(last.content.map((b: { type: string }) => b.type)).toEqual(["tool_result", "text"]);
    expect(cli(["check", out("fixed.json")]).code).toBe(0);
  });
});
