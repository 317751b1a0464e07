// pi 0.73.1 resuming poisoned sessions, offline against the loopback Anthropic API: after
// `fix --in-place` it sends the file's history as it is (no result added or dropped by pi), the
// API accepts it and pi exits 0; on the unfixed file pi fails (orphan result) or heals it its
// own way (a result it makes up for a call without one, another model's thinking sent as text).
// A session an OpenAI model made resumes against the loopback Responses API the same way.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { readTranscripts, writeTranscript } from "../../bindings/readers/index.js";
import { INTERRUPTED_TEXT } from "../../bindings/session/outputs.js";
import {
  logText,
  PI_OPENAI_MODEL,
  type Poison,
  piBashMessage,
  piLog,
  piModelSwitch,
  piResponsesLog,
  poisonPi,
} from "../support/host-logs.js";
import { fileSignatures, sentSignatures } from "./blobs.js";
import { type LoopbackApi, startLoopbackApi } from "./loopback-api.js";
import { hostHome, hostsInstalled, type PiTarget, piRefusedThenFixed, runPi } from "./run-host.js";

type Rec = Record<string, any>;

if (!hostsInstalled)
  console.log("tests/hosts not installed (npm ci in tests/hosts): skipping the real hosts");

// The tool_use / tool_result blocks of a request, in order: what the host sent of the history.
const toolBlocks = (body: Rec) =>
  (body.messages as Rec[]).flatMap((m) =>
    Array.isArray(m.content)
      ? m.content
          .filter((b: Rec) => b.type === "tool_use" || b.type === "tool_result")
          .map((b: Rec) => ({
            type: b.type,
            id: b.id ?? b.tool_use_id,
            text: JSON.stringify(b.content ?? ""),
          }))
      : [],
  );

// The same, as the session file holds them (toolCall blocks and toolResult messages).
const fileToolBlocks = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Rec)
    .filter((r) => r.type === "message")
    .flatMap((r) => {
      const m = r.message;
      if (m.role === "toolResult") return [{ type: "tool_result", id: m.toolCallId }];
      return Array.isArray(m.content)
        ? m.content
            .filter((b: Rec) => b.type === "toolCall")
            .map((b: Rec) => ({ type: "tool_use", id: b.id }))
        : [];
    });

