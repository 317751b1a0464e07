import { Packr } from "msgpackr";
import { describe, expect, it } from "vitest";
// The instances of nothing the library holds so V8 keeps its classes' shapes (and the optimized
// code built on them) across full GCs: made at a class's first use, once, and holding nothing of
// any caller's transcript.
import {
  CompactionPlan,
  type Item,
  MsgpackCompactionPlan,
  MsgpackReconciliationPlan,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  Projection,
  ReconciliationPlan,
  reconcileItems,
  reconcileMsgpack,
} from "../../bindings/index.js";
import { kept } from "../../bindings/internal/hooks.js";
import "../support/engines.js";
import { call, out, user } from "../support/items.js";

const transcript = () => [user("hi"), call("a"), out("a"), call("b")] as Item[];
const packed = () => new Packr({ useRecords: false }).pack(transcript()) as Uint8Array;

describe("held shapes", () => {
  it("a reconciliation plan of nothing, made once, whatever the engine", () => {
    const items = transcript();
    for (const engine of ["auto", "reference", "wasm"] as const) reconcileItems(items, { engine });
    const held = kept.heldShapes.plan as ReconciliationPlan;
    expect(held).toBeInstanceOf(ReconciliationPlan);
    expect(held.repairs).toEqual([{ call: {}, callId: "" }]); // none of the caller's items
    expect(held.droppedOrphans).toEqual([]);
    reconcileItems(transcript());
    expect(kept.heldShapes.plan).toBe(held);
  });

  it("a compaction plan of nothing over a projection of nothing", () => {
    const projection = new Projection(transcript());
    makeCompactionPlan(projection);
    const held = kept.heldShapes.compaction as CompactionPlan;
    expect(held).toBeInstanceOf(CompactionPlan);
    expect(held.items()).toEqual([]);
    expect(held.unresolvedCalls).toEqual([{ call: {}, callId: "" }]); // none of the caller's items
    makeCompactionPlan(projection, { cutoff: 2 });
    expect(kept.heldShapes.compaction).toBe(held);
  });

  it("msgpack plans of nothing and a walker of nothing", () => {
    reconcileMsgpack(packed(), { engine: "reference" });
    makeCompactionPlanMsgpack(packed(), { engine: "reference" });
    const [plan, compaction] = kept.heldShapes.msgpack as [object, object];
    expect(plan).toBeInstanceOf(MsgpackReconciliationPlan);
    expect(compaction).toBeInstanceOf(MsgpackCompactionPlan);
    expect((plan as MsgpackReconciliationPlan).length).toBe(0);
    expect((compaction as MsgpackCompactionPlan).retained).toEqual(new Int32Array(0));
    expect(kept.heldShapes.walker).toMatchObject({ pos: 0, limit: 0 });
    const walker = kept.heldShapes.walker;
    reconcileMsgpack(packed(), { engine: "reference" });
    expect(kept.heldShapes.walker).toBe(walker);
  });
});
