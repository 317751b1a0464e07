// The resident index's life: built on first use after init, kept on append, rebuilt on replace and
// after a trap, freed on dispose; the predicate asked between core calls.

import { describe, expect, it } from "vitest";
import { requireCore, withCore } from "../../bindings/engine/loader.js";
import { residentIndexOf } from "../../bindings/engine/resident-engine.js";
import { ResidentIndex } from "../../bindings/engine/resident-index.js";
import { AUTO_RESIDENT_THRESHOLD } from "../../bindings/engine/select.js";
import {
  type Item,
  initSync,
  Projection,
  reconcileItems,
  TranscriptError,
} from "../../bindings/index.js";
import { projectionInternals } from "../../bindings/projection.js";
import { PLAN_ITEMS } from "../../common/codes.js";
import { debugHooks, debugWasm } from "../support/debug-core.js";
import { call, out, repairOf, user } from "../support/items.js";
import { expectSameAsReference, isRepair } from "../support/resident.js";

const sample = (): Item[] => [
  user("u"),
  call("a"),
  call("b"),
  out("b"),
  out("a", "interrupted"),
  out("a"),
];

// This file initializes the core itself: the first test runs before init.
describe("resident index life", () => {
  it("before init: auto plans on the reference engine and attaches nothing; wasm is not-initialized", () => {
    const projection = new Projection(sample());
    expect(
      reconcileItems(projection, { isRepairedOutput: isRepair }).droppedLateOutputs,
    ).toHaveLength(1);
    expect(projectionInternals.residentSlot(projection)).toBeUndefined();
    expect(() => reconcileItems(projection, { engine: "wasm" })).toThrow(
      expect.objectContaining({ code: "not-initialized" }),
    );
    initSync(debugWasm()); // the debug build: its test hooks are used below
    projection.append(call("c"));
    expectSameAsReference(projection, 3);
    expect(projectionInternals.residentSlot(projection)).toBeInstanceOf(ResidentIndex);
  });

  it("is kept current on append, across a run of calls split by the append", () => {
    const projection = new Projection([user("u"), call("a")]);
    reconcileItems(projection, { engine: "wasm", isRepairedOutput: isRepair });
    projection.append(call("b"), out("a"));
    projection.append(out("b"), call("c"));
    expectSameAsReference(projection, 3);
    expect(reconcileItems(projection, { engine: "wasm" }).repairs.map((r) => r.callId)).toEqual([
      "c",
    ]);
  });

  it("auto uses the index once attached; a long projection gets one on its second call", () => {
    const small = new Projection(sample());
    reconcileItems(small, { isRepairedOutput: isRepair });
    expect(projectionInternals.residentSlot(small)).toBeUndefined();
    reconcileItems(small, { engine: "wasm", isRepairedOutput: isRepair });
    const slot = projectionInternals.residentSlot(small);
    reconcileItems(small, { isRepairedOutput: isRepair });
    expect(projectionInternals.residentSlot(small)).toBe(slot);
    const items = Array.from({ length: AUTO_RESIDENT_THRESHOLD }, (_, i) => user(`u${i}`));
    const large = new Projection(items);
    reconcileItems(large); // planned once: an empty index, no core memory yet
    const index = projectionInternals.residentSlot(large);
    expect(index).toBeInstanceOf(ResidentIndex);
    const core = requireCore();
    const before = core.memory.buffer.byteLength;
    reconcileItems(large);
    expect(projectionInternals.residentSlot(large)).toBe(index);
    expect(
      core.planField(
        (index as ResidentIndex).ensure(core, projectionInternals.descriptors(large)),
        PLAN_ITEMS,
      ),
    ).toBe(AUTO_RESIDENT_THRESHOLD);
    expect(core.memory.buffer.byteLength).toBeGreaterThanOrEqual(before);
  });

  it("replace builds a new index before the swap; a throwing replace leaves the old one", () => {
    const projection = new Projection(sample());
    reconcileItems(projection, { engine: "wasm", isRepairedOutput: isRepair });
    const before = projectionInternals.residentSlot(projection);
    expect(() => projection.replace([call("x"), 42 as unknown as Item])).toThrow(TranscriptError);
    expect(projectionInternals.residentSlot(projection)).toBe(before);
    expectSameAsReference(projection, 3);
    projection.replace([out("a"), call("a"), call("a")]);
    expect(projectionInternals.residentSlot(projection)).not.toBe(before);
    expectSameAsReference(projection, 3);
  });

  it("after a trap the index is rebuilt from the projection's descriptors", () => {
    const projection = new Projection(sample());
    reconcileItems(projection, { engine: "wasm", isRepairedOutput: isRepair });
    expect(() => withCore((core) => debugHooks(core).testTrap())).toThrow(
      expect.objectContaining({ code: "wasm-failure" }),
    );
    projection.append(call("z")); // not synced: the index lived in the old instance
    expectSameAsReference(projection, 3);
    const plan = reconcileItems(projection, { engine: "wasm", isRepairedOutput: isRepair });
    expect(plan.repairs.map((r) => r.callId)).toEqual(["z"]);
  });

  it("dispose frees the state in the core", () => {
    const projection = new Projection(sample());
    const index = residentIndexOf(projection);
    const core = requireCore();
    const handle = index.ensure(core, projectionInternals.descriptors(projection));
    expect(core.planField(handle, PLAN_ITEMS)).toBe(6);
    index.dispose();
    expect(core.planField(handle, PLAN_ITEMS)).toBe(-1);
    expectSameAsReference(projection, 3); // attached again on use
  });

  it("asks the predicate only on the first and second outputs of a slot, ascending", () => {
    const items: Item[] = [out("o"), call("a"), repairOf("a"), out("o"), out("a"), user("u")];
    const askedBy = (engine: "wasm" | "reference") => {
      const asked: number[] = [];
      const projection = new Projection(items);
      const plan = reconcileItems(projection, {
        engine,
        isRepairedOutput: (o) => {
          asked.push(items.indexOf(o));
          return isRepair(o);
        },
      });
      return { asked, dropped: plan.droppedLateOutputs };
    };
    expect(askedBy("wasm")).toEqual({ asked: [2, 4], dropped: [items[4]] });
    expect(askedBy("reference")).toEqual({ asked: [0, 2, 3, 4], dropped: [items[4]] });
  });

  it("asks in ascending order when the core's rows interleave their outputs", () => {
    // Rows come by second output (a: 3 then 5, b: 2 then 6): the predicate still sees 2, 3, 5, 6.
    const items: Item[] = [call("a"), call("b"), repairOf("b"), repairOf("a"), user("u")];
    items.push(out("a"), out("b"));
    const asked: number[] = [];
    const plan = reconcileItems(new Projection(items), {
      engine: "wasm",
      isRepairedOutput: (o) => {
        asked.push(items.indexOf(o));
        return isRepair(o);
      },
    });
    expect(asked).toEqual([2, 3, 5, 6]);
    expect(plan.droppedLateOutputs).toEqual([items[5], items[6]]);
  });

  it("a predicate that appends to the projection: the captured items are planned", () => {
    const projection = new Projection([call("a"), repairOf("a"), out("a")]);
    reconcileItems(projection, { engine: "wasm", isRepairedOutput: isRepair });
    const plan = reconcileItems(projection, {
      engine: "wasm",
      isRepairedOutput: (o) => {
        if (projection.length === 3) projection.append(call("late"));
        return isRepair(o);
      },
    });
    expect(plan.items().length).toBe(2);
    expect(plan.repairs).toEqual([]);
    expectSameAsReference(projection, 3);
  });
});
