// Issue 13: fix, compact and convert as subprocesses: fix output passes check, convert round
// trips, inputs are never modified, `-o -` writes to stdout.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTranscriptSync, readTranscriptsSync } from "../../bindings/readers/index.js";
import { built, cli, LOGS, log, tempDir } from "./run.js";

const hash = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
const LOG_FILES = readdirSync(LOGS).map((f) => join(LOGS, f));

describe.skipIf(!built)("clinker-transcript fix, compact, convert", () => {
  const dir = tempDir();
  const out = (name: string) => join(dir, name);
  const before = new Map(LOG_FILES.map((f) => [f, hash(f)]));

  it("fix repairs the call a Codex rollout ends in; its output passes check", () => {
    const run = cli(["fix", log("codex-ends-mid-call.jsonl"), "-o", out("codex.jsonl")]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("repaired 1 call(s) with no output: call_npm_test (line 10)");
    expect(cli(["check", out("codex.jsonl")]).code).toBe(0);
    const items = readTranscriptSync(readFileSync(out("codex.jsonl"))).items as Record<
      string,
      any
    >[];
    expect(items.at(-1)).toMatchObject({ type: "function_call_output", call_id: "call_npm_test" });
    expect(items.at(-1)!.output).toMatch(/interrupted/);
  });

  it("fix drops the orphan of a Claude Code session, keeps the signature, output passes check", () => {
    const run = cli([
      "fix",
      "--json",
      log("claude-code-orphan.jsonl"),
      "--to",
      "anthropic",
      "--allow-lossy",
      "-o",
      out("cc.json"),
    ]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({
      version: 1,
      ok: true,
      to: "anthropic",
      itemsBefore: 6,
      itemsAfter: 5,
      remaining: [],
    });
    expect(report.orphansDropped).toEqual([{ callId: "toolu_trimmed_99", index: 5, line: 6 }]);
    expect(cli(["check", out("cc.json")]).code).toBe(0);
    expect(readFileSync(out("cc.json"), "utf8")).toContain(
      '"signature": "EqQBCkYIBxgCKkBexampleSignatureNotRealAAAA+/=="',
    );
  });

  it("fix --keep-orphans leaves the orphan, so a violation remains: exit 1", () => {
    const run = cli([
      "fix",
      "--keep-orphans",
      log("claude-code-orphan.jsonl"),
      "-o",
      out("kept.json"),
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("anthropic/orphan-tool-result");
  });

  it("fix --repair-text and --family", () => {
    const run = cli([
      "fix",
      "--json",
      "--repair-text",
      "cancelled",
      "--family",
      "anthropic",
      log("codex-ends-mid-call.jsonl"),
      "-o",
      out("f.jsonl"),
    ]);
    const report = JSON.parse(run.stdout);
    expect(report.privateDropped).toBe(2); // the two OpenAI reasoning items
    const items = readTranscriptSync(readFileSync(out("f.jsonl"))).items as Record<string, any>[];
    expect(items.at(-1)).toMatchObject({ call_id: "call_npm_test", output: "cancelled" });
    expect(items.some((i) => i.type === "reasoning")).toBe(false);
  });

  // A Responses log names no producing family; its reasoning item is private to one.
  const anonymous = () => {
    const path = out("anonymous.jsonl");
    const reasoning = {
      type: "reasoning",
      id: "rs_1",
      summary: [],
      encrypted_content: "gAAAAA-example",
    };
    const lines = readFileSync(log("responses-clean.jsonl"), "utf8").trimEnd().split("\n");
    lines.splice(2, 0, JSON.stringify(reasoning));
    writeFileSync(path, `${lines.join("\n")}\n`);
    return path;
  };

  it("fix --family refuses to drop private items whose family the log does not name", () => {
    const target = out("refused.jsonl");
    const run = cli(["fix", "--json", "--family", "openai", anonymous(), "-o", target]);
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout);
    expect(report.error.code).toBe("usage");
    expect(report.error.message).toMatch(/1 item\(s\) hold private content.*--from-family/);
    expect(existsSync(target)).toBe(false);
    // text output says the same, on one line, no stack
    expect(cli(["fix", "--family", "openai", anonymous(), "-o", target]).stdout).toMatch(
      /does not name the model family/,
    );
  });

  it("fix --from-family names the producer: kept for its family, dropped for another", () => {
    const keep = cli([
      "fix",
      "--json",
      "--family",
      "openai",
      "--from-family",
      "openai",
      anonymous(),
      "-o",
      out("keep.jsonl"),
    ]);
    expect(keep.code).toBe(0);
    expect(JSON.parse(keep.stdout)).toMatchObject({
      privateDropped: 0,
      producer: { family: "openai", from: "--from-family" },
    });
    const types = (path: string) =>
      readTranscriptSync(readFileSync(path)).items.map((i: any) => i.type);
    expect(types(out("keep.jsonl"))).toContain("reasoning");
    const drop = cli([
      "fix",
      "--json",
      "--family",
      "anthropic",
      "--from-family",
      "openai",
      anonymous(),
      "-o",
      out("drop.jsonl"),
    ]);
    expect(drop.code).toBe(0);
    expect(JSON.parse(drop.stdout).privateDropped).toBe(1);
    expect(types(out("drop.jsonl"))).not.toContain("reasoning");
  });

  it("fix --family on an unnamed log with nothing private proceeds", () => {
    const run = cli([
      "fix",
      "--json",
      "--family",
      "openai",
      log("responses-clean.jsonl"),
      "-o",
      out("clean.jsonl"),
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, privateDropped: 0 });
  });

  it("fix --family on a log that names its family says so", () => {
    const run = cli([
      "fix",
      "--family",
      "anthropic",
      log("codex-ends-mid-call.jsonl"),
      "-o",
      out("named.jsonl"),
    ]);
    expect(run.stdout).toContain(
      "private items dropped for the family: 2 (produced by openai, as the log says)",
    );
  });

  it("fix of a multi-conversation log needs --conversation", () => {
    expect(cli(["fix", log("chat-log.jsonl"), "-o", out("x.json")]).code).toBe(2);
    const run = cli([
      "fix",
      "--conversation",
      "record-2",
      log("chat-log.jsonl"),
      "-o",
      out("chat.json"),
    ]);
    expect(run.code).toBe(0);
    expect(readTranscriptSync(readFileSync(out("chat.json"))).items).toEqual(
      readTranscriptsSync(readFileSync(log("chat-log.jsonl"))).transcripts[1].items,
    );
  });

  it("compact replaces the prefix by the summary and repairs what stays", () => {
    const summary = "The coupon is applied twice in cart.ts.";
    const run = cli([
      "compact",
      "--json",
      log("codex-ends-mid-call.jsonl"),
      "--allow-lossy",
      "--cutoff",
      "5",
      "--summary",
      summary,
      "-o",
      out("c.jsonl"),
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      cutoff: 5,
      start: 5,
      itemsBefore: 7,
      itemsAfter: 4,
      repairs: 1,
    });
    const items = readTranscriptSync(readFileSync(out("c.jsonl"))).items as Record<string, any>[];
    expect(items[0]).toEqual({
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: summary }],
    });
    expect(cli(["check", out("c.jsonl")]).code).toBe(0);
  });

  it("compact moves the cut back over a call whose output is after it", () => {
    // items: developer, user, function_call (2), output (3), assistant; a cut at 3 splits the pair
    const run = cli([
      "compact",
      "--json",
      log("responses-clean.jsonl"),
      "--cutoff",
      "3",
      "--summary",
      "s",
      "-o",
      out("c2.jsonl"),
    ]);
    expect(JSON.parse(run.stdout)).toMatchObject({ cutoff: 3, start: 2 });
  });

  it("compact needs exactly one summary", () => {
    expect(
      cli(["compact", log("responses-clean.jsonl"), "--cutoff", "1", "-o", out("n.jsonl")]).code,
    ).toBe(2);
    const both = ["--summary", "a", "--summary-file", log("chat-log.jsonl")];
    expect(
      cli(["compact", log("responses-clean.jsonl"), "--cutoff", "1", ...both, "-o", out("n.jsonl")])
        .code,
    ).toBe(2);
    const far = cli([
      "compact",
      log("responses-clean.jsonl"),
      "--cutoff",
      "99",
      "--summary",
      "a",
      "-o",
      out("n.jsonl"),
    ]);
    expect(far.code).toBe(2);
    expect(far.stdout).toContain("cutoff must be an integer in [0, 5]");
  });

  it.each(["jsonl", "json", "msgpack", "anthropic"])(
    "convert claude-code → %s → jsonl round trips",
    (to) => {
      const source = log("claude-code-orphan.jsonl");
      const args = ["convert", source, "--to", to, "--allow-lossy", "-o", out(`rt.${to}`)];
      expect(cli(args).code).toBe(0);
      expect(
        cli(["convert", out(`rt.${to}`), "--to", "jsonl", "-o", out(`rt.${to}.jsonl`)]).code,
      ).toBe(0);
      const again = readTranscriptSync(readFileSync(out(`rt.${to}.jsonl`))).items;
      expect(again).toEqual(readTranscriptSync(readFileSync(source)).items);
    },
  );

  it("convert Codex → chat refuses to drop the reasoning; with --allow-lossy it says what it left out; -o - writes to stdout", () => {
    const refused = cli(["convert", log("codex-ends-mid-call.jsonl"), "--to", "chat", "-o", "-"]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(
      "lossy-output: --to chat has no form for 2 item(s) (reasoning 2)",
    );
    const run = cli([
      "convert",
      log("codex-ends-mid-call.jsonl"),
      "--to",
      "chat",
      "--allow-lossy",
      "-o",
      "-",
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("left out (no chat form, --allow-lossy): reasoning 2");
    const messages = JSON.parse(run.stdout);
    expect(messages.map((m: { role: string }) => m.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "assistant",
    ]);
  });

  it("no input file was modified", () => {
    for (const [file, digest] of before) expect(hash(file), file).toBe(digest);
  });
});
