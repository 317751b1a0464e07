// Sizes are checked before anything is copied or walked, on every entry point (SPEC §8).
// Each call below would run for minutes (or forever) if it walked its input first: completing is the test.
import { describe, expect, it } from "vitest";
import {
  itemsForFamily,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  Projection,
  reconcileItems,
  reconcileMsgpack,
  validateFunctionCall,
} from "../../bindings/index.js";
import { requestMessages, requestSystem } from "../../bindings/provider/index.js";
import { ENGINES } from "../support/engines.js";
import { codeOf } from "../support/errors.js";
import { call, out, user } from "../support/items.js";

/** An empty array that claims 2**32 - 1 entries. */
function sparse(): unknown[] {
  const a: unknown[] = [];
  a.length = 2 ** 32 - 1;
  return a;
}

const items = sparse() as never;

describe("size checks before any copy or walk", () => {
  it.each(ENGINES)("reconcileItems on a sparse 2**32-1 array: limit-exceeded (%s)", (engine) => {
    expect(codeOf(() => reconcileItems(items, { engine, limits: { maxItems: 1000 } }))).toBe(
      "limit-exceeded",
    );
    expect(codeOf(() => reconcileItems(items, { engine }))).toBe("limit-exceeded");
  });

  it("every other object-path entry point answers limit-exceeded on it", () => {
    const calls: Array<() => unknown> = [
      () => itemsForFamily(items, "openai"),
      () => itemsForFamily(items, "openai", { limits: { maxItems: 10 } }),
      () => validateFunctionCall(call("c1"), { precedingItems: items }),
      () => new Projection(items),
      () => new Projection([user("a")]).replace(items),
      () => new Projection({ length: 2 ** 53 - 1 } as never),
      () => requestMessages(items),
      () => requestSystem(items),
      () => makeCompactionPlan(new Projection([call("a")])).projection({ additionalItems: items }),
      () => makeCompactionPlan(new Projection([call("a")])).projection({ replacementItems: items }),
    ];
    for (const run of calls) expect(codeOf(run)).toBe("limit-exceeded");
  });

  it("an endless iterable stops at the item limit; an array's own endless iterator is never used", () => {
    const again = user("again");
    function* endless() {
      for (;;) yield again;
    }
    expect(codeOf(() => new Projection(endless()))).toBe("limit-exceeded");
    const tricky = [user("a"), call("c"), out("c")];
    Object.defineProperty(tricky, Symbol.iterator, { value: endless });
    expect(reconcileItems(tricky).items()).toEqual([user("a"), call("c"), out("c")]);
    expect(new Projection(tricky).length).toBe(3);
  });

  it("a length getter or trap that throws is invalid-argument", () => {
    const hostile = new Proxy([user("a")], {
      get(target, key) {
        if (key === "length") throw new Error("boom");
        return Reflect.get(target, key);
      },
    });
    for (const run of [
      () => reconcileItems(hostile),
      () => itemsForFamily(hostile, "openai"),
      () => new Projection(hostile),
    ])
      expect(codeOf(run)).toBe("invalid-argument");
  });

  it("msgpack: a 2**32-1 array header answers before any per-item work; maxBytes before any copy", () => {
    const header = Uint8Array.of(0xdd, 0xff, 0xff, 0xff, 0xff);
    // 1001 empty maps under an array16 header: well-formed, one item past the limit.
    const many = Uint8Array.from([0xdc, 0x03, 0xe9, ...new Array(1001).fill(0x80)]);
    for (const engine of ENGINES) {
      const limits = { maxItems: 1000 };
      expect(codeOf(() => reconcileMsgpack(many, { engine, limits }))).toBe("limit-exceeded");
      expect(codeOf(() => makeCompactionPlanMsgpack(many, { engine, limits }))).toBe(
        "limit-exceeded",
      );
      // A count no input of this length can hold: refused from the header alone.
      expect(codeOf(() => reconcileMsgpack(header, { engine, limits }))).toMatch(
        /limit-exceeded|malformed-msgpack/,
      );
      const big = new Uint8Array(1 << 20);
      const small = { engine, limits: { maxBytes: 1024 } };
      expect(codeOf(() => reconcileMsgpack(big, small))).toBe("limit-exceeded");
    }
  });

  it("object paths refuse maxBytes / maxDepth instead of ignoring them", () => {
    const list = [user("a")];
    for (const limits of [{ maxBytes: 10 }, { maxDepth: 2 }, { maxItems: 5, maxDepth: 1 }]) {
      expect(codeOf(() => reconcileItems(list, { limits }))).toBe("invalid-argument");
      expect(codeOf(() => makeCompactionPlan(new Projection(list), { limits }))).toBe(
        "invalid-argument",
      );
      expect(codeOf(() => itemsForFamily(list, "openai", { limits }))).toBe("invalid-argument");
    }
    expect(reconcileItems(list, { limits: { maxItems: 1 } }).items()).toEqual(list);
  });
});
