import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  ERR_NONE,
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_OTHER, KIND_CALL, KIND_OUTPUT, KIND_CHAT_CALLS, KIND_TRIGGER, KIND_MALFORMED, KIND_BOUNDARY,
  MP_INVALID,
  MP_OK,
  MP_TRAILING,
  PLAN_REPAIRED, PLAN_ERROR_INDEX, PLAN_ERROR_KEY, PLAN_ORDER, PLAN_ORDER_LEN, PLAN_PAIRS,
  PLAN_PAIR_COUNT, PLAN_DROPPED, PLAN_DROPPED_LEN, PLAN_START,
} from "../../common/codes";
import {
  cutoff,
  reconcile,
} from "../index";
import { Bytes } from "./bytes";
import { Descriptors, ints, plan } from "./descriptors";

const NEEDS = FLAG_NEEDS_OUTPUT;

function order(items: Descriptors): i32[] {
  expect(items.load()).toBe(MP_OK);
  expect(reconcile()).toBe(ERR_NONE);
  return ints(plan(PLAN_ORDER), plan(PLAN_ORDER_LEN));
}

function failure(items: Descriptors): i32[] {
  expect(items.load()).toBe(MP_OK);
  let reason = reconcile();
  return [reason, plan(PLAN_ERROR_INDEX), plan(PLAN_ERROR_KEY)];
}

describe("reconcile", () => {
  it("moves an output next to its call", () => {
    expect(order(new Descriptors().call("a").other().out("a"))).toStrictEqual([0, 2, 1]);
    expect(order(new Descriptors().out("a").other().call("a"))).toStrictEqual([1, 2, 0]);
  });

  it("keeps a run of calls together with outputs in call order", () => {
    let items = new Descriptors().call("a").call("b").other().out("b").out("a");
    expect(order(items)).toStrictEqual([0, 1, 4, 3, 2]);
  });

  it("adds repair slots for client calls only", () => {
    let items = new Descriptors().call("a").call("s", 0).call("b").other();
    expect(order(items)).toStrictEqual([0, 1, 2, -1, -2, 3]);
    expect(ints(plan(PLAN_PAIRS), plan(PLAN_PAIR_COUNT) * 2)).toStrictEqual([0, 0, 2, 0]);
  });

  it("orders a chat group's outputs by entry", () => {
    let items = new Descriptors().add(KIND_CHAT_CALLS, NEEDS, ["x", "y", "z"]).out("z").out("x");
    expect(order(items)).toStrictEqual([0, 2, -1, 1]);
    expect(ints(plan(PLAN_PAIRS), 2)).toStrictEqual([0, 1]);
  });

  it("keeps orphans in place and accepts key reuse after an answer", () => {
    expect(order(new Descriptors().out("q").other().out("q"))).toStrictEqual([0, 1, 2]);
    let reuse = new Descriptors().call("a").out("a").call("a").out("a");
    expect(order(reuse)).toStrictEqual([0, 1, 2, 3]);
  });

  it("ends correlation at a compaction boundary, both ways; keys are scoped to their segment", () => {
    // [output a, compaction, call a]: the output stays an orphan, the call is repaired.
    expect(order(new Descriptors().out("a").add(KIND_BOUNDARY, FLAG_PRIVATE).call("a"))).toStrictEqual([0, 1, 2, -1]);
    // [call a, compaction, output a]: the call is repaired in its segment, the output an orphan.
    expect(order(new Descriptors().call("a").add(KIND_BOUNDARY, FLAG_PRIVATE).out("a"))).toStrictEqual([0, -1, 1, 2]);
    // The same key on both sides of a compaction is two calls, not a duplicate.
    let twice = new Descriptors().call("a").add(KIND_BOUNDARY, FLAG_PRIVATE).call("a").out("a");
    expect(order(twice)).toStrictEqual([0, -1, 1, 2, 3]);
  });

  it("reports errors at the lowest index", () => {
    expect(failure(new Descriptors().call("a").call("a"))).toStrictEqual([ERR_DUPLICATE_CALL, 1, 0]);
    let chat = new Descriptors().add(KIND_CHAT_CALLS, NEEDS, ["x", "y", "x"]);
    expect(failure(chat)).toStrictEqual([ERR_DUPLICATE_CALL, 0, 2]);
    // A key repeated in one Responses run is a duplicate even when an early output answered it.
    let run = new Descriptors().out("a").call("a").call("a");
    expect(failure(run)).toStrictEqual([ERR_DUPLICATE_CALL, 2, 0]);
    let outs = new Descriptors().call("a").out("a").out("a");
    expect(failure(outs)).toStrictEqual([ERR_DUPLICATE_OUTPUT, 2, 0]);
    let early = new Descriptors().other().out("a").out("a").call("a").add(KIND_MALFORMED, 0);
    expect(failure(early)).toStrictEqual([ERR_DUPLICATE_OUTPUT, 2, 0]);
    let trigger = new Descriptors().add(KIND_TRIGGER, 0).add(KIND_MALFORMED, 0);
    expect(failure(trigger)).toStrictEqual([ERR_COMPACTION_TRIGGER, 0, -1]);
    expect(failure(new Descriptors().other().add(KIND_MALFORMED, 0))).toStrictEqual([ERR_MALFORMED_ITEM, 1, -1]);
  });

  it("drops a late output after a repair", () => {
    let items = new Descriptors().call("a").out("a").other().out("a");
    expect(items.load()).toBe(MP_OK);
    store<u8>(plan(PLAN_REPAIRED) + 1, 1);
    expect(reconcile()).toBe(ERR_NONE);
    expect(ints(plan(PLAN_ORDER), plan(PLAN_ORDER_LEN))).toStrictEqual([0, 1, 2]);
    expect(ints(plan(PLAN_DROPPED), plan(PLAN_DROPPED_LEN))).toStrictEqual([3]);
  });

  it("rejects descriptors of the wrong shape", () => {
    expect(new Descriptors().add(9, 0).load()).toBe(MP_INVALID);
    expect(new Descriptors().add(KIND_CALL, NEEDS).load()).toBe(MP_INVALID);
    expect(new Descriptors().add(KIND_OTHER, 0, ["k"]).load()).toBe(MP_INVALID);
    expect(new Descriptors().other().load([0])).toBe(MP_TRAILING);
  });

  it("reads heads and keys past the in-place forms (array32 heads, str8 keys, more keys than items)", () => {
    let keys: string[] = [];
    for (let i = 0; i < 40; i++) keys.push("k" + i.toString());
    let long = "call_" + "x".repeat(40); // a str8 key
    let items = new Descriptors().add(KIND_CHAT_CALLS, NEEDS, keys).call(long).out(long).out("k39");
    expect(order(items)).toStrictEqual(orderOfChatWithRepairs(40, 39, 3, [1, 2]));
    expect(failure(new Descriptors().call(long).call(long))).toStrictEqual([ERR_DUPLICATE_CALL, 1, 0]);
  });

  it("rejects a bad item after good ones, and a cut key", () => {
    expect(new Descriptors().call("a").out("a").add(KIND_OUTPUT, 0, ["a", "b"]).load()).toBe(MP_INVALID);
    let cut = new Descriptors().call("abc");
    cut.body.data.pop(); // the key's last byte
    expect(cut.load()).not.toBe(MP_OK);
  });
});

