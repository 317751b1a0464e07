// A log given whole as bytes reaches the scanner in pieces of at most SYNC_CHUNK_BYTES (a 1 GB
// session read whole by `fix SESSION -o OUT` failed: bytes over V8's longest string, about 512 MB,
// cannot be decoded at once), and reads as the same log given as a string, with a character cut
// by a piece's end.
import { describe, expect, it, vi } from "vitest";
import {
  readTranscripts,
  readTranscriptsSync,
  SYNC_CHUNK_BYTES,
} from "../../bindings/readers/read.js";
import { Scanner } from "../../bindings/readers/scanner.js";

// Lines of Responses items whose text puts a two-byte "é" across the first piece's end.
function log(): string {
  const line = (text: string) =>
    `${JSON.stringify({ type: "message", role: "user", content: text })}\n`;
  const filler = line("x".repeat(1000));
  const lines: string[] = [];
  let bytes = 0;
  while (bytes + filler.length < SYNC_CHUNK_BYTES - 2000) {
    lines.push(filler);
    bytes += filler.length;
  }
  const head = line("").length - 3; // the bytes before the text: {"type":...,"content":"
  const before = SYNC_CHUNK_BYTES - bytes - head - 1; // "é" starts one byte before the end
  lines.push(line(`${"a".repeat(before)}é after`), filler);
  return lines.join("");
}

describe("readTranscripts of bytes in pieces", () => {
  const text = log();
  const bytes = new TextEncoder().encode(text);

  it("puts a character across a piece's end", () => {
    expect(bytes[SYNC_CHUNK_BYTES - 1]).toBe(0xc3);
    expect(bytes.length).toBeGreaterThan(SYNC_CHUNK_BYTES);
  });

  it("hands the scanner no piece over SYNC_CHUNK_BYTES and reads as the string does", async () => {
    const write = vi.spyOn(Scanner.prototype, "write");
    try {
      const fromBytes = readTranscriptsSync(bytes);
      const fromStream = await readTranscripts(bytes);
      const sizes = write.mock.calls.map(([chunk]) => chunk.length);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(SYNC_CHUNK_BYTES);
      write.mockClear();
      const fromText = readTranscriptsSync(text);
      expect(fromBytes).toEqual(fromText);
      expect(fromStream).toEqual(fromText);
      expect(fromText.transcripts[0].items.at(-2)).toMatchObject({
        content: expect.stringContaining("é after"),
      });
    } finally {
      write.mockRestore();
    }
  });
});
