import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  ERR_NONE,
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_BOUNDARY,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OTHER,
  KIND_OUTPUT,
  KIND_TRIGGER,
  MP_INVALID,
  MP_OK,
  MP_TRAILING,
  PLAN_REPAIRED, PLAN_ERROR_INDEX, PLAN_ERROR_KEY, PLAN_ORDER, PLAN_ORDER_LEN, PLAN_PAIRS,
  PLAN_PAIR_COUNT, PLAN_DROPPED, PLAN_DROPPED_LEN, PLAN_START,
} from "../../common/codes";
import {
  cutoff,
  inputAlloc,
  oneShot,
  planField,
  prepare,
  reconcile,
} from "../index";
import { Bytes } from "./bytes";

// The one-shot plan's results, read by handle (assembly/plan.ts) as the bindings read them.
function errorIndex(): i32 {
  return planField(oneShot(), PLAN_ERROR_INDEX);
}
function errorKey(): i32 {
  return planField(oneShot(), PLAN_ERROR_KEY);
}
function repairedFlagsPtr(): usize {
  return planField(oneShot(), PLAN_REPAIRED);
}
function resultOrderPtr(): usize {
  return planField(oneShot(), PLAN_ORDER);
}
function resultOrderLen(): i32 {
  return planField(oneShot(), PLAN_ORDER_LEN);
}
function resultPairsPtr(): usize {
  return planField(oneShot(), PLAN_PAIRS);
}
function resultRepairCount(): i32 {
  return planField(oneShot(), PLAN_PAIR_COUNT);
}
function resultUnresolvedCount(): i32 {
  return planField(oneShot(), PLAN_PAIR_COUNT);
}
function resultDroppedPtr(): usize {
  return planField(oneShot(), PLAN_DROPPED);
}
function resultDroppedLen(): i32 {
  return planField(oneShot(), PLAN_DROPPED_LEN);
}
function resultStart(): i32 {
  return planField(oneShot(), PLAN_START);
}

const NEEDS = FLAG_NEEDS_OUTPUT;

/** Descriptors under construction: [kind, flags, keys...] per item. */
class Items {
  b: Bytes = new Bytes();
  count: i32 = 0;
  body: Bytes = new Bytes();

  add(kind: i32, flags: i32, keys: string[] = []): Items {
    this.body.arr(2 + keys.length).byte(kind).byte(flags);
    for (let i = 0; i < keys.length; i++) this.body.str(keys[i]);
    this.count++;
    return this;
  }
  call(key: string, flags: i32 = NEEDS): Items {
    return this.add(KIND_CALL, flags, [key]);
  }
  out(key: string): Items {
    return this.add(KIND_OUTPUT, 0, [key]);
  }
  other(flags: i32 = 0): Items {
    return this.add(KIND_OTHER, flags);
  }

  /** Writes the descriptors into the core and parses them; MP_* status. */
  load(extra: u8[] = []): i32 {
    let all = new Bytes().arr(this.count).raw(this.body.data).raw(extra);
    let ptr = inputAlloc(all.length);
    for (let i = 0; i < all.length; i++) store<u8>(ptr + <usize>i, all.data[i]);
    return prepare(all.length, 1000, 7);
  }
}

function ints(ptr: usize, len: i32): i32[] {
  let out = new Array<i32>(len);
  for (let i = 0; i < len; i++) out[i] = load<i32>(ptr + (<usize>i << 2));
  return out;
}

function order(items: Items): i32[] {
  expect(items.load()).toBe(MP_OK);
  expect(reconcile()).toBe(ERR_NONE);
  return ints(resultOrderPtr(), resultOrderLen());
}

function failure(items: Items): i32[] {
  expect(items.load()).toBe(MP_OK);
  let reason = reconcile();
  return [reason, errorIndex(), errorKey()];
}

