// SPEC §1/§5: a plan is immutable and hands out fresh arrays; family maps without a `family`
// select nothing (items are kept for the host to project later).
import { describe, expect, it } from "vitest";
import { reconcileItems } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, out, reasoning, user } from "../support/items.js";

describe.each([...ENGINES, "auto" as const])("plan details on the %s engine", (engine) => {
  it("plan.items() is a fresh array each time; changing it changes no later answer", () => {
    for (const list of [
      [user("a"), call("c"), out("c")],
      [out("c"), call("c"), user("a")],
    ]) {
      const plan = reconcileItems(list, { engine });
      const first = plan.items();
      const expected = [...first];
      first.push(user("intruder"));
      first.reverse();
      expect(plan.items()).not.toBe(first);
      expect(plan.items()).toEqual(expected);
    }
  });

  it("itemFamilies without a family select nothing", () => {
    const r = reasoning("r1");
    const said = { role: "assistant", content: "x", reasoning_content: "why" };
    const list = [user("a"), r, said];
    const itemFamilies = new Map<object, string>([
      [r, "openai"],
      [said, "deepseek"],
    ]);
    const plan = reconcileItems(list, { engine });
    const items = plan.items({ itemFamilies, handoffFamilies: new Map([[list[0], "x"]]) });
    expect(items).toEqual(list);
    items.forEach((item, i) => expect(item).toBe(list[i]));
  });
});
