// SPEC §8 ("__proto__ keys", hostile input) and SPEC §1 (fields are an item's own): the fast paths
// read common fields directly only while Object.prototype holds none of their names. Polluted
// before a call, or by a getter in the middle of one, every answer is still the one that reads
// own fields only. Library calls run inside the polluted window; assertions after it is cleaned.
import { describe, expect, it } from "vitest";
import {
  itemsForFamily,
  makeCompactionPlan,
  Projection,
  reconcileItems,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { polluter } from "../support/pollution.js";

const proto = Object.prototype as Record<string, unknown>;

/** Runs `body` with Object.prototype.type (and call_id) set, removing them afterwards. */
function polluted<T>(body: () => T): T {
  try {
    proto.type = "function_call";
    proto.call_id = "inherited";
    return body();
  } finally {
    delete proto.type;
    delete proto.call_id;
  }
}

// A Chat message without a `type`: its reasoning is private to deepseek.
const deepseek = () => ({ role: "assistant", content: "x", reasoning_content: "because" });

describe("a polluted Object.prototype changes no answer", () => {
  it("itemsForFamily strips a typeless Chat message's reasoning, polluted before or mid-pass", () => {
    const message = deepseek();
    const itemFamilies = new Map([[message, "deepseek"]]);
    const before = polluted(() => itemsForFamily([message], "openai", { itemFamilies }));
    const trap = polluter();
    const midPass = polluted(() => {
      delete proto.type;
      delete proto.call_id;
      return itemsForFamily([trap, message], "openai", { itemFamilies });
    });
    expect(before).toEqual([{ role: "assistant", content: "x" }]);
    expect(midPass).toHaveLength(2);
    expect(midPass[0]).toBe(trap);
    expect(midPass[1]).toEqual({ role: "assistant", content: "x" });
  });

  it.each(ENGINES)(
    "plan.items({ family }) and a compaction projection for a family (%s)",
    (engine) => {
      const message = deepseek();
      const itemFamilies = new Map([[message, "deepseek"]]);
      const [fused, compacted] = polluted(() => [
        reconcileItems([message], { engine }).items({ family: "openai", itemFamilies }),
        makeCompactionPlan(new Projection([message]), { engine, cutoff: 0 })
          .projection({ family: "openai", itemFamilies })
          .items(),
      ]);
      expect(fused).toEqual([{ role: "assistant", content: "x" }]);
      expect(compacted).toEqual([{ role: "assistant", content: "x" }]);
    },
  );

  it.each([...ENGINES, "auto" as const])(
    "reconcileItems never sees an inherited call, polluted before or mid-pass (%s)",
    (engine) => {
      const said = { role: "user", content: "x" };
      const before = polluted(() => reconcileItems([said], { engine }));
      const trap = polluter();
      const midPass = polluted(() => {
        delete proto.type;
        delete proto.call_id;
        return reconcileItems([trap, said], { engine });
      });
      expect(before.repairs).toEqual([]);
      expect(before.items()).toEqual([said]);
      expect(midPass.repairs).toEqual([]);
      const items = midPass.items();
      expect(items[0]).toBe(trap);
      expect(items[1]).toBe(said);
      expect(Object.hasOwn(Object.prototype, "type")).toBe(false);
    },
  );
});