describe.skipIf(!hostsInstalled)("pi resumes a repaired session", () => {
  let api: LoopbackApi;
  beforeAll(async () => {
    api = await startLoopbackApi();
  });
  afterAll(() => api?.close());

  const session = (poison: Poison) => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    writeFileSync(file, logText(poisonPi(piLog({ cwd: home.work }), poison)));
    return { home, file };
  };

  it("unfixed, an orphan result makes pi send it as it is: the API answers 400 and pi exits 1", async () => {
    const { home, file } = session("orphan-result");
    const run = await runPi(file, home, api);
    expect(run.code).toBe(1);
    expect(run.requests.map((r) => r.status)).toEqual([400]);
    expect(run.output).toMatch(/unexpected `tool_use_id` found in `tool_result` blocks: toolu_01/);
  });

  it("unfixed, a call without a result gets pi's own made-up result (the history pi sends is not the file's)", async () => {
    const { home, file } = session("missing-result");
    const run = await runPi(file, home, api);
    expect(run.code).toBe(0);
    expect(JSON.stringify(run.requests[0].body)).toContain("No result provided");
  });

  it.each(["missing-result", "orphan-result", "torn-line"] as Poison[])(
    "after fix --in-place (%s): pi sends the file's history as it is, the API accepts it, pi exits 0",
    async (poison) => {
      const { home, file } = session(poison);
      const fixed = fixInPlace(file, { force: true });
      expect(fixed).toMatchObject({ ok: true, changed: true });
      const inFile = fileToolBlocks(readFileSync(file, "utf8"));
      const run = await runPi(file, home, api);
      expect(run.output).not.toMatch(/error/i);
      expect(run.code).toBe(0);
      expect(run.requests.map((r) => r.status)).toEqual([200]);
      const sent = toolBlocks(run.requests[0].body);
      expect(sent.map(({ type, id }) => ({ type, id }))).toEqual(inFile);
      expect(JSON.stringify(run.requests[0].body)).not.toContain("No result provided");
      if (poison === "missing-result")
        expect(JSON.stringify(sent)).toContain(JSON.stringify(INTERRUPTED_TEXT).slice(1, 40));
    },
  );

  // A command the user ran with `!!` is kept out of the model's context by pi: the reader makes
  // no item of it (one run with `!` is user text), and the fix leaves both lines as they are.
  it("shell commands the user ran: pi sends the one in its context and not the one kept out of it (excludeFromContext), as the reader reads them; fix --in-place keeps both lines", async () => {
    const { home, file } = session("missing-result");
    const log = poisonPi(piLog({ cwd: home.work }), "missing-result");
    const last = log.records[log.records.length - 1];
    const bash = (id: string, parentId: string, command: string, excluded: boolean) => ({
      type: "message",
      id,
      parentId,
      timestamp: last.timestamp,
      message: piBashMessage(command, excluded || undefined, Date.parse(last.timestamp)),
    });
    const shown = bash("e00000b1", last.id, "echo shown", false);
    const hidden = bash("e00000b2", shown.id, "echo hidden", true);
    writeFileSync(file, logText({ records: [...log.records, shown, hidden] }));
    const lines = (text: string) => text.split("\n").filter((l) => l.includes("bashExecution"));
    const before = lines(readFileSync(file, "utf8"));
    const texts = (await readTranscripts(readFileSync(file, "utf8"))).transcripts[0].items.map(
      (i) => JSON.stringify(i),
    );
    expect(texts.filter((t) => t.includes("echo shown"))).toHaveLength(1);
    expect(texts.filter((t) => t.includes("echo hidden"))).toHaveLength(0);
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    expect(lines(readFileSync(file, "utf8"))).toEqual(before);
    const run = await runPi(file, home, api);
    expect(run.code, run.output).toBe(0);
    const body = JSON.stringify(run.requests[0].body);
    expect(body).toContain("echo shown output");
    expect(body).not.toContain("echo hidden");
    // The command's words as pi sends them are the reader's item's.
    const sentText = (run.requests[0].body.messages as Rec[])
      .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
      .map((b: Rec) => String(b.text ?? ""))
      .filter((t: string) => t.includes("echo shown"));
    const readText = (await readTranscripts(readFileSync(file, "utf8"))).transcripts[0].items
      .flatMap((i) => (Array.isArray((i as Rec).content) ? (i as Rec).content : []))
      .map((p: Rec) => String(p.text ?? ""))
      .filter((t: string) => t.includes("echo shown"));
    expect(sentText).toEqual(["Ran `echo shown`\n```\necho shown output\n```"]);
    expect(readText).toEqual(sentText);
  });

  // A clean session to append entries to: its last entry, an assistant message of it to copy,
  // and a message entry maker stamped as the last entry.
  const appendable = () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    const log = piLog({ cwd: home.work });
    const last = log.records[log.records.length - 1];
    const assistant = log.records.find((r: Rec) => r.message?.role === "assistant")!.message;
    const entry = (id: string, parentId: string, message: Rec) => ({
      type: "message",
      id,
      parentId,
      timestamp: last.timestamp,
      message,
    });
    return { home, file, log, last, assistant, entry };
  };

  // A turn the user stopped (or one that failed) is skipped whole by pi, its call never run and
  // never sent. Read as items, the call was one left open and `fix` wrote a result for it, which
  // pi then sent alone: the API refused every turn. Now the turn makes no item: nothing to fix.
  it("a stopped turn with a call and a failed turn: pi sends neither, the reader makes no item of them, fix --in-place changes nothing, pi exits 0", async () => {
    const { home, file, log, last, assistant, entry } = appendable();
    const user = (id: string, parentId: string, text: string) =>
      entry(id, parentId, { role: "user", content: [{ type: "text", text }], timestamp: 1 });
    const call = { type: "toolCall", id: "toolu_ab", name: "bash", arguments: { command: "x" } };
    const u1 = user("e00000c1", last.id, "USER ONE");
    const stopped = entry("e00000c2", u1.id, {
      ...assistant,
      content: [{ type: "text", text: "STOPPED" }, call],
      stopReason: "aborted",
    });
    const u2 = user("e00000c3", stopped.id, "USER TWO");
    const failed = entry("e00000c4", u2.id, {
      ...assistant,
      content: [{ type: "text", text: "FAILED" }],
      stopReason: "error",
      errorMessage: "overloaded",
    });
    const u3 = user("e00000c5", failed.id, "USER THREE");
    const text = logText({ records: [...log.records, u1, stopped, u2, failed, u3] });
    writeFileSync(file, text);
    const items = JSON.stringify((await readTranscripts(text)).transcripts[0].items);
    expect(items).not.toMatch(/STOPPED|FAILED|toolu_ab/);
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: false });
    expect(readFileSync(file, "utf8")).toBe(text);
    const run = await runPi(file, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    const body = JSON.stringify(run.requests[0].body);
    expect(body).not.toMatch(/STOPPED|FAILED|toolu_ab/);
    expect(body).toContain("USER THREE");
  });

  // pi sends an assistant message the Anthropic API made as its provider converts it (signed
  // thinking with `signature`, redacted as `redacted_thinking`, unsigned thinking as text, blank
  // blocks left out): the reader's items, written as an Anthropic body, are what pi sent.
  it("thinking and blank blocks of an Anthropic-made message: the reader's items written for Anthropic are what pi sends, exit 0", async () => {
    const { home, file, log, last, assistant, entry } = appendable();
    const content = [
      { type: "thinking", thinking: "" },
      { type: "thinking", thinking: "   " },
      { type: "thinking", thinking: "", thinkingSignature: "SIGEMPTY" },
      { type: "thinking", thinking: "UNSIGNED WORDS" },
      { type: "thinking", thinking: "SIGNED WORDS", thinkingSignature: "SIG1" },
      { type: "thinking", thinking: "", redacted: true, thinkingSignature: "REDACTED1" },
      { type: "text", text: "  " },
      { type: "text", text: "ANSWER" },
    ];
    const u1 = entry("e00000d1", last.id, { role: "user", content: [{ type: "text", text: "Q" }] });
    const a1 = entry("e00000d2", u1.id, { ...assistant, content, stopReason: "stop" });
    const text = logText({ records: [...log.records, u1, a1] });
    writeFileSync(file, text);
    const items = (await readTranscripts(text)).transcripts[0].items;
    const written = JSON.parse(writeTranscript(items, { format: "anthropic" }) as string);
    const run = await runPi(file, home, api);
    expect(run.code, run.output).toBe(0);
    const sent = (run.requests[0].body.messages as Rec[]).slice(0, -1); // less the new prompt
    expect(sent.at(-1)).toEqual(written.messages.at(-1));
    expect(sent.at(-1)!.content.map((b: Rec) => b.type)).toEqual([
      "text",
      "thinking",
      "redacted_thinking",
      "text",
    ]);
  });

  // An extension's message (a custom_message entry) is given to the model as a user message: the
  // reader reads it so, and the fix leaves its line as it is.
  it("an extension's message: read as pi sends it, its line kept by fix --in-place, exit 0", async () => {
    const { home, file } = session("missing-result");
    const log = poisonPi(piLog({ cwd: home.work }), "missing-result");
    const last = log.records[log.records.length - 1];
    const custom = {
      type: "custom_message",
      id: "e00000c1",
      parentId: last.id,
      timestamp: last.timestamp,
      customType: "plan",
      content: [{ type: "text", text: "PLAN MARKER: keep it small" }],
      display: true,
    };
    writeFileSync(file, logText({ records: [...log.records, custom] }));
    const read = await readTranscripts(readFileSync(file, "utf8"));
    expect(JSON.stringify(read.transcripts[0].items)).toContain("PLAN MARKER");
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const line = JSON.stringify(custom);
    expect(readFileSync(file, "utf8").split("\n")).toContain(line);
    const run = await runPi(file, home, api);
    expect(run.code, run.output).toBe(0);
    const sent = run.requests[0].body.messages as Rec[];
    const marked = sent.filter((m) => JSON.stringify(m.content).includes("PLAN MARKER"));
    expect(marked.map((m) => m.role)).toEqual(["user"]);
  });

  // pi keeps the entries from a compaction's firstKeptEntryId on, and none when that entry is not
  // on the path: the fix leaves the orphan result out and points firstKeptEntryId past it.
  it("a compaction keeping from an orphan result: unfixed the API refuses it, exit 1; after fix --in-place pi sends the summary and the entries kept after it, exit 0", async () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    const log = poisonPi(piLog({ cwd: home.work }), "orphan-result");
    const orphan = log.records.findIndex((r) => r.message?.role === "toolResult");
    const last = log.records[log.records.length - 1];
    const compaction = {
      type: "compaction",
      id: "e00000cp",
      parentId: last.id,
      timestamp: last.timestamp,
      summary: "The user asked for the files.",
      firstKeptEntryId: log.records[orphan].id,
      tokensBefore: 100,
    };
    writeFileSync(file, logText({ records: [...log.records, compaction] }));
    const run = await piRefusedThenFixed(file, home, api);
    const sent = (run.requests[0].body.messages as Rec[]).map((m) =>
      m.content.map((b: Rec) => b.text ?? b.type).join(""),
    );
    expect(sent[0]).toContain(compaction.summary);
    expect(sent.slice(1, 4)).toEqual(["Two files.", "thanks", "You are welcome."]);
  });

  // pi 0.73.1 turns another model's thinking into plain text and drops its redacted thinking
  // (pi-ai's transformMessages): the API accepts, but the history pi sends is not the file's.
  it("a model switch: unfixed, pi sends the other model's thinking as text and drops its redacted thinking; after fix --in-place it sends the file's thinking as it is, exit 0", async () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    writeFileSync(file, logText(piModelSwitch({ cwd: home.work })));
    expect(fileSignatures(readFileSync(file, "utf8"))).toEqual([
      "model=claude-opus-4-1;opus-1",
      "model=claude-opus-4-1;opus-2",
      "model=claude-sonnet-4-5;sonnet-1",
    ]);
    const unfixed = await runPi(file, home, api);
    expect(unfixed.code, unfixed.output).toBe(0);
    expect(unfixed.requests.map((r) => r.status)).toEqual([200]);
    expect(sentSignatures(unfixed.requests[0].body)).toEqual(["model=claude-sonnet-4-5;sonnet-1"]);
    const call = (unfixed.requests[0].body.messages as Rec[])[1];
    expect(call.content[0]).toEqual({ type: "text", text: "hmm" });
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const run = await runPi(file, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    const sent = run.requests[0].body.messages as Rec[];
    expect(sentSignatures(run.requests[0].body)).toEqual(
      fileSignatures(readFileSync(file, "utf8")),
    );
    expect(sent[1].content.map((b: Rec) => b.type)).toEqual(["tool_use"]);
  });

  // A message an OpenAI model made (its Responses API) is sent back there as pi's Responses
  // conversion makes it: the reasoning item its signed thinking holds, its texts under their item
  // ids, its call `"<call_id>|<item id>"` split in two. Read verbatim, the items held thinking
  // blocks and call ids with `|` that no Responses body takes.
  const openai: PiTarget = { provider: "openai", model: PI_OPENAI_MODEL };
  // The input pi sent, less its system prompt and the new user turn, each message typed.
  const sentHistory = (body: Rec) =>
    (body.input as Rec[]).slice(1, -1).map((i) => (i.type ? i : { type: "message", ...i }));

  it("a session an OpenAI model made: pi sends the Responses API the reader's items", async () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    const text = logText(piResponsesLog({ cwd: home.work }));
    writeFileSync(file, text);
    const run = await runPi(file, home, api, openai);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => [r.path, r.status])).toEqual([["/v1/responses", 200]]);
    const items = (await readTranscripts(text)).transcripts[0].items;
    expect(items.map((i) => i.type)).toContain("reasoning");
    expect(sentHistory(run.requests[0].body)).toEqual(items);
  });

  it("a call an OpenAI model made, left open: fix --in-place answers it under pi's own id, pi sends that result and makes none up", async () => {
    const home = hostHome();
    const file = join(home.root, "session.jsonl");
    writeFileSync(file, logText(poisonPi(piResponsesLog({ cwd: home.work }), "missing-result")));
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const written = readFileSync(file, "utf8");
    expect(written).toContain('"toolCallId":"call_01|fc_01"');
    const run = await runPi(file, home, api, openai);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    const outputs = (run.requests[0].body.input as Rec[]).filter(
      (i) => i.type === "function_call_output",
    );
    expect(outputs).toHaveLength(1);
    expect(outputs[0].call_id).toBe("call_01");
    expect(String(outputs[0].output)).toContain(INTERRUPTED_TEXT.slice(0, 40));
    const items = (await readTranscripts(written)).transcripts[0].items;
    expect(sentHistory(run.requests[0].body)).toEqual(items);
  });

  // pi keeps an image as `{type: "image", data, mimeType}`, which no API takes; each provider
  // sends it as its API's image. Read verbatim, an Anthropic body written from the session held
  // images the API refuses (`source` required).
  it.each([
    ["Anthropic", undefined],
    ["OpenAI", openai],
  ] as const)(
    "images a user gave and a tool read (%s): pi sends them as the reader's items written for that API",
    async (_, target) => {
      const home = hostHome();
      const file = join(home.root, "session.jsonl");
      const log = target ? piResponsesLog({ cwd: home.work }) : piLog({ cwd: home.work });
      const image = { type: "image", data: "iVBORw0KGgoAAAANSUhEUg==", mimeType: "image/png" };
      const records = log.records.map((r: Rec) => {
        const m = r.message;
        if (m?.role === "toolResult")
          return { ...r, message: { ...m, content: [...m.content, image] } };
        if (m?.role === "user" && m.content[0]?.text === "list the files")
          return { ...r, message: { ...m, content: [...m.content, image] } };
        return r;
      });
      const text = logText({ records });
      writeFileSync(file, text);
      const run = await runPi(file, home, api, target);
      expect(run.code, run.output).toBe(0);
      const items = (await readTranscripts(text)).transcripts[0].items;
      if (target) {
        expect(sentHistory(run.requests[0].body)).toEqual(items);
        return;
      }
      const written = JSON.parse(writeTranscript(items, { format: "anthropic" }) as string);
      // pi flags every result (`is_error: false` too); the items flag a failed one only.
      const sent = JSON.parse(JSON.stringify(run.requests[0].body.messages), (key, value) =>
        key === "is_error" && value === false ? undefined : value,
      ) as Rec[];
      const withImage = (ms: Rec[]) => ms.filter((m) => JSON.stringify(m).includes('"image"'));
      expect(withImage(sent)).toHaveLength(2);
      expect(withImage(sent)).toEqual(withImage(written.messages));
    },
  );
});
