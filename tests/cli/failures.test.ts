// The command line's failures (issue 30): one line and a documented exit code, never a stack trace,
// an unbounded read or a warning in front of the report.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTranscripts, readTranscriptsSync } from "../../bindings/readers/index.js";
import { call, out, user } from "../support/items.js";
import { built, CLI, cli, log, tempDir } from "./run.js";

const jsonl = (items: readonly unknown[]) => `${items.map((i) => JSON.stringify(i)).join("\n")}\n`;

describe("readers: bounded records and cycles", () => {
  it("an input with no newline is refused past maxRecordBytes (record-too-large), lenient or not", async () => {
    const zeros = new Uint8Array(64 * 1024);
    const chunks = async function* () {
      for (let i = 0; i < 64; i++) yield zeros;
    };
    for (const lenient of [false, true])
      await expect(
        readTranscripts(chunks(), { maxRecordBytes: 1024 * 1024, lenient }),
      ).rejects.toMatchObject({ code: "invalid-record", reason: "record-too-large" });
    const brace = `{"type":"message",${" ".repeat(2048)}`;
    expect(() => readTranscriptsSync(brace, { maxRecordBytes: 1024 })).toThrow(
      /record-too-large|longer than 1024/,
    );
  });

  it("a Claude Code boundary whose logicalParentUuid is its own uuid reads (no recursion)", () => {
    const base = { sessionId: "s", isSidechain: false };
    const lines = [
      {
        ...base,
        type: "user",
        uuid: "u1",
        parentUuid: null,
        message: { role: "user", content: "hi" },
      },
      {
        ...base,
        type: "system",
        subtype: "compact_boundary",
        uuid: "b1",
        parentUuid: null,
        logicalParentUuid: "b1",
      },
      {
        ...base,
        type: "user",
        uuid: "u2",
        parentUuid: "b1",
        message: { role: "user", content: "again" },
      },
      {
        ...base,
        type: "system",
        subtype: "compact_boundary",
        uuid: "b2",
        parentUuid: null,
        logicalParentUuid: "b3",
      },
      {
        ...base,
        type: "system",
        subtype: "compact_boundary",
        uuid: "b3",
        parentUuid: null,
        logicalParentUuid: "b2",
      },
      {
        ...base,
        type: "user",
        uuid: "u3",
        parentUuid: "b3",
        message: { role: "user", content: "loop" },
      },
    ];
    const read = readTranscriptsSync(jsonl(lines));
    expect(read.transcripts.flatMap((t) => t.items).length).toBe(3);
  });
});

describe.skipIf(!built)("command line failures", () => {
  it("-o - to a full disk: one line, exit 2, no stack trace", () => {
    for (const args of [
      ["fix", log("codex-ends-mid-call.jsonl"), "-o", "-"],
      ["check", log("codex-ends-mid-call.jsonl")],
    ]) {
      const r = spawnSync(
        "sh",
        ["-c", `"${process.execPath}" "${CLI}" ${args.map((a) => `'${a}'`).join(" ")} > /dev/full`],
        {
          encoding: "utf8",
        },
      );
      expect(r.status).toBe(2);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(r.stderr).toMatch(/clinker-transcript: cannot write to stdout/);
    }
  });

  it("an error names its code once", () => {
    const dir = tempDir();
    const file = join(dir, "dup.jsonl");
    writeFileSync(file, jsonl([out("a"), out("a"), call("a")]));
    // fix removes the duplicate (remove-item); compact does not, and says why once.
    const r = cli(["compact", file, "--cutoff", "1", "--summary", "S", "-o", join(dir, "o.jsonl")]);
    const text = r.stdout + r.stderr;
    expect(text).toMatch(/reconciliation/);
    expect(text).not.toMatch(/([a-z-]+): \1:/);
    const bad = join(dir, "bad.jsonl");
    writeFileSync(bad, `${JSON.stringify(user("u"))}\nnot json\n`);
    const c = cli(["check", bad]);
    expect(c.stdout).toMatch(/invalid-record: line 2/);
    expect(c.stdout).not.toMatch(/invalid-record: invalid-record/);
  });

  it("a large convert writes no MaxListenersExceededWarning (one listener per wait, removed)", () => {
    const dir = tempDir();
    const file = join(dir, "big.jsonl");
    const items = [];
    for (let i = 0; i < 40_000; i++) items.push(call(`c${i}`), out(`c${i}`, "x".repeat(300)));
    writeFileSync(file, jsonl(items));
    const r = cli(["convert", file, "--to", "jsonl", "-o", join(dir, "o.jsonl")]);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/MaxListeners/);
  });
});

describe.skipIf(!built)("a record --lenient would read past", () => {
  it("is named with the option in the text report of each command, not in --json", () => {
    const dir = tempDir();
    const file = join(dir, "torn-first.jsonl");
    writeFileSync(file, `{"type":"mess\n${jsonl([user("hi")])}`);
    const hint = "(--lenient reads past such a record, counted as skipped)";
    const runs = [
      cli(["check", file]),
      cli(["fix", file, "-o", join(dir, "out.jsonl")]),
      cli(["fix", file, "--in-place", "--force"]),
    ];
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(`${run.stdout}${run.stderr}`).toContain(`line 1: the line is not JSON ${hint}`);
    }
    expect(cli(["check", "--json", file]).stdout).not.toContain("--lenient");
    // Nothing to read past: an empty file.
    const empty = join(dir, "empty.jsonl");
    writeFileSync(empty, "");
    expect(cli(["check", empty]).stdout).not.toContain("--lenient");
  });
});
