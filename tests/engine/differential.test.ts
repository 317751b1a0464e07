// The wasm core against the reference engine on random descriptors: identical plans, errors included.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { referenceEngine } from "../../bindings/engine/reference/index.js";
import type { Descriptor, Engine } from "../../bindings/engine/types.js";
import { initSync, wasmEngine } from "../../bindings/engine/wasm.js";
import {
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_BOUNDARY,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OTHER,
  KIND_OUTPUT,
  KIND_TRIGGER,
} from "../../common/codes.js";

const SEED = 20240601;
const RUNS = 4000;

const key = fc.constantFrom("a", "b", "c", "d", "é");
const flags = fc.constantFrom(0, FLAG_NEEDS_OUTPUT, FLAG_PRIVATE, FLAG_NEEDS_OUTPUT | FLAG_PRIVATE);

const descriptor: fc.Arbitrary<Descriptor> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant(KIND_OTHER), flags, keys: fc.constant([]) }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant(KIND_CALL), flags, keys: fc.tuple(key) }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant(KIND_OUTPUT), flags, keys: fc.tuple(key) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant(KIND_CHAT_CALLS),
      flags: fc.constant(FLAG_NEEDS_OUTPUT),
      keys: fc.array(key, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant(KIND_BOUNDARY),
      flags: fc.constant(FLAG_PRIVATE),
      keys: fc.constant([]),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom(KIND_TRIGGER, KIND_MALFORMED),
      flags: fc.constant(0),
      keys: fc.constant([]),
    }),
  },
);

/** Short transcripts collide a lot; long ones (fewer runs) reach deeper cutoff sweeps. */
function transcripts(maxLength: number) {
  return fc.record({
    descriptors: fc.array(descriptor, { maxLength }),
    repaired: fc.array(fc.boolean(), { minLength: maxLength, maxLength }),
  });
}

/** Plain data of an engine answer, so the two compare with toEqual. */
function plain(result: object): unknown {
  return JSON.parse(
    JSON.stringify(result, (_k, v) => (ArrayBuffer.isView(v) ? [...(v as Int32Array)] : v)),
  );
}

function runBoth(run: (engine: Engine, asked: number[]) => object): void {
  const askedWasm: number[] = [];
  const askedReference: number[] = [];
  const wasm = plain(run(wasmEngine, askedWasm));
  const reference = plain(run(referenceEngine, askedReference));
  expect(wasm).toEqual(reference);
  expect(askedWasm).toEqual(askedReference);
}

beforeAll(() => initSync());

describe("wasm engine = reference engine", () => {
  it.each([
    [14, RUNS],
    [60, RUNS / 4],
  ])("reconcile, on random transcripts of up to %i items", (maxLength, numRuns) => {
    fc.assert(
      fc.property(transcripts(maxLength), ({ descriptors, repaired }) => {
        runBoth((engine, asked) =>
          engine.reconcile({
            descriptors,
            isRepairedAt: (i) => {
              asked.push(i);
              return repaired[i];
            },
          }),
        );
      }),
      { seed: SEED, numRuns },
    );
  });

  it.each([
    [14, RUNS],
    [60, RUNS / 4],
  ])("cutoff, at every cutoff of random transcripts of up to %i items", (maxLength, numRuns) => {
    fc.assert(
      fc.property(transcripts(maxLength), ({ descriptors, repaired }) => {
        for (let at = 0; at <= descriptors.length; at++) {
          runBoth((engine) => engine.cutoff({ descriptors, isRepairedAt: (i) => repaired[i] }, at));
        }
      }),
      { seed: SEED, numRuns },
    );
  });
});
