// Issue 29: files, folders and quoted globs as arguments. `check` reports each input (the exit
// code the worst); fix, compact and convert take several inputs only with -o an existing folder
// (or fix --in-place). The CLI runs without a shell here, so a pattern reaches it unexpanded, as
// a quoted one does.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, log, tempDir } from "./run.js";

const CLEAN = "responses-clean.jsonl";
const BROKEN = "codex-ends-mid-call.jsonl";
const CLAUDE = "claude-code-orphan.jsonl";

// A folder of logs: two at the top, one in a subfolder, and files that are no logs.
function logsFolder(): string {
  const dir = join(tempDir(), "logs");
  mkdirSync(join(dir, "sub"), { recursive: true });
  copyFileSync(log(CLEAN), join(dir, CLEAN));
  copyFileSync(log(BROKEN), join(dir, BROKEN));
  copyFileSync(log(CLAUDE), join(dir, "sub", CLAUDE));
  writeFileSync(join(dir, "notes.txt"), "not a log\n");
  mkdirSync(join(dir, ".hidden"));
  writeFileSync(join(dir, ".hidden", "x.jsonl"), "not json\n");
  return dir;
}

const heads = (stdout: string) => stdout.split("\n").filter((l) => /^\S.*: \S+ \(/.test(l));

describe.skipIf(!built)("several inputs", () => {
  it("check a b: each reported, exit code the worst", () => {
    const both = cli(["check", log(CLEAN), log(BROKEN)]);
    expect(both.code).toBe(1);
    expect(heads(both.stdout)).toHaveLength(2);
    expect(both.stdout).toContain("2 files: 1 clean, 1 with violations, 0 unreadable");
    const dir = tempDir();
    writeFileSync(join(dir, "bad.jsonl"), "not json\n");
    const worst = cli(["check", log(CLEAN), join(dir, "bad.jsonl"), log(BROKEN)]);
    expect(worst.code).toBe(2);
    expect(worst.stdout).toContain("3 files: 1 clean, 1 with violations, 1 unreadable");
  });

  it("check FOLDER: every log under it (subfolders too; hidden entries and other files left out)", () => {
    const dir = logsFolder();
    const run = cli(["check", "--json", dir]);
    const files = JSON.parse(run.stdout).files.map((f: { file: string }) => f.file);
    expect(files).toEqual([join(dir, BROKEN), join(dir, CLEAN), join(dir, "sub", CLAUDE)]);
    expect(run.code).toBe(1);
  });

  it("check 'logs/*.jsonl' (a quoted glob): expanded by the command line", () => {
    const dir = logsFolder();
    const run = cli(["check", "--json", "logs/*.jsonl"], { cwd: join(dir, "..") });
    const files = JSON.parse(run.stdout).files.map((f: { file: string }) => f.file);
    expect(files).toEqual([`logs/${BROKEN}`, `logs/${CLEAN}`]);
    const deep = cli(["check", "--json", `${dir}/**/*.jsonl`]);
    expect(JSON.parse(deep.stdout).files).toHaveLength(3);
  });

  it("a pattern that matches nothing, or a folder with no log, is exit 2 naming it", () => {
    const dir = tempDir();
    const none = cli(["check", join(dir, "*.jsonl")]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("no file matches the pattern");
    const empty = cli(["check", dir]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("no log file");
  });

  it("fix of several inputs refuses -o FILE, writes each into -o FOLDER (one JSON document)", () => {
    const dir = logsFolder();
    const refused = cli(["fix", dir, "-o", join(dir, "out.jsonl")]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("3 inputs: -o must be an existing folder");
    expect(existsSync(join(dir, "out.jsonl"))).toBe(false);
    for (const c of ["fix", "compact", "convert"]) {
      const extra =
        { fix: [], compact: ["--cutoff", "2", "--summary", "s"], convert: ["--to", "jsonl"] }[c] ??
        [];
      const empty = cli([c, log(BROKEN), "-o", "", ...extra]);
      expect([empty.code, empty.stderr.trim()]).toEqual([
        2,
        "clinker-transcript: -o needs a file, a folder or - for stdout",
      ]);
    }
    const out = join(dir, "..", "fixed");
    mkdirSync(out);
    const run = cli(["fix", "--json", `${dir}/*.jsonl`, "-o", out]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ ok: true, exitCode: 0 });
    expect(report.files.map((f: { output: string }) => f.output)).toEqual([
      join(out, BROKEN),
      join(out, CLEAN),
    ]);
    expect(cli(["check", out]).code).toBe(0);
  });

  it("convert several into a folder names each output for --to; two inputs of one name are refused", () => {
    const dir = logsFolder();
    const out = join(dir, "..", "json");
    mkdirSync(out);
    const run = cli(["convert", dir, "--to", "json", "--allow-lossy", "-o", out]);
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      "claude-code-orphan.json",
      "codex-ends-mid-call.json",
      "responses-clean.json",
    ]);
    copyFileSync(log(CLEAN), join(dir, "sub", CLEAN));
    const clash = cli(["convert", dir, "--to", "json", "--allow-lossy", "-o", out]);
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain(`would both be written to ${join(out, "responses-clean.json")}`);
  });

  it("fix --in-place of several inputs fixes each in its own format", () => {
    const dir = logsFolder();
    const run = cli(["fix", "--in-place", "--force", dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("backup:");
    expect(cli(["check", dir]).code).toBe(0);
  });

  it.each(["check", "fix", "compact", "convert"])(
    "%s --help says what several inputs mean",
    (c) => {
      const help = cli([c, "--help"]).stdout.replace(/\s+/g, " ");
      expect(help).toContain("folders (every .jsonl, .ndjson, .json and .msgpack file under them)");
      expect(help).toContain("quoted globs");
      if (c !== "check") expect(help).toContain("Several inputs: -o names an existing folder");
    },
  );
});
