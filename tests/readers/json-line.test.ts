// A line that is no JSON is told cheaply (readers/json-line.ts): the pre-check is exact (it says
// "no" only where JSON.parse throws) and parsedLine answers what JSON.parse does, leaving the
// process's stack trace limit as it was.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayBeJson, NOT_JSON, parsedLine } from "../../bindings/readers/json-line.js";

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
};

// Strings near JSON: values written with any whitespace, cut, with a character dropped or set,
// and strings of the characters JSON's first tokens are made of.
const SPACE = fc.constantFrom("", " ", "\t", "\n", "\r\n", "\u00a0", "\ufeff", "\u2028");
const NEAR_JSON = fc.oneof(
  fc.tuple(SPACE, fc.json(), SPACE).map(([a, j, b]) => a + j + b),
  fc
    .tuple(fc.json(), fc.nat(), fc.string({ maxLength: 1, unit: "binary" }))
    .map(([j, at, c]) => j.slice(0, at % (j.length + 1)) + c + j.slice((at % (j.length + 1)) + 1)),
  fc.tuple(fc.json(), fc.nat()).map(([j, at]) => j.slice(0, at % (j.length + 1))),
  fc.string({ unit: fc.constantFrom(..."{}[]\"':,-0123456789tfnrue xa\t\n\\") }),
  fc.string({ unit: "binary", maxLength: 8 }),
);

describe("parsedLine", () => {
  it("answers what JSON.parse does, and the pre-check refuses only what it throws on", () => {
    fc.assert(
      fc.property(NEAR_JSON, (text) => {
        const expected = parsed(text);
        if (!mayBeJson(text)) expect(expected).toBe(NOT_JSON);
        expect(parsedLine(text)).toEqual(expected);
      }),
      { seed: 20261208, numRuns: 20_000 },
    );
  });

  it("tells the bad lines of hostile logs without a parse, and lets every JSON start through", () => {
    for (const bad of ["{bad line}", "{ x: 1 }", "{'a': 1}", "bad json", "}", "<html>", "\u00a0{}"])
      expect([bad, mayBeJson(bad)]).toEqual([bad, false]);
    for (const start of ['{"a":1}', "{ }", " [1]", '"s"', "-1", "0", "true", "false", "null"])
      expect([start, mayBeJson(start)]).toEqual([start, true]);
  });

  it("leaves the stack trace limit as it was, whether the line parses or not", () => {
    const limit = Error.stackTraceLimit;
    try {
      Error.stackTraceLimit = 7;
      expect(parsedLine('{"a": x}')).toBe(NOT_JSON);
      expect(Error.stackTraceLimit).toBe(7);
      expect(parsedLine('{"a": 1}')).toEqual({ a: 1 });
      expect(Error.stackTraceLimit).toBe(7);
    } finally {
      Error.stackTraceLimit = limit;
    }
  });

  it("parses where the stack trace limit cannot be set (frozen intrinsics)", () => {
    const own = Object.getOwnPropertyDescriptor(Error, "stackTraceLimit");
    Object.defineProperty(Error, "stackTraceLimit", { ...own, writable: false });
    try {
      expect(parsedLine('{"a": x}')).toBe(NOT_JSON);
      expect(parsedLine('{"a": 1}')).toEqual({ a: 1 });
    } finally {
      Object.defineProperty(Error, "stackTraceLimit", own as PropertyDescriptor);
    }
  });
});
