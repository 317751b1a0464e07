// The one pass's key table (bindings/reconcile/slot-table.ts): it hashes a key's length and last
// eight characters, so keys alike there collide and are told apart by the key itself; a table
// grown many times keeps every key; keys that collide past its probe limit send the transcript to
// the engines. Each plan is the reference engine's general path's (SPEC §5), in every key-check mode.
import { describe, expect, it } from "vitest";
import { type Item, reconcileItems } from "../../bindings/index.js";
import { leftToEngines, MODES, onePass, plansAsReference, reference } from "../support/one-pass.js";
import "../support/engines.js";
import { answeredGroup, call, out, reasoning, user } from "../support/items.js";

/** A seeded generator (an LCG): the same transcript every run. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `count` keys of one length alike in their last eight characters (one hash for all). */
const alike = (count: number) =>
  Array.from({ length: count }, (_, k) => `call_${String(k).padStart(6, "0")}_same-end`);

/**
 * Steps of calls (1 to `widest` wide) over `keys`, outputs in order or reversed, some
 * unanswered, some answered late (after the next step), keys reused after answered calls.
 */
function steps(keys: readonly string[], seed: number, widest: number): Item[] {
  const random = rng(seed);
  const items: Item[] = [user("start") as Item];
  const late: Item[] = [];
  const answered: string[] = []; // keys answered in their own block: reusable
  let next = 0;
  while (next < keys.length) {
    const width = 1 + Math.floor(random() * widest);
    const group = keys.slice(next, next + width);
    next += width;
    // A key reused after its answered call: allowed, the pass keeps it.
    if (random() < 0.1 && answered.length > 0)
      group.push(answered.splice(Math.floor(random() * answered.length), 1)[0]);
    for (const key of group) items.push(call(key) as Item);
    const outputs: Item[] = [];
    for (const key of group) {
      const r = random();
      if (r < 0.05) continue; // unanswered: repaired
      if (r < 0.1) late.push(out(key) as Item);
      else outputs.push(out(key) as Item);
    }
    for (const output of outputs) answered.push((output as { call_id: string }).call_id);
    if (random() < 0.3) outputs.reverse();
    items.push(...outputs, ...late.splice(0));
    if (random() < 0.1) items.push(out(`orphan-${next}_same-end`) as Item);
    items.push(user(`step ${next}`) as Item);
  }
  return items;
}

describe("the one pass's key table", () => {
  it("tells keys alike in their last eight characters apart (one hash, narrow and wide groups)", () => {
    for (const widest of [1, 4, 16]) plansAsReference(steps(alike(40), 7 + widest, widest));
  });

  it("keeps every key of a table grown many times (thousands of long keys)", () => {
    const random = rng(20261203);
    const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    const keys = Array.from({ length: 6000 }, () => {
      let key = "call_";
      for (let c = 0; c < 24; c++) key += chars[Math.floor(random() * chars.length)];
      return key;
    });
    for (const widest of [1, 12]) {
      const items = steps(keys, widest, widest);
      plansAsReference(items);
      expect(onePass(items, "mapped")).toBeDefined(); // planned in the pass, not left to the engines
    }
  });

  it("plans transcripts that enter no key: outputs without calls, reasoning only", () => {
    const orphans = [user("u"), out("a"), out("b"), reasoning(), out("a"), user("v")];
    plansAsReference(orphans);
    plansAsReference([reasoning("r1"), reasoning("r2"), user("u"), reasoning("r3")]);
  });

  it("forgets every key at a compaction boundary, wide groups and unanswered calls included", () => {
    const keys = alike(12);
    const compaction = { type: "compaction", encrypted_content: "x" };
    // Unanswered before the boundary: the same keys after it are new calls, not duplicates.
    const items = [
      user("u"),
      ...keys.map((k) => call(k)),
      out(keys[3]),
      compaction,
      ...answeredGroup(keys),
      compaction,
      call(keys[0]),
      user("end"),
    ];
    plansAsReference(items);
  });

  it("keeps keys alike at the end through a doubling (one cell for all: the rehash probes on)", () => {
    // 40 unanswered calls of one hash after a boundary (the table back at its least size, 64):
    // the 33rd doubles it, and the rehash must place each in its own cell for the late outputs.
    const keys = alike(40);
    const compaction = { type: "compaction", encrypted_content: "x" };
    const items = [
      call("before"),
      out("before"),
      compaction,
      user("u"),
      ...answeredGroup(keys, [user("interrupted")]),
      user("end"),
    ];
    plansAsReference(items);
    for (const mode of MODES) expect(onePass(items, mode)).toBeDefined();
  });

  it("leaves keys that collide past its probe limit to the engines, with the same plan", () => {
    // A wide group of 200 calls alike at the end: the table's lookups pass the limit.
    const keys = alike(200);
    const items = [user("start"), ...answeredGroup(keys)] as Item[];
    leftToEngines(items);
    const expected = reconcileItems(items, { engine: "reference" }).items();
    expect(reconcileItems(items, { engine: "auto" }).items()).toEqual(expected);
    expect(expected).toEqual(items); // every call answered in its block: nothing moves
  });

  it("keeps its cells through a reentrant plan (a getter that plans another transcript)", () => {
    // The table's cells are taken from the engine's kept buffer for the pass: a plan made from a
    // getter while the pass runs takes its own above them, and the pass still finds every key.
    const inner = steps(alike(30), 3, 12);
    const keys = Array.from({ length: 12 }, (_, k) => `call_outer${k}`);
    const shuffled = [5, 11, 0, 7, 2, 9, 4, 10, 1, 8, 3, 6];
    const build = (reenter: boolean) => [
      user("go"),
      ...keys.map((key, k) =>
        k === 6 && reenter
          ? {
              type: "function_call",
              name: "f",
              arguments: "{}",
              get call_id() {
                expect(onePass(inner, "default")).toEqual(reference(inner));
                return key;
              },
            }
          : call(key),
      ),
      ...shuffled.map((k) => out(keys[k])), // most guesses miss: found through the table
      user("next"),
      call(keys[3]), // reused after its call was answered: the table holds it
      out(keys[3]),
      out("call_outer-orphan"),
    ];
    const expected = reference(build(false));
    for (const mode of MODES)
      expect({ mode, plan: onePass(build(true), mode) }).toEqual({ mode, plan: expected });
  });
});
