// Codex 0.171.0 resuming poisoned rollouts (`codex exec resume`), offline against the loopback
// Responses API (streamed over HTTP: the provider has no WebSocket): on the unfixed file it sends
// another history than the file's (an orphan output dropped, a missing one answered "aborted"), or
// the earlier model's encrypted reasoning after a model switch (refused, exit 1);
// after `fix --in-place` it sends the file's calls and outputs exactly as the file holds them, the
// API accepts, and it exits 0.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { readTranscriptSync } from "../../bindings/readers/index.js";
import {
  codexLog,
  codexModelSwitch,
  logText,
  type Poison,
  poisonCodex,
} from "../support/host-logs.js";
import { rolloutPayloads } from "./blobs.js";
import { type LoopbackApi, startLoopbackApi } from "./loopback-api.js";
import { type HostRun, hostHome, hostsInstalled, runCodex } from "./run-host.js";

type Rec = Record<string, any>;

const ID = "0199a000-0000-7000-8000-000000000001";
const PAIRED = /(^|_)call(_output)?$/;
const pairs = (items: Rec[]) =>
  items.filter((i) => PAIRED.test(String(i.type))).map((i) => `${i.type} ${i.call_id}`);

const sentPairs = (body: Rec) => pairs(Array.isArray(body.input) ? body.input : []);

const filePairs = (text: string) => pairs(rolloutPayloads(text));

