// `auto` between AUTO_MEASURED_FROM and AUTO_WASM_FROM (bindings/engine/measured.ts): each engine
// is timed on the first calls of a size class, then the faster one is chosen, the other rechecked.
import { afterEach, describe, expect, it } from "vitest";
import { measuredChoice, recordMeasured, timedEngine } from "../../bindings/engine/measured.js";
import { referenceEngine } from "../../bindings/engine/reference/index.js";
import { AUTO_MEASURED_FROM, AUTO_WASM_FROM, selectEngine } from "../../bindings/engine/select.js";
import {
  type Item,
  initSync,
  makeCompactionPlan,
  Projection,
  reconcileItems,
} from "../../bindings/index.js";
import { kept, replaceHooks } from "../../bindings/internal/hooks.js";
import { call, out, user } from "../support/items.js";

initSync();
/** The real clock and no times kept, as in a fresh process. */
function resetMeasured(): void {
  replaceHooks();
  kept.measured.clear();
}

afterEach(resetMeasured);

const SIZE = 20_000;

/** The next `count` choices for `op` at `size`, each recorded with the time `msOf` gives its engine. */
function choices(
  count: number,
  msOf: (engine: "reference" | "wasm") => number,
  op: "reconcile" | "cutoff" = "cutoff",
  size = SIZE,
): string[] {
  const picked: string[] = [];
  for (let k = 0; k < count; k++) {
    const engine = measuredChoice(op, size);
    picked.push(engine);
    recordMeasured(op, size, engine, msOf(engine));
  }
  return picked;
}

describe("auto's measured choice", () => {
  it("times each engine three times, then takes the faster, rechecking the other every 4th call until it has run 8 times, then every 32nd", () => {
    const picked = choices(70, (engine) => (engine === "wasm" ? 4 : 5));
    expect(picked.slice(0, 6)).toEqual([...Array(3).fill("reference"), ...Array(3).fill("wasm")]);
    const rest = picked.slice(6);
    const rechecks = rest.flatMap((engine, k) => (engine === "reference" ? [k + 7] : []));
    expect(rechecks).toEqual([8, 12, 16, 20, 24, 32, 64]); // the calls' ordinals in their size class
  });

  it("lets an engine's cold first calls (before the JIT) leave its median within 24 calls", () => {
    let referenceRuns = 0;
    const picked = choices(40, (engine) => {
      if (engine === "wasm") return 4;
      return ++referenceRuns <= 3 ? 50 : 3; // the reference engine is faster once warm
    });
    expect(picked.slice(0, 6)).toEqual([...Array(3).fill("reference"), ...Array(3).fill("wasm")]);
    expect(picked.slice(24).filter((engine) => engine === "wasm")).toEqual(["wasm"]); // one recheck
  });

  it("follows the times: a drift past the other engine moves the choice within a few rechecks", () => {
    let wasmMs = 4;
    choices(40, (engine) => (engine === "wasm" ? wasmMs : 5));
    expect(measuredChoice("cutoff", SIZE)).toBe("wasm");
    wasmMs = 9; // the wasm engine's times drift up: the median of its kept times moves first
    const after = choices(40, (engine) => (engine === "wasm" ? wasmMs : 5));
    expect(after.slice(-10)).toEqual(Array(10).fill("reference"));
  });

  it("keeps the median: one slow call (a collection) does not turn the choice", () => {
    let slow = false;
    choices(9, (engine) => (engine === "wasm" ? (slow ? 50 : 4) : 5));
    slow = true;
    choices(1, () => 50); // one call of 50 ms on whichever engine runs
    slow = false;
    expect(measuredChoice("cutoff", SIZE)).toBe("wasm");
  });

  it("measures each operation and size class on its own", () => {
    // Nine calls each: the next two are not rechecks (every 4th call while the other is cold).
    choices(9, (engine) => (engine === "wasm" ? 4 : 5), "cutoff", SIZE);
    choices(9, (engine) => (engine === "wasm" ? 6 : 5), "reconcile", SIZE);
    choices(9, (engine) => (engine === "wasm" ? 6 : 5), "cutoff", 4 * SIZE);
    expect(measuredChoice("cutoff", SIZE)).toBe("wasm");
    expect(measuredChoice("reconcile", SIZE)).toBe("reference");
    expect(measuredChoice("cutoff", 4 * SIZE)).toBe("reference");
    expect(measuredChoice("cutoff", SIZE + 1000)).toBe("wasm"); // the same power of two
  });

  it("compares times per item, and stays on the reference engine on a tie (a clock that stands still)", () => {
    choices(10, () => 0);
    expect(measuredChoice("cutoff", SIZE)).toBe("reference");
  });

  it("times each call under its own operation, and not a call that throws", () => {
    let t = 0;
    resetMeasured();
    replaceHooks({ clock: () => (t += 7) });
    const engine = timedEngine(referenceEngine, SIZE);
    for (let k = 0; k < 3; k++) engine.reconcile({ descriptors: [] });
    engine.cutoff({ descriptors: [] }, 0);
    const throwing = timedEngine(
      {
        ...referenceEngine,
        cutoff: () => {
          throw new Error("boom");
        },
      },
      SIZE,
    );
    expect(() => throwing.cutoff({ descriptors: [] }, 0)).toThrow("boom");
    // Three timed reconciles: the reconcile class tries wasm next.
    expect(measuredChoice("reconcile", SIZE)).toBe("wasm");
    // One timed cutoff so far: two more reference calls, then wasm.
    expect(choices(2, () => 1)).toEqual(["reference", "reference"]);
    expect(measuredChoice("cutoff", SIZE)).toBe("wasm");
  });

  it("routes selectEngine('auto') in the band by the measurements, with the same plans either way", () => {
    const size = AUTO_MEASURED_FROM * 2;
    expect(size).toBeLessThan(AUTO_WASM_FROM);
    const names = Array.from({ length: 6 }, () => {
      const engine = selectEngine("auto", size, "cutoff");
      engine.cutoff({ descriptors: [] }, 0); // timed: the choice learns from it
      return engine.name;
    });
    expect(names).toEqual(["reference", "reference", "reference", "wasm", "wasm", "wasm"]);
    // A transcript in the band: a call left unanswered mid-way, planned while auto explores.
    const items: Item[] = [];
    for (let k = 0; items.length < size; k++) {
      items.push(user(`u${k}`) as Item, call(`c${k}`) as Item);
      if (k !== 7) items.push(out(`c${k}`) as Item);
    }
    items.push(out("c7") as Item, out("c7") as Item); // a late output, then a second: an error
    const plans = new Set<string>();
    const errors = new Set<string>();
    resetMeasured();
    for (let k = 0; k < 8; k++) {
      const plan = makeCompactionPlan(new Projection(items.slice(0, size)), { cutoff: size >> 1 });
      plans.add(`${plan.start} ${plan.unresolvedCalls.map((u) => u.callId).join()}`);
      try {
        reconcileItems(items);
      } catch (error) {
        errors.add(String(error));
      }
    }
    expect(plans.size).toBe(1);
    expect(errors.size).toBe(1);
  });
});
