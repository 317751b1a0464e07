// Helpers for the resident-index tests: random appends, and plans as comparable plain data.
import fc from "fast-check";
import { expect } from "vitest";
import {
  type EngineName,
  type Item,
  makeCompactionPlan,
  type Projection,
  reconcileItems,
  validateFunctionCall,
} from "../../bindings/index.js";
import { call, chatCalls, out, reasoning, tool, user } from "./items.js";

const key = fc.constantFrom("a", "b", "c");

/** Items that collide a lot: calls, outputs before or after them, repairs, Chat groups, malformed keys. */
export const itemArb: fc.Arbitrary<Item> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null).map(() => user("u")) },
  { weight: 2, arbitrary: fc.constant(null).map(() => reasoning()) },
  { weight: 6, arbitrary: key.map((k) => call(k)) },
  { weight: 5, arbitrary: key.map((k) => out(k)) },
  { weight: 2, arbitrary: key.map((k) => out(k, "interrupted")) },
  {
    weight: 2,
    arbitrary: fc.uniqueArray(key, { minLength: 1, maxLength: 2 }).map((ks) => chatCalls(...ks)),
  },
  { weight: 2, arbitrary: key.map((k) => tool(k)) },
  {
    weight: 1,
    arbitrary: key.map((k) => ({ type: "web_search_call", id: k, status: "completed" })),
  },
  {
    weight: 1,
    arbitrary: key.map((k) => ({ type: "tool_search_call", call_id: k, execution: "server" })),
  },
  { weight: 1, arbitrary: fc.constant(null).map(() => call("")) },
  { weight: 1, arbitrary: key.map((k) => chatCalls(k, "")) },
);

const wideKey = fc.constantFrom("a", "b", "c", "d", "e", "f");

/** Small scenes of a transcript: answered, early, repaired-then-late, parallel, Chat, pending, noise. */
const sceneArb: fc.Arbitrary<Item[]> = fc.oneof(
  { weight: 3, arbitrary: itemArb.map((item) => [item]) },
  { weight: 3, arbitrary: wideKey.map((k) => [call(k), out(k)]) },
  { weight: 1, arbitrary: wideKey.map((k) => [out(k), call(k)]) },
  { weight: 2, arbitrary: wideKey.map((k) => [call(k), out(k, "interrupted"), out(k)]) },
  {
    weight: 2,
    arbitrary: fc
      .uniqueArray(wideKey, { minLength: 2, maxLength: 3 })
      .map((ks) => [...ks.map((k) => call(k)), ...ks.reverse().map((k) => out(k))]),
  },
  {
    weight: 1,
    arbitrary: fc
      .uniqueArray(wideKey, { minLength: 1, maxLength: 3 })
      .map((ks) => [chatCalls(...ks), ...ks.map((k) => tool(k))]),
  },
  { weight: 1, arbitrary: wideKey.map((k) => [reasoning(), call(k)]) },
);

/** Scenes cut into appends at random points, so appends split runs of calls and calls from outputs. */
export const appendsArb: fc.Arbitrary<Item[][]> = fc
  .tuple(fc.array(sceneArb, { maxLength: 10 }), fc.array(fc.nat({ max: 5 }), { maxLength: 12 }))
  .map(([scenes, sizes]) => {
    const items = scenes.flat();
    const appends: Item[][] = [];
    let at = 0;
    for (const size of sizes) {
      appends.push(items.slice(at, at + size));
      at += size;
    }
    appends.push(items.slice(at));
    return appends;
  });

export const isRepair = (o: Item) => (o as { output?: unknown }).output === "interrupted";

/** An outcome as plain data: the error's fields, or the plan with items named by index. */
function outcome(run: () => object, name: (item: unknown) => unknown): unknown {
  try {
    return run();
  } catch (error) {
    const e = error as {
      name: string;
      code: string;
      reason?: string;
      index?: number;
      callId?: string;
      item?: unknown;
    };
    return {
      error: e.name,
      code: e.code,
      reason: e.reason,
      index: e.index,
      callId: e.callId,
      item: name(e.item),
    };
  }
}

function namer(projection: Projection): (item: unknown) => unknown {
  const items = projection.items();
  return (item) => {
    const at = items.indexOf(item as Item);
    return at >= 0 ? at : item;
  };
}

/** A repair of the right kind (a Chat call needs a tool message). */
const repairFor = (r: { call: Item; callId: string }) =>
  "tool_calls" in (r.call as object) ? tool(r.callId, "repaired") : out(r.callId, "repaired");

/** reconcileItems on `engine`, as plain data. */
export function reconcileOutcome(
  projection: Projection,
  engine: EngineName,
  repaired: boolean,
): unknown {
  const name = namer(projection);
  return outcome(() => {
    const plan = reconcileItems(projection, {
      engine,
      isRepairedOutput: repaired ? isRepair : undefined,
    });
    return {
      repairs: plan.repairs.map((r) => [name(r.call), r.callId]),
      dropped: plan.droppedLateOutputs.map(name),
      items: plan.items({ repairOutput: repairFor }).map(name),
    };
  }, name);
}

/** makeCompactionPlan on `engine` at `cutoff`, as plain data. */
export function compactionOutcome(
  projection: Projection,
  engine: EngineName,
  cutoff: number,
  repaired: boolean,
): unknown {
  const name = namer(projection);
  return outcome(() => {
    const plan = makeCompactionPlan(projection, {
      engine,
      cutoff,
      isRepairedOutput: repaired ? isRepair : undefined,
    });
    return {
      start: plan.start,
      unresolved: plan.unresolvedCalls.map((u) => [name(u.call), u.callId]),
      items: plan.items().map(name),
    };
  }, name);
}

/** validateFunctionCall of a call with `key` against the projection, as plain data. */
export function validateOutcome(preceding: Projection | readonly Item[], key: string): unknown {
  return outcome(
    () => ({ ok: Boolean(validateFunctionCall(call(key), { precedingItems: preceding })) }),
    (i) => i,
  );
}

/** Reconcile and a compaction at `cutoff` on the wasm engine equal the reference engine's, with and without repairs. */
export function expectSameAsReference(projection: Projection, cutoff: number): void {
  for (const repaired of [false, true]) {
    expect(reconcileOutcome(projection, "wasm", repaired)).toEqual(
      reconcileOutcome(projection, "reference", repaired),
    );
    expect(compactionOutcome(projection, "wasm", cutoff, repaired)).toEqual(
      compactionOutcome(projection, "reference", cutoff, repaired),
    );
  }
}
