// Option errors of the plans (SPEC §8: a TranscriptError with a stable code, naming the option):
// `orphans` other than "keep" / "drop" and an `isPending` that is not a function.
import { describe, expect, it } from "vitest";
import { reconcileItems } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, user } from "../support/items.js";

const refused = (reason: string, message: string) =>
  expect.objectContaining({
    code: "invalid-argument",
    reason,
    message: expect.stringContaining(message),
  });

describe.each(ENGINES)("plan option errors on the %s engine", (engine) => {
  it("orphans must be keep or drop", () => {
    const plan = reconcileItems([user("go"), call("a")] as never, { engine });
    const items = (orphans: unknown) => () =>
      plan.items({ repairOutput: () => ({}) as never, orphans: orphans as never });
    expect(items("sometimes")).toThrow(refused("orphans", 'orphans must be "keep" or "drop"'));
  });

  it("isPending must be a function", () => {
    const run = () => reconcileItems([user("go")] as never, { engine, isPending: true as never });
    expect(run).toThrow(refused("isPending", "isPending must be a function"));
  });
});

describe.each(ENGINES)("pending calls on the %s engine", (engine) => {
  it("a pending call is not repaired and every item stays, the first one too", () => {
    const items = [user("go"), call("a"), call("b")];
    const plan = reconcileItems(items as never, { engine, isPending: (_, id) => id === "a" });
    const out = plan.items({
      repairOutput: (r) =>
        ({ type: "function_call_output", call_id: r.callId, output: "x" }) as never,
    });
    expect(out.slice(0, 3)).toEqual(items);
    expect(out).toHaveLength(4);
    expect(plan.repairs.map((r) => r.callId)).toEqual(["b"]);
  });
});