describe("reconcile", () => {
  it("moves an output next to its call", () => {
    expect(order(new Items().call("a").other().out("a"))).toStrictEqual([0, 2, 1]);
    expect(order(new Items().out("a").other().call("a"))).toStrictEqual([1, 2, 0]);
  });

  it("keeps a run of calls together with outputs in call order", () => {
    let items = new Items().call("a").call("b").other().out("b").out("a");
    expect(order(items)).toStrictEqual([0, 1, 4, 3, 2]);
  });

  it("adds repair slots for client calls only", () => {
    let items = new Items().call("a").call("s", 0).call("b").other();
    expect(order(items)).toStrictEqual([0, 1, 2, -1, -2, 3]);
    expect(ints(resultPairsPtr(), resultRepairCount() * 2)).toStrictEqual([0, 0, 2, 0]);
  });

  it("orders a chat group's outputs by entry", () => {
    let items = new Items().add(KIND_CHAT_CALLS, NEEDS, ["x", "y", "z"]).out("z").out("x");
    expect(order(items)).toStrictEqual([0, 2, -1, 1]);
    expect(ints(resultPairsPtr(), 2)).toStrictEqual([0, 1]);
  });

  it("keeps orphans in place and accepts key reuse after an answer", () => {
    expect(order(new Items().out("q").other().out("q"))).toStrictEqual([0, 1, 2]);
    let reuse = new Items().call("a").out("a").call("a").out("a");
    expect(order(reuse)).toStrictEqual([0, 1, 2, 3]);
  });

  it("ends correlation at a compaction boundary, both ways; keys are scoped to their segment", () => {
    // [output a, compaction, call a]: the output stays an orphan, the call is repaired.
    expect(order(new Items().out("a").add(KIND_BOUNDARY, FLAG_PRIVATE).call("a"))).toStrictEqual([0, 1, 2, -1]);
    // [call a, compaction, output a]: the call is repaired in its segment, the output an orphan.
    expect(order(new Items().call("a").add(KIND_BOUNDARY, FLAG_PRIVATE).out("a"))).toStrictEqual([0, -1, 1, 2]);
    // The same key on both sides of a compaction is two calls, not a duplicate.
    let twice = new Items().call("a").add(KIND_BOUNDARY, FLAG_PRIVATE).call("a").out("a");
    expect(order(twice)).toStrictEqual([0, -1, 1, 2, 3]);
  });

  it("reports errors at the lowest index", () => {
    expect(failure(new Items().call("a").call("a"))).toStrictEqual([ERR_DUPLICATE_CALL, 1, 0]);
    let chat = new Items().add(KIND_CHAT_CALLS, NEEDS, ["x", "y", "x"]);
    expect(failure(chat)).toStrictEqual([ERR_DUPLICATE_CALL, 0, 2]);
    // A key repeated in one Responses run is a duplicate even when an early output answered it.
    let run = new Items().out("a").call("a").call("a");
    expect(failure(run)).toStrictEqual([ERR_DUPLICATE_CALL, 2, 0]);
    let outs = new Items().call("a").out("a").out("a");
    expect(failure(outs)).toStrictEqual([ERR_DUPLICATE_OUTPUT, 2, 0]);
    let early = new Items().other().out("a").out("a").call("a").add(KIND_MALFORMED, 0);
    expect(failure(early)).toStrictEqual([ERR_DUPLICATE_OUTPUT, 2, 0]);
    let trigger = new Items().add(KIND_TRIGGER, 0).add(KIND_MALFORMED, 0);
    expect(failure(trigger)).toStrictEqual([ERR_COMPACTION_TRIGGER, 0, -1]);
    expect(failure(new Items().other().add(KIND_MALFORMED, 0))).toStrictEqual([ERR_MALFORMED_ITEM, 1, -1]);
  });

  it("drops a late output after a repair", () => {
    let items = new Items().call("a").out("a").other().out("a");
    expect(items.load()).toBe(MP_OK);
    store<u8>(repairedFlagsPtr() + 1, 1);
    expect(reconcile()).toBe(ERR_NONE);
    expect(ints(resultOrderPtr(), resultOrderLen())).toStrictEqual([0, 1, 2]);
    expect(ints(resultDroppedPtr(), resultDroppedLen())).toStrictEqual([3]);
  });

  it("rejects descriptors of the wrong shape", () => {
    expect(new Items().add(9, 0).load()).toBe(MP_INVALID);
    expect(new Items().add(KIND_CALL, NEEDS).load()).toBe(MP_INVALID);
    expect(new Items().add(KIND_OTHER, 0, ["k"]).load()).toBe(MP_INVALID);
    expect(new Items().other().load([0])).toBe(MP_TRAILING);
  });

  it("reads heads and keys past the in-place forms (array32 heads, str8 keys, more keys than items)", () => {
    let keys: string[] = [];
    for (let i = 0; i < 40; i++) keys.push("k" + i.toString());
    let long = "call_" + "x".repeat(40); // a str8 key
    let items = new Items().add(KIND_CHAT_CALLS, NEEDS, keys).call(long).out(long).out("k39");
    expect(order(items)).toStrictEqual(orderOfChatWithRepairs(40, 39, 3, [1, 2]));
    expect(failure(new Items().call(long).call(long))).toStrictEqual([ERR_DUPLICATE_CALL, 1, 0]);
  });

  it("rejects a bad item after good ones, and a cut key", () => {
    expect(new Items().call("a").out("a").add(KIND_OUTPUT, 0, ["a", "b"]).load()).toBe(MP_INVALID);
    let cut = new Items().call("abc");
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
    let items = new Items().call("a").out("a").other().other();
    expect(items.load()).toBe(MP_OK);
    expect(cutoff(3)).toBe(ERR_NONE);
    expect(resultStart()).toBe(3);
    expect(resultUnresolvedCount()).toBe(0);
  });

  it("starts at the earliest unresolved group, over its private context", () => {
    let items = new Items().other().other(FLAG_PRIVATE).call("a").call("b").out("a").other();
    expect(items.load()).toBe(MP_OK);
    expect(cutoff(6)).toBe(ERR_NONE);
    expect(resultStart()).toBe(1);
    expect(ints(resultPairsPtr(), resultUnresolvedCount() * 2)).toStrictEqual([3, 0]);
  });

  it("pulls back a group whose output lies after the start", () => {
    let items = new Items().call("a").other().call("b").out("a").other();
    expect(items.load()).toBe(MP_OK);
    expect(cutoff(5)).toBe(ERR_NONE);
    expect(resultStart()).toBe(0);
    expect(ints(resultPairsPtr(), resultUnresolvedCount() * 2)).toStrictEqual([2, 0]);
  });

  it("counts an output at or after the cutoff as unresolved", () => {
    let items = new Items().other().call("a").other().out("a");
    expect(items.load()).toBe(MP_OK);
    expect(cutoff(3)).toBe(ERR_NONE);
    expect(resultStart()).toBe(1);
    expect(ints(resultPairsPtr(), 2)).toStrictEqual([1, 0]);
  });
});
