// Call keys as stored bytes: a key that is not well-formed UTF-8 is refused by both engines alike
// (malformed-msgpack), since the core compares key bytes and msgpackr decodes them leniently; any
// well-formed key plans the same on both.
import fc from "fast-check";
import { Packr } from "msgpackr";
import { describe, expect, it } from "vitest";
import { reconcileMsgpack, TranscriptError } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, chatCalls, out, tool, user } from "../support/items.js";

const packr = new Packr({ useRecords: false, structuredClone: false, moreTypes: false });
const strict = new TextDecoder("utf-8", { fatal: true });
/** Four-byte placeholders, each patched with other bytes after packing. */
const SLOTS = ["\u0001\u0001\u0001\u0001", "\u0002\u0002\u0002\u0002", "\u0003\u0003\u0003\u0003"];

/** The transcript packed, each placeholder's bytes replaced by its patch. */
function stored(items: unknown[], patches: Uint8Array[]): Uint8Array {
  const bytes = Uint8Array.from(packr.pack(items) as Uint8Array);
  patches.forEach((patch, s) => {
    const code = s + 1;
    for (let at = 0; at + 4 <= bytes.length; at++) {
      if (bytes.subarray(at, at + 4).every((b) => b === code)) bytes.set(patch, at);
    }
  });
  return bytes;
}

/** The answer of an engine: the plan's order and repair keys, or the error's code and reason. */
function answer(bytes: Uint8Array, engine: "wasm" | "reference"): string {
  try {
    const plan = reconcileMsgpack(bytes, { engine });
    return JSON.stringify({ order: [...plan.order], repairs: plan.repairs.length });
  } catch (error) {
    if (!(error instanceof TranscriptError)) throw error;
    return `${error.code}: ${error.reason}`;
  }
}

const isUtf8 = (b: Uint8Array) => {
  try {
    strict.decode(b);
    return true;
  } catch {
    return false;
  }
};

const REFUSED = "malformed-msgpack: a call key that is not well-formed UTF-8";
const shapes: Record<string, unknown[]> = {
  "Responses call and output": [user("hi"), call(SLOTS[0]), out(SLOTS[1]), call(SLOTS[2])],
  "Chat group and tool messages": [chatCalls(SLOTS[0], SLOTS[1]), tool(SLOTS[2]), tool(SLOTS[0])],
};

describe("call keys that are not UTF-8", () => {
  it.each([
    ["a lone continuation byte", [0x61, 0x80, 0x62, 0x63]],
    ["an overlong 'A' (msgpackr reads it as A)", [0x61, 0x62, 0xc1, 0x81]],
    ["a surrogate", [0x61, 0xed, 0xa0, 0x80]],
    ["an overlong three-byte form", [0x61, 0xe0, 0x80, 0x80]],
    ["an overlong four-byte form", [0xf0, 0x80, 0x80, 0x80]],
    ["past U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
    ["a cut sequence", [0x61, 0x62, 0x63, 0xe2]],
    [
      "a lead byte cut by the key's end (the next byte could continue it)",
      [0x61, 0x62, 0x63, 0xc3],
    ],
    ["a lead byte past U+10FFFF", [0xf5, 0x80, 0x80, 0x80]],
  ])("%s is refused alike on both engines", (_, patch) => {
    const bytes = stored(shapes["Responses call and output"], [Uint8Array.from(patch)]);
    for (const engine of ENGINES) expect(answer(bytes, engine)).toBe(REFUSED);
  });

  it("a well-formed key holding U+FFFD plans as any key", () => {
    const fffd = Uint8Array.from([0x61, 0xef, 0xbf, 0xbd]);
    const bytes = stored(shapes["Responses call and output"], [fffd, fffd, fffd]);
    const [reference, wasm] = ENGINES.map((engine) => answer(bytes, engine));
    expect(reference).not.toContain("malformed");
    expect(wasm).toBe(reference);
  });

  it.each(Object.keys(shapes))(
    "random key bytes (%s): refused iff not UTF-8, the same on both engines",
    (shape) => {
      // ASCII, continuation bytes, and the lead bytes at the edges of each range of UTF-8.
      const leads = [
        0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xee, 0xef, 0xf0, 0xf1, 0xf4, 0xf5, 0xff,
      ];
      const byte = fc.oneof(
        fc.integer({ min: 0x61, max: 0x63 }),
        fc.constantFrom(0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf),
        fc.constantFrom(...leads),
      );
      // Well-formed keys at the edges of each range, so one bad key is often the only one.
      const wellFormed = [
        "abcd",
        "a\u00e9b",
        "a\u20ac",
        "\u{1F600}",
        "\u0800a",
        "\ud7ffa",
        "\u{10FFFF}",
      ]
        .concat(["\u{10000}", "\u07ffab", "\u0080ab", "\ue000a", "\uffffa"])
        .map((k) => new TextEncoder().encode(k));
      const key = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...wellFormed) },
        { weight: 2, arbitrary: fc.tuple(byte, byte, byte, byte).map((b) => Uint8Array.from(b)) },
      );
      fc.assert(
        fc.property(fc.array(key, { minLength: 3, maxLength: 3 }), (patches) => {
          const bytes = stored(shapes[shape], patches);
          const [reference, wasm] = ENGINES.map((engine) => answer(bytes, engine));
          expect(wasm).toBe(reference);
          expect(reference === REFUSED).toBe(!patches.every(isUtf8));
        }),
        { seed: 20261201, numRuns: 600 },
      );
    },
  );
});
