import {
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  ERR_NONE,
  FLAG_NEEDS_OUTPUT,
  KIND_OTHER, KIND_MALFORMED,
  MP_INVALID,
  MP_OK,
  MP_TRAILING,
  PLAN_ITEMS, PLAN_ASKED, PLAN_REPAIRED, PLAN_ERROR_REASON, PLAN_ERROR_INDEX, PLAN_ERROR_KEY,
  PLAN_ORDER, PLAN_ORDER_LEN, PLAN_PAIRS, PLAN_PAIR_COUNT, PLAN_DROPPED, PLAN_DROPPED_LEN,
  PLAN_START,
} from "../../common/codes";
import {
  planField,
  residentAmbiguous,
  residentCreate,
  residentCutoff,
  residentFree,
  residentHasCall,
  residentInput,
  residentMalformed,
  residentReconcile,
} from "../index";
import { Bytes } from "./bytes";
import { Descriptors, ints } from "./descriptors";

const NEEDS = FLAG_NEEDS_OUTPUT;

/** The reconcile order (written to the handle's out block). */
function order(handle: usize): i32[] {
  expect(residentReconcile(handle, 0)).toBe(MP_OK);
  return ints(planField(handle, PLAN_ORDER), planField(handle, PLAN_ORDER_LEN));
}

function pairs(handle: usize): i32[] {
  return ints(planField(handle, PLAN_PAIRS), planField(handle, PLAN_PAIR_COUNT) * 2);
}

function errorOf(handle: usize): i32[] {
  return [
    planField(handle, PLAN_ERROR_REASON),
    planField(handle, PLAN_ERROR_INDEX),
    planField(handle, PLAN_ERROR_KEY),
  ];
}

/** Does a call hold `key`? (The key is written to the input block, as the bindings do.) */
function hasCall(handle: usize, key: string): i32 {
  let bytes = Uint8Array.wrap(String.UTF8.encode(key));
  let ptr = residentInput(handle, bytes.length);
  for (let i = 0; i < bytes.length; i++) store<u8>(ptr + <usize>i, bytes[i]);
  return residentHasCall(handle, bytes.length);
}

