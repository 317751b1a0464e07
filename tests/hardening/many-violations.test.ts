// preflight with more violations than a call can take as arguments (issue 30: a raw RangeError at ~120k).
import { describe, expect, it } from "vitest";
import { preflight } from "../../bindings/index.js";

const COUNT = 200_000;

describe("preflight with 200k violations", () => {
  it("reports every orphan output instead of throwing", () => {
    const input = Array.from({ length: COUNT }, (_, i) => ({
      type: "function_call_output",
      call_id: `c${i}`,
      output: "x",
    }));
    const result = preflight(input, { api: "responses" });
    expect(result.ok).toBe(false);
    expect(result.violations.length).toBeGreaterThanOrEqual(COUNT);
  }, 20_000);
});
