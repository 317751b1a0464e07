// Hand-built transcripts the generators reach rarely, each at every cutoff, compared with the
// SPEC §5/§6 oracle on both engines. Each one kills a mutant that survived the mutation run
// (docs/reliability.md, "Mutation testing"): a call group at index 0, Chat groups answered out of
// order, a late output of a group's first call, a server call opening a group, a key repeated in
// one group after its early output.
import { pack } from "msgpackr";
import { describe, expect, it } from "vitest";
import {
  type Item,
  makeCompactionPlan,
  Projection,
  ReconciliationError,
  reconcileMsgpack,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, chatCalls, out, tool, user } from "../support/items.js";
import { cutoffOracle, reconcileOracle } from "./oracle.js";
import { isRepair } from "./transcripts.js";

type Obj = Record<string, unknown>;
const chat = chatCalls;
const server = (key: string): Obj => ({
  type: "tool_search_call",
  execution: "server",
  call_id: key,
  arguments: {},
});

const EXAMPLES: [string, Obj[]][] = [
  ["a call group at index 0", [call("a"), call("b"), out("a"), out("b"), user("u")]],
  ["Chat calls answered out of order", [chat("x"), chat("y"), tool("x"), user("u"), tool("y")]],
  [
    "a late output of a group's first call, after a later call",
    [user("u"), call("a"), call("b"), out("b"), call("c"), out("a"), out("c"), user("v")],
  ],
  ["a server call opening a group", [server("s"), call("b"), out("b"), user("u")]],
  [
    "a server call at 0, a group after it",
    [server("s"), user("u"), call("b"), call("c"), out("c"), out("b")],
  ],
  [
    "a key repeated in one group after its early output",
    [out("k"), call("k"), call("k"), user("u")],
  ],
  ["a trigger", [user("u"), { type: "compaction_trigger" }, call("a"), out("a")]],
  ["a call without a key", [user("u"), { type: "function_call", name: "f" }]],
];

const error = (e: ReconciliationError) => ({ reason: e.reason, index: e.index, callId: e.callId });

describe.each(ENGINES)("hand-built transcripts equal the oracle on the %s engine", (engine) => {
  it.each(EXAMPLES)("%s: reconciliation", (_, items) => {
    const expected = reconcileOracle(items, isRepair);
    let order: unknown[];
    try {
      const plan = reconcileMsgpack(pack(items), { engine, isRepairedOutput: isRepair });
      order = [...plan.order].map((e) => (e >= 0 ? e : "repair"));
    } catch (e) {
      if (!(e instanceof ReconciliationError)) throw e;
      expect(error(e)).toEqual(expected);
      return;
    }
    if ("reason" in expected) throw new Error(`expected ${expected.reason}, got a plan`);
    expect(order).toEqual(expected.order.map((e) => (typeof e === "number" ? e : "repair")));
  });

  it.each(EXAMPLES)("%s: start and unresolved calls at every cutoff", (_, items) => {
    const usable = items.filter((item) => item.type !== "compaction_trigger");
    for (let cutoff = 0; cutoff <= usable.length; cutoff++) {
      const expected = cutoffOracle(usable, cutoff, isRepair);
      let got: unknown;
      try {
        const plan = makeCompactionPlan(new Projection(usable as Item[]), {
          engine,
          cutoff,
          isRepairedOutput: isRepair,
        });
        got = {
          start: plan.start,
          unresolved: plan.unresolvedCalls.map((u) => [usable.indexOf(u.call as Obj), u.callId]),
        };
      } catch (e) {
        if (!(e instanceof ReconciliationError)) throw e;
        got = error(e);
      }
      const want =
        "reason" in expected
          ? expected
          : { start: expected.start, unresolved: expected.unresolved.map((s) => [s.item, s.key]) };
      expect({ cutoff, ...(got as object) }).toEqual({ cutoff, ...want });
    }
  });
});
