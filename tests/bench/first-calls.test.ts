// bench/first-calls.ts: the one loop both benches time a fresh projection's first plan and first
// reconcile with: a time per round for each call, the preparation before every timed call, and
// the ratios read per round.
import { describe, expect, it } from "vitest";
import { firstCallRatios, firstCallTimes } from "../../bench/first-calls.js";
import { FIRST_ROUNDS } from "../../bench/resident-report.js";
import type { Item } from "../../bindings/index.js";

const call = (id: string): Item => ({
  type: "function_call",
  call_id: id,
  name: "shell",
  arguments: "{}",
});
const items: Item[] = [
  { type: "message", role: "user", content: "list the files" },
  call("call_1"),
  { type: "function_call_output", call_id: "call_1", output: "a.txt" },
  call("call_2"),
];

describe("firstCallTimes", () => {
  it("times each first call once a round, after the preparation", () => {
    let prepared = 0;
    const times = firstCallTimes(items, () => prepared++);
    for (const list of [times.plan, times.reconcile, times.again]) {
      expect(list).toHaveLength(FIRST_ROUNDS);
      for (const t of list) expect(t).toBeGreaterThanOrEqual(0);
    }
    expect(prepared).toBe(3 * FIRST_ROUNDS);
  });
});

describe("firstCallRatios", () => {
  it("reads the median of per-round ratios, not the ratio of the medians", () => {
    // Per round: 1/1, 10/20, 10/5 -> 1, 0.5, 2 (median 1); the medians' ratio would be 10/5 = 2.
    const times = { plan: [1, 10, 10], reconcile: [1, 20, 5], again: [2, 20, 5] };
    expect(firstCallRatios(times)).toEqual({ ratio: 1, aa: 1 });
  });
});
