// A pi session the user went back in (`/tree`) and went on from an earlier entry keeps both
// branches in the file; pi resumes the last entry's. The reader reads every branch in file order
// (docs/host-repair.md's limits), and the read says where the session branches, so a problem
// `check` finds on the other branch is not taken for one pi meets.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTranscripts } from "../../bindings/readers/index.js";
import { logText, piLog } from "../support/host-logs.js";
import { built, cli, tempDir } from "./run.js";

type Rec = Record<string, any>;

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// piLog, then a user message going on from its first user message, and `more` such.
const branched = (more = 0) => {
  const { records } = piLog();
  const first = records.find((r: Rec) => r.message?.role === "user") as Rec;
  const extra = Array.from({ length: 1 + more }, (_, k) => ({
    type: "message",
    id: `b${k}`,
    parentId: first.id,
    timestamp: first.timestamp,
    message: { role: "user", content: [{ type: "text", text: `again ${k}` }], timestamp: 0 },
  }));
  return [...records, ...extra];
};

describe("a pi session that branches", () => {
  it("is read in file order, its read's warning naming the first line it branches at", async () => {
    expect((await readTranscripts(logText(piLog()))).warnings).toEqual([]);
    const once = await readTranscripts(logText({ records: branched() }));
    expect(once.warnings).toHaveLength(1);
    expect(once.warnings[0]).toMatch(/^line 9: the session branches here \(once:/);
    expect(JSON.stringify(once.transcripts[0].items)).toContain("You are welcome.");
    const twice = await readTranscripts(logText({ records: branched(1) }));
    expect(twice.warnings[0]).toMatch(/^line 9: the session branches here \(2 times:/);
  });

  it.skipIf(!built)("check prints the warning", () => {
    const file = join(dir, "branched.jsonl");
    writeFileSync(file, logText({ records: branched() }));
    const run = cli(["check", file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("warning: line 9: the session branches here");
  });
});
