import { describe, expectTypeOf, it } from "vitest";
import { type Item, Projection, reconcileItems } from "../../bindings/index.js";

describe("Item takes plain object literals", () => {
  it("of a message and of a call, in place (excess property checks apply)", () => {
    expectTypeOf(reconcileItems).toBeCallableWith([
      { type: "message", role: "user", content: "hi" },
      { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
      { role: "tool", tool_call_id: "a", content: "ok" },
    ]);
    const items: Item[] = [
      { type: "mcp_approval_response", approval_request_id: "h", approve: true },
    ];
    expectTypeOf(new Projection(items).items()).toEqualTypeOf<Item[]>();
  });

  it("still checks the two fields it names", () => {
    // @ts-expect-error a type is a string
    const wrong: Item = { type: 5 };
    expectTypeOf(wrong).toEqualTypeOf<Item>();
  });
});
