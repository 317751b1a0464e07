// Issue 29: `fix` of a valid log with parallel tool calls reordered the outputs into call order
// and said "outputs moved: yes". Outputs already right after their group, in any order, are valid
// (docs/decisions.md, Reconciliation): `fix` gives a valid log back byte for byte, in every text
// format it writes (items JSONL with and without the meta record, JSON, Chat, Anthropic) and for
// the hosts' own logs in place (Claude Code, Codex, pi).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixFile } from "../../bindings/cli/fix.js";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { type WriteFormat, writeTranscript } from "../../bindings/readers/write.js";
import {
  anthropicItems,
  chatItems,
  HOST_LOGS,
  linesText,
  pythonJson,
  responsesItems,
  type Turn,
  turns,
} from "../support/format-logs.js";
import { built, cli, tempDir } from "./run.js";

const META = { family: "openai", model: "gpt-5-codex", sessionId: "s-29" };

// Each text format fix writes, from generated valid turns in that format's own dialect.
const FORMATS: [WriteFormat, string, (list: readonly Turn[]) => string][] = [
  ["jsonl", "log.jsonl", (l) => writeTranscript(responsesItems(l), { format: "jsonl" })],
  [
    "jsonl",
    "meta.jsonl",
    (l) => writeTranscript(responsesItems(l), { format: "jsonl", meta: META }),
  ],
  ["jsonl", "chat.jsonl", (l) => writeTranscript(chatItems(l), { format: "jsonl" })],
  [
    "jsonl",
    "python.jsonl",
    (l) =>
      responsesItems(l)
        .map((i) => `${pythonJson(i)}\n`)
        .join(""),
  ],
  ["json", "log.json", (l) => writeTranscript(responsesItems(l), { format: "json", meta: META })],
  ["chat", "chat.json", (l) => writeTranscript(chatItems(l), { format: "chat" })],
  [
    "anthropic",
    "messages.json",
    (l) => writeTranscript(anthropicItems(l), { format: "anthropic" }),
  ],
  ["chat", "python-chat.json", (l) => pythonJson(chatItems(l))],
  [
    "anthropic",
    "python-messages.json",
    (l) => pythonJson(JSON.parse(writeTranscript(anthropicItems(l), { format: "anthropic" }))),
  ],
  ["responses", "body.json", (l) => writeTranscript(responsesItems(l), { format: "responses" })],
  [
    "responses",
    "python-body.json",
    (l) => `${pythonJson({ model: "gpt-5", store: false, input: responsesItems(l) })}\n`,
  ],
];

