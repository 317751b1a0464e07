// Issue 13: corrupt input is an invalid-record TranscriptError with its line (or a skipped count
// under lenient); a truncated last line is skipped with a warning; an empty input is an error.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  readTranscript,
  readTranscriptSync,
  readTranscripts,
} from "../../bindings/readers/index.js";
import { errorOf } from "../support/errors.js";

const LOGS = join(import.meta.dirname, "../../examples/logs");
const codex = readFileSync(join(LOGS, "codex-ends-mid-call.jsonl"), "utf8");
const lines = codex.trimEnd().split("\n");
const join_ = (ls: string[]) => `${ls.join("\n")}\n`;
// Node 20 has no Array.prototype.with: the lines with line 5 replaced.
const at5 = (ls: string[], line: string) => ls.map((l, i) => (i === 4 ? line : l));

const CORRUPTIONS: [string, (ls: string[]) => string[], string][] = [
  ["a line cut short mid-file", (ls) => at5(ls, ls[4].slice(0, 40)), "not-json"],
  ["a line that is not JSON", (ls) => at5(ls, "this is not json"), "not-json"],
  ["a record of an unknown shape", (ls) => at5(ls, '{"hello":"world"}'), "unknown-record"],
  ["a JSON value that is not an object", (ls) => at5(ls, "[1,2,3]"), "not-an-object"],
  ["binary junk", (ls) => at5(ls, "\u0000\u0001\u0002\ufffd\ufffdPK\u0003\u0004"), "not-json"],
];

describe("readers: corrupt input", () => {
  it.each(CORRUPTIONS)(
    "%s: invalid-record at line 5, or skipped under lenient",
    (_, corrupt, reason) => {
      const text = join_(corrupt(lines));
      const error = errorOf(() => readTranscriptSync(text));
      expect([error.code, error.line, error.reason]).toEqual(["invalid-record", 5, reason]);
      expect(error.message).toContain("line 5");
      const lenient = readTranscriptSync(text, { lenient: true });
      expect(lenient.skipped).toEqual([{ index: 4, line: 5, reason }]);
      expect(lenient.items.length).toBe(readTranscriptSync(codex).items.length - 1);
    },
  );

  it("a truncated last line (a log still being written) is skipped with a warning", () => {
    const text = `${codex}${lines[2].slice(0, 50)}`; // no newline at the end
    const read = readTranscriptSync(text);
    expect(read.items).toEqual(readTranscriptSync(codex).items);
    expect(read.skipped).toEqual([{ index: 10, line: 11, reason: "truncated" }]);
    expect(read.warnings).toEqual([expect.stringContaining("line 11")]);
  });

  it("a truncated line that ends with a newline is an error", () => {
    const error = errorOf(() => readTranscriptSync(`${codex}${lines[2].slice(0, 50)}\n`));
    expect([error.code, error.line]).toEqual(["invalid-record", 11]);
  });

  it.each([
    ["empty", ""],
    ["blank lines", "\n\n  \n"],
  ])("%s input: invalid-record empty-input", (_, text) => {
    const error = errorOf(() => readTranscriptSync(text));
    expect([error.code, error.reason]).toEqual(["invalid-record", "empty-input"]);
  });

  it("binary junk as a whole file is invalid-record at line 1", () => {
    const junk = new Uint8Array([0x00, 0xff, 0x13, 0x37, 0x0a, 0xde, 0xad, 0x0a]);
    const error = errorOf(() => readTranscriptSync(junk));
    expect([error.code, error.line]).toEqual(["invalid-record", 1]);
  });

  it("a JSON document with a syntax error names its line", () => {
    const error = errorOf(() =>
      readTranscriptSync('[\n{"type":"message","role":"user","content":"hi"},\n{oops}\n]'),
    );
    expect([error.code, error.line]).toEqual(["invalid-record", 3]);
  });

  it("the first record's unknown shape is invalid-record at its line", () => {
    const error = errorOf(() => readTranscriptSync('\n{"nothing":"known"}\n'));
    expect([error.code, error.line, error.reason]).toEqual(["invalid-record", 2, "unknown-record"]);
  });

  it("readTranscript names the count of a multi-conversation log", async () => {
    const chat = readFileSync(join(LOGS, "chat-log.jsonl"));
    const error = await readTranscript(chat).catch((e) => e);
    expect([error.code, error.message]).toEqual([
      "invalid-argument",
      "invalid-argument: the log holds 2 conversations: use readTranscripts",
    ]);
    expect((await readTranscripts(chat)).transcripts.map((t) => t.id)).toEqual([
      "record-1",
      "record-2",
    ]);
  });

  it("bad options and inputs are invalid-argument", async () => {
    expect(errorOf(() => readTranscriptSync(codex, { format: "yaml" as never })).code).toBe(
      "invalid-argument",
    );
    expect(errorOf(() => readTranscriptSync(codex, { history: "all" as never })).code).toBe(
      "invalid-argument",
    );
    expect(errorOf(() => readTranscriptSync(42 as never)).code).toBe("invalid-argument");
    await expect(readTranscripts({} as never)).rejects.toMatchObject({ code: "invalid-argument" });
  });
});
