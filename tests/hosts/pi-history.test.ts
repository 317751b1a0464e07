// pi 0.73.1 resuming a session whose file holds more than it sends, and the reader reading what
// it sends. A session the user went back in (`/tree`) and went on from an earlier entry keeps
// both branches: pi sends the path from the last entry (a branch summary on it as user text).
// `fix --in-place` answers a call left open on that path with a result pi then sends: it follows
// the call on the branch pi resumes, not on the branch the user left (which keeps its own result
// where it was). A compacted session: pi sends the last compaction's summary, the entries from
// its first kept one, and those after it (a session of format 1 names that entry by number).
// The streamed fix (two reads in file order) of a session that compacted and branches does the same.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { fixInPlaceStreamed } from "../../bindings/cli/in-place-streamed.js";
import { readTranscripts } from "../../bindings/readers/index.js";
import { INTERRUPTED_TEXT } from "../../bindings/session/outputs.js";
import { logText, piLog } from "../support/host-logs.js";
import { type LoopbackApi, startLoopbackApi } from "./loopback-api.js";
import { hostHome, hostsInstalled, piRefusedThenFixed, runPi } from "./run-host.js";

type Rec = Record<string, any>;

// The texts of a request's messages in order (text blocks, and a tool result's texts).
const sentTexts = (body: Rec): string[] =>
  (body.messages as Rec[]).flatMap((m) =>
    typeof m.content === "string"
      ? [m.content]
      : (m.content as Rec[]).flatMap((b) => {
          if (b.type === "text") return [b.text];
          if (b.type !== "tool_result") return [];
          return typeof b.content === "string" ? [b.content] : b.content.map((c: Rec) => c.text);
        }),
  );

// The same of the items read (message parts and outputs).
const readTexts = (items: readonly Rec[]): string[] =>
  items.flatMap((i) => {
    if (i.type === "message") return (i.content as Rec[]).map((p) => p.text);
    if (i.type !== "function_call_output") return [];
    return typeof i.output === "string" ? [i.output] : i.output.map((p: Rec) => p.text);
  });

// An entry of the session going on from `parentId`.
const entry = (id: string, parentId: string, fields: Rec, timestamp: string) => ({
  id,
  parentId,
  timestamp,
  ...fields,
});
const user = (text: string) => ({
  type: "message",
  message: { role: "user", content: [{ type: "text", text }], timestamp: 0 },
});
const assistant = (like: Rec, text: string) => ({
  type: "message",
  message: { ...like.message, content: [{ type: "text", text }] },
});

