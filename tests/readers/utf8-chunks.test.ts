// Byte input is decoded in pieces of at most 32 KiB, each cut at a whole character (utf8-chunks.ts):
// whatever the chunks, the text is the whole input's decoding (a leading byte-order mark dropped)
// and `notUtf8` says exactly whether the input was well-formed UTF-8.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Utf8Chunks } from "../../bindings/readers/utf8-chunks.js";

const FATAL = new TextDecoder("utf-8", { fatal: true });
const LENIENT = new TextDecoder("utf-8");

function wellFormed(bytes: Uint8Array): boolean {
  try {
    FATAL.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function decodeInChunks(bytes: Uint8Array, cuts: number[]): { text: string; notUtf8: boolean } {
  const chunks = new Utf8Chunks();
  const at = [...new Set(cuts.map((c) => Math.floor(c * bytes.length)))].sort((a, b) => a - b);
  let text = "";
  for (const [k, from] of [0, ...at].entries())
    text += chunks.decode(bytes.subarray(from, at[k] ?? bytes.length)).join("");
  text += chunks.end();
  return { text, notUtf8: chunks.notUtf8 };
}

// Text of every width (one to four bytes), a byte-order mark, and now and then a broken sequence.
const piece = fc.oneof(
  fc.string({ unit: fc.constantFrom("a", "é", "€", "😀", "\uFEFF", "\n"), maxLength: 20 }),
  fc.constantFrom(
    [0xff],
    [0xc3],
    [0xe2, 0x82],
    [0xf0, 0x9f, 0x98],
    [0x80],
    [0xed, 0xa0, 0x80], // a surrogate's encoding: not UTF-8
  ),
);

describe("Utf8Chunks", () => {
  it("decodes as the whole input decodes, and says when it was not UTF-8, cut anywhere", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(piece, { maxLength: 12 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
        (bom, pieces, cuts) => {
          const parts = pieces.map((p) =>
            typeof p === "string" ? new TextEncoder().encode(p) : Uint8Array.from(p),
          );
          const bytes = Uint8Array.from([
            ...(bom ? [0xef, 0xbb, 0xbf] : []),
            ...parts.flatMap((p) => [...p]),
          ]);
          const got = decodeInChunks(bytes, cuts);
          const valid = wellFormed(bytes);
          expect(got.notUtf8).toBe(!valid);
          if (valid) expect(got.text).toBe(LENIENT.decode(bytes));
        },
      ),
      { seed: 20261207, numRuns: 2000 },
    );
  });

  it("decodes a chunk of many pieces with characters across their ends", () => {
    const text = `\uFEFF${"aé€😀".repeat(40_000)}`; // about 400 KB: a dozen 32 KiB pieces
    const bytes = new TextEncoder().encode(text);
    for (const cuts of [[], [0.5], [0.1, 0.1000001, 0.7]]) {
      const got = decodeInChunks(bytes, cuts);
      expect(got).toEqual({ text: text.slice(1), notUtf8: false });
    }
  });
});
