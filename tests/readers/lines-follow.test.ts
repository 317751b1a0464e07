// An input that opens with `{` and whose first line is no record (a log whose first line was cut,
// a crash's garbage) was held as a JSON document to its end, and refused past 256 MiB: it is read
// as JSON lines once the lines after it are records (readers/lines-follow.ts), and a pretty-printed
// document is still read whole.
import { describe, expect, it } from "vitest";
import { linesFollow } from "../../bindings/readers/lines-follow.js";
import { readTranscriptSync } from "../../bindings/readers/read.js";

const item = (n: number) => ({
  type: "message",
  role: "user",
  content: `message ${n} ${"x".repeat(60)}`,
});
const items = (n: number) => Array.from({ length: n }, (_, i) => item(i));
const lines = (list: object[]) => list.map((i) => `${JSON.stringify(i)}\n`).join("");
const cutFirst = (text: string, at: number) => `${text.slice(0, at)}\n${text}`;

// The text in pieces of `size` (as the scanner holds it).
const pieces = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

describe("linesFollow", () => {
  it("says lines for a log whose first line is cut, a document for a pretty-printed one, however held", () => {
    const log = cutFirst(lines(items(20)), 30);
    const pretty = JSON.stringify({ input: items(20) }, null, 2);
    const onePerLine = `{"input": [\n${items(20)
      .map((i) => JSON.stringify(i))
      .join(",\n")}\n]}`;
    for (const size of [1, 7, 100, 1 << 20]) {
      expect(linesFollow(pieces(log, size))).toBe(true);
      expect(linesFollow(pieces(pretty, size))).toBe(false);
      expect(linesFollow(pieces(onePerLine, size))).toBe(false);
    }
    expect(linesFollow([log.slice(0, log.indexOf("\n", 40) - 5)])).toBeUndefined();
    expect(linesFollow(["{bad\n\n  \n", `${JSON.stringify(item(1))}\n`, "\n"])).toBeUndefined();
    expect(linesFollow(["{bad\n\n  \n", lines(items(2))])).toBe(true);
  });
});

describe("a log whose first line is no record, past the document check", () => {
  const log = lines(items(70_000)); // about 6 MB: past the 4 MiB where the lines are looked at
  const cut = cutFirst(log, 25);

  it("is read as lines: leniently every item after it, else refused at line 1", () => {
    const read = readTranscriptSync(cut, { lenient: true });
    expect(read.items).toHaveLength(70_000);
    expect(read.skipped).toEqual([{ index: 0, line: 1, reason: "not-json" }]);
    const bytes = readTranscriptSync(new TextEncoder().encode(cut), { lenient: true });
    expect(bytes.items).toEqual(read.items);
    expect(() => readTranscriptSync(cut)).toThrow(
      expect.objectContaining({ reason: "not-json", line: 1 }),
    );
  });

  it("past a smaller record bound too, which a document would be refused by", () => {
    const read = readTranscriptSync(cut, { lenient: true, maxRecordBytes: 1 << 20 });
    expect(read.items).toHaveLength(70_000);
    const pretty = JSON.stringify({ input: items(20_000) }, null, 2);
    expect(() => readTranscriptSync(pretty, { maxRecordBytes: 1 << 20 })).toThrow(
      expect.objectContaining({
        code: "invalid-record",
        message: expect.stringContaining("longer than"),
      }),
    );
  });

  it("a pretty-printed document past it is still read whole, as a document", () => {
    const body = JSON.stringify({ model: "gpt-5", input: items(40_000) }, null, 2);
    expect(body.length).toBeGreaterThan(4 * 1024 * 1024);
    const read = readTranscriptSync(body);
    const small = readTranscriptSync(JSON.stringify({ model: "gpt-5", input: items(3) }, null, 2));
    expect([read.format, read.items.length]).toEqual([small.format, 40_000]);
    expect(read.meta.requestBody).toBe("responses");
  });

  it("bytes that are no UTF-8 after the switch refuse the input, as a document's would", () => {
    const bad = new TextEncoder().encode(`${cut}${JSON.stringify(item(1)).slice(0, -2)}`);
    const withBad = new Uint8Array(bad.length + 4);
    withBad.set(bad);
    withBad.set([0xff, 0x22, 0x7d, 0x0a], bad.length); // a byte no UTF-8 has, then `"}` and a newline
    expect(() => readTranscriptSync(withBad, { lenient: true })).toThrow(
      expect.objectContaining({ reason: "invalid-utf8" }),
    );
  });
});