describe.skipIf(!hostsInstalled)("pi resumes the history its session file holds", () => {
  let api: LoopbackApi;
  beforeAll(async () => {
    api = await startLoopbackApi();
  });
  afterAll(() => api?.close());

  // What the reader reads of `file`: pi resumes it and sends those texts, then its prompt.
  const sentAsRead = async (file: string, home: { agent: string; work: string }) => {
    const read = await readTranscripts(readFileSync(file, "utf8"));
    const texts = readTexts(read.transcripts[0].items as Rec[]);
    const run = await runPi(file, home, api);
    expect(run.code, run.output).toBe(0);
    expect(sentTexts(run.requests[0].body)).toEqual([...texts, "go on"]);
    return { texts, warnings: read.warnings };
  };

  // pi resumes `file` and sends the repair fix made, not a result of its own nor `left` (a branch left).
  const sendsRepair = async (file: string, home: { agent: string; work: string }, left: string) => {
    const run = await runPi(file, home, api);
    expect(run.code, run.output).toBe(0);
    const body = JSON.stringify(run.requests[0].body);
    expect(body).not.toContain("No result provided");
    expect(body).not.toContain(left);
    expect(body).toContain(JSON.stringify(INTERRUPTED_TEXT).slice(1, 40));
    return run.requests[0].body as Rec;
  };

  it("and sends that branch with its branch summary, as the reader reads it", async () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    const { records } = piLog({ cwd: home.work });
    const [, , , , , twoFiles] = records; // "Two files.": the user went back to it
    const time = records[records.length - 1].timestamp;
    const summary = entry(
      "s1",
      twoFiles.id,
      { type: "branch_summary", fromId: twoFiles.id, summary: "The user said thanks." },
      time,
    );
    const more = [
      summary,
      entry("u1", "s1", user("and the hidden ones?"), time),
      entry("a1", "u1", assistant(twoFiles, "None."), time),
    ];
    writeFileSync(file, logText({ records: [...records, ...more] }));
    const { texts, warnings } = await sentAsRead(file, home);
    expect(texts).not.toContain("You are welcome.");
    expect(warnings[0]).toMatch(/^line 9: the session branches here \(once:.*2 entries/);
  });

  it("and after fix --in-place sends the result made for a call left open on it", async () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    const { records } = piLog({ cwd: home.work });
    const call = records[3]; // the `ls` call; its result (the next entry) is on the branch left
    const time = records[records.length - 1].timestamp;
    const more = [
      entry("u1", call.id, user("never mind, stop"), time),
      entry("a1", "u1", assistant(records[5], "Stopped."), time),
    ];
    writeFileSync(file, logText({ records: [...records, ...more] }));
    const left = readFileSync(file, "utf8").split("\n").slice(4, 8);
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const fixed = readFileSync(file, "utf8").split("\n");
    for (const line of left) expect(fixed).toContain(line); // the branch left is as it was
    await sendsRepair(file, home, "a.txt");
  });

  // The session of piLog with a compaction after its last entry keeping from entry `kept`.
  const compacted = (home: { work: string }, kept: number, version?: number) => {
    const { records } = piLog({ cwd: home.work });
    const last = records[records.length - 1];
    const compaction: Rec = {
      type: "compaction",
      id: "cp000001",
      parentId: last.id,
      timestamp: last.timestamp,
      summary: "The user asked for the files.",
      firstKeptEntryId: records[kept].id,
      tokensBefore: 100,
    };
    const after = [entry("u1", "cp000001", user("and now?"), last.timestamp)];
    if (version !== 1) return [...records, compaction, ...after];
    // Format 1: no ids; the first kept entry by its place among the lines.
    const bare = ({ id: _, parentId: __, ...rest }: Rec) => rest;
    const { firstKeptEntryId: _, ...v1 } = compaction;
    const header = { ...records[0] };
    delete header.version;
    return [header, ...records.slice(1), { ...v1, firstKeptEntryIndex: kept }, ...after].map(
      (r, k) => (k === 0 ? r : bare(r)),
    );
  };

  it.each([3, 1])(
    "and sends a compacted session (format %i) from its summary and first kept entry on, as the reader reads it",
    async (version) => {
      const home = hostHome();
      const file = join(home.root, "session.jsonl");
      writeFileSync(file, logText({ records: compacted(home, 5, version) }));
      const { texts } = await sentAsRead(file, home);
      expect(texts[0]).toMatch(
        /compacted into the following summary:\n\n<summary>\nThe user asked/,
      );
      expect(texts.slice(1)).toEqual(["Two files.", "thanks", "You are welcome.", "and now?"]);
    },
  );

  it("and after fix --in-place no longer sends a result its compaction kept without the call", async () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    writeFileSync(file, logText({ records: compacted(home, 4) })); // 4: the `ls` call's result
    const run = await piRefusedThenFixed(file, home, api);
    const sent = sentTexts(run.requests[0].body);
    // (the unfixed run left its prompt in the file: pi writes it before the request)
    expect(sent.slice(1, 5)).toEqual(["Two files.", "thanks", "You are welcome.", "and now?"]);
    expect(sent).not.toContain("a.txt\nb.txt");
  });

  // The streamed fix (a session too large to hold: two reads in file order, a piece at a time).
  it("and after fix --in-place streamed sends the result made for a call left open on the branch it resumes after its compaction", async () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    const records: Rec[] = compacted(home, 5);
    const after = records[records.length - 1]; // "and now?", after the compaction
    const like: Rec = records.find(
      (r) => r.message?.role === "assistant" && r.message.content[0]?.type === "toolCall",
    ) as Rec;
    const call = {
      ...like,
      id: "c1",
      parentId: after.id,
      message: { ...like.message, content: [{ ...like.message.content[0], id: "toolu_open" }] },
    };
    // The user stopped the call, went back to it and went on: a branch left under the call.
    const more = [
      call,
      entry("u2", "c1", user("something else"), after.timestamp),
      entry("u3", "c1", user("stop"), after.timestamp),
    ];
    writeFileSync(file, logText({ records: [...records, ...more] }));
    const report = await fixInPlaceStreamed(file, { force: true, streamMinBytes: 0 });
    expect(report).toMatchObject({ ok: true, changed: true });
    const fixed = readFileSync(file, "utf8");
    expect(fixed).toContain('"id":"u2","parentId":"c1"'); // the branch left keeps its parent
    const body = await sendsRepair(file, home, "something else");
    expect(sentTexts(body)[0]).toMatch(/compacted into the following summary/);
  });
});
