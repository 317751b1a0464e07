// SPEC §8 and STYLE: errors are data. Each entry point's refusal carries its stable code, the
// reason, the offending item and index, a cause where a caller's code threw, and a message that
// names what was wrong (the field or option a user must fix).
import { describe, expect, it } from "vitest";
import {
  callKey,
  itemsForFamily,
  makeCompactionPlan,
  Projection,
  reconcileItems,
  validateFunctionCall,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { errorOf } from "../support/errors.js";
import { call, chatCalls, out, user } from "../support/items.js";

/** An object every read of which throws (a hostile proxy). */
function unreadable(): object {
  const boom = () => {
    throw new Error("boom");
  };
  return new Proxy(
    {},
    { get: boom, has: boom, getOwnPropertyDescriptor: boom, ownKeys: boom, getPrototypeOf: boom },
  );
}

describe("limits options", () => {
  it("limits must be an object", () => {
    for (const limits of [5, null, "x", true]) {
      const error = errorOf(() => reconcileItems([user("a")], { limits: limits as never }));
      expect(error.code).toBe("invalid-argument");
      expect(error.message).toBe("invalid-argument: limits must be an object");
    }
  });

  it("maxItems must be a non-negative safe integer; 0 is allowed, absent means the default", () => {
    for (const maxItems of [-1, 1.5, "3", Number.NaN, 2 ** 53]) {
      const error = errorOf(() => reconcileItems([], { limits: { maxItems: maxItems as never } }));
      expect(error.code).toBe("invalid-argument");
      expect(error.message).toBe(
        "invalid-argument: limits.maxItems must be a non-negative integer",
      );
    }
    expect(reconcileItems([], { limits: { maxItems: 0 } }).items()).toEqual([]);
    expect(errorOf(() => reconcileItems([user("a")], { limits: { maxItems: 0 } })).code).toBe(
      "limit-exceeded",
    );
    const list = [user("a"), call("c"), out("c")];
    expect(reconcileItems(list, { limits: {} }).items()).toEqual(list);
    expect(itemsForFamily(list, "openai", { limits: { maxItems: undefined } })).toEqual(list);
  });

  it("maxBytes / maxDepth on the object path name the option and where it applies", () => {
    for (const name of ["maxBytes", "maxDepth"]) {
      const error = errorOf(() => reconcileItems([], { limits: { [name]: 1 } as never }));
      expect(error.message).toBe(
        `invalid-argument: limits.${name} applies to msgpack bytes only; item objects take limits.maxItems`,
      );
    }
  });

  it("limit-exceeded says how many items and which limit, with reason max-items", () => {
    const error = errorOf(() =>
      reconcileItems([user("a"), user("b")], { limits: { maxItems: 1 } }),
    );
    expect(error.code).toBe("limit-exceeded");
    expect(error.reason).toBe("max-items");
    expect(error.message).toBe("limit-exceeded: 2 items exceed limits.maxItems (1)");
  });
});

describe("arrays, array-likes and iterables", () => {
  it("an array-like is read by index, entry by entry", () => {
    const [a, b] = [user("a"), user("b")];
    const like = { length: 2, 0: a, 1: b };
    const items = new Projection(like as never).items();
    expect(items).toHaveLength(2);
    expect(items[0]).toBe(a);
    expect(items[1]).toBe(b);
  });

  it("a hole is an item that is not an object, at its index", () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    const holed = [user("a"), , user("b")];
    const error = errorOf(() => new Projection(holed as never));
    expect(error.code).toBe("invalid-item");
    expect(error.reason).toBe("not-an-object");
    expect(error.index).toBe(1);
  });

  it("an Array subclass's own slice is never called; the copy is a plain array", () => {
    const [a, b] = [user("a"), user("b")];
    class Rigged extends Array {
      override slice(): never {
        throw new Error("slice must not be called");
      }
    }
    const rigged = new Rigged();
    rigged.push(a, b);
    const items = new Projection(rigged as never).items();
    expect(Object.getPrototypeOf(items)).toBe(Array.prototype);
    expect(items).toHaveLength(2);
    expect(items[0]).toBe(a);
    expect(items[1]).toBe(b);
    const plan = reconcileItems(rigged as never);
    expect(plan.items()).toEqual([a, b]);
  });

  it("an object that is neither array-like nor iterable is invalid-argument, naming the input", () => {
    const error = errorOf(() => new Projection({} as never));
    expect(error.code).toBe("invalid-argument");
    expect(error.message).toBe(
      "invalid-argument: items must be an array, an array-like or an iterable",
    );
  });

  it("an iterable is refused at its 4,000,001st entry, not later", () => {
    const again = user("again");
    let pulled = 0;
    function* many() {
      for (; pulled < 4_000_001; pulled++) yield again;
    }
    expect(errorOf(() => new Projection(many())).code).toBe("limit-exceeded");
    expect(pulled).toBe(4_000_000);
  });

  it("a length that throws is invalid-argument with the thrown error as its cause", () => {
    const thrown = new Error("boom");
    const hostile = new Proxy([user("a")], {
      get(target, key) {
        if (key === "length") throw thrown;
        return Reflect.get(target, key);
      },
    });
    for (const run of [() => reconcileItems(hostile), () => itemsForFamily(hostile, "openai")]) {
      const error = errorOf(run);
      expect(error.code).toBe("invalid-argument");
      expect(error.message).toBe("invalid-argument: items cannot be read");
      expect(error.cause).toBe(thrown);
    }
  });
});

