import { describe, expect, it } from "vitest";
import {
  FunctionCallError,
  Projection,
  TranscriptError,
  validateFunctionCall,
} from "../../bindings/index.js";
import { deepFreeze } from "../support/freeze.js";
import { call, chatCalls, out, user } from "../support/items.js";

function reasonOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(FunctionCallError);
    expect(e).toBeInstanceOf(TranscriptError);
    return (e as FunctionCallError).reason;
  }
  return undefined;
}

describe("validateFunctionCall", () => {
  const preceding = deepFreeze([user("hi"), call("c1"), out("c1"), chatCalls("t1", "t2")]);

  it("returns the call when its id is new", () => {
    const c = deepFreeze(call("c2"));
    expect(validateFunctionCall(c, { precedingItems: preceding })).toBe(c);
    expect(validateFunctionCall(c)).toBe(c);
  });

  it("rejects a missing, empty or non-string call id", () => {
    for (const id of [undefined, null, "", 7]) {
      expect(
        reasonOf(() => validateFunctionCall({ type: "function_call", call_id: id } as never)),
      ).toBe("missing-call-id");
    }
    expect(
      reasonOf(() =>
        validateFunctionCall({ role: "assistant", tool_calls: [{ type: "function" }] }),
      ),
    ).toBe("missing-call-id");
  });

  it("rejects an id already held by a preceding call (Responses or Chat)", () => {
    expect(reasonOf(() => validateFunctionCall(call("c1"), { precedingItems: preceding }))).toBe(
      "duplicate-call-id",
    );
    expect(reasonOf(() => validateFunctionCall(call("t2"), { precedingItems: preceding }))).toBe(
      "duplicate-call-id",
    );
    expect(reasonOf(() => validateFunctionCall(chatCalls("n1", "n1")))).toBe("duplicate-call-id");
  });

  it("an output alone does not hold an id", () => {
    const live = call("z");
    expect(validateFunctionCall(live, { precedingItems: [out("z")] })).toBe(live);
  });

  it("accepts a projection as precedingItems", () => {
    const p = new Projection(preceding);
    expect(reasonOf(() => validateFunctionCall(call("c1"), { precedingItems: p }))).toBe(
      "duplicate-call-id",
    );
  });

  it("rejects a non-call with invalid-argument", () => {
    try {
      validateFunctionCall(user("x"));
      expect.unreachable();
    } catch (e) {
      expect((e as TranscriptError).code).toBe("invalid-argument");
    }
  });
});
