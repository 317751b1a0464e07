// SPEC §6: a plan captures the items (an O(1) capture that shares the projection's storage up to
// its length): appends and replaces of the source after the capture never change what it holds.
import { describe, expect, it } from "vitest";
import { makeCompactionPlan, Projection } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, out, repairOf, user } from "../support/items.js";

const summary = { type: "message", role: "user", content: "summary" };

function source() {
  const items = [user("a"), call("1"), out("1"), user("b"), call("2")];
  return { items, projection: new Projection(items) };
}

describe.each(ENGINES)("a captured plan on the %s engine", (engine) => {
  it("keeps its items when the source is appended to, replaced, then appended to again", () => {
    const { items, projection } = source();
    const plan = makeCompactionPlan(projection, { engine });
    const before = plan.items();
    expect(before).toEqual(items.slice(plan.start));
    projection.append(out("2"), user("c"));
    expect(plan.items()).toEqual(before);
    projection.replace([user("x"), call("9")]);
    expect(plan.items()).toEqual(before);
    projection.append(out("9"), user("y"), user("z"), user("w"), user("v"));
    expect(plan.items()).toEqual(before);
    expect(plan.unresolvedCalls.map((u) => u.callId)).toEqual(["2"]);
  });

  it("installs the captured items, not the source's later ones", () => {
    const { items, projection } = source();
    const plan = makeCompactionPlan(projection, { engine, cutoff: 3 });
    projection.replace([user("x")]);
    projection.append(user("y"), user("z"), user("w"), user("v"), user("u"));
    const installed = plan
      .projection({ replacementItems: [summary], repairOutput: () => repairOf("2") })
      .items();
    expect(installed).toEqual([summary, ...items.slice(plan.start), repairOf("2")]);
    for (const late of projection.items()) expect(installed).not.toContain(late);
  });

  it("hands out a fresh array each time: changing one changes neither the plan nor the source", () => {
    const { items, projection } = source();
    const plan = makeCompactionPlan(projection, { engine });
    const first = plan.items();
    first.length = 0;
    first.push(user("intruder"));
    expect(plan.items()).toEqual(items.slice(plan.start));
    expect(projection.items()).toEqual(items);
  });
});
