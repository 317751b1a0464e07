// Issue 13 (check throughput): byte input is split into lines on its bytes and each line decoded
// alone. That must read exactly as decoding the whole input with TextDecoder and splitting the
// text: the same items and records, the same skipped lines and warnings, the same error and line
// number for corrupt input (a byte-order mark, CRLF, binary junk, cut lines). A line whose bytes
// are not well-formed UTF-8 is the one difference: the byte path refuses it (invalid-utf8, issue
// 30) where decoding the whole input would have read U+FFFD.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TranscriptError } from "../../bindings/errors.js";
import {
  readTranscripts,
  readTranscriptsSync,
  type TranscriptsResult,
} from "../../bindings/readers/index.js";
import { ByteLineSplitter, LineSplitter, PORTABLE_ACCESS } from "../../bindings/readers/lines.js";
import { corpusDir, corpusFiles, describeCorpus, hasCorpus } from "../support/corpus.js";

const LOGS = join(import.meta.dirname, "../../examples/logs");
const EXAMPLES = ["chat-log", "claude-code-orphan", "codex-ends-mid-call", "responses-clean"].map(
  (name) => readFileSync(join(LOGS, `${name}.jsonl`)),
);

async function* chunked(bytes: Uint8Array, cuts: number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    yield bytes.subarray(at, cut);
    at = cut;
  }
  yield bytes.subarray(at);
}

type Outcome = TranscriptsResult | { error: string; line?: number; reason?: string };

async function outcome(read: () => Promise<TranscriptsResult>): Promise<Outcome> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof TranscriptError)) throw error;
    return { error: error.message, line: error.line, reason: error.reason };
  }
}

// The text path: the whole input decoded as one string, then split (the reading before bytes).
const asText = (bytes: Uint8Array, lenient: boolean) =>
  outcome(async () => readTranscriptsSync(new TextDecoder().decode(bytes), { lenient }));
const asBytes = (bytes: Uint8Array, cuts: number[], lenient: boolean) =>
  outcome(() => readTranscripts(chunked(bytes, cuts), { lenient }));

const enc = new TextEncoder();
// Lines a log may hold, good and bad, as bytes.
const LINE = fc.oneof(
  fc.constantFrom(
    '{"type":"message","role":"user","content":"hi"}',
    '{"type":"function_call","call_id":"c1","name":"f","arguments":"{}"}',
    '{"type":"function_call_output","call_id":"c1","output":"ok"}',
    '{"type":"message","role":"assistant","content":"Ünïcödé — 日本語 🚀"}',
    '{"type":"reasoning","summary":[],"encrypted_content":"gAAAA"}',
    "",
    "   ",
    "not json",
    '{"cut": "short',
    '{"no_type": 1}',
  ),
  fc.uint8Array({ maxLength: 12 }).map((junk) => String.fromCharCode(...junk)),
);
const bytesWith = (junkBytes: fc.Arbitrary<number> | undefined) =>
  fc
    .record({
      bom: fc.boolean(),
      lines: fc.array(LINE, { minLength: 1, maxLength: 8 }),
      crlf: fc.boolean(),
      junk: fc.array(fc.record({ at: fc.nat(), byte: junkBytes ?? fc.constant(0x20) }), {
        maxLength: junkBytes ? 3 : 0,
      }),
      endNewline: fc.boolean(),
    })
    .map(({ bom, lines, crlf, junk, endNewline }) => {
      const first = lines[0].startsWith("{")
        ? lines
        : ['{"type":"message","role":"user"}', ...lines];
      const text = first.join(crlf ? "\r\n" : "\n") + (endNewline ? "\n" : "");
      const body = enc.encode(text);
      // Invalid UTF-8 bytes put over a few bytes after the first line.
      const start = enc.encode(first[0]).length + 1;
      for (const { at, byte } of junk)
        if (body.length > start) body[start + (at % (body.length - start))] = byte;
      return bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...body]) : body;
    });
// Well-formed UTF-8 (no junk), and with invalid UTF-8 put in.
const BYTES = bytesWith(undefined);
const INVALID = bytesWith(fc.constantFrom(0x80, 0xc3, 0xe2, 0xf0, 0xff));

