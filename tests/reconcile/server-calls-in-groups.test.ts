// A run of calls holding a server-executed call (which needs no output): SPEC §5 rule 2 with
// docs/decisions.md "Outputs already right after their group keep their order". An unanswered
// server call needs no repair, so the client outputs standing right after the run keep their
// order; a server call's output that stood before the run (here at index 0) is moved after it
// in call order, never left out.
import { describe, expect, it } from "vitest";
import { type Item, reconcileItems } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, out, serverCall, serverOutput, user } from "../support/items.js";

describe("a run of calls with a server call in it", () => {
  for (const engine of [...ENGINES, "auto"] as const) {
    it(`keeps client outputs right after the run in their order, the server call unanswered (${engine})`, () => {
      const items = [
        user("go"),
        call("a"),
        call("c"),
        serverCall("b"),
        out("c"),
        out("a"),
        user("next"),
      ];
      const plan = reconcileItems(items as Item[], { engine });
      expect(plan.repairs).toEqual([]);
      expect(plan.unchanged).toBe(true);
      expect(plan.items()).toEqual(items);
    });

    it(`moves a server call's output from index 0 after the run, in call order (${engine})`, () => {
      const items = [serverOutput("b"), call("a"), serverCall("b"), out("a"), user("next")];
      const plan = reconcileItems(items as Item[], { engine });
      expect(plan.repairs).toEqual([]);
      expect(plan.unchanged).toBe(false);
      expect(plan.items()).toEqual([items[1], items[2], items[3], items[0], items[4]]);
    });
  }
});
