// Issue 13: `check` as a subprocess: exit codes, the --json document, corrupt input, help.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, log, tempDir } from "./run.js";

const CLEAN = log("responses-clean.jsonl");
const MID_CALL = log("codex-ends-mid-call.jsonl");

describe.skipIf(!built)("clinker-transcript check", () => {
  it("exit 0 on a clean log, 1 on a violating one, 2 on an unreadable one", () => {
    expect(cli(["check", CLEAN]).code).toBe(0);
    expect(cli(["check", log("chat-log.jsonl")]).code).toBe(0);
    const violating = cli(["check", MID_CALL]);
    expect(violating.code).toBe(1);
    expect(violating.stdout).toContain(
      "responses/missing-output line 10: No tool output found for function call call_npm_test.",
    );
    expect(cli(["check", log("claude-code-orphan.jsonl")]).code).toBe(1);
    const missing = cli(["check", CLEAN, "no-such-file.jsonl"]);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain("no-such-file.jsonl: unreadable: ENOENT");
    // The code once (Node's message starts with it too).
    expect(missing.stdout).not.toContain("ENOENT: ENOENT");
    const fix = cli(["fix", "no-such-file.jsonl", "-o", "-"]);
    expect(fix.code).toBe(2);
    expect(fix.stdout + fix.stderr).toMatch(/ENOENT: no such file/);
    expect(fix.stdout + fix.stderr).not.toContain("ENOENT: ENOENT");
  });

  it("--json: one document with the documented shape", () => {
    const run = cli(["check", "--json", MID_CALL, CLEAN]);
    expect(run.code).toBe(1);
    const doc = JSON.parse(run.stdout);
    expect(doc).toMatchObject({ version: 1, ok: false, exitCode: 1 });
    const [midCall, clean] = doc.files;
    expect(midCall).toMatchObject({
      file: MID_CALL,
      ok: false,
      format: "codex-rollout",
      api: "responses",
      skipped: [],
      warnings: [],
    });
    expect(midCall.conversations).toEqual([
      {
        id: "main",
        model: "gpt-5.1-codex",
        family: "openai",
        sessionId: "0199aa00-0000-7000-8000-000000000001",
        items: 7,
        kinds: { message: 2, reasoning: 2, function_call: 2, function_call_output: 1 },
        calls: 2,
        outputs: 1,
        unresolved: [{ callId: "call_npm_test", line: 10, index: 9, item: 6 }],
        orphans: [],
        duplicates: [],
        malformed: [],
        private: { openai: 2 },
        compactions: [],
        preflight: { api: "responses", ran: true },
        violations: [
          {
            rule: "responses/missing-output",
            message: "No tool output found for function call call_npm_test.",
            fix: "reconcile",
            callId: "call_npm_test",
            index: 6,
            line: 10,
          },
        ],
        ok: false,
      },
    ]);
    expect(clean).toMatchObject({ ok: true, format: "responses-jsonl" });
  });

  it("orphans and lines in a Claude Code session", () => {
    const doc = JSON.parse(cli(["check", "--json", log("claude-code-orphan.jsonl")]).stdout);
    const [c] = doc.files[0].conversations;
    expect(c.orphans).toEqual([{ callId: "toolu_trimmed_99", line: 6, index: 5, item: 4 }]);
    expect(c.violations.map((v: { rule: string; line: number }) => [v.rule, v.line])).toEqual([
      ["anthropic/orphan-tool-result", 6],
    ]);
    expect(c.private).toEqual({ anthropic: 1 });
  });

  it("--api preflights another dialect than the log's", () => {
    const doc = JSON.parse(cli(["check", "--json", "--api", "anthropic", CLEAN]).stdout);
    expect(doc.files[0].api).toBe("anthropic");
    expect(doc.files[0].conversations[0].preflight).toEqual({ api: "anthropic", ran: true });
  });

  it("over --preflight-max-mb, the verdict comes from the streamed pairing counts", () => {
    const doc = JSON.parse(cli(["check", "--json", "--preflight-max-mb", "0", MID_CALL]).stdout);
    const [c] = doc.files[0].conversations;
    expect(c.preflight).toEqual({
      api: "responses",
      ran: false,
      skippedBecause: "the input is over 0 bytes",
    });
    expect([c.ok, c.violations, c.unresolved.length]).toEqual([false, [], 1]);
    expect(cli(["check", "--preflight-max-mb", "0", CLEAN]).code).toBe(0);
  });

  describe("corrupt input", () => {
    const dir = tempDir();
    const lines = readFileSync(MID_CALL, "utf8").trimEnd().split("\n");
    const write = (name: string, text: string | Buffer) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const cases: [string, string | Buffer, number][] = [
      ["cut.jsonl", [...lines.slice(0, 4), lines[4].slice(0, 30), ...lines.slice(5)].join("\n"), 5],
      ["not-json.jsonl", [...lines.slice(0, 6), "garbage here", ...lines.slice(6)].join("\n"), 7],
      [
        "unknown.jsonl",
        // No rollout envelope at all (a new record *type* with a payload is read past: unknown-types.test.ts)
        [...lines.slice(0, 2), '{"mystery":true}', ...lines.slice(2)].join("\n"),
        3,
      ],
      ["junk.bin", Buffer.from([0x00, 0x13, 0xff, 0x0a, 0x37, 0x0a]), 1],
    ];
    it.each(cases)(
      "%s: invalid-record with its line, exit 2; --lenient skips and counts",
      (name, text, line) => {
        const file = write(name, text);
        const run = cli(["check", "--json", file]);
        expect(run.code).toBe(2);
        expect(JSON.parse(run.stdout).files[0].error).toMatchObject({
          code: "invalid-record",
          line,
        });
        expect(cli(["check", file]).stdout).toContain(`unreadable (line ${line})`);
        if (name === "junk.bin") return; // nothing left to read
        const lenient = JSON.parse(cli(["check", "--json", "--lenient", file]).stdout).files[0];
        expect(lenient.skipped).toEqual([expect.objectContaining({ line })]);
        expect(lenient.conversations[0].unresolved).toEqual([
          expect.objectContaining({ callId: "call_npm_test" }),
        ]);
      },
    );

    it("--lenient on a log of many bad lines: all counted, the first 1,000 listed", () => {
      const good = readFileSync(CLEAN, "utf8");
      const file = write("many-bad.jsonl", `${good}${"{bad line}\n".repeat(2500)}`);
      const report = JSON.parse(cli(["check", "--json", "--lenient", file]).stdout).files[0];
      expect([report.skipped.length, report.skippedCount]).toEqual([1000, 2500]);
      expect(cli(["check", "--lenient", file]).stdout).toContain(
        "skipped 2500 records (--lenient)",
      );
      const all = write("all-bad.jsonl", "{bad line}\n".repeat(3));
      const run = cli(["check", "--lenient", all]);
      expect([run.code, run.stdout]).toEqual([
        2,
        expect.stringContaining("all 3 records were skipped"),
      ]);
    });

    it("a log past 4 MiB whose first line was cut: read as lines, the line skipped under --lenient", () => {
      const good = readFileSync(CLEAN, "utf8");
      const text = `{"type":"message","rol\n${good.repeat(Math.ceil((5 << 20) / good.length))}`;
      const file = write("cut-first.jsonl", text);
      const report = JSON.parse(cli(["check", "--json", "--lenient", file]).stdout).files[0];
      expect([report.format, report.skipped]).toEqual([
        "responses-jsonl",
        [{ index: 0, line: 1, reason: "not-json" }],
      ]);
      const strict = JSON.parse(cli(["check", "--json", file]).stdout).files[0];
      expect(strict.error).toMatchObject({ reason: "not-json", line: 1 });
    });

    it("a truncated last line is skipped with a warning", () => {
      const file = write(
        "growing.jsonl",
        `${readFileSync(CLEAN, "utf8")}{"type":"message","role":"us`,
      );
      const run = cli(["check", file]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("warning: line 6: the last line is cut short");
    });

    it("an empty file is exit 2", () => {
      const run = cli(["check", write("empty.jsonl", "")]);
      expect(run.code).toBe(2);
      expect(run.stdout).toContain("empty input");
    });
  });

  it("reads stdin for -", () => {
    const run = cli(["check", "--json", "-"], { input: readFileSync(MID_CALL) });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).files[0].format).toBe("codex-rollout");
  });

  it("no colour when stdout is no terminal; usage errors exit 2", () => {
    expect(cli(["check", MID_CALL]).stdout).not.toContain("\u001b[");
    expect(cli(["check"]).code).toBe(2);
    expect(cli(["check", "--api", "gemini", CLEAN]).code).toBe(2);
    expect(cli(["frobnicate"]).code).toBe(2);
  });

  it.each(["check", "fix", "compact", "convert"])("%s --help", (command) => {
    const run = cli([command, "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: clinker-transcript ${command}`);
  });
});