describe("Projection's item checks", () => {
  it("an item that cannot be read: invalid-item, reason unreadable, its index and cause", () => {
    const bad = unreadable();
    const error = errorOf(() => new Projection([user("a"), bad as never]));
    expect(error.code).toBe("invalid-item");
    expect(error.reason).toBe("unreadable");
    expect(error.index).toBe(1);
    expect(error.item).toBe(bad);
    expect(error.message).toBe("invalid-item: item 1 cannot be read");
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("append reports the index the item would have had", () => {
    const p = new Projection([user("a")]);
    const error = errorOf(() => p.append(user("b"), 5 as never));
    expect(error.code).toBe("invalid-item");
    expect(error.reason).toBe("not-an-object");
    expect(error.index).toBe(2);
    expect(error.item).toBe(5);
    expect(error.message).toBe("invalid-item: item 2 is not an object");
    const trigger = { type: "compaction_trigger" };
    const refused = errorOf(() => p.append(trigger));
    expect(refused.message).toBe(
      "invalid-item: item 1 is a compaction_trigger: a request control, never a stored item",
    );
    expect(refused.item).toBe(trigger);
    expect(p.length).toBe(1);
  });

  it("a string or a number is not a list of items (not its characters)", () => {
    for (const items of ["ab", 5, null]) {
      const error = errorOf(() => new Projection(items as never));
      expect(error.code).toBe("invalid-argument");
      expect(error.message).toBe("invalid-argument: items must be an array");
      const replaced = errorOf(() => new Projection([user("a")]).replace(items as never));
      expect(replaced.message).toBe("invalid-argument: items must be an array");
    }
  });
});

describe("accessors, validation, family and repairs", () => {
  it("a field that cannot be read is invalid-item, reason unreadable, naming the field", () => {
    const bad = unreadable();
    const error = errorOf(() => callKey(bad));
    expect(error.code).toBe("invalid-item");
    expect(error.reason).toBe("unreadable");
    expect(error.item).toBe(bad);
    expect(error.message).toBe("invalid-item: field type cannot be read");
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("validateFunctionCall's refusals carry the call, the reason and the key", () => {
    const notCall = user("a");
    const refused = errorOf(() => validateFunctionCall(notCall as never));
    expect(refused.code).toBe("invalid-argument");
    expect(refused.item).toBe(notCall);
    expect(refused.message).toBe("invalid-argument: call is not a call item");
    const keyless = call("");
    const missing = errorOf(() => validateFunctionCall(keyless));
    expect([missing.reason, missing.item, missing.message]).toEqual([
      "missing-call-id",
      keyless,
      "function-call: the call has no call id",
    ]);
    const again = call("a");
    const duplicate = errorOf(() => validateFunctionCall(again, { precedingItems: [call("a")] }));
    expect([duplicate.reason, duplicate.item, duplicate.callId, duplicate.message]).toEqual([
      "duplicate-call-id",
      again,
      "a",
      "function-call: call id a is already used",
    ]);
    const badList = errorOf(() => validateFunctionCall(again, { precedingItems: "x" as never }));
    expect(badList.message).toBe(
      "invalid-argument: precedingItems must be an array or a Projection",
    );
    // Without precedingItems nothing precedes: any keyed call is valid.
    expect(validateFunctionCall(again)).toBe(again);
  });

  it("itemsForFamily names the bad argument", () => {
    const cases: Array<[() => unknown, string]> = [
      [() => itemsForFamily("x" as never, "a"), "items must be an array or a Projection"],
      [() => itemsForFamily([], 3 as never), "family must be a string"],
      [() => itemsForFamily([], "a", { itemFamilies: {} as never }), "itemFamilies must be a Map"],
      [
        () => itemsForFamily([], "a", { handoffFamilies: [] as never }),
        "handoffFamilies must be a Map",
      ],
      [() => reconcileItems("x" as never), "items must be an array or a Projection"],
    ];
    for (const [run, message] of cases) {
      const error = errorOf(run);
      expect(error.code).toBe("invalid-argument");
      expect(error.message).toBe(`invalid-argument: ${message}`);
    }
  });

  it.each(ENGINES)(
    "a wrong repair is invalid-repair with the output and the call id (%s)",
    (engine) => {
      for (const [calls, wrong] of [
        [[call("a")], user("x")],
        [[call("a")], out("b")],
        [[chatCalls("a")], out("a")],
        [[call("a")], { type: "custom_tool_call_output", call_id: "a", output: "x" }],
      ] as const) {
        const plan = reconcileItems(calls as never, { engine });
        const error = errorOf(() => plan.items({ repairOutput: () => wrong as never }));
        expect(error.code).toBe("invalid-repair");
        expect(error.reason).toBe("wrong-output");
        expect(error.item).toBe(wrong);
        expect(error.callId).toBe("a");
        expect(error.message).toBe(
          "invalid-repair: repairOutput must return an output of the right kind for call a",
        );
      }
    },
  );

  it("makeCompactionPlan names a bad replacement list", () => {
    const plan = makeCompactionPlan(new Projection([call("a")]));
    const error = errorOf(() => plan.projection({ replacementItems: "x" as never }));
    expect(error.message).toBe("invalid-argument: replacementItems must be an array");
  });
});
