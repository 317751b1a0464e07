// Resident indexes hold core memory within a budget: many projections with large keys planned with
// the wasm engine in one synchronous loop (no finalizer can run) keep the core's memory bounded,
// and every plan, including those of evicted indexes rebuilt later, equals the reference engine's.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, describe, expect, it } from "vitest";
import { coreMemoryError, requireCore, withCore } from "../../bindings/engine/loader.js";
import { initSync, makeCompactionPlan, Projection } from "../../bindings/index.js";
import { kept, replaceHooks } from "../../bindings/internal/hooks.js";
import { call, out, user } from "../support/items.js";
import { expectSameAsReference } from "../support/resident.js";

initSync();

const MiB = 2 ** 20;
const BUDGET = 16 * MiB;
const previous = replaceHooks({ residentBudget: BUDGET });
afterAll(() => replaceHooks(previous));

/** A full collection (the flag set at run time; a fresh context exposes gc). */
function collected(): number {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  return process.memoryUsage().heapUsed;
}

/** Core bytes all resident indexes hold, and how many there are. */
const residentUsage = () => ({ bytes: kept.resident.bytes, indexes: kept.resident.held.size });

/** A projection whose items carry a key of `size` bytes (each index holds several times that). */
function heavy(i: number, size = MiB): Projection {
  const key = `${"k".repeat(size)}${i}`;
  return new Projection([user("u"), call(key), call(`c${i}`), out(key, "interrupted"), out(key)]);
}

describe("resident memory budget", () => {
  it("keeps core memory bounded over 48 projections with 1 MiB keys, all kept alive", () => {
    const startBytes = requireCore().memory.buffer.byteLength;
    const projections: Projection[] = [];
    for (let i = 0; i < 48; i++) {
      const projection = heavy(i);
      projections.push(projection);
      expectSameAsReference(projection, 2);
      // The index just used may alone exceed the budget; all others together stay inside it.
      expect(residentUsage().bytes).toBeLessThanOrEqual(2 * BUDGET);
    }
    // Unbounded, every index stays: about 48 x 8 MiB. Bounded: the budget plus one plan's blocks.
    const grown = requireCore().memory.buffer.byteLength - startBytes;
    expect(grown).toBeLessThanOrEqual(96 * MiB);
    expect(residentUsage().indexes).toBeLessThan(projections.length);
    // Evicted indexes rebuild on their next plan and still agree.
    for (const projection of projections.slice(0, 3)) expectSameAsReference(projection, 2);
    expect(requireCore().memory.buffer.byteLength - startBytes).toBe(grown);
  });

  it("reuses the whole heap for blocks of any size once memory pressure freed every index", () => {
    replaceHooks({ residentBudget: 256 * MiB });
    const projections = [0, 1, 2, 3, 4, 5].map((i) => heavy(i));
    for (const projection of projections) expectSameAsReference(projection, 2);
    const filled = requireCore().memory.buffer.byteLength;
    let attempts = 0;
    withCore(() => {
      if (attempts++ === 0) throw coreMemoryError("simulated: the core is full");
    });
    expect(residentUsage()).toEqual({ bytes: 0, indexes: 0 });
    // Blocks of a size class never used before fit where the freed ones were.
    expectSameAsReference(heavy(6, 2 * MiB), 2);
    expect(requireCore().memory.buffer.byteLength).toBe(filled);
    replaceHooks({ residentBudget: BUDGET });
  });

  it("keeps the JS heap bounded over 60,000 plans of fresh projections in one synchronous loop", () => {
    replaceHooks({ residentBudget: 64 * 1024 });
    const items = [user("u"), call("a"), out("a"), call("b")];
    const plans = (count: number) => {
      for (let i = 0; i < count; i++)
        makeCompactionPlan(new Projection(items), { engine: "wasm", cutoff: 2 });
    };
    plans(10_000); // the budget's worth of indexes held, the loop's code optimized
    const before = collected();
    plans(50_000);
    // Each evicted index's finalization registration went with it: no finalizer runs before the
    // loop ends, and kept, the registrations held about 160 bytes a plan (8 MB here).
    expect(collected() - before).toBeLessThan(2 * MiB);
    replaceHooks({ residentBudget: BUDGET });
  });
});