/** The order of a chat group of `n` keys whose key `answered` has its output at `outAt`, then `rest`. */
function orderOfChatWithRepairs(n: i32, answered: i32, outAt: i32, rest: i32[]): i32[] {
  let out: i32[] = [0];
  let repair = 0;
  for (let k = 0; k < n; k++) out.push(k == answered ? outAt : -++repair);
  for (let i = 0; i < rest.length; i++) out.push(rest[i]);
  return out;
}

describe("cutoff", () => {
  it("starts at the cutoff when every call is resolved", () => {
    let items = new Descriptors().call("a").out("a").other().other();
    expect(items.load()).toBe(MP_OK);
    expect(cutoff(3)).toBe(ERR_NONE);
    expect(plan(PLAN_START)).toBe(3);
    expect(plan(PLAN_PAIR_COUNT)).toBe(0);
  });

  it("starts at the earliest unresolved group, over its private context", () => {
    let items = new Descriptors().other().other(FLAG_PRIVATE).call("a").call("b").out("a").other();
    expect(items.load()).toBe(MP_OK);
    expect(cutoff(6)).toBe(ERR_NONE);
    expect(plan(PLAN_START)).toBe(1);
    expect(ints(plan(PLAN_PAIRS), plan(PLAN_PAIR_COUNT) * 2)).toStrictEqual([3, 0]);
  });

  it("pulls back a group whose output lies after the start", () => {
    let items = new Descriptors().call("a").other().call("b").out("a").other();
    expect(items.load()).toBe(MP_OK);
    expect(cutoff(5)).toBe(ERR_NONE);
    expect(plan(PLAN_START)).toBe(0);
    expect(ints(plan(PLAN_PAIRS), plan(PLAN_PAIR_COUNT) * 2)).toStrictEqual([2, 0]);
  });

  it("counts an output at or after the cutoff as unresolved", () => {
    let items = new Descriptors().other().call("a").other().out("a");
    expect(items.load()).toBe(MP_OK);
    expect(cutoff(3)).toBe(ERR_NONE);
    expect(plan(PLAN_START)).toBe(1);
    expect(ints(plan(PLAN_PAIRS), 2)).toStrictEqual([1, 0]);
  });
});
