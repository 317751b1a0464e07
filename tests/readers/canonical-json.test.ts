// Issue 35 (command line throughput): convert's streamed second read writes a Codex rollout
// item as the text of its line's payload, skipping JSON.stringify, when canonicalMember proves
// that text is what JSON.stringify would write. A span it gives must be exactly that; a line
// written any other way (whitespace, other escapes, fractions, exponents, -0, long integers,
// repeated or integer-like keys) must give none.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalMember, canonicalObject } from "../../bindings/readers/canonical-json.js";

const payloadOf = (text: string) => JSON.stringify(JSON.parse(text).payload);
const slice = (text: string) => {
  const span = canonicalMember(text, "payload");
  return span && text.slice(span[0], span[1]);
};

// Ways of writing JSON that parse to the same value but are not JSON.stringify's.
const VARIANTS: [RegExp, string][] = [
  [/:/g, ": "],
  [/,/g, " ,"],
  [/"a"/g, '"\\u0061"'],
  [/\//g, "\\/"],
  [/(\d)([,}\]])/g, "$1.0$2"],
  [/(\d)([,}\]])/g, "$1e0$2"],
  [/\{"/g, '{"7":0,"'],
  [/\\n/g, "\\u000a"],
  [/\\u001b/g, "\\u001B"],
  [/\{"([a-z]+)":/g, '{"$1":0,"$1":'],
];

describe("readers: canonical JSON lines", () => {
  it("gives the payload's text exactly when JSON.stringify writes it so (300 runs)", () => {
    const value = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(value, fc.nat(VARIANTS.length), (payload, variant) => {
        const canonical = JSON.stringify({ timestamp: "t", type: "response_item", payload });
        const [pattern, replacement] = VARIANTS[variant] ?? [/^$/, ""];
        const text = canonical.replace(pattern, replacement);
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return; // a variant that breaks this value's JSON
        }
        const got = slice(text);
        if (got !== undefined)
          expect(got).toBe(JSON.stringify((parsed as { payload: unknown }).payload));
      }),
      { seed: 20261203, numRuns: 300 },
    );
  });

  it("proves a whole object exactly when JSON.stringify writes it so (an items log's record; 300 runs)", () => {
    let proven = 0;
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })),
        fc.nat(VARIANTS.length),
        (value, variant) => {
          const [pattern, replacement] = VARIANTS[variant] ?? [/^$/, ""];
          const text = JSON.stringify(value).replace(pattern, replacement);
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            return;
          }
          if (!canonicalObject(text)) return;
          expect(text).toBe(JSON.stringify(parsed));
          proven++;
        },
      ),
      { seed: 20261207, numRuns: 300 },
    );
    expect(proven).toBeGreaterThan(20);
    expect(canonicalObject('{"a":[1,{"b":"c"}]}')).toBe(true);
    expect(canonicalObject('{"a":[1,{"b":"c"}]} ')).toBe(false);
    expect(canonicalObject('[{"a":1}]')).toBe(false);
    expect(canonicalObject('{"a":1}\n')).toBe(false);
  });

  it("proves a Codex-like line with escapes, controls, unicode and nesting", () => {
    const payload = {
      type: "function_call_output",
      call_id: "call_abc",
      output: 'x\u001b[1m\n"q"\\ \t\b\f\r é 😀 \u2028 /',
      list: [1, -2, 0, 123456789012345, true, false, null, {}, [], ""],
      nested: { a: { b: [{ c: "d" }] } },
    };
    const text = JSON.stringify({ timestamp: "t", type: "response_item", payload, after: 1 });
    expect(slice(text)).toBe(JSON.stringify(payload));
    const siblings = { a: { x: 1, y: [{ x: 2 }] }, b: { x: 3 }, x: 4 }; // one key in several objects
    expect(slice(JSON.stringify({ payload: siblings }))).toBe(JSON.stringify(siblings));
    expect(slice(JSON.stringify({ payload: "s" }))).toBe('"s"');
    expect(slice(JSON.stringify({ payload: 5 }))).toBe("5");
    expect(slice(JSON.stringify({ other: 5 }))).toBeUndefined();
  });

  it.each([
    '{"payload": {"a":1}}',
    '{"payload":{"a":1 }}',
    '{"payload":{"a":1.0}}',
    '{"payload":{"a":1e2}}',
    '{"payload":{"a":-0}}',
    '{"payload":{"a":12345678901234567890}}',
    '{"payload":{"a":"\\/"}}',
    '{"payload":{"a":"\\u0041"}}',
    '{"payload":{"a":"\\u001B"}}',
    '{"payload":{"a":"\\u0009"}}',
    '{"payload":{"a":1,"a":2}}',
    '{"payload":{"a":{"b":1},"a":2}}',
    '{"payload":{"b":1,"1":2}}',
    '{"payload":1,"payload":2}',
  ])("refuses %s (JSON.stringify writes it otherwise)", (text) => {
    const span = canonicalMember(text, "payload");
    expect(span).toBeUndefined();
    const first = text.indexOf(":") + 1;
    expect(payloadOf(text)).not.toBe(text.slice(first, text.lastIndexOf("}")));
  });
});
