// `maxRecordBytes` bounds one record: a line of a JSON lines log, an element of an array document,
// or any other document whole. A JSON lines log given whole (a string, or bytes) longer than the
// bound reads line by line (a pi session of 300 MB given as a string was refused as one record
// over 256 MiB), an array document element by element; what must be held to tell an array's
// format, and any other document, is refused over the bound.
import { describe, expect, it } from "vitest";
import { readTranscriptsSync } from "../../bindings/readers/read.js";

const BOUND = 1000;
const line = (k: number) =>
  JSON.stringify({
    type: "message",
    role: "user",
    content: [{ type: "input_text", text: `${k}` }],
  });
const lines = Array.from({ length: 50 }, (_, k) => line(k)).join("\n");
const both = (text: string) => [text, new TextEncoder().encode(text)] as const;

describe("the record bound", () => {
  it("reads a JSON lines log longer than the bound, its lines under it, string or bytes", () => {
    expect(lines.length).toBeGreaterThan(3 * BOUND);
    for (const input of both(`${lines}\n`))
      expect(
        readTranscriptsSync(input, { maxRecordBytes: BOUND }).transcripts[0].items,
      ).toHaveLength(50);
  });

  const array = (elements: string[]) => `[\n${elements.join(",\n")}\n]`;
  const refused = (input: string | Uint8Array, line?: number) =>
    expect(() => readTranscriptsSync(input, { maxRecordBytes: BOUND })).toThrow(
      expect.objectContaining({ code: "invalid-record", reason: "record-too-large", line }),
    );

  it("reads an array document longer than the bound, its elements under it, string or bytes", () => {
    const document = array(Array.from({ length: 50 }, (_, k) => line(k)));
    expect(document.length).toBeGreaterThan(3 * BOUND);
    for (const input of both(document))
      expect(
        readTranscriptsSync(input, { maxRecordBytes: BOUND }).transcripts[0].items,
      ).toHaveLength(50);
  });

  it("refuses an array element over the bound, on the line it starts", () => {
    const long = JSON.stringify({ type: "message", role: "user", content: "x".repeat(BOUND) });
    for (const input of both(array([line(0), line(1), long, line(3)]))) refused(input, 4);
  });

  it("refuses an array whose format is not told within the bound, and any other document over it", () => {
    // Anthropic messages until the last says otherwise: every one is held to decide.
    const message = (k: number) => JSON.stringify({ role: "user", content: `${k}` });
    const messages = Array.from({ length: 50 }, (_, k) => message(k));
    for (const input of both(array(messages))) refused(input, expect.any(Number));
    const body = JSON.stringify({ model: "gpt-5", input: JSON.parse(array(messages)) }, null, 1);
    for (const input of both(body)) {
      refused(input);
      // Named as a document read whole, not as a line with no newline.
      expect(() => readTranscriptsSync(input, { maxRecordBytes: BOUND })).toThrow(/no array/);
    }
  });
});
