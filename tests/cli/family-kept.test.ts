// Issue 29, reproduction 3: `fix codex.jsonl -o b.jsonl`, then `check b.jsonl` said "private
// items: unknown 2" and `fix --family openai b.jsonl` refused: the producing family was lost with
// the format. Items JSONL, JSON and msgpack now start with a meta record (family, model, session
// id) that the readers take back into meta (docs/decisions.md), through the real command line.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, log, tempDir } from "./run.js";

const CODEX = log("codex-ends-mid-call.jsonl");
const SESSION = "0199aa00-0000-7000-8000-000000000001";

function checked(file: string) {
  const run = cli(["check", file, "--json"]);
  expect(run.code).not.toBe(2); // convert leaves the unanswered call: 1
  return JSON.parse(run.stdout).files[0].conversations[0];
}

describe.skipIf(!built)("the producing family survives items formats", () => {
  for (const [to, name] of [
    ["jsonl", "b.jsonl"],
    ["json", "b.json"],
    ["msgpack", "b.msgpack"],
  ] as const) {
    it(`fix -o ${name} (--to ${to}): check knows openai, fix --family openai keeps the reasoning`, () => {
      const dir = tempDir();
      const b = join(dir, name);
      expect(cli(["fix", CODEX, "--to", to, "--allow-lossy", "-o", b]).code).toBe(0);
      const report = checked(b);
      expect(report).toMatchObject({
        family: "openai",
        model: "gpt-5.1-codex",
        sessionId: SESSION,
      });
      expect(report.private).toEqual({ openai: 2 });
      const again = cli([
        "fix",
        "--family",
        "openai",
        b,
        "--to",
        to,
        "-o",
        join(dir, `c-${name}`),
        "--json",
      ]);
      expect(again.code).toBe(0);
      const fixed = JSON.parse(again.stdout);
      expect(fixed.producer).toEqual({ family: "openai", from: "log" });
      expect(fixed.privateDropped).toBe(0);
      expect(fixed.itemsAfter).toBe(fixed.itemsBefore);
      // Fixing the fixed file again changes nothing, the meta record included.
      expect(readFileSync(join(dir, `c-${name}`))).toEqual(readFileSync(b));
    });
  }

  it("convert and compact keep it too; --from-family is written for a later check", () => {
    const dir = tempDir();
    const converted = join(dir, "items.json");
    expect(cli(["convert", CODEX, "--to", "json", "--allow-lossy", "-o", converted]).code).toBe(0);
    expect(checked(converted).private).toEqual({ openai: 2 });
    const compacted = join(dir, "short.jsonl");
    const args = [
      "compact",
      CODEX,
      "--allow-lossy",
      "--cutoff",
      "1",
      "--summary",
      "s",
      "-o",
      compacted,
    ];
    expect(cli(args).code).toBe(0);
    expect(checked(compacted).family).toBe("openai");
    // A log that never named its family: the user's --from-family is kept for the next command.
    const bare = join(dir, "bare.jsonl");
    const items = JSON.parse(readFileSync(converted, "utf8")).slice(1);
    writeFileSync(bare, items.map((item: object) => `${JSON.stringify(item)}\n`).join(""));
    expect(checked(bare).private).toEqual({ unknown: 2 });
    const named = join(dir, "named.jsonl");
    const fix = cli(["fix", bare, "--family", "openai", "--from-family", "openai", "-o", named]);
    expect(fix.code).toBe(0);
    expect(checked(named).private).toEqual({ openai: 2 });
  });

  it("a Chat or Anthropic output has no place for it: nothing is added to the API's shape", () => {
    const dir = tempDir();
    const out = join(dir, "c.json");
    expect(cli(["fix", CODEX, "--to", "chat", "--allow-lossy", "-o", out]).code).toBe(0);
    expect(readFileSync(out, "utf8")).not.toContain("clinker-transcript.meta");
  });

  it("a Responses request body names its family by its model: check and fix --family know it", () => {
    const dir = tempDir();
    const body = join(dir, "body.json");
    const items = readFileSync(CODEX, "utf8")
      .split("\n")
      .filter((l) => l.includes('"response_item"'))
      .map((l) => JSON.parse(l).payload);
    writeFileSync(body, JSON.stringify({ model: "gpt-5.1-codex", store: false, input: items }));
    expect(checked(body)).toMatchObject({ family: "openai", private: { openai: 2 } });
    const out = join(dir, "out.json");
    const fixed = cli(["fix", body, "--family", "openai", "-o", out, "--json"]);
    expect(fixed.code).toBe(0);
    expect(JSON.parse(fixed.stdout)).toMatchObject({
      producer: { family: "openai", from: "log" },
      privateDropped: 0,
    });
  });

  it("Claude Code written as items JSONL stays Anthropic: check agrees with fix, fixing again changes nothing", () => {
    // The reported-losses property's seed: the items alone read as Responses, so check of fix's
    // output found responses/unknown-type on the thinking fix had kept for Anthropic.
    const dir = tempDir();
    const out = join(dir, "a.jsonl");
    const claude = log("claude-code-orphan.jsonl");
    const fixed = cli(["fix", claude, "--to", "jsonl", "--allow-lossy", "-o", out, "--json"]);
    expect(JSON.parse(fixed.stdout)).toMatchObject({ api: "anthropic", ok: true });
    const check = cli(["check", out, "--json"]);
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout).files[0].api).toBe("anthropic");
    const again = join(dir, "b.jsonl");
    expect(cli(["fix", out, "--to", "jsonl", "-o", again]).code).toBe(0);
    expect(readFileSync(again)).toEqual(readFileSync(out));
  });
});