describe("fix of a valid log is byte-identical", () => {
  // What keeps the input's bytes from standing (unchanged.ts bytesMayStand), held and streamed: a
  // record skipped under --lenient or one of an unknown type would be
  // written back with it, where fix writes the conversation's items alone.
  it("writes the items, not the input's bytes, for a log with a skipped or unknown record", async () => {
    const dir = tempDir();
    const message = (text: string, extra = {}) =>
      JSON.stringify({ type: "message", role: "user", content: text, ...extra });
    const valid = [message("a"), message("b")];
    const cases: [string, string[], object][] = [
      ["skipped", [valid[0], "{not json", valid[1]], { lenient: true }],
      ["unknown", [valid[0], JSON.stringify({ type: "an_unknown_type" }), valid[1]], {}],
    ];
    for (const [name, lines, options] of cases)
      for (const streamMinBytes of [Number.POSITIVE_INFINITY, 0]) {
        const input = join(dir, `${name}.jsonl`);
        const output = join(dir, `out-${name}.jsonl`);
        writeFileSync(input, lines.map((l) => `${l}\n`).join(""));
        const report = await fixFile(input, { output, streamMinBytes, ...options });
        expect(report.error).toBeUndefined();
        const written = readFileSync(output, "utf8");
        expect(written).not.toBe(readFileSync(input, "utf8"));
        expect(written).toBe(valid.map((l) => `${l}\n`).join(""));
      }
  });

  for (const [format, name, make] of FORMATS)
    it(`${name} (--to ${format}): parallel outputs in any order come back unchanged`, async () => {
      const dir = tempDir();
      await fc.assert(
        fc.asyncProperty(turns, async (list) => {
          const input = join(dir, name);
          const output = join(dir, `out-${name}`);
          writeFileSync(input, make(list));
          const report = await fixFile(input, { output, to: format });
          expect(report.error).toBeUndefined();
          expect(report.moved).toBe(false);
          expect(readFileSync(output, "utf8")).toBe(readFileSync(input, "utf8"));
        }),
        { seed: 29, numRuns: 60 },
      );
    });

  for (const [format, lines] of HOST_LOGS)
    it(`${format}: fix --in-place of a valid session changes no byte`, () => {
      const dir = tempDir();
      fc.assert(
        fc.property(turns, fc.boolean(), (list, python) => {
          const file = join(dir, "session.jsonl");
          const records = lines(list);
          const text = python
            ? records.map((r) => `${pythonJson(r)}\n`).join("")
            : linesText(records);
          writeFileSync(file, text);
          const report = fixInPlace(file, { force: true });
          expect(report.error).toBeUndefined();
          expect(report.format).toBe(format);
          expect(report.changed).toBe(false);
          expect(readFileSync(file, "utf8")).toBe(text);
        }),
        { seed: 29, numRuns: 60 },
      );
    });

  it.skipIf(!built)(
    "the command line: a valid JSONL another writer made is copied, not rewritten",
    () => {
      const dir = tempDir();
      const input = join(dir, "python.jsonl");
      const output = join(dir, "out.jsonl");
      // The first failing seed of the property above, with non-ASCII text Python escapes.
      const list: Turn[] = [{ calls: ["call_0"], answered: [0] }, { text: "café ✓" }];
      writeFileSync(
        input,
        responsesItems(list)
          .map((i) => `${pythonJson(i)}\n`)
          .join(""),
      );
      expect(cli(["fix", input, "-o", output]).code).toBe(0);
      expect(readFileSync(output)).toEqual(readFileSync(input));
    },
  );

  it("a Claude Code turn of parallel calls answered in another order: --in-place changes nothing", () => {
    const dir = tempDir();
    const file = join(dir, "session.jsonl");
    const base = {
      isSidechain: false,
      userType: "external",
      cwd: "/w",
      sessionId: "s-1",
      version: "2.0.30",
    };
    let parent: string | null = null;
    const line = (n: number, type: string, message: object) => {
      const uuid = `c0de0000-0000-4000-8000-00000000000${n}`;
      const record = {
        parentUuid: parent,
        ...base,
        type,
        message,
        uuid,
        timestamp: `2026-11-30T10:00:0${n}.000Z`,
      };
      parent = uuid;
      return JSON.stringify(record);
    };
    const use = (id: string) => ({
      model: "claude-sonnet-4-5-20250929",
      id: "msg_1",
      type: "message",
      role: "assistant",
      content: [{ type: "tool_use", id, name: "Read", input: { path: id } }],
      stop_reason: "tool_use",
    });
    const result = (id: string) => ({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: `read ${id}` }],
    });
    const lines = [
      line(1, "user", { role: "user", content: "Read both files." }),
      line(2, "assistant", use("toolu_a")),
      line(3, "assistant", use("toolu_b")),
      line(4, "user", result("toolu_b")),
      line(5, "user", result("toolu_a")),
    ];
    const text = `${lines.join("\n")}\n`;
    writeFileSync(file, text);
    const report = fixInPlace(file, { force: true });
    expect(report.error).toBeUndefined();
    expect(report.changed).toBe(false);
    expect(report.conversations.every((c) => !c.moved)).toBe(true);
    expect(readFileSync(file, "utf8")).toBe(text);
  });
});
