// `maxRecordBytes` bounds one record: a line of a JSON lines log, or a whole document. A JSON
// lines log given whole (a string, or bytes) longer than the bound reads line by line (a pi
// session of 300 MB given as a string was refused as one record over 256 MiB); a document over
// the bound is still refused.
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

  it("refuses a document over the bound, string or bytes", () => {
    const document = `[${Array.from({ length: 50 }, (_, k) => line(k)).join(",")}]`;
    for (const input of both(document))
      expect(() => readTranscriptsSync(input, { maxRecordBytes: BOUND })).toThrow(
        expect.objectContaining({ code: "invalid-record", reason: "record-too-large" }),
      );
  });
});
