// CompactionPlan.instructions(): the system and developer messages of the discarded prefix, the
// one rule the session loop and `compact` keep ahead of a summary (instructions are not history).
import { describe, expect, it } from "vitest";
import { type Item, makeCompactionPlan, Projection } from "../../bindings/index.js";
import { deepFreeze } from "../support/freeze.js";
import { call, out, user } from "../support/items.js";

const message = (role: string, text: string) => ({ type: "message", role, content: text });
const chat = (role: string, text: string) => ({ role, content: text });

describe("CompactionPlan.instructions()", () => {
  it("holds every system and developer message before start, Responses and Chat, in order", () => {
    const items = deepFreeze([
      message("system", "S"),
      chat("developer", "D1"),
      user("a"),
      message("developer", "D2"),
      call("1"),
      out("1"),
      chat("system", "S2"),
      message("assistant", "A"),
      user("b"),
      message("developer", "after the cutoff"),
    ]) as Item[];
    const plan = makeCompactionPlan(new Projection(items), { cutoff: 8 });
    expect(plan.start).toBe(8);
    const found = plan.instructions();
    expect(found).toEqual([items[0], items[1], items[3], items[6]]);
    for (const [n, i] of [0, 1, 3, 6].entries()) expect(found[n]).toBe(items[i]);
  });

  it("is empty when nothing is discarded, and a fresh array each time", () => {
    const items = [message("system", "S"), user("a")] as Item[];
    const none = makeCompactionPlan(new Projection(items), { cutoff: 0 });
    expect(none.instructions()).toEqual([]);
    const plan = makeCompactionPlan(new Projection(items), { cutoff: 2 });
    expect(plan.instructions()).toEqual([items[0]]);
    expect(plan.instructions()).not.toBe(plan.instructions());
  });

  it("follows the start the cutoff moved back to (a call kept with its output)", () => {
    const items = [user("a"), call("1"), message("developer", "D"), out("1"), user("b")] as Item[];
    const plan = makeCompactionPlan(new Projection(items), { cutoff: 3 });
    expect(plan.start).toBe(1);
    expect(plan.instructions()).toEqual([]);
  });

  it("leaves other roles and item types out (user, assistant, tool, a role-less item)", () => {
    const items = [
      user("a"),
      message("assistant", "A"),
      { role: "tool", tool_call_id: "x", content: "r" },
      { type: "reasoning", role: "system", summary: [] },
      user("b"),
    ] as Item[];
    const plan = makeCompactionPlan(new Projection(items), { cutoff: 4 });
    expect(plan.instructions()).toEqual([]);
  });
});
