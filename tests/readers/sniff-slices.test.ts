// While the scanner does not yet know whether byte input is JSON lines or one document, it decodes
// a chunk in growing slices and stops once it knows: JSON lines are split from their bytes, so a
// log handed whole (readTranscriptsSync, 16 MB pieces) is not decoded whole, twice, first.
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranscriptError } from "../../bindings/errors.js";
import { readTranscripts, readTranscriptsSync } from "../../bindings/readers/read.js";

const encode = (text: string) => new TextEncoder().encode(text);
const message = (text: string) => ({ type: "message", role: "user", content: text });
const jsonl = (texts: string[]) => texts.map((t) => `${JSON.stringify(message(t))}\n`).join("");

/** Bytes handed to TextDecoder.prototype.decode while `run` runs. */
function decodedBytes(run: () => void): number {
  const decode = vi.spyOn(TextDecoder.prototype, "decode");
  try {
    run();
    return decode.mock.calls.reduce((n, [input]) => n + ((input as Uint8Array)?.length ?? 0), 0);
  } finally {
    decode.mockRestore();
  }
}

describe("the scanner's sniffing of byte input", () => {
  afterEach(() => vi.restoreAllMocks());

  it("decodes only the start of a JSON lines log given whole as bytes", () => {
    const text = jsonl(Array.from({ length: 4000 }, (_, i) => `line ${i} ${"é".repeat(500)}`));
    const bytes = encode(text);
    expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
    let read: ReturnType<typeof readTranscriptsSync> | undefined;
    const decoded = decodedBytes(() => {
      read = readTranscriptsSync(bytes);
    });
    // Two decoders (the text and the fatal UTF-8 check) over the first 64 KB slice.
    expect(decoded).toBeLessThanOrEqual(2 * 64 * 1024);
    expect(read).toEqual(readTranscriptsSync(text));
    expect(read?.transcripts[0].items).toHaveLength(4000);
  });

  it("reads a first line longer than several slices, with characters across their ends", () => {
    const first = `${"a".repeat(64 * 1024 - 40)}${"é€😀".repeat(60_000)}`;
    const text = jsonl([first, "second"]);
    const read = readTranscriptsSync(encode(text));
    expect(read.format).toBe("responses-jsonl");
    expect(read.transcripts[0].items.map((i) => (i as { content: string }).content)).toEqual([
      first,
      "second",
    ]);
  });

  it("reads a document over many slices as its text, and refuses bad UTF-8 in its last slice", () => {
    const items = Array.from({ length: 3000 }, (_, i) => message(`item ${i} ${"ü".repeat(200)}`));
    const text = JSON.stringify(items, null, 2); // one JSON array over many lines
    const bytes = encode(text);
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
    const read = readTranscriptsSync(bytes);
    expect(read).toEqual(readTranscriptsSync(text));
    expect(read.transcripts[0].items).toHaveLength(3000);
    const bad = new Uint8Array(bytes.length + 1);
    bad.set(bytes.subarray(0, bytes.length - 10));
    bad.set([0xff], bytes.length - 10); // an invalid byte inside the last string
    bad.set(bytes.subarray(bytes.length - 10), bytes.length - 9);
    let error: unknown;
    try {
      readTranscriptsSync(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TranscriptError);
    expect((error as TranscriptError).code).toBe("invalid-record");
    expect(String((error as Error).message)).toMatch(/UTF-8/);
  });

  it("joins the start it holds only once it can decide: a long one-line body costs its length", () => {
    const input = Array.from({ length: 20_000 }, (_, i) => message(`item ${i} ${"x".repeat(150)}`));
    const text = JSON.stringify({ model: "gpt-5", input }); // one line, no newline to decide by
    const bytes = encode(text);
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024);
    let joined = 0;
    const join = Array.prototype.join;
    const spy = vi.spyOn(Array.prototype, "join").mockImplementation(function (this: unknown[], s) {
      const out = join.call(this, s);
      joined += out.length;
      return out;
    });
    let read: ReturnType<typeof readTranscriptsSync> | undefined;
    try {
      read = readTranscriptsSync(bytes);
    } finally {
      spy.mockRestore();
    }
    expect(read.transcripts[0].items).toHaveLength(20_000);
    // The body joined a few times (its end, its parse), never once per 32 KiB piece (~100 times).
    expect(joined).toBeLessThan(4 * text.length);
  });

  it("keeps its own copy of a chunk it holds while undecided: the caller may reuse its buffer", async () => {
    const text = jsonl([`${"long first line ".repeat(2000)}`, "second", "third"]);
    const bytes = encode(text);
    const size = 1000; // every chunk in one reused buffer, the first line over many of them
    async function* reused() {
      const buffer = new Uint8Array(size);
      for (let at = 0; at < bytes.length; at += size) {
        const n = Math.min(size, bytes.length - at);
        buffer.set(bytes.subarray(at, at + n));
        yield buffer.subarray(0, n);
        buffer.fill(0x7b); // "{": written over once the scanner has it
      }
    }
    expect(await readTranscripts(reused())).toEqual(readTranscriptsSync(text));
  });
});
