// Issue 29, lossless or loud: `fix --to chat` dropped both Codex reasoning items (and Claude Code
// thinking) while printing "private items dropped for the family: 0" and a closing check for
// responses. An output format that cannot hold some items is refused (exit 2, nothing written)
// unless --allow-lossy, which lists them; the closing check is the written output's API.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, log, tempDir } from "./run.js";

describe.skipIf(!built)("lossless or loud", () => {
  const cases = [
    ["codex-ends-mid-call.jsonl", "chat", "reasoning 2"],
    ["claude-code-orphan.jsonl", "chat", "thinking 1"],
    ["codex-ends-mid-call.jsonl", "anthropic", "reasoning 2"],
  ] as const;

  for (const [name, to, lost] of cases)
    for (const command of ["fix", "compact", "convert"] as const) {
      it(`${command} ${name} --to ${to}: refused naming ${lost}; --allow-lossy lists it`, () => {
        const dir = tempDir();
        const output = join(dir, "out.json");
        const extra = command === "compact" ? ["--cutoff", "1", "--summary", "s"] : [];
        const args = [command, log(name), ...extra, "--to", to, "-o", output];
        const refused = cli(args);
        expect(refused.code).toBe(2);
        expect(refused.stdout + refused.stderr).toContain(
          `lossy-output: --to ${to} has no form for`,
        );
        expect(refused.stdout + refused.stderr).toContain(lost);
        expect(existsSync(output)).toBe(false);
        const lossy = cli([...args, "--allow-lossy", "--json"]);
        expect(lossy.code).not.toBe(2);
        const report = JSON.parse(lossy.stdout);
        const [type, n] = lost.split(" ");
        expect(report.dropped).toEqual({ [type]: Number(n) });
        if (command !== "convert") expect(report.api).toBe(to);
        expect(existsSync(output)).toBe(true);
      });
    }

  it("fix --to chat --allow-lossy checks the Chat it wrote, and that Chat passes check --api chat", () => {
    const dir = tempDir();
    const output = join(dir, "c.json");
    const run = cli([
      "fix",
      log("codex-ends-mid-call.jsonl"),
      "--to",
      "chat",
      "--allow-lossy",
      "-o",
      output,
    ]);
    expect(run.stdout).toContain("left out (no chat form, --allow-lossy): reasoning 2");
    expect(run.stdout).toContain("no violation left for chat");
    expect(Array.isArray(JSON.parse(readFileSync(output, "utf8")))).toBe(true);
    expect(cli(["check", output, "--api", "chat"]).code).toBe(0);
  });

  it("a format that holds every item writes without --allow-lossy and says so", () => {
    const dir = tempDir();
    const run = cli(["fix", log("codex-ends-mid-call.jsonl"), "-o", join(dir, "a.jsonl")]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("every item written");
  });
});
