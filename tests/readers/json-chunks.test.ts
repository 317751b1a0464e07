// readers/json-chunks.ts writes JSON in chunks that join to the very text JSON.stringify gives,
// so an output past the longest string can be streamed byte for byte as it was written whole.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonArray, jsonBody } from "../../bindings/readers/json-chunks.js";

const joined = (chunks: Iterable<string>) => [...chunks].join("");
// Members of every JSON kind, and values with no JSON form that JSON.stringify leaves out.
const member = fc.oneof(
  fc.jsonValue(),
  fc.constant(undefined),
  fc.constant(() => 1),
);

describe("jsonArray", () => {
  it("is the array one element a line, as written whole", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (values) => {
        const whole = values.length
          ? `[\n${values.map((v) => JSON.stringify(v)).join(",\n")}\n]\n`
          : "[]\n";
        expect(joined(jsonArray(values))).toBe(whole);
      }),
      { numRuns: 300, seed: 20261207 },
    );
  });
});

describe("jsonBody", () => {
  it("is JSON.stringify(body, null, 1) with its newline, the list an element at a time", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), member),
        fc.array(member),
        fc.constantFrom("messages", "input"),
        fc.boolean(),
        (fields, list, key, listFirst) => {
          const body = listFirst ? { [key]: list, ...fields } : { ...fields, [key]: list };
          expect(joined(jsonBody(body, key))).toBe(`${JSON.stringify(body, null, 1)}\n`);
        },
      ),
      { numRuns: 400, seed: 20261208 },
    );
  });

  it("writes each element of the list as a chunk of its own", () => {
    const list = Array.from({ length: 50 }, (_, i) => ({ role: "user", content: `m${i}` }));
    const chunks = [...jsonBody({ model: "m", messages: list }, "messages")];
    expect(chunks.length).toBeGreaterThan(50);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(80);
  });
});
