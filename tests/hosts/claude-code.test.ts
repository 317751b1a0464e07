// Claude Code 2.1.332 resuming poisoned sessions (`-p --resume`), offline against the loopback
// Anthropic API: on the unfixed file it fails or sends another history than the file's (it drops
// a call without result, blanks an orphan result); after `fix --in-place` it sends the file's
// tool calls and results exactly as the file holds them, the API accepts, and it exits 0.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { claudeProjectName } from "../../bindings/cli/session-folders.js";
import { readTranscripts } from "../../bindings/readers/index.js";
import {
  claudeCodeLog,
  claudeCodeModelSwitch,
  logText,
  type Poison,
  poisonClaudeCode,
} from "../support/host-logs.js";
import { fileSignatures, recordsOf, sentSignatures } from "./blobs.js";
import { type LoopbackApi, startLoopbackApi } from "./loopback-api.js";
import { type HostRun, hostHome, hostsInstalled, runClaude } from "./run-host.js";

type Rec = Record<string, any>;

const ID = "5f1b2c3d-0000-4000-8000-000000000001";
const PAIRED = new Set(["tool_use", "tool_result", "server_tool_use", "web_search_tool_result"]);
const idOf = (b: Rec) => b.id ?? b.tool_use_id;

// The calls and results of a request, in order: what the host sent of the history.
const sentBlocks = (body: Rec) =>
  (body.messages as Rec[]).flatMap((m) =>
    Array.isArray(m.content)
      ? m.content.filter((b: Rec) => PAIRED.has(b.type)).map((b: Rec) => `${b.type} ${idOf(b)}`)
      : [],
  );

// The same, as the session file holds them.
const fileBlocks = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Rec)
    .filter((r) => r.type === "user" || r.type === "assistant")
    .flatMap((r) =>
      Array.isArray(r.message.content)
        ? r.message.content
            .filter((b: Rec) => PAIRED.has(b.type))
            .map((b: Rec) => `${b.type} ${idOf(b)}`)
        : [],
    );

// The texts of a request's message, and of an item, in order.
const messageTexts = (m: Rec): string[] =>
  typeof m.content === "string"
    ? [m.content]
    : m.content.filter((b: Rec) => b.type === "text").map((b: Rec) => b.text);
const itemTexts = (item: Rec): string[] =>
  item.type !== "message"
    ? []
    : typeof item.content === "string"
      ? [item.content]
      : item.content.map((part: Rec) => part.text);

const POISONS: Poison[] = ["missing-result", "orphan-result", "orphan-server-result", "torn-line"];

