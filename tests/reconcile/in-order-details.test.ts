// The one-pass reconcile (reconcileInOrder) where its own bookkeeping decides: slot and order
// columns grown past the transcript's length, each way the lazy key map checks a key, an output
// met in a wide group's block, late outputs, and an output key checked for well-formed Unicode.
// Each case is planned in the pass (or left to the engines where it must be) and the plan is the
// reference engine's general path's (SPEC §5).
import { describe, expect, it } from "vitest";
import { type Item, reconcileItems } from "../../bindings/index.js";
import type { LazyKeyChecks } from "../../bindings/internal/hooks.js";
import {
  answeredGroup,
  call,
  chatCalls,
  chatUser,
  out,
  serverCall,
  serverOutput,
  tool,
  user,
} from "../support/items.js";
import { leftToEngines, onePass, plansAsReference, reference } from "../support/one-pass.js";

/** The modes that keep the lazy key map on a small transcript (default keeps it from 16k items). */
const LAZY: LazyKeyChecks[] = ["filtered", "scanned", "mapped"];

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, k) => `${prefix}${k}`);

describe("reconcileInOrder's columns grow past the transcript's length", () => {
  it("plans a Chat message with more tool calls than items, answered or repaired, orphans in its block", () => {
    // Slot columns start at n + 1 entries and the order at n + n/8 + 8: a Chat message of many
    // calls in a short transcript needs both grown, at the group's close and at the item after it;
    // its slots past the first columns' room hold their item, output and ordinal.
    for (let calls = 1; calls <= 24; calls++)
      for (const answered of [[], [0], [calls - 1], [...Array(calls).keys()]])
        for (const orphans of [0, 1, 2]) {
          const keys = ids("k", calls);
          const items = [
            chatUser("go"),
            chatCalls(...keys),
            ...answered.map((k) => tool(keys[k])),
            ...ids("x", orphans).map((k) => tool(k)),
            chatUser("next"),
          ];
          plansAsReference(items);
        }
  });
});

describe("reconcileInOrder's lazy key map", () => {
  it("leaves a call key repeated in its open group to the engines (duplicate-call)", () => {
    leftToEngines([call("a"), call("a"), out("a")]);
    leftToEngines([user("u"), call("b"), call("a"), call("a"), out("a"), out("b")]);
    leftToEngines([chatCalls("a", "b", "a"), tool("a"), tool("b")]);
  });

  it("plans a new key after a repair or an early output is held", () => {
    plansAsReference([call("a"), user("u"), call("b"), out("b"), user("v")]);
    plansAsReference([out("z"), user("u"), call("b"), out("b"), user("v")]);
  });

  it("plans a key reused after a late output answered its call", () => {
    // a's slot was open when its group closed (held lazily), then answered late: reuse is allowed.
    plansAsReference([call("a"), user("u"), out("a"), call("a"), out("a"), user("v")]);
    plansAsReference([call("a"), call("c"), user("u"), out("a"), call("a"), out("a"), out("c")]);
  });

  it("plans groups of exactly the scan width, and narrow groups after other groups", () => {
    const eight = ids("e", 8);
    plansAsReference([
      ...eight.map((k) => call(k)),
      ...eight.reverse().map((k) => out(k)),
      user("u"),
    ]);
    const first = ids("f", 5);
    const second = ids("s", 4);
    plansAsReference([
      ...first.map((k) => call(k)),
      ...first.map((k) => out(k)),
      user("u"),
      ...second.map((k) => call(k)),
      ...second.reverse().map((k) => out(k)),
      user("v"),
    ]);
  });

  it("plans a first group wider than the scan: a Chat message, a run of 9 and of 10 calls", () => {
    const twelve = ids("c", 12);
    plansAsReference([
      chatCalls(...twelve),
      ...twelve
        .slice(1)
        .reverse()
        .map((k) => tool(k)),
      chatUser("u"),
    ]);
    for (const width of [9, 10]) {
      const run = ids("r", width);
      plansAsReference([
        ...run.map((k) => call(k)),
        ...run
          .slice(2)
          .reverse()
          .map((k) => out(k)),
        user("u"),
      ]);
    }
  });

  it("plans a late output and an orphan output whatever check the unheld output gets", () => {
    plansAsReference([call("a"), call("b"), out("b"), user("u"), out("a"), user("v")]);
    plansAsReference([user("u"), call("a"), out("a"), out("z"), user("v"), out("y")]);
  });
});