describe.skipIf(!hostsInstalled)("Codex resumes a repaired rollout", () => {
  let api: LoopbackApi;
  beforeAll(async () => {
    api = await startLoopbackApi();
  });
  afterAll(() => api?.close());

  const session = (poison: Poison) => {
    const home = hostHome();
    const folder = join(home.agent, "sessions/2026/01/02");
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `rollout-2026-01-02T10-00-00-${ID}.jsonl`);
    writeFileSync(file, logText(poisonCodex(codexLog({ cwd: home.work, id: ID }), poison)));
    return { home, file };
  };

  const sentAsInFile = (run: HostRun, inFile: string[]) =>
    run.code === 0 &&
    run.requests.length > 0 &&
    JSON.stringify(sentPairs(run.requests[0].body)) === JSON.stringify(inFile);

  it.each(["missing-result", "orphan-result"] as Poison[])(
    "unfixed (%s): Codex fails or sends another history than the file's",
    async (poison) => {
      const { home, file } = session(poison);
      const inFile = filePairs(readFileSync(file, "utf8"));
      const run = await runCodex(ID, home, api);
      expect(sentAsInFile(run, inFile)).toBe(false);
    },
  );

  it.each(["missing-result", "orphan-result", "torn-line"] as Poison[])(
    "after fix --in-place (%s): Codex sends the file's history as it is, the API accepts it, it exits 0",
    async (poison) => {
      const { home, file } = session(poison);
      expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
      const inFile = filePairs(readFileSync(file, "utf8"));
      const run = await runCodex(ID, home, api);
      expect(run.code, run.output).toBe(0);
      expect(run.requests.map((r) => r.status)).toEqual([200]);
      expect(sentPairs(run.requests[0].body)).toEqual(inFile);
      expect(run.output).toContain("Resumed.");
    },
  );

  // Codex records its undo snapshots as response items and never sends them: the fix leaves
  // their lines as they are (it used to remove them as an unknown type), and Codex, resuming the
  // fixed file, sends every other item the file holds and none of them.
  it("undo snapshots: after fix --in-place their lines are the file's as before, and Codex sends the file's history without them, exit 0", async () => {
    const { home, file } = session("missing-result");
    const lines = readFileSync(file, "utf8").split("\n");
    const snapshot = (k: number) =>
      JSON.stringify({
        timestamp: "2026-01-02T10:00:02.500Z",
        type: "response_item",
        payload: {
          type: "ghost_snapshot",
          ghost_commit: {
            id: `a01966ef5b7bfb4af9f1a34be1a3c85da2bb0c1${k}`,
            parent: null,
            preexisting_untracked_files: [],
            preexisting_untracked_dirs: [],
          },
        },
      });
    lines.splice(2, 0, snapshot(1));
    lines.splice(4, 0, snapshot(2));
    writeFileSync(file, lines.join("\n"));
    const ghosts = (text: string) => text.split("\n").filter((l) => l.includes('"ghost_snapshot"'));
    const before = ghosts(readFileSync(file, "utf8"));
    expect(before).toHaveLength(2);
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const text = readFileSync(file, "utf8");
    expect(ghosts(text)).toEqual(before);
    const run = await runCodex(ID, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    const sent = run.requests[0].body.input as Rec[];
    expect(sent.map((i) => i.type)).not.toContain("ghost_snapshot");
    expect(sentPairs(run.requests[0].body)).toEqual(filePairs(text));
    expect(run.output).toContain("Resumed.");
  });

  // Codex retains no raw system message and no compaction trigger in what it sends (nor an undo
  // snapshot): the reader makes no item of them, so its items are the file's history as sent.
  it("system messages and compaction triggers: Codex sends none of them, and the reader's items are what it sends of the file, exit 0", async () => {
    const { home, file } = session("missing-result");
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const own = [
      { type: "message", role: "system", content: [{ type: "input_text", text: "SYSTEM" }] },
      { type: "compaction_trigger" },
    ];
    const lines = readFileSync(file, "utf8").split("\n");
    const line = (payload: Rec) =>
      JSON.stringify({ timestamp: "2026-01-02T10:00:02.500Z", type: "response_item", payload });
    lines.splice(3, 0, ...own.map(line));
    lines.splice(6, 0, line(own[0]));
    writeFileSync(file, lines.join("\n"));
    const read = readTranscriptSync(readFileSync(file, "utf8")).items as Rec[];
    expect(read.some((i) => i.role === "system" || i.type === "compaction_trigger")).toBe(false);
    const run = await runCodex(ID, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    const sent = run.requests[0].body.input as Rec[];
    // What Codex adds of its own (its instructions, context and the prompt) carries an id.
    expect(sent.filter((i) => !String(i.id ?? "").startsWith("msg_"))).toEqual(read);
    expect(JSON.stringify(sent)).not.toContain("SYSTEM");
    expect(sent.map((i) => i.type)).not.toContain("compaction_trigger");
  });

  // An older Codex's compaction holds only its summary: Codex rebuilds the history from the user's
  // own messages before it (not its context, not an earlier summary) and the summary. The reader's
  // items are that rebuild; where the messages pass Codex's budget, Codex cuts the one crossing
  // it (the reader keeps it whole) and leaves the older ones out, as the reader does.
  it.each([false, true])(
    "a summary-only compaction (over the budget: %s): the reader's items are what Codex sends of the file, exit 0",
    async (overBudget) => {
      const { home, file } = session("missing-result");
      expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
      const words = (k: number) => `${k}:${"word ".repeat(overBudget ? 6_000 : 3)}`;
      const user = (text: string) => ({
        type: "message",
        role: "user",
        content: [{ type: "input_text", text }],
      });
      const payloads = [
        user("<environment_context>\n  <cwd>/w</cwd>\n</environment_context>"),
        ...[1, 2, 3, 4, 5].map((k) => user(words(k))),
        { type: "message", role: "assistant", content: [{ type: "output_text", text: "ok" }] },
      ];
      const lines = readFileSync(file, "utf8").trimEnd().split("\n");
      const line = (type: string, payload: Rec) =>
        JSON.stringify({ timestamp: "2026-01-02T10:00:09.000Z", type, payload });
      lines.push(...payloads.map((p) => line("response_item", p)));
      lines.push(line("compacted", { message: "SUMMARY" }));
      writeFileSync(file, `${lines.join("\n")}\n`);
      const read = readTranscriptSync(readFileSync(file, "utf8")).items as Rec[];
      const run = await runCodex(ID, home, api);
      expect(run.code, run.output).toBe(0);
      expect(run.requests.map((r) => r.status)).toEqual([200]);
      const sent = (run.requests[0].body.input as Rec[]).filter(
        (i) => !String(i.id ?? "").startsWith("msg_"),
      );
      const first = (i: Rec) => String(i.content[0].text);
      expect(read.map(first).at(-1)).toBe("SUMMARY");
      if (!overBudget) {
        expect(sent).toEqual(read);
        expect(read.map(first)).toEqual([
          "list the files",
          "thanks",
          ...[1, 2, 3, 4, 5].map(words),
          "SUMMARY",
        ]);
        return;
      }
      // 7,500 tokens each: 5 and 4 fit, 3 crosses the budget (cut by Codex), the rest are left out.
      expect(read.map(first)).toEqual([3, 4, 5].map(words).concat("SUMMARY"));
      expect(sent.map(first).slice(1)).toEqual(read.map(first).slice(1));
      expect(words(3).startsWith(first(sent[0]))).toBe(true);
      expect(first(sent[0]).length).toBeLessThan(words(3).length);
    },
  );

  // Codex 0.171.0 sends the earlier model's encrypted reasoning as the rollout holds it: the API
  // refuses it and Codex exits 1. After the fix the file holds only the current model's reasoning.
  it("a model switch: unfixed, Codex sends the other model's encrypted reasoning, the API refuses it, exit 1; after fix --in-place it sends the file's reasoning as it is, exit 0", async () => {
    const home = hostHome();
    const folder = join(home.agent, "sessions/2026/01/02");
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `rollout-2026-01-02T10-00-00-${ID}.jsonl`);
    writeFileSync(file, logText(codexModelSwitch({ cwd: home.work, id: ID })));
    const inFile = fileReasoning(readFileSync(file, "utf8"));
    expect(inFile).toEqual(["model=gpt-5.1-codex;r1", "model=gpt-5-codex;r2"]);
    const unfixed = await runCodex(ID, home, api);
    expect(unfixed.code).toBe(1);
    expect(unfixed.requests.map((r) => r.status)).toEqual([400]);
    expect(sentReasoning(unfixed.requests[0].body)).toEqual(inFile);
    expect(unfixed.output).toContain("The encrypted content model=gpt-5.… could not be verified.");
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const run = await runCodex(ID, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    expect(sentReasoning(run.requests[0].body)).toEqual(fileReasoning(readFileSync(file, "utf8")));
    expect(fileReasoning(readFileSync(file, "utf8"))).toEqual(["model=gpt-5-codex;r2"]);
    expect(run.output).toContain("Resumed.");
  });
});

const reasoningOf = (items: Rec[]) =>
  items.filter((i) => i?.type === "reasoning").map((i) => String(i.encrypted_content));

const sentReasoning = (body: Rec) => reasoningOf(Array.isArray(body.input) ? body.input : []);

const fileReasoning = (text: string) => reasoningOf(rolloutPayloads(text));
