// Reading a plan back (bindings/reconcile/read-plan.ts) on call groups of any size: groups of 1 to
// 40 calls (past the size where slots are found through a map by key), their outputs after the
// group in any order, some never given (repaired), orphans and messages between groups. With keys
// used once, SPEC §5 says which output answers which call: the one with its key. Checked through
// correlate() (preflight's and the CLI's pairing) on both engines.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeItems } from "../../bindings/items/describe.js";
import { correlate } from "../../bindings/preflight/correlate.js";
import { ENGINES } from "../support/engines.js";
import { call, out, user } from "../support/items.js";

type Obj = Record<string, unknown>;

const group = fc.integer({ min: 1, max: 40 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    order: fc.shuffledSubarray([...Array(size).keys()], { minLength: 0, maxLength: size }),
    orphanAt: fc.option(fc.nat(size), { nil: undefined }),
    userAfter: fc.boolean(),
  }),
);
const transcripts = fc.array(group, { minLength: 1, maxLength: 4 });
type Group = typeof group extends fc.Arbitrary<infer G> ? G : never;

interface Expected {
  items: Obj[];
  slots: { item: number; key: string; output: number }[];
  orphans: number[];
}

function build(groups: readonly Group[]): Expected {
  const items: Obj[] = [user("go") as Obj];
  const slots: Expected["slots"] = [];
  const orphans: number[] = [];
  groups.forEach((g, gi) => {
    const key = (k: number) => `g${gi}_${k}`;
    const first = slots.length;
    for (let k = 0; k < g.size; k++) {
      slots.push({ item: items.length, key: key(k), output: -1 });
      items.push(call(key(k)) as Obj);
    }
    g.order.forEach((k, j) => {
      if (j === g.orphanAt) {
        orphans.push(items.length);
        items.push(out(`orphan${gi}`) as Obj);
      }
      slots[first + k].output = items.length;
      items.push(out(key(k)) as Obj);
    });
    if (g.userAfter) items.push(user("next") as Obj);
  });
  return { items, slots, orphans };
}

describe.each(ENGINES)("a plan read back on the %s engine", (engine) => {
  it("every output answers the call of its key, in groups of any size and outputs in any order", () => {
    fc.assert(
      fc.property(transcripts, (groups) => {
        const expected = build(groups);
        const found = correlate(describeItems(expected.items), engine);
        expect(found.refusals).toEqual([]);
        expect(found.slots.map(({ item, key, output }) => ({ item, key, output }))).toEqual(
          expected.slots,
        );
        expect(found.orphans).toEqual(expected.orphans);
        expected.slots.forEach((slot, s) => {
          if (slot.output >= 0) expect(found.outputSlot[slot.output]).toBe(s);
        });
        for (const i of expected.orphans) expect(found.outputSlot[i]).toBe(-1);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300), seed: 20261203 },
    );
  });

  it("a group of 20 calls: the unanswered ones repaired, the rest paired in reverse order", () => {
    const keys = [...Array(20).keys()].map((k) => `c${k}`);
    const answered = keys.filter((_, k) => k % 3 !== 0).reverse();
    const items = [user("go"), ...keys.map((k) => call(k)), ...answered.map((k) => out(k))];
    const found = correlate(describeItems(items as Obj[]), engine);
    const outputOf = (k: number) => (k % 3 === 0 ? -1 : 21 + answered.indexOf(`c${k}`));
    expect(found.slots.map((s) => s.output)).toEqual(keys.map((_, k) => outputOf(k)));
    expect(found.slots.every((s) => s.groupEnd === 20)).toBe(true);
  });
});