describe.skipIf(!hostsInstalled)("Claude Code resumes a repaired session", () => {
  let api: LoopbackApi;
  beforeAll(async () => {
    api = await startLoopbackApi();
  });
  afterAll(() => api?.close());

  const session = (poison: Poison) => {
    const home = hostHome();
    const folder = join(home.agent, "projects", claudeProjectName(home.work));
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${ID}.jsonl`);
    writeFileSync(
      file,
      logText(poisonClaudeCode(claudeCodeLog({ cwd: home.work, sessionId: ID }), poison)),
    );
    return { home, file };
  };

  // A session with a call left open, fixed in place: its records, to add lines to.
  const fixedRecords = () => {
    const { home, file } = session("missing-result");
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    return { home, file, records: recordsOf(readFileSync(file, "utf8")) };
  };

  // Writes `records` as the session, resumes it: the texts Claude Code sent of its history and
  // the texts of the items the reader reads of the file, in order.
  const resumeTexts = async (
    records: Rec[],
    file: string,
    home: { agent: string; work: string },
  ) => {
    const text = records.map((r) => `${JSON.stringify(r)}\n`).join("");
    writeFileSync(file, text);
    const run = await runClaude(ID, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    const history = (run.requests[0].body.messages as Rec[]).slice(0, -1); // less the new prompt
    const items = (await readTranscripts(text)).transcripts[0].items as Rec[];
    return { text, run, sent: history.flatMap(messageTexts), read: items.flatMap(itemTexts) };
  };

  const sentAsInFile = (run: HostRun, inFile: string[]) =>
    run.code === 0 &&
    run.requests.length > 0 &&
    JSON.stringify(sentBlocks(run.requests[0].body)) === JSON.stringify(inFile);

  it.each(["missing-result", "orphan-result", "orphan-server-result"] as Poison[])(
    "unfixed (%s): Claude Code fails or sends another history than the file's",
    async (poison) => {
      const { home, file } = session(poison);
      const inFile = fileBlocks(readFileSync(file, "utf8"));
      const run = await runClaude(ID, home, api);
      expect(sentAsInFile(run, inFile)).toBe(false);
    },
  );

  it.each(POISONS)(
    "after fix --in-place (%s): Claude Code sends the file's history as it is, the API accepts it, it exits 0",
    async (poison) => {
      const { home, file } = session(poison);
      expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
      const inFile = fileBlocks(readFileSync(file, "utf8"));
      const run = await runClaude(ID, home, api);
      expect(run.code, run.output).toBe(0);
      expect(run.requests.map((r) => r.status)).toEqual([200]);
      expect(sentBlocks(run.requests[0].body)).toEqual(inFile);
      expect(run.output).toContain("Resumed.");
    },
  );

  // Claude Code keeps its notice of a failed request (an assistant line of the `<synthetic>`
  // model, isApiErrorMessage) and virtual messages in the session and never sends them: the
  // reader makes no item of them, the fix leaves them in the chain, and what Claude Code sends of
  // the fixed file is what the reader reads of it.
  it("lines it never sends (an API error notice, virtual messages): read as Claude Code sends the file, kept by fix --in-place, exit 0", async () => {
    const { home, file } = session("missing-result");
    const records = recordsOf(readFileSync(file, "utf8"));
    const at = records.findIndex((r) => r.message?.content === "thanks");
    const before = records[at - 1];
    const line = (k: number, type: string, text: string, extra: Rec) => ({
      ...before,
      type,
      uuid: `00000000-0000-4000-8000-0000000000f${k}`,
      parentUuid: k === 1 ? before.uuid : `00000000-0000-4000-8000-0000000000f${k - 1}`,
      message: {
        ...(type === "assistant" ? before.message : {}),
        role: type,
        content: [{ type: "text", text }],
      },
      ...extra,
    });
    const added = [
      line(1, "assistant", "API Error: 529 Overloaded", {
        isApiErrorMessage: true,
        message: {
          ...before.message,
          model: "<synthetic>",
          content: [{ type: "text", text: "API Error: 529 Overloaded" }],
        },
      }),
      line(2, "user", "a virtual prompt", { isVirtual: true }),
      line(3, "assistant", "a virtual answer", { isVirtual: true }),
    ];
    records[at] = { ...records[at], parentUuid: added[2].uuid };
    records.splice(at, 0, ...added);
    writeFileSync(file, records.map((r) => `${JSON.stringify(r)}\n`).join(""));
    const unsent = /API Error: 529|a virtual (prompt|answer)/;
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const text = readFileSync(file, "utf8");
    expect(text.split("\n").filter((l) => unsent.test(l))).toHaveLength(3);
    const items = JSON.stringify((await readTranscripts(text)).transcripts[0].items);
    expect(items).not.toMatch(unsent);
    expect(items).toContain("thanks");
    const run = await runClaude(ID, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    const body = JSON.stringify(run.requests[0].body.messages);
    expect(body).not.toMatch(unsent);
    expect(body).toContain("thanks");
    expect(sentBlocks(run.requests[0].body)).toEqual(fileBlocks(text));
  });

  // Claude Code leaves text blocks of only white space or nothing out of its request (a message of
  // only those too): the reader reads the file as Claude Code sends it.
  it("blank text blocks: read as Claude Code sends the file, exit 0", async () => {
    const { home, file, records } = fixedRecords();
    const blank = [
      { type: "text", text: "" },
      { type: "text", text: " \t" },
    ];
    const call = records.find((r) => r.message?.content?.[0]?.type === "tool_use") as Rec;
    call.message.content = [blank[1], ...call.message.content, blank[0]];
    const thanks = records.findIndex((r) => r.message?.content === "thanks");
    records[thanks].message.content = [
      { type: "text", text: "\n" },
      { type: "text", text: "thanks" },
    ];
    const own: Rec = { ...call, uuid: "00000000-0000-4000-8000-0000000000e1" };
    own.message = { ...call.message, id: "msg_blank", content: blank };
    own.parentUuid = records[thanks - 1].uuid;
    records[thanks].parentUuid = own.uuid;
    records.splice(thanks, 0, own);
    const { text, run, sent, read } = await resumeTexts(records, file, home);
    expect(read).toEqual(sent);
    expect(read).toContain("thanks");
    expect(sentBlocks(run.requests[0].body)).toEqual(fileBlocks(text));
  });

  // Claude Code keeps a local command and its output as `system` lines and sends them as user
  // text (with a newline of its own after each), a display-only one not: the reader reads them so.
  it("local commands: read as Claude Code sends the file, exit 0", async () => {
    const { home, file, records } = fixedRecords();
    const thanks = records.findIndex((r) => r.message?.content === "thanks");
    const { message: _, ...envelope } = records[thanks];
    const line = (k: number, content: string, extra: Rec = {}): Rec => ({
      ...envelope,
      type: "system",
      subtype: "local_command",
      content,
      level: "info",
      isMeta: false,
      uuid: `00000000-0000-4000-8000-0000000000c${k}`,
      parentUuid:
        k === 1 ? records[thanks - 1].uuid : `00000000-0000-4000-8000-0000000000c${k - 1}`,
      ...extra,
    });
    const added = [
      line(1, "<command-name>/cost</command-name>"),
      line(2, "<local-command-stdout>Total cost: $0.01</local-command-stdout>"),
      line(3, "<command-name>/context</command-name>", { isDisplayOnly: true }),
    ];
    records[thanks].parentUuid = added[2].uuid;
    records.splice(thanks, 0, ...added);
    const { sent, read } = await resumeTexts(records, file, home);
    const trimmed = (texts: string[]) => texts.map((t) => t.trimEnd());
    expect(trimmed(read)).toEqual(trimmed(sent));
    expect(read).toContain(added[1].content);
    expect(JSON.stringify(read)).not.toContain("/context");
  });

  // Claude Code keeps a prompt typed mid-turn (a peer's message, a task notification) as a
  // `queued_command` attachment and sends it wrapped in a reminder (folded into the tool result it
  // follows); its other attachments are reminders of its own: the reader reads the prompts alone.
  it("queued commands: each prompt read where Claude Code sends it, its reminders not, exit 0", async () => {
    const { home, file, records } = fixedRecords();
    const { message: _, ...envelope } = records[0];
    let k = 0;
    const attach = (after: number, ...attachments: Rec[]) => {
      const added: Rec[] = attachments.map((attachment) => ({
        ...envelope,
        type: "attachment",
        attachment,
        uuid: `00000000-0000-4000-8000-0000000000d${k++}`,
      }));
      added.forEach((line, i) => (line.parentUuid = i ? added[i - 1].uuid : records[after].uuid));
      records[after + 1].parentUuid = added[added.length - 1].uuid;
      records.splice(after + 1, 0, ...added);
    };
    const queued = (prompt: unknown, extra: Rec = {}) => ({
      type: "queued_command",
      prompt,
      commandMode: "prompt",
      ...extra,
    });
    const hook = {
      type: "hook_additional_context",
      content: ["a hook's context"],
      hookName: "PostToolUse:Bash",
      toolUseID: "toolu_01",
      hookEvent: "PostToolUse",
    };
    const thanks = records.findIndex((r) => r.message?.content === "thanks");
    attach(thanks - 1, queued("and the hidden ones", { origin: { kind: "human" } }), hook);
    const result = records.findIndex((r) => r.message?.content?.[0]?.type === "tool_result");
    attach(
      result,
      queued("also count them", { origin: { kind: "human" } }),
      queued([{ type: "text", text: "sorted, please" }]),
      queued("<task-notification>b1 done</task-notification>", {
        commandMode: "task-notification",
      }),
    );
    const prompts = ["also count them", "sorted, please", "b1 done", "and the hidden ones"];
    const { run, read } = await resumeTexts(records, file, home);
    const body = JSON.stringify(run.requests[0].body.messages);
    const at = (texts: string) => prompts.map((p) => texts.indexOf(p));
    expect(at(body).every((i, n) => i > (n ? at(body)[n - 1] : -1))).toBe(true);
    const readText = JSON.stringify(read);
    expect(at(readText).every((i, n) => i > (n ? at(readText)[n - 1] : -1))).toBe(true);
    expect(body).toContain("a hook's context");
    expect(readText).not.toContain("a hook's context");
  });

  // Claude Code leaves out an assistant message of only thinking with no sibling line of other
  // content (a turn interrupted after its thinking): the reader reads none of it either.
  it("a thinking-only message with no sibling: neither sent nor read, exit 0", async () => {
    const { home, file, records } = fixedRecords();
    const thanks = records.findIndex((r) => r.message?.content === "thanks");
    const before = records[thanks - 1];
    const thought = { type: "thinking", thinking: "an interrupted thought", signature: "c2ln" };
    const alone: Rec = { ...before, uuid: "00000000-0000-4000-8000-0000000000e9" };
    alone.message = { ...before.message, id: "msg_alone", content: [thought] };
    alone.parentUuid = before.uuid;
    const interrupt: Rec = { ...records[thanks], uuid: "00000000-0000-4000-8000-0000000000ea" };
    interrupt.message = { role: "user", content: "[Request interrupted by user]" };
    interrupt.parentUuid = alone.uuid;
    records[thanks].parentUuid = interrupt.uuid;
    records.splice(thanks, 0, alone, interrupt);
    const { run, sent, read, text } = await resumeTexts(records, file, home);
    expect(JSON.stringify(run.requests[0].body.messages)).not.toContain(thought.thinking);
    const items = (await readTranscripts(text)).transcripts[0].items;
    expect(JSON.stringify(items)).not.toContain(thought.thinking);
    const trimmed = (texts: string[]) => texts.map((t) => t.trimEnd());
    expect(trimmed(read)).toEqual(trimmed(sent));
  });

  // Claude Code itself leaves another model's thinking out of what it sends (it deletes it from
  // the model's view); after the fix the file holds what it sends: nothing left for it to drop.
  it("a model switch: unfixed, Claude Code drops the other model's thinking; after fix --in-place it sends the file's thinking as it is, exit 0", async () => {
    const home = hostHome();
    const folder = join(home.agent, "projects", claudeProjectName(home.work));
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${ID}.jsonl`);
    writeFileSync(file, logText(claudeCodeModelSwitch({ cwd: home.work, sessionId: ID })));
    const unfixed = await runClaude(ID, home, api);
    expect(unfixed.code, unfixed.output).toBe(0);
    expect(fileSignatures(readFileSync(file, "utf8"))).toHaveLength(3);
    expect(sentSignatures(unfixed.requests[0].body)).toEqual(["model=claude-sonnet-4-5;sonnet-1"]);
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const run = await runClaude(ID, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    expect(sentSignatures(run.requests[0].body)).toEqual(
      fileSignatures(readFileSync(file, "utf8")),
    );
  });
});
