// SPEC §10's property: a transcript prepared for a family (reconcileItems + orphan removal +
// itemsForFamily) has no violation; one seeded mutation of it yields exactly the matching rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { preflight } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { mutate, mutationArb, rawTranscript } from "./arbitrary.js";
import { chatMutationArb, mutateChat, rawChat } from "./chat-arbitrary.js";
import { prepareFor, producedBy } from "./prepare.js";

const SEED = 20261201;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);

describe("preflight property (fast-check)", () => {
  it(`prepared transcripts pass; one mutation breaks exactly its rule (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(rawTranscript, mutationArb, fc.constantFrom(...ENGINES), (raw, m, engine) => {
        const family = "openai";
        const prepared = prepareFor(raw.items, family, raw.itemFamilies);
        const options = {
          api: "responses",
          engine,
          family,
          itemFamilies: raw.itemFamilies,
        } as const;
        expect(preflight(prepared, { api: "responses", engine }).violations).toEqual([]);
        expect(preflight(prepared, options).violations).toEqual([]);
        const mutated = mutate(prepared, raw.itemFamilies, m.kind, m.pick);
        if (!mutated) return;
        const found = preflight(mutated.items, { ...options, itemFamilies: mutated.itemFamilies });
        expect(
          found.violations.map((v) => ({ rule: v.rule, index: v.index, callId: v.callId })),
        ).toEqual([{ callId: undefined, ...mutated.expected }]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe("preflight property over Chat Completions (fast-check)", () => {
  it("prepared Chat transcripts pass; one mutation breaks exactly its rule (3,000 runs)", () => {
    fc.assert(
      fc.property(rawChat, chatMutationArb, fc.constantFrom(...ENGINES), (raw, m, engine) => {
        const itemFamilies = producedBy(raw, "deepseek");
        const prepared = prepareFor(raw, "deepseek", itemFamilies);
        const options = {
          api: "chat",
          engine,
          model: "deepseek-reasoner",
          thinking: true,
          family: "deepseek",
          itemFamilies,
        } as const;
        expect(preflight(prepared, { api: "chat", engine }).violations).toEqual([]);
        expect(preflight(prepared, options).violations).toEqual([]);
        const mutated = mutateChat(prepared, m.kind, m.pick);
        const found = preflight(mutated.items, options).violations;
        expect(found.map((v) => [v.rule, v.index])).toEqual(mutated.expected);
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 3_000) },
    );
  });
});
