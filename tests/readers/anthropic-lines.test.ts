// A JSON lines log of Anthropic messages whose first lines are plain text (which Chat messages
// write alike) is read as Anthropic messages from the first line only Anthropic writes (a
// `tool_use` block), not as a Chat log whose calls go unseen and check says clean; the lines are
// held no longer than detect.ts's bounds; the parallel check names the same format
// (parallel/head-format.ts); a Chat log with an Anthropic tool block is refused, not read clean.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { undecidedHeadFormat } from "../../bindings/cli/parallel/head-format.js";
import { UNDECIDED_RECORDS } from "../../bindings/readers/detect.js";
import { readTranscriptsSync } from "../../bindings/readers/read.js";
import { tempDir } from "../cli/run.js";

const lines = (records: object[]) => records.map((r) => `${JSON.stringify(r)}\n`).join("");
const user = (text: string) => ({ role: "user", content: text });
const said = (text: string) => ({ role: "assistant", content: text });
const use = {
  role: "assistant",
  content: [{ type: "tool_use", id: "toolu_1", name: "f", input: {} }],
};
const result = {
  role: "user",
  content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }],
};
const chatCall = {
  role: "assistant",
  content: null,
  tool_calls: [{ id: "call_1", type: "function", function: { name: "f", arguments: "{}" } }],
};

const dir = tempDir();
// The format a single read and the parallel check's head read name.
function formats(records: object[]): [string, string | undefined] {
  const text = lines(records);
  const file = join(dir, "log.jsonl");
  writeFileSync(file, text);
  return [readTranscriptsSync(text).format, undecidedHeadFormat(file, Buffer.byteLength(text))];
}

describe("a JSON lines log of Anthropic messages", () => {
  it("is read as Anthropic messages from its first tool block, the text lines before it too", () => {
    const read = readTranscriptsSync(lines([user("hi"), said("ok"), user("go"), use, result]));
    expect([read.format, read.api]).toEqual(["anthropic-messages", "anthropic"]);
    const items = read.transcripts[0].items as { type?: string }[];
    expect(items.map((i) => i.type)).toEqual([
      "message",
      "message",
      "message",
      "function_call",
      "function_call_output",
    ]);
    expect(formats([user("hi"), said("ok"), use])).toEqual([
      "anthropic-messages",
      "anthropic-messages",
    ]);
  });

  it("stays a Chat log where a line only Chat writes comes first, or none decides", () => {
    expect(formats([user("hi"), chatCall])).toEqual(["chat-jsonl", "chat-jsonl"]);
    expect(formats([user("hi"), said("ok")])).toEqual(["chat-jsonl", "chat-jsonl"]);
    expect(formats([{ role: "system", content: "s" }, user("hi")])[0]).toBe("chat-jsonl");
    // Unsigned thinking parts (a Chat server's, as Mistral's) and Chat's own parts decide nothing
    // for Anthropic.
    const thinking = { type: "thinking", thinking: [{ type: "text", text: "t" }] };
    const mistral = { role: "assistant", content: [thinking, { type: "text", text: "4" }] };
    expect(formats([user("hi"), mistral, chatCall])).toEqual(["chat-jsonl", "chat-jsonl"]);
    const image = { type: "image_url", image_url: { url: "data:," } };
    const chatFirst = lines([{ role: "user", content: [image] }, said("ok"), use]);
    expect(() => readTranscriptsSync(chatFirst)).toThrow(/line 3: a Chat message holds/);
  });

  it("after this tool's meta record, reads the next line's format as ever (no holding)", () => {
    const meta = { type: "clinker-transcript.meta", model: "m" };
    expect(readTranscriptsSync(lines([meta, user("hi"), chatCall])).format).toBe("chat-jsonl");
    expect(() => readTranscriptsSync(lines([meta, user("hi"), use]))).toThrow(/line 3: a Chat/);
  });

  it("holds undecided lines no longer than its bound: past it, Chat (and the tool block refused)", () => {
    const many = Array.from({ length: UNDECIDED_RECORDS }, (_, k) => user(`m${k}`));
    const [single, head] = formats([...many.slice(0, UNDECIDED_RECORDS - 2), use]);
    expect([single, head]).toEqual(["anthropic-messages", undefined]); // past half: one read decides
    expect(() => readTranscriptsSync(lines([...many, use]))).toThrow(/Anthropic `tool_use` block/);
  });

  it("refuses a Chat log holding an Anthropic tool block, or reads past it leniently", () => {
    const text = lines([{ role: "system", content: "s" }, user("hi"), use, result]);
    expect(() => readTranscriptsSync(text)).toThrow(/line 3: a Chat message holds an Anthropic/);
    const lenient = readTranscriptsSync(text, { lenient: true });
    expect(lenient.skipped.map((s) => s.line)).toEqual([3, 4]);
    expect(readTranscriptsSync(text, { format: "anthropic-messages" }).api).toBe("anthropic");
  });
});
