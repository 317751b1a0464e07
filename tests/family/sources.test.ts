// What a family pick reads of its options for every item: a fresh object of one shape, never the
// caller's null-prototype copy (a dictionary: every read a hash lookup; the object path read
// 1.01-1.08x faster without it). That the picks call it is not observable here: read their code.
import { describe, expect, it, vi } from "vitest";
import { familySources } from "../../bindings/family.js";
import type { Item } from "../../bindings/index.js";
import { callerOptions } from "../../bindings/limits.js";

describe("familySources", () => {
  const families = new Map<Item, string>([[{ type: "reasoning" }, "openai"]]);
  const handoffs = new Map<Item, string>();

  it("is a plain object of the three fields a pick reads, not the options it was given", () => {
    const given = callerOptions({
      itemFamilies: families,
      handoffFamilies: handoffs,
      foreign: "text" as const,
      limits: {},
    });
    const sources = familySources(given);
    expect(sources).not.toBe(given);
    expect(Object.getPrototypeOf(sources)).toBe(Object.prototype);
    expect(Object.keys(sources)).toEqual(["itemFamilies", "handoffFamilies", "foreign"]);
    expect(sources).toEqual({ itemFamilies: families, handoffFamilies: handoffs, foreign: "text" });
  });

  it("leaves out an empty Map, keeps a subclass, a null and a map whose prototype cannot be read", () => {
    expect(familySources({ itemFamilies: new Map() }).itemFamilies).toBeUndefined();
    class Answering extends Map<Item, string> {}
    const sub = new Answering();
    expect(familySources({ itemFamilies: sub }).itemFamilies).toBe(sub);
    const nullMap = null as unknown as Map<Item, string>;
    expect(familySources({ itemFamilies: nullMap }).itemFamilies).toBeNull();
    const throwing = new Proxy(new Map<Item, string>(), {
      getPrototypeOf() {
        throw new Error("trap");
      },
    });
    expect(familySources({ itemFamilies: throwing }).itemFamilies).toBe(throwing);
  });

  it("reads no prototype when no itemFamilies is given (a throw on every pick cost 4 µs)", () => {
    const spy = vi.spyOn(Object, "getPrototypeOf");
    try {
      expect(familySources({}).itemFamilies).toBeUndefined();
      expect(
        familySources({ itemFamilies: null as unknown as Map<Item, string> }).itemFamilies,
      ).toBeNull();
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
