// Each rule: positive from its trigger (rule id, index, exact provider text), negative from the
// nearest valid shape; on both engines.
import { describe, expect, it } from "vitest";
import { PREFLIGHT_RULES, type PreflightOptions, preflight } from "../../bindings/index.js";
import { RULES_BY_API } from "../../bindings/preflight/rules.js";
import { ENGINES } from "../support/engines.js";
import { deepFreeze } from "../support/freeze.js";
import { CASES } from "./cases.js";

describe("preflight rules", () => {
  it("every rule of the table has a case", () => {
    const covered = [...new Set(CASES.map((c) => c.rule))].sort();
    expect(covered).toEqual(PREFLIGHT_RULES.map((r) => r.id).sort());
  });

  it("a rule depends on the options exactly when the table marks it stated", () => {
    const stated: PreflightOptions[] = [
      { api: "responses" },
      { api: "responses", store: true },
      { api: "responses", reasoningModel: false },
      { api: "responses", thinking: true, model: "deepseek-chat" },
      { api: "responses", family: "openai", itemFamilies: new Map() },
      { api: "responses", model: "m", itemModels: new Map() },
    ];
    for (const rule of Object.values(RULES_BY_API).flat()) {
      const answers = new Set(stated.map((options) => rule.applies(options)));
      expect(answers.size === 2, rule.id).toBe(rule.stated !== undefined);
    }
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