describe("reconcileInOrder's output slot guesses (the slot after the last answered, or before it)", () => {
  /** A group of `keys`' calls, then their outputs in `order` (indices into keys), then a user turn. */
  const step = (keys: readonly string[], order: readonly number[]) => [
    ...keys.map((key) => call(key)),
    ...order.map((k) => out(keys[k])),
    user("next"),
  ];
  const shuffled = (n: number, seed: number) => {
    const order = [...Array(n).keys()];
    let state = seed;
    for (let k = n - 1; k > 0; k--) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const j = state % (k + 1);
      [order[k], order[j]] = [order[j], order[k]];
    }
    return order;
  };

  it("plans groups of 1 to 20 calls answered in order, reversed, shuffled, or with calls unanswered", () => {
    for (let width = 1; width <= 20; width++) {
      const keys = ids(`w${width}-`, width);
      const all = [...keys.keys()];
      const orders = [
        all,
        all.slice().reverse(),
        shuffled(width, width),
        all.filter((k) => k % 3 !== 1), // calls between answered ones unanswered: repaired
        all
          .slice()
          .reverse()
          .filter((k) => k % 2 === 0),
      ];
      for (const order of orders) plansAsReference([user("go"), ...step(keys, order)]);
    }
  });

  it("does not take a slot of the group before for the one before the last answered", () => {
    // Group two reuses key "a" (answered in group one). Its first output, "a", answers its second
    // call: the slot before its first is group one's "a", which a guess without the group's bound
    // would take as a second output (and leave the transcript to the engines).
    for (const width of [2, 9]) {
      const extra = ids("x", width - 1);
      const items = [
        user("go"),
        call("a"),
        call("b"),
        out("a"),
        out("b"),
        ...extra.map((key) => call(key)),
        call("a"),
        out("a"),
        ...extra.map((key) => out(key)),
        user("next"),
      ];
      plansAsReference(items);
    }
  });
});

describe("reconcileInOrder's outputs away from their place", () => {
  it("leaves a second output of an answered call to the engines when its group took the general order", () => {
    // b's repair sends the group through slot entries; a's slot holds its output, not a repair.
    leftToEngines([call("a"), call("b"), out("a"), user("u"), out("a")]);
  });

  it("moves a late output met in a wide group's block into its own call's repair slot", () => {
    const wide = ids("w", 9);
    const items = [call("z"), user("u"), ...answeredGroup(wide, [out("z")]), user("v")];
    plansAsReference(items);
    for (const mode of LAZY) expect(onePass(items, mode)?.repairs).toEqual([]);
  });

  it("leaves a late output of a server call (which needs none) to the engines", () => {
    leftToEngines([call("a"), serverCall("b"), out("a"), user("u"), serverOutput("b"), user("v")]);
  });
});

describe("reconcileInOrder's key table when call keys collide", () => {
  it("never plans a duplicate call whose key the table could not hold (past its probe limit)", () => {
    // Same length and last eight characters: one hash. Past 64 probe steps a key stays out of the
    // table, so the pass cannot see it again: it must give up rather than miss the duplicate.
    const keys = ids("c", 70).map((k) => `${k.padEnd(4, "_")}-same-tail`);
    const items = [
      user("go"),
      ...keys.map((k) => call(k)),
      out(keys[0]),
      user("u"),
      call(keys[69]), // a call with the key of an unanswered call: duplicate-call
      user("v"),
    ];
    expect(reference(items)).toMatchObject({ ok: false });
    leftToEngines(items);
  });
});

describe("reconcileItems' one pass and an output key", () => {
  it("refuses an output key that is not well-formed Unicode as the engine does (malformed-item)", () => {
    const items = [
      user("u"),
      { type: "function_call_output", call_id: "a\uD800", output: "x" },
      user("v"),
    ];
    const reason = (engine: "auto" | "reference") => {
      try {
        reconcileItems(items as Item[], { engine });
        return "planned";
      } catch (error) {
        return {
          reason: (error as { reason?: string }).reason,
          index: (error as { index?: number }).index,
        };
      }
    };
    expect(reason("reference")).toEqual({ reason: "malformed-item", index: 1 });
    expect(reason("auto")).toEqual(reason("reference"));
  });
});
