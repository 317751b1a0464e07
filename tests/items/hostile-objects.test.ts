// SPEC §8 on the object API: cycles, __proto__ keys, throwing getters and proxies get a plan or a
// TranscriptError, never a crash, a hang or a polluted prototype.
import { describe, expect, it } from "vitest";
import {
  itemsForFamily,
  makeCompactionPlan,
  Projection,
  reconcileItems,
  TranscriptError,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, out, user } from "../support/items.js";

function outcome(f: () => unknown): string {
  try {
    f();
    return "ok";
  } catch (e) {
    expect(e).toBeInstanceOf(TranscriptError);
    return (e as TranscriptError).code;
  }
}

describe.each(ENGINES)("hostile objects on the %s engine", (engine) => {
  it("plans items that contain cycles", () => {
    const cyclic: Record<string, unknown> = { ...call("a") };
    cyclic.self = cyclic;
    const output: Record<string, unknown> = { ...out("a") };
    output.parent = { child: output };
    const plan = reconcileItems([cyclic, user("x"), output], { engine });
    expect(plan.items()).toEqual([cyclic, output, expect.anything()]);
    expect(makeCompactionPlan(new Projection([cyclic]), { engine }).unresolvedCalls).toHaveLength(
      1,
    );
  });

  it("never reads __proto__ keys as prototypes", () => {
    const hostile = JSON.parse(
      '{"type":"function_call","call_id":"a","__proto__":{"type":"reasoning","polluted":true}}',
    );
    const plan = reconcileItems([hostile], { engine });
    expect(plan.repairs.map((r) => r.callId)).toEqual(["a"]);
    const inherited = Object.create({ type: "function_call", call_id: "b" });
    expect(outcome(() => reconcileItems([inherited], { engine }))).toBe("ok");
    expect(reconcileItems([inherited], { engine }).repairs).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a throwing getter or proxy trap is a malformed item, not a crash", () => {
    const throwing = Object.defineProperty({ type: "function_call" }, "call_id", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    const proxy = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error("trap");
        },
      },
    );
    for (const bad of [throwing, proxy]) {
      try {
        reconcileItems([user("a"), bad], { engine });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(TranscriptError);
        expect((e as TranscriptError).reason).toBe("malformed-item");
        expect((e as TranscriptError).index).toBe(1);
      }
    }
    const projection = new Projection([user("a")]);
    expect(outcome(() => projection.append(proxy as never))).toBe("invalid-item");
    expect(projection.length).toBe(1);
  });

  it("family selection copies without touching cyclic content", () => {
    const message: Record<string, unknown> = {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "t" },
        { type: "text", text: "x" },
      ],
    };
    message.self = message;
    const [copy] = itemsForFamily([message], "openai") as Array<Record<string, unknown>>;
    expect(copy).not.toBe(message);
    expect(copy.self).toBe(message);
    expect(copy.content).toEqual([{ type: "text", text: "x" }]);
  });
});
