// Caller options read once and named (bindings/limits.ts callerOptions, nestedArray): a getter that
// throws is `invalid-argument` naming the argument, whether it guards the options or their
// `limits`; a nested array is refused only past MAX_NESTED_ENTRIES, with a message that says so.
import { describe, expect, it } from "vitest";
import {
  type Item,
  itemsForFamily,
  reconcileItems,
  TranscriptError,
} from "../../bindings/index.js";
import { MAX_NESTED_ENTRIES, nestedArray } from "../../bindings/limits.js";
import { call, out } from "../support/items.js";

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TranscriptError);
    const e = error as TranscriptError;
    return { code: e.code, message: e.message };
  }
  throw new Error("not refused");
};

const items = [call("a"), out("a")] as Item[];
const throwing = (field: string) =>
  Object.defineProperty({}, field, {
    enumerable: true,
    get() {
      throw new Error("trap");
    },
  });

describe("caller options", () => {
  it("refuses options whose getter throws, naming them: options, or limits", () => {
    expect(refusal(() => itemsForFamily(items, "openai", throwing("limits")))).toEqual({
      code: "invalid-argument",
      message: "invalid-argument: options cannot be read",
    });
    expect(refusal(() => reconcileItems(items, { limits: throwing("maxItems") }))).toEqual({
      code: "invalid-argument",
      message: "invalid-argument: limits cannot be read",
    });
  });
});

describe("nested arrays", () => {
  it("takes an array of exactly MAX_NESTED_ENTRIES and refuses one more, saying how many", () => {
    const full = new Array(MAX_NESTED_ENTRIES);
    expect(nestedArray(full)).toBe(full);
    const over = new Array(MAX_NESTED_ENTRIES + 1);
    const e = refusal(() => nestedArray(over));
    expect(e).toEqual({
      code: "limit-exceeded",
      message: `limit-exceeded: a nested array of ${MAX_NESTED_ENTRIES + 1} entries exceeds ${MAX_NESTED_ENTRIES}`,
    });
  });
});
