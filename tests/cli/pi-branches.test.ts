// A pi session the user went back in (`/tree`) and went on from an earlier entry keeps both
// branches in the file; pi resumes the last entry's. The reader reads that branch (with
// `history: "full"` every entry in file order), and the read says where the session branches
// and how many entries it left out, so `check` reports what pi meets and nothing else.
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
  const texts = (items: readonly Rec[]) =>
    items.flatMap((i) => (i.type === "message" ? i.content.map((p: Rec) => p.text) : []));

  it("is read along the branch of its last entry, its read's warning naming the first line it branches at", async () => {
    expect((await readTranscripts(logText(piLog()))).warnings).toEqual([]);
    const once = await readTranscripts(logText({ records: branched() }));
    expect(once.warnings).toEqual([
      "line 9: the session branches here (once: the user went back and went on from an earlier entry); pi resumes the branch of the last entry, and that branch is read, 5 entries of other branches left out",
    ]);
    expect(texts(once.transcripts[0].items)).toEqual(["list the files", "again 0"]);
    const twice = await readTranscripts(logText({ records: branched(1) }));
    expect(twice.warnings[0]).toMatch(/^line 9: the session branches here \(2 times:.* 6 entries/);
    expect(texts(twice.transcripts[0].items)).toEqual(["list the files", "again 1"]);
  });

  it('is read whole in file order with history "full", and says so', async () => {
    const full = await readTranscripts(logText({ records: branched() }), { history: "full" });
    expect(full.warnings[0]).toMatch(
      /\(once:.*every branch is read in file order \(history full\)/,
    );
    expect(texts(full.transcripts[0].items)).toEqual([
      "list the files",
      "Two files.",
      "thanks",
      "You are welcome.",
      "again 0",
    ]);
  });

  it("keeps the compactions and model of the branch it reads only", async () => {
    const { records } = piLog();
    const first = records.find((r: Rec) => r.message?.role === "user") as Rec;
    const last = records[records.length - 1];
    const left = {
      type: "compaction",
      id: "c1",
      parentId: last.id,
      summary: "s",
      firstKeptEntryId: first.id,
      timestamp: last.timestamp,
    };
    const model = {
      type: "model_change",
      id: "m1",
      parentId: "c1",
      provider: "openai",
      modelId: "gpt-5",
      timestamp: last.timestamp,
    };
    const back = { ...last, id: "z1", parentId: last.parentId };
    const read = await readTranscripts(logText({ records: [...records, left, model, back] }));
    const { meta } = read.transcripts[0];
    expect(meta.compactions).toEqual([]);
    expect(meta.model).toBe("claude-sonnet-4-5");
    const full = await readTranscripts(logText({ records: [...records, left, model, back] }), {
      history: "full",
    });
    expect(full.transcripts[0].meta.compactions).toHaveLength(1);
  });

  it("of format 1 (no ids, or ids pi replaces) is read in file order, as pi chains it", async () => {
    const records = branched().map((r: Rec) => (r.type === "session" ? { ...r, version: 1 } : r));
    const read = await readTranscripts(logText({ records }));
    expect(read.warnings).toEqual([]);
    expect(texts(read.transcripts[0].items)).toContain("You are welcome.");
  });

  it("reads a branch summary on its branch as the user text pi sends", async () => {
    const records = branched();
    const back = records[records.length - 1];
    const summary = {
      type: "branch_summary",
      id: "s1",
      parentId: back.parentId,
      fromId: back.parentId,
      summary: "left it",
      timestamp: back.timestamp,
    };
    const read = await readTranscripts(
      logText({ records: [...records.slice(0, -1), summary, { ...back, parentId: "s1" }] }),
    );
    expect(texts(read.transcripts[0].items)).toEqual([
      "list the files",
      "The following is a summary of a branch that this conversation came back from:\n\n<summary>\nleft it</summary>",
      "again 0",
    ]);
  });

  it.skipIf(!built)("check prints the warning", () => {
    const file = join(dir, "branched.jsonl");
    writeFileSync(file, logText({ records: branched() }));
    const run = cli(["check", file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("warning: line 9: the session branches here");
  });

  it.skipIf(!built)(
    "check reports a problem of the branch pi resumes, and none of the branch left",
    () => {
      const { records } = piLog();
      const call = records.find((r: Rec) => r.message?.content?.[0]?.type === "toolCall") as Rec;
      const back = { ...records[records.length - 1], id: "z1", parentId: call.id };
      const file = join(dir, "open-call.jsonl");
      writeFileSync(file, logText({ records: [...records, back] }));
      const run = cli(["check", file, "--json"]);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain("toolu_01");
      writeFileSync(file, logText({ records: branched() }));
      expect(cli(["check", file]).code).toBe(0);
    },
  );
});
