// Issue 29: a Claude Code, Codex or pi session written as items lost its records (session_meta,
// turn_context, events, summaries, every record's ids and timestamps) with exit 0. Now `fix -o`
// writes the session in its own format, and any output of items is refused (exit 2) naming the
// record types and counts, unless --allow-lossy, which lists them in the report.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, log, tempDir } from "./run.js";

const CODEX = log("codex-ends-mid-call.jsonl");
const CLAUDE = log("claude-code-orphan.jsonl");

// The input's records by type, counted here independently of the command line.
function recordTypes(file: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    const type = JSON.parse(line).type;
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

describe.skipIf(!built)("host sessions are lossless or loud", () => {
  for (const [name, file, format] of [
    ["Codex", CODEX, "codex-rollout"],
    ["Claude Code", CLAUDE, "claude-code"],
  ] as const)
    it(`fix ${name} -o OUT writes the session in its own format, every untouched line as it was`, () => {
      const out = join(tempDir(), "fixed.jsonl");
      const run = cli(["fix", "--json", file, "-o", out]);
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ format, to: format, ok: true });
      const check = JSON.parse(cli(["check", "--json", out]).stdout);
      expect(check.files[0]).toMatchObject({ format });
      expect(check.ok).toBe(true);
      const written = new Set(readFileSync(out, "utf8").split("\n"));
      // Records that hold no item (session_meta, turn_context, events, summaries) stay as they
      // were; of the records fix touches (the orphan's, its child re-pointed), the rest too.
      const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
      const untouched = lines.filter(
        (line) =>
          !/toolu_trimmed_99|"parentUuid":"c0de0000-0000-4000-8000-000000000005"/.test(line),
      );
      expect(untouched.length).toBeGreaterThanOrEqual(lines.length - 2);
      for (const line of untouched) expect(written.has(line), line.slice(0, 80)).toBe(true);
    });

  const itemsOutputs = [
    ["fix", CODEX, "--to", "jsonl"],
    ["fix", CLAUDE, "--conversation", "main"],
    ["convert", CLAUDE, "--to", "json"],
    ["compact", CODEX, "--cutoff", "2", "--summary", "s"],
    ["compact", CODEX, "--cutoff", "2", "--summary", "s", "--stream-min-mb", "0"],
    ["convert", CODEX, "--to", "jsonl", "--stream-min-mb", "0"],
  ];
  for (const args of itemsOutputs)
    it(`${args.slice(0, 1).concat(args.slice(2)).join(" ")}: refused naming the records, or listed with --allow-lossy`, () => {
      const dir = tempDir();
      const out = join(dir, "items.json");
      const refused = cli([...args, "-o", out]);
      expect(refused.code).toBe(2);
      const text = refused.stdout + refused.stderr;
      expect(text).toContain("lossy-output");
      for (const [type, n] of Object.entries(recordTypes(args[1])))
        expect(text).toContain(`${type} ${n}`);
      expect(existsSync(out)).toBe(false);
      const written = cli([...args, "--allow-lossy", "--json", "-o", out]);
      expect(written.code).toBe(0);
      expect(JSON.parse(written.stdout).droppedRecords).toEqual(recordTypes(args[1]));
      const plain = cli([...args, "--allow-lossy", "-o", join(dir, "again.json")]).stdout;
      expect(plain).toContain("host records not kept (items written, --allow-lossy):");
    });

  // The records are counted by the read that parses every line (no read of their own): a record
  // on the byte-order-marked first line counts, blank lines and a line that is not JSON do not,
  // and the whole-log and streamed runs count alike.
  it("records are counted as the read reads them: a BOM line counts, blank and bad lines do not", () => {
    const dir = tempDir();
    const lines = readFileSync(CODEX, "utf8").split("\n").filter(Boolean);
    const input = join(dir, "marked.jsonl");
    const mid = Math.floor(lines.length / 2);
    const text = [...lines.slice(0, mid), "", "  ", "not json {", ...lines.slice(mid), ""];
    writeFileSync(input, `\uFEFF${text.join("\n")}`);
    const reports = ["64", "0"].map((min) => {
      const args = ["convert", input, "--to", "jsonl", "--lenient", "--allow-lossy", "--json"];
      const run = cli([...args, "--stream-min-mb", min, "-o", join(dir, `out-${min}.jsonl`)]);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(run.stdout).droppedRecords;
    });
    expect(reports[0]).toEqual(recordTypes(CODEX));
    expect(reports[0].session_meta).toBe(1);
    expect(Object.keys(reports[1])).toEqual(Object.keys(reports[0]));
    expect(reports[1]).toEqual(reports[0]);
  });

  it("a session from stdin written as items is refused too (its records not counted)", () => {
    const run = cli(["convert", "-", "--to", "jsonl", "-o", "-"], {
      input: readFileSync(CODEX),
    });
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toContain("read from stdin, not counted");
  });
});