describe("resident create / append / free", () => {
  it("starts empty and clean", () => {
    let h = residentCreate(7);
    expect(h).not.toBe(0);
    expect(planField(h, PLAN_ITEMS)).toBe(0);
    expect(errorOf(h)).toStrictEqual([ERR_NONE, -1, -1]);
    expect(residentMalformed(h)).toBe(0);
    expect(order(h)).toStrictEqual([]);
    residentFree(h);
  });

  it("keeps a run of calls split across two appends as one group", () => {
    let h = residentCreate(1);
    expect(new Descriptors().call("a").call("b").append(h)).toBe(MP_OK);
    expect(planField(h, PLAN_ITEMS)).toBe(2);
    expect(new Descriptors().call("c").other().out("c").out("a").append(h)).toBe(MP_OK);
    expect(planField(h, PLAN_ITEMS)).toBe(6);
    expect(planField(h, PLAN_ERROR_REASON)).toBe(ERR_NONE);
    // One group {0, 1, 2}: its outputs (a -> 5, b repaired, c -> 4) follow item 2, in slot order.
    expect(order(h)).toStrictEqual([0, 1, 2, 5, -1, 4, 3]);
    expect(pairs(h)).toStrictEqual([1, 0]);
    residentFree(h);
  });

  it("pulls the whole split run back for an unresolved slot in its second half", () => {
    let h = residentCreate(2);
    expect(new Descriptors().call("a").append(h)).toBe(MP_OK);
    expect(new Descriptors().call("b").out("a").other().out("b").append(h)).toBe(MP_OK);
    // b (item 1) is unresolved at cutoff 3: its group starts at item 0, not 1.
    expect(residentCutoff(h, 3, -2)).toBe(MP_OK);
    expect(planField(h, PLAN_START)).toBe(0);
    expect(pairs(h)).toStrictEqual([1, 0]);
    // Every call resolved before the cutoff: the start is the cutoff.
    expect(residentCutoff(h, 5, -2)).toBe(MP_OK);
    expect(planField(h, PLAN_START)).toBe(5);
    expect(planField(h, PLAN_PAIR_COUNT)).toBe(0);
    residentFree(h);
  });

  it("pairs an output appended before its call", () => {
    let h = residentCreate(3);
    expect(new Descriptors().out("x").other().append(h)).toBe(MP_OK);
    expect(new Descriptors().call("x").append(h)).toBe(MP_OK);
    expect(planField(h, PLAN_ERROR_REASON)).toBe(ERR_NONE);
    expect(order(h)).toStrictEqual([1, 2, 0]);
    expect(planField(h, PLAN_PAIR_COUNT)).toBe(0);
    residentFree(h);
  });

  it("leaves an output without a call as an orphan in place", () => {
    let h = residentCreate(4);
    expect(new Descriptors().out("q").other().out("q").append(h)).toBe(MP_OK);
    expect(planField(h, PLAN_ERROR_REASON)).toBe(ERR_NONE);
    expect(order(h)).toStrictEqual([0, 1, 2]);
    residentFree(h);
  });

  it("records a duplicate call as the error", () => {
    let h = residentCreate(5);
    expect(new Descriptors().call("a").other().append(h)).toBe(MP_OK);
    expect(planField(h, PLAN_ERROR_REASON)).toBe(ERR_NONE);
    expect(new Descriptors().call("a").append(h)).toBe(MP_OK);
    expect(errorOf(h)).toStrictEqual([ERR_DUPLICATE_CALL, 2, 0]);
    // A later, higher error does not replace it.
    expect(new Descriptors().add(KIND_MALFORMED, 0).append(h)).toBe(MP_OK);
    expect(errorOf(h)).toStrictEqual([ERR_DUPLICATE_CALL, 2, 0]);
    expect(residentMalformed(h)).toBe(1);
    residentFree(h);
  });

  it("keeps the lowest error when a later append finds one at a lower index", () => {
    let h = residentCreate(6);
    // Two outputs wait for q; z is repeated inside one run (a duplicate call at 3).
    expect(new Descriptors().out("q").out("q").call("z").call("z").append(h)).toBe(MP_OK);
    expect(errorOf(h)).toStrictEqual([ERR_DUPLICATE_CALL, 3, 0]);
    // The call for q takes output 0; output 1 is a duplicate output at index 1, lower than 3.
    expect(new Descriptors().other().call("q").append(h)).toBe(MP_OK);
    expect(errorOf(h)).toStrictEqual([ERR_DUPLICATE_OUTPUT, 1, 0]);
    residentFree(h);
  });

  it("records the key ordinal of a duplicate inside a Chat group, and a malformed item", () => {
    let h = residentCreate(8);
    expect(new Descriptors().other().add(KIND_MALFORMED, 0).append(h)).toBe(MP_OK);
    expect(errorOf(h)).toStrictEqual([ERR_MALFORMED_ITEM, 1, -1]);
    residentFree(h);
    let chat = residentCreate(9);
    expect(new Descriptors().add(3, NEEDS, ["x", "y", "x"]).append(chat)).toBe(MP_OK);
    expect(errorOf(chat)).toStrictEqual([ERR_DUPLICATE_CALL, 0, 2]);
    residentFree(chat);
  });

  it("decides a second output with the repaired answers: a tolerated late output, else a duplicate", () => {
    let h = residentCreate(10);
    expect(new Descriptors().call("a").out("a").append(h)).toBe(MP_OK);
    expect(residentAmbiguous(h)).toBe(0);
    expect(new Descriptors().other().out("a").append(h)).toBe(MP_OK);
    // The first output (1) stands after its call: it and the second (3) are asked about.
    expect(residentAmbiguous(h)).toBe(2);
    expect(ints(planField(h, PLAN_ORDER), 2)).toStrictEqual([1, 3]);
    expect(errorOf(h)).toStrictEqual([ERR_DUPLICATE_OUTPUT, 3, 0]);
    store<u8>(planField(h, PLAN_REPAIRED) + 1, 1); // the first is a repair, the second is not
    expect(errorOf(h)).toStrictEqual([ERR_NONE, -1, -1]);
    expect(order(h)).toStrictEqual([0, 1, 2]);
    expect(ints(planField(h, PLAN_DROPPED), planField(h, PLAN_DROPPED_LEN))).toStrictEqual([3]);
    // A third output is a duplicate once the second is tolerated.
    expect(new Descriptors().out("a").append(h)).toBe(MP_OK);
    expect(errorOf(h)).toStrictEqual([ERR_DUPLICATE_OUTPUT, 4, 0]);
    residentFree(h);
    // Rows come in second-output order, each its first and second output (the bindings sort them).
    let g = residentCreate(17);
    expect(new Descriptors().call("a").call("b").out("b").out("a").other().out("a").out("b").append(g)).toBe(MP_OK);
    expect(residentAmbiguous(g)).toBe(4);
    expect(ints(planField(g, PLAN_ASKED), 4)).toStrictEqual([3, 5, 2, 6]);
    residentFree(g);
  });

  it("answers which keys a call holds", () => {
    let h = residentCreate(11);
    expect(new Descriptors().call("a").out("b").append(h)).toBe(MP_OK);
    expect(hasCall(h, "a")).toBe(1);
    expect(hasCall(h, "b")).toBe(0);
    expect(hasCall(h, "nope")).toBe(0);
    residentFree(h);
  });

  it("rejects a bad append atomically", () => {
    let h = residentCreate(12);
    expect(new Descriptors().call("a").append(h)).toBe(MP_OK);
    expect(new Descriptors().call("b").append(h, [0])).toBe(MP_TRAILING);
    expect(new Descriptors().add(9, 0).append(h)).toBe(MP_INVALID);
    expect(new Descriptors().add(KIND_OTHER, 0, ["k"]).append(h)).toBe(MP_INVALID);
    expect(planField(h, PLAN_ITEMS)).toBe(1);
    expect(hasCall(h, "b")).toBe(0);
    expect(order(h)).toStrictEqual([0, -1]);
    residentFree(h);
  });

  it("grows past its first capacity across many appends", () => {
    let h = residentCreate(13);
    for (let t = 0; t < 40; t++) {
      let key = "k" + t.toString();
      expect(new Descriptors().call(key).other().out(key).append(h)).toBe(MP_OK);
    }
    expect(planField(h, PLAN_ITEMS)).toBe(120);
    expect(planField(h, PLAN_ERROR_REASON)).toBe(ERR_NONE);
    let got = order(h);
    expect(got.length).toBe(120);
    expect(got.slice(0, 6)).toStrictEqual([0, 2, 1, 3, 5, 4]);
    expect(hasCall(h, "k39")).toBe(1);
    residentFree(h);
  });

  it("answers -1 / MP_INVALID for a freed or bogus handle", () => {
    let h = residentCreate(14);
    expect(new Descriptors().call("a").append(h)).toBe(MP_OK);
    residentFree(h);
    expect(planField(h, PLAN_ITEMS)).toBe(-1);
    expect(new Descriptors().call("b").append(h)).toBe(MP_INVALID);
    expect(residentReconcile(h, 0)).toBe(MP_INVALID);
    expect(residentCutoff(h, 0, -2)).toBe(MP_INVALID);
    expect(residentHasCall(h, 0)).toBe(-1);
    expect(residentAmbiguous(h)).toBe(-1);
    expect(planField(h, PLAN_ERROR_REASON)).toBe(ERR_NONE);
    residentFree(h); // a second free is ignored
    expect(planField(0, PLAN_ITEMS)).toBe(-1);
    expect(planField(4, PLAN_ITEMS)).toBe(-1);
    expect(planField(0xfffffff8, PLAN_ITEMS)).toBe(-1);
  });

  it("rejects a cutoff outside [0, n]", () => {
    let h = residentCreate(15);
    expect(new Descriptors().other().append(h)).toBe(MP_OK);
    expect(residentCutoff(h, -1, -2)).toBe(MP_INVALID);
    expect(residentCutoff(h, 2, -2)).toBe(MP_INVALID);
    expect(residentCutoff(h, 1, -2)).toBe(MP_OK);
    expect(planField(h, PLAN_START)).toBe(1);
    residentFree(h);
  });

  it("returns 0, not a trap, for an input block memory cannot hold", () => {
    let h = residentCreate(16);
    let before = residentInput(h, 16);
    expect(before).not.toBe(0);
    expect(residentInput(h, 0xffffffff)).toBe(0);
    expect(residentInput(h, 0x40000000)).toBe(0);
    // The previous block is kept.
    expect(residentInput(h, 16)).toBe(before);
    residentFree(h);
  });
});
