// A msgpack array is read an element at a time (msgpack-document.ts, msgpack-array-splitter.ts):
// the same outcome, items and errors as decoding it whole (the `wholeArrays` hook), whatever its
// values' widths, its chunks (cut anywhere, inside a header too), and wherever it breaks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withHooks } from "../../bindings/internal/hooks.js";
import { encodeValue } from "../../bindings/msgpack/codec.js";
import { Collector } from "../../bindings/readers/collect.js";
import { MsgpackArraySplitter } from "../../bindings/readers/msgpack-array-splitter.js";
import { Scanner } from "../../bindings/readers/scanner.js";
import { validTranscript } from "../support/arbitrary.js";
import { scanPieces } from "../support/scan.js";

type Obj = Record<string, unknown>;

// Values of every width msgpack spells differently: fixints to 64-bit, floats, strings of
// 5, 8, 16 and 32-bit lengths, bins, maps and arrays over 15 and 65,535 entries.
const wide: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, -1, 127, 128, -33, 255, 256, 65_535, 65_536, 2 ** 32, -(2 ** 31) - 1),
  fc.constantFrom(0.5, -1.25e300, Number.MAX_SAFE_INTEGER, null, true, false),
  fc.constantFrom(31, 32, 255, 256, 65_535, 65_536).map((n) => "x".repeat(n)),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(3, 300).map((n) => new Uint8Array(n).fill(0xdd)),
  fc.constantFrom(16, 70_000).map((n) => Array.from({ length: n }, (_, k) => k % 3)),
  fc
    .constantFrom(16, 300)
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, k) => [`k${k}`, k]))),
);

const meta = fc.constantFrom<Obj[]>(
  [],
  [{ type: "clinker-transcript.meta", family: "openai" }],
  [{ type: "clinker-transcript.meta", api: "chat" }],
);

const elements: fc.Arbitrary<unknown[]> = fc.oneof(
  fc.tuple(meta, validTranscript).map(([m, items]) => [...m, ...items]),
  // Items that hold wide values, and elements no reader takes.
  fc
    .tuple(validTranscript, fc.array(wide, { maxLength: 3 }))
    .map(([items, values]) =>
      items.map((item, k) => (k < values.length ? { ...item, extra: values[k] } : item)),
    ),
  fc.tuple(validTranscript, fc.array(wide, { maxLength: 2 })).map(([a, b]) => [...a, ...b]),
);

type Break = { at: number; op: "cut" | "drop" | "insert" | "set"; byte: number };
const breakArb: fc.Arbitrary<Break | undefined> = fc.option(
  fc.record({
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    op: fc.constantFrom("cut" as const, "drop" as const, "insert" as const, "set" as const),
    // Header bytes: containers, strings, numbers, nil; an item's first byte and others.
    byte: fc.constantFrom(0x00, 0x81, 0x91, 0xa3, 0xc0, 0xc1, 0xc4, 0xcb, 0xd9, 0xdc, 0xde, 0xff),
  }),
  { freq: 2 },
);

function broken(bytes: Uint8Array, b: Break | undefined): Uint8Array {
  if (!b) return bytes;
  const at = Math.floor(b.at * bytes.length);
  const [head, tail] = [bytes.subarray(0, at), bytes.subarray(at)];
  if (b.op === "cut") return head.slice();
  if (b.op === "drop") return Uint8Array.from([...head, ...tail.subarray(1)]);
  if (b.op === "insert") return Uint8Array.from([...head, b.byte, ...tail]);
  const set = bytes.slice();
  if (at < set.length) set[at] = b.byte;
  return set;
}

// The bytes in pieces cut at `cuts` (fractions), and as many one-byte pieces at the start.
function pieces(bytes: Uint8Array, cuts: number[], ones: number): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => Math.floor(c * bytes.length)))].sort((a, b) => a - b);
  const out = [0, ...at].map((from, k) => bytes.slice(from, at[k] ?? bytes.length));
  const first = out.shift() ?? new Uint8Array(0);
  const n = Math.min(ones, first.length);
  return [...Array.from(first.subarray(0, n), (b) => Uint8Array.of(b)), first.slice(n), ...out];
}

