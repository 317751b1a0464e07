// The reader's statuses: ok, then each way it refuses an input.
import {
  MP_OK,
  MP_INCOMPLETE, MP_INVALID, MP_PROTO_KEY, MP_TOO_DEEP, MP_TOO_MANY, MP_TRAILING,
} from "../../common/codes";
import { checkTopArray, HARD_MAX_DEPTH, Reader } from "../msgpack/reader";
import { Bytes } from "./bytes";

const reader: Reader = changetype<Reader>(memory.data(offsetof<Reader>(), 8));

function check(bytes: Bytes, maxItems: i32 = 1000, maxDepth: i32 = 64, len: i32 = -1): i32 {
  let n = len < 0 ? bytes.length : len;
  let ptr = bytes.place(n);
  let status = checkTopArray(reader, ptr, <usize>n, maxItems, maxDepth);
  heap.free(ptr);
  return status;
}

/** A valid encoding touching every family of types. */
function sample(): Bytes {
  let b = new Bytes().arr(13);
  b.byte(0x05).byte(0xe0).byte(0xc0).byte(0xc2).byte(0xc3); // fixint, negative fixint, nil, false, true
  b.raw([0xcc, 0xff, 0xcd, 0x01, 0x02, 0xd2, 0, 0, 0, 1]); // uint8, uint16, int32
  b.raw([0xcb, 0x40, 0x09, 0x21, 0xfb, 0x54, 0x44, 0x2d, 0x18]); // float64
  b.str("message text that is longer than thirty-one bytes");
  b.raw([0xc4, 0x03, 1, 2, 3]); // bin8
  b.byte(0x82).str("type").str("function_call").str("call_id").str("c1"); // fixmap
  b.raw([0xdc, 0x00, 0x02]).arr(1).arr(0).byte(0x80); // array16 of [[]], {}
  return b;
}

describe("msgpack reader", () => {
  it("accepts a valid encoding", () => {
    expect(check(sample())).toBe(MP_OK);
  });

  it("reports every proper prefix of a valid encoding as incomplete", () => {
    let b = sample();
    for (let len = 0; len < b.length; len++) expect(check(b, 1000, 64, len)).toBe(MP_INCOMPLETE);
  });

  it("rejects 0xc1 and extension types", () => {
    expect(check(new Bytes().arr(1).byte(0xc1))).toBe(MP_INVALID);
    expect(check(new Bytes().arr(1).raw([0xd4, 1, 2]))).toBe(MP_INVALID);
    expect(check(new Bytes().arr(1).raw([0xc7, 1, 5, 0]))).toBe(MP_INVALID);
    expect(check(new Bytes().arr(1).raw([0xd8, 1]))).toBe(MP_INVALID);
  });

  it("rejects a top level that is not an array", () => {
    expect(check(new Bytes().str("x"))).toBe(MP_INVALID);
    expect(check(new Bytes().byte(0x80))).toBe(MP_INVALID);
  });

  it("reports huge declared lengths as incomplete, without allocating", () => {
    expect(check(new Bytes().byte(0xdd).be32(0xffffffff), 0x7fffffff)).toBe(MP_INCOMPLETE);
    expect(check(new Bytes().arr(1).byte(0xdb).be32(0xffffffff).raw([1, 2]))).toBe(MP_INCOMPLETE);
    expect(check(new Bytes().arr(1).byte(0xc6).be32(0xfffffff0))).toBe(MP_INCOMPLETE);
    expect(check(new Bytes().arr(1).byte(0xdf).be32(0x80000000).raw([1, 2, 3]))).toBe(MP_INCOMPLETE);
    expect(check(new Bytes().arr(1).byte(0xdd).be32(0x7fffffff))).toBe(MP_INCOMPLETE);
  });

  it("caps nesting depth", () => {
    let deep = new Bytes();
    for (let i = 0; i < 100; i++) deep.arr(1);
    deep.byte(0);
    expect(check(deep, 10, 64)).toBe(MP_TOO_DEEP);
    expect(check(deep, 10, 100)).toBe(MP_OK);
    expect(check(deep, 10, 99)).toBe(MP_TOO_DEEP);
    // Maps nested to the hard cap pass; one more level is too deep whatever maxDepth says.
    let bomb = new Bytes();
    for (let i = 1; i < HARD_MAX_DEPTH; i++) bomb.byte(0x81).byte(0x00);
    expect(check(new Bytes().arr(1).raw(bomb.data).byte(0), 10, 0x7fffffff)).toBe(MP_OK);
    bomb.byte(0x81).byte(0x00).byte(0);
    expect(check(new Bytes().arr(1).raw(bomb.data), 10, 0x7fffffff)).toBe(MP_TOO_DEEP);
  });

  it("reports trailing bytes after the top-level array", () => {
    expect(check(new Bytes().arr(1).byte(1).byte(2))).toBe(MP_TRAILING);
    expect(check(new Bytes().arr(0).arr(0))).toBe(MP_TRAILING);
  });

  it("reports a map with a __proto__ key, not a __proto__ value", () => {
    expect(check(new Bytes().arr(1).byte(0x81).str("__proto__").byte(1))).toBe(MP_PROTO_KEY);
    let nested = new Bytes().arr(1).byte(0x81).str("a").arr(1).byte(0x82).str("b").byte(1);
    expect(check(nested.str("__proto__").byte(0xc0))).toBe(MP_PROTO_KEY);
    expect(check(new Bytes().arr(1).byte(0x81).str("a").str("__proto__"))).toBe(MP_OK);
    expect(check(new Bytes().arr(1).arr(1).str("__proto__"))).toBe(MP_OK);
  });

  it("reports more top-level items than maxItems", () => {
    expect(check(new Bytes().arr(3).byte(1).byte(2).byte(3), 2)).toBe(MP_TOO_MANY);
    expect(check(new Bytes().arr(3).byte(1).byte(2).byte(3), 3)).toBe(MP_OK);
  });
});
