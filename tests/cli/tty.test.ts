// Issue 13: colour and the progress bar as a user at a terminal sees them. The command runs on a
// real pseudo-terminal made by util-linux `script` (skipped with a message where it is absent):
// colour on a terminal, none with NO_COLOR or when piped; the bar only on a terminal's stderr for
// a large input, never in what --json prints.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PROGRESS_MIN_BYTES } from "../../bindings/cli/progress.js";
import { built, CLI, cli, log, tempDir } from "./run.js";

const SCRIPT = "/usr/bin/script";
const hasScript = existsSync(SCRIPT);
if (!hasScript) console.warn("util-linux script missing: skipping the terminal tests");

const ESC = "\u001b[";
const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

/** Runs `shell` (a command line using $CLI) on a pseudo-terminal; returns what the terminal showed. */
function onTerminal(
  shell: string,
  env: Record<string, string> = {},
): { code: number | null; screen: string } {
  const vars = { ...process.env, ...env };
  delete vars.FORCE_COLOR;
  if (!("NO_COLOR" in env)) delete vars.NO_COLOR;
  // -q quiet, -e the command's exit code, -c the command; the typescript file is /dev/null.
  const command = shell.replaceAll("$CLI", `${quote(process.execPath)} ${quote(CLI)}`);
  const result = spawnSync(SCRIPT, ["-qec", command, "/dev/null"], {
    encoding: "utf8",
    env: vars,
    input: "",
    timeout: 120_000,
  });
  return { code: result.status, screen: result.stdout };
}

// A clean Responses log of just over `bytes`.
function logOf(dir: string, name: string, bytes: number): string {
  const pair = (n: number) =>
    `${JSON.stringify({ type: "function_call", call_id: `c${n}`, name: "f", arguments: "{}" })}\n${JSON.stringify({ type: "function_call_output", call_id: `c${n}`, output: "x".repeat(2000) })}\n`;
  const lines: string[] = [];
  let size = 0;
  for (let n = 0; size <= bytes; n++) {
    const text = pair(n);
    lines.push(text);
    size += text.length;
  }
  const path = join(dir, name);
  writeFileSync(path, lines.join(""));
  return path;
}

describe.runIf(built && hasScript)("cli: on a terminal", () => {
  let dir = "";
  let large = "";
  let under = "";
  beforeAll(() => {
    dir = tempDir();
    large = logOf(dir, "large.jsonl", PROGRESS_MIN_BYTES);
    under = logOf(dir, "under.jsonl", PROGRESS_MIN_BYTES - 2 * 1024 * 1024); // as slow to read
  });

  it("check colours its report on a terminal", () => {
    const run = onTerminal(`$CLI check ${quote(log("codex-ends-mid-call.jsonl"))}`);
    expect(run.code).toBe(1);
    expect(run.screen).toContain(ESC);
  });

  it("no colour on a terminal with NO_COLOR (any value, even empty)", () => {
    for (const value of ["1", ""]) {
      const run = onTerminal(`$CLI check ${quote(log("codex-ends-mid-call.jsonl"))}`, {
        NO_COLOR: value,
      });
      expect(run.code).toBe(1);
      expect(run.screen).not.toContain(ESC);
    }
  });

  it("no colour when stdout is piped, though stderr is the terminal", () => {
    const out = join(dir, "piped.txt");
    const run = onTerminal(
      `$CLI check ${quote(log("codex-ends-mid-call.jsonl"))} | cat > ${quote(out)}`,
    );
    expect(run.code).toBe(0); // the pipeline's status is cat's
    const text = readFileSync(out, "utf8");
    expect(text).toMatch(/unresolved/);
    expect(text).not.toContain(ESC);
  });

  it("fix reports in colour on a terminal, and plain with NO_COLOR", () => {
    const output = join(dir, "fixed.jsonl");
    const args = `fix ${quote(log("codex-ends-mid-call.jsonl"))} -o ${quote(output)}`;
    expect(onTerminal(`$CLI ${args}`).screen).toContain(ESC);
    expect(onTerminal(`$CLI ${args}`, { NO_COLOR: "1" }).screen).not.toContain(ESC);
  });

  it("a large input shows the progress bar on the terminal's stderr", () => {
    const run = onTerminal(`$CLI check ${quote(large)} > /dev/null`);
    expect(run.code).toBe(0);
    expect(run.screen).toMatch(/large\.jsonl \[[█░]+\] \d+% \d+\/\d+ MB/);
  });

  it("no bar when stderr is not a terminal", () => {
    const err = join(dir, "stderr.txt");
    const run = onTerminal(`$CLI check ${quote(large)} 2> ${quote(err)}`);
    expect(run.code).toBe(0);
    expect(run.screen).not.toMatch(/\d+% \d+\/\d+ MB/);
    expect(readFileSync(err, "utf8")).toBe("");
  });

  it("no bar for an input under the threshold, though as slow to read", () => {
    const run = onTerminal(`$CLI check ${quote(under)} > /dev/null`);
    expect(run.code).toBe(0);
    expect(run.screen).not.toMatch(/\d+% \d+\/\d+ MB/);
  });

  it("--json prints one plain JSON document, with the bar only on stderr", () => {
    const out = join(dir, "report.json");
    const run = onTerminal(`$CLI check --json ${quote(large)} > ${quote(out)}`);
    expect(run.code).toBe(0);
    expect(run.screen).toMatch(/\d+% \d+\/\d+ MB/); // the bar, on the terminal
    const text = readFileSync(out, "utf8");
    expect(text).not.toContain(ESC);
    expect(text).not.toMatch(/\d+% \d+\/\d+ MB/);
    expect(JSON.parse(text)).toMatchObject({ ok: true });
  });

  it("--json on a terminal stdout is plain JSON too", () => {
    const run = onTerminal(`$CLI check --json ${quote(log("codex-ends-mid-call.jsonl"))}`);
    expect(run.screen).not.toContain(ESC);
    expect(JSON.parse(run.screen.replaceAll("\r\n", "\n"))).toMatchObject({ ok: false });
  });

  it("piped without a terminal: no colour and no bar", () => {
    const run = cli(["check", large]);
    expect(run.code).toBe(0);
    expect(run.stdout + run.stderr).not.toContain(ESC);
    expect(run.stderr).toBe("");
  });
});
