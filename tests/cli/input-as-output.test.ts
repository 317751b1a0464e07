// Issue 29: `fix a.jsonl -o a.jsonl` replaced a Codex rollout by items JSONL and exited 0. An output
// that resolves to the input (same path, hard link, symlink) is refused, exit 2, input unchanged.
import { copyFileSync, linkSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, log, tempDir } from "./run.js";

describe.skipIf(!built)("an output that is the input", () => {
  const commands = (input: string, output: string) => [
    ["fix", input, "-o", output],
    ["convert", input, "--to", "jsonl", "-o", output],
    ["compact", input, "--cutoff", "2", "--summary", "s", "-o", output],
  ];

  it("is refused for the same path, a hard link and a symlink (either way), input untouched", () => {
    const dir = tempDir();
    const input = join(dir, "a.jsonl");
    copyFileSync(log("codex-ends-mid-call.jsonl"), input);
    const before = readFileSync(input);
    const hard = join(dir, "hard.jsonl");
    linkSync(input, hard);
    const soft = join(dir, "soft.jsonl");
    symlinkSync(input, soft);
    const viaLink = join(dir, "via.jsonl");
    symlinkSync(input, viaLink);
    const cases: [string, string, RegExp][] = [
      [input, input, /is the input file/],
      [input, hard, /hard link/],
      [input, soft, /symlink/],
      [viaLink, input, /symlink/],
    ];
    for (const [from, to, said] of cases)
      for (const args of commands(from, to)) {
        const r = cli(args);
        expect(r.code, args.join(" ")).toBe(2);
        expect(r.stdout + r.stderr).toMatch(said);
        expect(r.stdout + r.stderr).toMatch(/never overwritten/);
        expect(readFileSync(input).equals(before)).toBe(true);
      }
  });

  it("another file, or stdout, is written as before", () => {
    const dir = tempDir();
    const input = join(dir, "a.jsonl");
    copyFileSync(log("responses-clean.jsonl"), input);
    expect(cli(["convert", input, "--to", "jsonl", "-o", join(dir, "b.jsonl")]).code).toBe(0);
    expect(cli(["convert", input, "--to", "jsonl", "-o", "-"]).code).toBe(0);
  });
});