const fatal = new TextDecoder("utf-8", { fatal: true });
/** The 1-based numbers of the lines whose bytes are not well-formed UTF-8 (found independently). */
function invalidLines(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let start = 0;
  for (let n = 1; start <= bytes.length; n++) {
    const nl = bytes.indexOf(10, start);
    const end = nl < 0 ? bytes.length : nl;
    try {
      fatal.decode(bytes.subarray(start, end));
    } catch {
      out.push(n);
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  return out;
}

describe("readers: lines split from bytes read as the decoded text", () => {
  it("generated logs with corrupt lines, invalid UTF-8, BOM and CRLF; any chunking", async () => {
    await fc.assert(
      fc.asyncProperty(
        BYTES,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        async (bytes, cuts, lenient) => {
          const at = cuts.map((c) => c % (bytes.length + 1));
          expect(await asBytes(bytes, at, lenient)).toEqual(await asText(bytes, lenient));
        },
      ),
      { seed: 20261201, numRuns: 400 },
    );
  });

  it("a line of invalid UTF-8 is skipped as invalid-utf8 (lenient), never read as U+FFFD", async () => {
    await fc.assert(
      fc.asyncProperty(INVALID, fc.array(fc.nat(), { maxLength: 6 }), async (bytes, cuts) => {
        const at = cuts.map((c) => c % (bytes.length + 1));
        const read = await asBytes(bytes, at, true);
        if ("error" in read) return; // every line refused: nothing to read
        expect(JSON.stringify(read.transcripts)).not.toContain("\uFFFD");
        const refused = read.skipped.filter((s) => s.reason === "invalid-utf8").map((s) => s.line);
        expect(refused).toEqual(invalidLines(bytes));
      }),
      { seed: 20261201, numRuns: 400 },
    );
  });

  it.each(EXAMPLES.map((bytes, i) => [i, bytes] as const))(
    "example log %i: bytes and text agree",
    async (_, bytes) => {
      expect(await asBytes(bytes, [7, 100, 101], false)).toEqual(await asText(bytes, false));
    },
  );

  it("a corrupt line's number is the same on both paths", async () => {
    const bytes = enc.encode(
      '{"type":"message","role":"user","content":"a"}\r\n\n{"type":"mess\n{"type":"x"}\n',
    );
    const text = await asText(bytes, false);
    expect(text).toMatchObject({ line: 3, reason: "not-json" });
    expect(await asBytes(bytes, [50], false)).toEqual(text);
  });
});

type Line = [string, number, boolean];

function splitBytes(
  bytes: Uint8Array,
  cuts: number[],
  portable: boolean,
  flagged: number[] = [],
): Line[] {
  const lines: Line[] = [];
  const onLine = (text: string, n: number, terminated: boolean, notUtf8?: boolean) => {
    lines.push([text, n, terminated]);
    if (notUtf8) flagged.push(n);
  };
  const splitter = portable
    ? new ByteLineSplitter(onLine, PORTABLE_ACCESS)
    : new ByteLineSplitter(onLine);
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    splitter.push(bytes.subarray(at, cut));
    at = cut;
  }
  splitter.push(bytes.subarray(at));
  splitter.end();
  return lines;
}

function splitText(bytes: Uint8Array): Line[] {
  const lines: Line[] = [];
  const splitter = new LineSplitter((...line: Line) => lines.push(line));
  splitter.push(new TextDecoder().decode(bytes));
  splitter.end();
  return lines;
}

describe("readers: the byte line splitter", () => {
  it("gives the text splitter's lines, with Node's Buffer and with the portable TextDecoder", () => {
    fc.assert(
      fc.property(BYTES, fc.array(fc.nat(), { maxLength: 6 }), (bytes, cuts) => {
        const at = cuts.map((c) => c % (bytes.length + 1));
        const text = splitText(bytes);
        expect(splitBytes(bytes, at, false)).toEqual(text);
        expect(splitBytes(bytes, at, true)).toEqual(text);
      }),
      { seed: 20261201, numRuns: 400 },
    );
  });

  it("flags exactly the lines whose bytes are not well-formed UTF-8", () => {
    fc.assert(
      fc.property(INVALID, fc.array(fc.nat(), { maxLength: 6 }), (bytes, cuts) => {
        const at = cuts.map((c) => c % (bytes.length + 1));
        const text = splitText(bytes);
        for (const portable of [false, true]) {
          const flagged: number[] = [];
          const lines = splitBytes(bytes, at, portable, flagged);
          expect(lines).toEqual(text);
          expect(flagged).toEqual(invalidLines(bytes).filter((n) => n <= text.length));
        }
      }),
      { seed: 20261201, numRuns: 400 },
    );
  });

  it("flags a line by its bytes, not by a U+FFFD it spells out well-formed", () => {
    const ok = new TextEncoder().encode('{"a":"\uFFFD"}\n');
    const bad = Uint8Array.of(
      ...new TextEncoder().encode('{"a":"'),
      0xff,
      ...'"}\n'.split("").map((c) => c.charCodeAt(0)),
    );
    const bytes = Uint8Array.from([...ok, ...bad, ...ok]);
    for (const portable of [false, true]) {
      const flagged: number[] = [];
      const lines = splitBytes(bytes, [], portable, flagged);
      expect(lines.map(([text]) => text)).toEqual([
        '{"a":"\uFFFD"}',
        '{"a":"\uFFFD"}',
        '{"a":"\uFFFD"}',
      ]);
      expect(flagged).toEqual([2]);
    }
  });
});

describeCorpus("readers: corpus logs read alike from bytes and from text", () => {
  const files = hasCorpus ? corpusFiles().filter((f) => f.endsWith(".jsonl")) : [];
  it.each(files)("%s", async (file) => {
    const bytes = readFileSync(join(corpusDir, file));
    expect(await asBytes(bytes, [4096, 65536], false)).toEqual(await asText(bytes, false));
  });
});

describe("ByteLineSplitter skipping a head (types.ts SkippedHead)", () => {
  it("hands the lines before the one named on empty, undecoded, and the rest as read", () => {
    const lines: [string, number, boolean][] = [];
    const splitter = new ByteLineSplitter(
      (text, line, terminated) => lines.push([text, line, terminated]),
      PORTABLE_ACCESS,
      true,
      1024,
      3,
    );
    splitter.push(new TextEncoder().encode("\ufeff{a}\n{b}\n{c}\n{d}"));
    splitter.end();
    expect(lines).toEqual([
      ["", 1, true],
      ["", 2, true],
      ["{c}", 3, true],
      ["{d}", 4, false],
    ]);
  });
});
