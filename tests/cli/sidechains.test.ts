// Issue 29: a Claude Code log with sub-agent sidechains holds several conversations, and fix,
// compact and convert stopped until --conversation was given. The main one is the default; the
// sidechains are reported, and --conversation still takes any one.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, tempDir } from "./run.js";

const base = { sessionId: "s1", cwd: "/w", version: "2.0.0" };
const line = (
  uuid: string,
  parentUuid: string | null,
  type: string,
  content: unknown,
  isSidechain = false,
) => ({
  ...base,
  type,
  uuid,
  parentUuid,
  isSidechain,
  message: { role: type, content, ...(type === "assistant" ? { model: "claude-sonnet-4-5" } : {}) },
});

describe.skipIf(!built)("several conversations in one file", () => {
  it("the main conversation by default, sidechains listed; --conversation takes one", () => {
    const dir = tempDir();
    const file = join(dir, "session.jsonl");
    const lines = [
      line("m1", null, "user", "main question"),
      line("m2", "m1", "assistant", [{ type: "text", text: "main answer" }]),
      line("s1", null, "user", "sub task", true),
      line("s2", "s1", "assistant", [{ type: "text", text: "sub answer" }], true),
    ];
    writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
    for (const args of [
      ["fix", file, "--to", "anthropic", "--allow-lossy", "-o", join(dir, "f.json")],
      ["convert", file, "--to", "jsonl", "--allow-lossy", "-o", join(dir, "c.jsonl")],
      [
        "compact",
        file,
        "--cutoff",
        "1",
        "--summary",
        "s",
        "--allow-lossy",
        "-o",
        join(dir, "k.json"),
      ],
    ]) {
      const run = cli([...args, "--json"]);
      expect(run.code, args[0]).toBe(0);
      const report = JSON.parse(run.stdout);
      expect(report.conversation).toBe("main");
      expect(report.otherConversations).toEqual(["sidechain:s1"]);
      const text = cli(args);
      expect(text.stdout).toContain("other conversation(s) not written (sidechain:s1)");
    }
    const side = cli([
      "convert",
      file,
      "--to",
      "jsonl",
      "--conversation",
      "sidechain:s1",
      "--allow-lossy",
      "--json",
      "-o",
      join(dir, "s.jsonl"),
    ]);
    expect(JSON.parse(side.stdout)).toMatchObject({
      conversation: "sidechain:s1",
      otherConversations: ["main"],
    });
  });
});
