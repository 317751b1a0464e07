// A tree reader's per-entry numbers kept as runs (run-offsets.ts) answer as the array they
// replace: each entry's number, and the entry of a number where they only grow.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RunOffsets } from "../../../bindings/readers/formats/run-offsets.js";

// Numbers as a reader meets them: runs of steps of one, a number kept, and jumps (a line of no entry).
const numbers = fc
  .array(fc.record({ step: fc.constantFrom(0, 1, 1, 1, 2, 5, -3), times: fc.nat(20) }), {
    maxLength: 40,
  })
  .chain((parts) =>
    fc.integer({ min: -5, max: 5 }).map((start) => {
      const out: number[] = [];
      let value = start;
      for (const { step, times } of parts)
        for (let k = 0; k <= times; k++) {
          value += step;
          out.push(value);
        }
      return out;
    }),
  );

function runsOf(values: readonly number[]): RunOffsets {
  const runs = new RunOffsets();
  for (const v of values) runs.push(v);
  return runs;
}

describe("numbers kept as runs", () => {
  it("give each entry's number as an array does (fixed seed)", () => {
    fc.assert(
      fc.property(numbers, (values) => {
        const runs = runsOf(values);
        expect(runs.size).toBe(values.length);
        expect(values.map((_, e) => runs.at(e))).toEqual(values);
      }),
      { seed: 20261208, numRuns: 500 },
    );
  });

  it("find the entry of a number where the numbers only grow (fixed seed)", () => {
    const growing = numbers.map((values) => {
      const out: number[] = [];
      for (const v of values) out.push(Math.max(v, (out[out.length - 1] ?? -10) + 1));
      return out;
    });
    fc.assert(
      fc.property(growing, (values) => {
        const runs = runsOf(values);
        const low = (values[0] ?? 0) - 3;
        const high = (values[values.length - 1] ?? 0) + 3;
        for (let v = low; v <= high; v++) {
          const at = values.indexOf(v);
          expect(runs.entryOf(v)).toBe(at < 0 ? undefined : at);
          expect(runs.entryOf(v + 0.5)).toBeUndefined(); // a place pi's migration never names
        }
      }),
      { seed: 20261209, numRuns: 500 },
    );
  });

  it("keeps a line's numbers in a few runs: one a line of no entry", () => {
    const runs = new RunOffsets();
    for (let line = 1; line <= 100_000; line++) if (line % 10_000 !== 0) runs.push(line);
    expect(runs.runCount).toBe(10);
    expect(runs.at(9_999)).toBe(10_001);
  });
});