const read = scanPieces;

describe("a msgpack array read an element at a time", () => {
  it("reads and refuses as decoding it whole does, cut anywhere", () => {
    fc.assert(
      fc.property(
        elements,
        breakArb,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
        fc.nat({ max: 12 }),
        fc.record({
          lenient: fc.boolean(),
          format: fc.constantFrom(undefined, "msgpack" as const),
        }),
        (values, b, cuts, ones, options) => {
          const bytes = broken(encodeValue(values), b);
          if (bytes.length === 0 || bytes[0] < 0x90 || bytes[0] > 0x9f) {
            if (bytes[0] !== 0xdc && bytes[0] !== 0xdd) return; // a break made it no array
          }
          const input = pieces(bytes, cuts, ones);
          const whole = withHooks({ wholeArrays: true }, () => read(input, options));
          const streamed = read(input, options);
          // Bytes broken after a record the reader refuses: that record is refused first.
          const refused = streamed.error?.reason !== "malformed-msgpack";
          if (whole.error?.reason === "malformed-msgpack" && !options.lenient && refused)
            expect(streamed.error?.code).toBe("invalid-record");
          else expect(streamed).toEqual(whole);
        },
      ),
      { seed: 20261208, numRuns: 400 },
    );
  });

  it("hands on each element's bytes whole, however the chunks fall", () => {
    const values = [{ a: "x".repeat(300) }, [1, 2, 3], "y".repeat(70_000), 2 ** 40, null];
    const bytes = encodeValue(values);
    for (const size of [1, 2, 3, 7, 1000, bytes.length]) {
      const got: number[][] = [];
      const splitter = new MsgpackArraySplitter(
        {
          element: (element, index) => got.push([index, element.length]),
          malformed: () => new Error("malformed"),
          tooLarge: () => new Error("too large"),
        },
        1 << 20,
      );
      for (let at = 0; at < bytes.length; at += size) splitter.push(bytes.subarray(at, at + size));
      splitter.end();
      expect(got).toEqual(values.map((v, k) => [k, encodeValue(v).length]));
    }
  });

  it("refuses bytes after the array, an array cut short, and an element over the bound", () => {
    const target = {
      element: () => {},
      malformed: () => new Error("malformed"),
      tooLarge: () => new Error("too large"),
    };
    const run = (bytes: Uint8Array, bound = 1 << 20) => {
      const splitter = new MsgpackArraySplitter(target, bound);
      splitter.push(bytes);
      splitter.end();
    };
    const bytes = encodeValue([{ a: 1 }, "b".repeat(100)]);
    expect(() => run(Uint8Array.from([...bytes, 0xc0]))).toThrow("malformed");
    expect(() => run(bytes.subarray(0, bytes.length - 1))).toThrow("malformed");
    expect(() => run(bytes.subarray(0, 2))).toThrow("malformed");
    expect(() => run(bytes, 50)).toThrow("too large");
    expect(() => run(bytes, 200)).not.toThrow();
  });

  it("holds no more than an element at a time", () => {
    const items = Array.from({ length: 2000 }, (_, k) => ({
      type: "message",
      role: "user",
      content: `${k}`,
    }));
    const bytes = encodeValue(items);
    const bound = 100; // each element is under it; the document is many times over it
    expect(bytes.length).toBeGreaterThan(100 * bound);
    const collector = new Collector();
    const scanner = new Scanner(collector, { maxRecordBytes: bound });
    for (let at = 0; at < bytes.length; at += 4096) scanner.write(bytes.subarray(at, at + 4096));
    expect(scanner.end().document).toBe(true);
    expect(collector.conversations.get("main")?.items.length).toBe(2000);
  });
});
