// Each rule: positive from its trigger (rule id, index, exact provider text), negative from the
// nearest valid shape; on both engines.
import { describe, expect, it } from "vitest";
import { PREFLIGHT_RULES, preflight } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { deepFreeze } from "../support/freeze.js";
import { CASES } from "./cases.js";

describe("preflight rules", () => {
  it("every rule of the table has a case", () => {
    const covered = [...new Set(CASES.map((c) => c.rule))].sort();
    expect(covered).toEqual(PREFLIGHT_RULES.map((r) => r.id).sort());
  });

  for (const engine of ENGINES) {
    describe(`on the ${engine} engine`, () => {
      for (const c of CASES) {
        it(`${c.rule}: fires on its trigger`, () => {
          const result = preflight(deepFreeze(c.input), { ...c.options, engine });
          expect(result.ok).toBe(false);
          expect(result.violations).toHaveLength(1);
          const [v] = result.violations;
          expect(v.rule).toBe(c.rule);
          expect(v.index).toBe(c.expected.index);
          expect(v.block).toBe(c.expected.block);
          expect(v.callId).toBe(c.expected.callId);
          expect(v.message).toBe(c.expected.message);
          const rule = PREFLIGHT_RULES.find((r) => r.id === c.rule)!;
          expect(v.fix).toBe(c.expected.fix ?? rule.fix);
        });
        it(`${c.rule}: silent on the nearest valid shape`, () => {
          const result = preflight(deepFreeze(c.valid), {
            ...(c.validOptions ?? c.options),
            engine,
          });
          expect(result).toEqual({ ok: true, violations: [] });
        });
      }
    });
  }
});
