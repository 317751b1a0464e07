// The resident index against the reference engine: projections built by random appends (runs of calls
// split across appends, outputs before their calls, repairs and late outputs), then replaced.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Projection } from "../../bindings/index.js";
import "../support/engines.js";
import {
  appendsArb,
  compactionOutcome,
  itemArb,
  reconcileOutcome,
  validateOutcome,
} from "../support/resident.js";

const SEED = 20261130;

/** Every plan of `projection` on the resident index equals the reference engine's, errors included. */
function expectSame(projection: Projection, cutoffSeed: number): void {
  for (const repaired of [false, true]) {
    expect(reconcileOutcome(projection, "wasm", repaired)).toEqual(
      reconcileOutcome(projection, "reference", repaired),
    );
    const cutoff = cutoffSeed % (projection.length + 1);
    for (const at of [cutoff, projection.length]) {
      expect(compactionOutcome(projection, "wasm", at, repaired)).toEqual(
        compactionOutcome(projection, "reference", at, repaired),
      );
    }
  }
  for (const key of ["a", "b", "c", "z"]) {
    expect(validateOutcome(projection, key)).toEqual(validateOutcome(projection.items(), key));
  }
}

describe("resident index = reference engine", () => {
  it("after every append", () => {
    fc.assert(
      fc.property(appendsArb, fc.nat(), (appends, cutoffSeed) => {
        const projection = new Projection();
        expectSame(projection, cutoffSeed);
        for (const items of appends) {
          projection.append(...items);
          expectSame(projection, cutoffSeed);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("when first used late, and after replace()", () => {
    fc.assert(
      fc.property(
        appendsArb,
        fc.array(itemArb, { maxLength: 20 }),
        fc.nat(),
        (appends, next, cutoffSeed) => {
          const projection = new Projection();
          for (const items of appends) projection.append(...items);
          expectSame(projection, cutoffSeed);
          // Keep some items, add new ones: the index is rebuilt for the replacement.
          projection.replace([...projection.items().slice(projection.length >> 1), ...next]);
          expectSame(projection, cutoffSeed);
          projection.append(...next.slice(0, 3));
          expectSame(projection, cutoffSeed);
        },
      ),
      { seed: SEED + 1, numRuns: 200 },
    );
  });
});
