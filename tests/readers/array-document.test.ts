// An array document is read an element at a time (array-document.ts): the same outcome, items and
// errors as reading it whole (the `wholeArrays` hook), whatever its spelling, its chunks (text or
// bytes cut anywhere, inside characters too), its format, and wherever it breaks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withHooks } from "../../bindings/internal/hooks.js";
import { Collector } from "../../bindings/readers/collect.js";
import { Scanner } from "../../bindings/readers/scanner.js";
import type { TranscriptFormat } from "../../bindings/readers/types.js";
import { hostSession } from "../cli/host-vocabulary.js";
import { validTranscript } from "../support/arbitrary.js";
import { scanPieces } from "../support/scan.js";

type Obj = Record<string, unknown>;

// Strings that stress the structure scan: quotes, backslashes, brackets, newlines, other scripts.
const tricky = fc.string({
  unit: fc.constantFrom(...'ab "\\[]{},:\n\té😀\u2028'.split(""), "\\\\", '\\"'),
  maxLength: 12,
});

const anthropicMessage: fc.Arbitrary<Obj> = fc.oneof(
  fc.record({ role: fc.constantFrom("user", "assistant"), content: tricky }),
  fc.record({
    role: fc.constant("assistant"),
    content: fc.constant([{ type: "tool_use", id: "toolu_1", name: "f", input: { a: "[" } }]),
  }),
  fc.record({
    role: fc.constant("user"),
    content: fc.constant([{ type: "tool_result", tool_use_id: "toolu_1", content: "}" }]),
  }),
  tricky.map((text) => ({ role: "user", content: [{ type: "text", text }] })),
);

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  tricky,
  fc.array(tricky, { maxLength: 2 }),
);

const meta = fc.constantFrom<Obj[]>(
  [],
  [{ type: "clinker-transcript.meta", family: "openai" }],
  [{ type: "clinker-transcript.meta", api: "chat" }],
);

const elements: fc.Arbitrary<unknown[]> = fc.oneof(
  fc.tuple(meta, validTranscript).map(([m, items]) => [...m, ...items]),
  fc.array(anthropicMessage, { maxLength: 8 }),
  validTranscript.map((items) =>
    hostSession(items as Obj[], false, true)
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  ),
  fc.tuple(validTranscript, fc.array(junk, { maxLength: 3 })).map(([a, b]) => [...a, ...b]),
);

const spelling = fc.constantFrom<(v: unknown) => string>(
  (v) => JSON.stringify(v),
  (v) => JSON.stringify(v, null, 2),
  (v) => JSON.stringify(v, null, "\t"),
  // One element a line, as `--to json` writes it, with CRLF ends and spaces around.
  (v) => ` [\r\n${(v as unknown[]).map((e) => JSON.stringify(e)).join(" ,\r\n")}\r\n] \n`,
);

type Break = { at: number; op: "cut" | "drop" | "insert"; char: string };
const breakArb: fc.Arbitrary<Break | undefined> = fc.option(
  fc.record({
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    op: fc.constantFrom("cut" as const, "drop" as const, "insert" as const),
    char: fc.constantFrom(...'[]{},:"\\ x1\n'.split("")),
  }),
  { freq: 2 },
);

function broken(text: string, b: Break | undefined): string {
  if (!b) return text;
  const at = Math.floor(b.at * text.length);
  if (b.op === "cut") return text.slice(0, at);
  if (b.op === "drop") return text.slice(0, at) + text.slice(at + 1);
  return text.slice(0, at) + b.char + text.slice(at);
}

// The input in pieces cut at `cuts` (fractions): strings, or bytes cut anywhere.
function pieces(text: string, cuts: number[], bytes: boolean): (string | Uint8Array)[] {
  const whole = bytes ? new TextEncoder().encode(text) : text;
  const at = [...new Set(cuts.map((c) => Math.floor(c * whole.length)))].sort((a, b) => a - b);
  return [0, ...at].map((from, k) => whole.slice(from, at[k] ?? whole.length));
}

interface Options {
  format?: TranscriptFormat;
  lenient: boolean;
}

const read = scanPieces;

const optionsArb: fc.Arbitrary<Options> = fc.record({
  format: fc.constantFrom(undefined, "json-array", "anthropic-messages", "claude-code" as const),
  lenient: fc.boolean(),
});

describe("an array document read an element at a time", () => {
  it("reads and refuses as reading it whole does, cut anywhere", () => {
    fc.assert(
      fc.property(
        elements,
        spelling,
        breakArb,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        fc.boolean(),
        optionsArb,
        (values, spell, b, cuts, bytes, options) => {
          const text = broken(spell(values), b);
          if (!/^\s*\[/.test(text)) return; // not an array document (a cut before its `[`)
          const input = pieces(text, cuts, bytes);
          const whole = withHooks({ wholeArrays: true }, () => read(input, options));
          const streamed = read(input, options);
          const wholeBroken = whole.error?.reason === "not-json";
          // A document broken after a record the reader refuses: that record is refused first.
          if (wholeBroken && !options.lenient && streamed.error?.reason !== "not-json")
            expect(streamed.error?.code).toBe("invalid-record");
          else expect(streamed).toEqual(whole);
        },
      ),
      { seed: 20261207, numRuns: 600 },
    );
  });

  it("reads deep nesting as the whole read does, and refuses an unclosed one on no line", () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const item = JSON.stringify({ type: "message", role: "user", content: "u" });
    for (const text of [
      `[${item},\n{"a":${deep}},\n${item}]`,
      `[${deep}]`,
      `[\n${"[{".repeat(100_000)}`,
    ]) {
      const options = { lenient: true };
      const input = pieces(text, [0.3, 0.7], true);
      const whole = withHooks({ wholeArrays: true }, () => read(input, options));
      expect(read(input, options)).toEqual(whole);
    }
  });

  it("holds no more than an element at a time once the format is known", () => {
    const items = Array.from({ length: 2000 }, (_, k) => ({
      type: "message",
      role: "user",
      content: `${k}`,
    }));
    const text = `[\n${items.map((i) => JSON.stringify(i)).join(",\n")}\n]`;
    // Each element is under the bound; the document is many times over it.
    const bound = 200;
    expect(text.length).toBeGreaterThan(100 * bound);
    const read = (s: string) => {
      const collector = new Collector();
      const scanner = new Scanner(collector, { maxRecordBytes: bound });
      scanner.write(s);
      scanner.end();
      return collector.conversations.get("main")?.items.length;
    };
    expect(read(text)).toBe(2000);
  });
});
