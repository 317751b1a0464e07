import {
  ERR_NONE,
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_OTHER, KIND_CALL, KIND_OUTPUT, KIND_CHAT_CALLS, KIND_TRIGGER, KIND_MALFORMED,
  MP_INCOMPLETE,
  MP_INVALID,
  MP_MORE,
  MP_OK,
  MP_PROTO_KEY,
  MP_TOO_DEEP,
  MP_TOO_MANY,
  MP_TRAILING,
  PLAN_ITEMS, PLAN_KINDS, PLAN_FLAGS, PLAN_OFFSETS, PLAN_ORDER, PLAN_ORDER_LEN, PLAN_PAIR_COUNT,
} from "../../common/codes";
import {
  beginItems,
  beginWindow,
  inputAlloc,
  itemsResumeAt,
  oneShot,
  planKeyLength,
  planKeyPtr,
  prepareItems,
  reconcile,
  release,
  scanItems,
  windowAt,
} from "../index";
import { typeAttr } from "../describe/fields";
import { TYPE_TABLE } from "../describe/names";
import { Bytes } from "./bytes";
import { plan } from "./descriptors";

function items(): i32 {
  return max(plan(PLAN_ITEMS), 0);
}
function keyPtr(item: i32, ord: i32): i32 {
  return planKeyPtr(oneShot(), item, ord);
}
function keyLength(item: i32, ord: i32): i32 {
  return planKeyLength(oneShot(), item, ord);
}

const NEEDS = FLAG_NEEDS_OUTPUT;
const PRIV = FLAG_PRIVATE;

function map(b: Bytes, pairs: u32): Bytes {
  return b.byte(0x80 | pairs);
}

/** A Responses transcript: message, reasoning, a run of two calls, their outputs, a server item, an MCP approval pair. */
function responses(): Bytes {
  let b = new Bytes().arr(9);
  map(b, 3).str("type").str("message").str("role").str("user").str("content").str("hi");
  map(b, 2).str("type").str("reasoning").str("summary").arr(0);
  map(b, 4).str("type").str("function_call").str("call_id").str("c1").str("name").str("f").str("arguments").str("{}");
  map(b, 3).str("type").str("function_call").str("name").str("g").str("call_id").str("c2");
  map(b, 3).str("type").str("function_call_output").str("call_id").str("c2").str("output").str("two");
  map(b, 3).str("call_id").str("c1").str("type").str("function_call_output").str("output").str("one");
  map(b, 3).str("type").str("web_search_call").str("id").str("ws_1").str("status").str("completed");
  map(b, 2).str("type").str("mcp_approval_request").str("id").str("ar1");
  map(b, 3).str("type").str("mcp_approval_response").str("approval_request_id").str("ar1").str("approve").byte(0xc3);
  return b;
}

/** A Chat Completions transcript: system, an assistant message with two tool calls, their tool messages, a reply. */
function chat(): Bytes {
  let b = new Bytes().arr(5);
  map(b, 2).str("role").str("system").str("content").str("be brief");
  map(b, 3).str("role").str("assistant").str("content").byte(0xc0).str("tool_calls").arr(2);
  map(b, 3).str("id").str("t1").str("type").str("function").str("function");
  map(b, 2).str("name").str("f").str("arguments").str("{}");
  map(b, 3).str("type").str("function").str("id").str("t2").str("function");
  map(b, 2).str("name").str("g").str("arguments").str("{}");
  map(b, 3).str("role").str("tool").str("tool_call_id").str("t2").str("content").str("2");
  map(b, 3).str("role").str("tool").str("tool_call_id").str("t1").str("content").str("1");
  map(b, 3).str("role").str("assistant").str("content").str("done").str("tool_calls").arr(0);
  return b;
}

/** An array of the given items (each a complete msgpack value). */
function arrayOf(values: Bytes[]): Bytes {
  let b = new Bytes().arr(values.length);
  for (let i = 0; i < values.length; i++) b.raw(values[i].data);
  return b;
}

/** Copies the first `len` bytes in and scans them in one call (prepareItems); MP_* status. */
function scan(b: Bytes, len: i32 = -1, maxItems: i32 = 1000, maxDepth: i32 = 64): i32 {
  let n = len < 0 ? b.length : len;
  let ptr = inputAlloc(n);
  for (let i = 0; i < n; i++) store<u8>(ptr + <usize>i, b.data[i]);
  return prepareItems(n, maxItems, maxDepth, 42);
}

/** As bindings/engine/stored.ts copyAndScan, with chunks of `chunk` bytes: beginItems, then scanItems per chunk. */
function scanInChunks(b: Bytes, chunk: i32): i32 {
  let length = b.length;
  let ptr = inputAlloc(length);
  expect(beginItems(length, 1000, 64, 42, false)).toBe(MP_OK);
  let copied = 0;
  let status = MP_MORE;
  let calls = 0;
  while (status == MP_MORE) {
    let step = max(chunk, copied - (copied ? <i32>itemsResumeAt() : 0));
    let end = min(length, copied + step);
    for (let i = copied; i < end; i++) store<u8>(ptr + <usize>i, b.data[i]);
    copied = end;
    status = scanItems(copied);
    calls++;
  }
  expect(calls).toBeGreaterThan(2);
  return status;
}

/** As bindings/engine/stored.ts windowScan: every chunk lands at the start of a window of `space` bytes. */
function scanInWindow(b: Bytes, space: i32, chunk: i32): i32 {
  let length = b.length;
  expect(beginWindow(length, space, 1000, 64, 42, false)).not.toBe(0);
  let copied = 0;
  let status = MP_MORE;
  let calls = 0;
  while (status == MP_MORE) {
    let from = copied ? <i32>itemsResumeAt() : 0;
    let end = min(length, copied + max(chunk, copied - from));
    if (end - from > space) return -1; // windowScan's WINDOW_TOO_SMALL
    let at = windowAt(from);
    for (let i = from; i < end; i++) store<u8>(at + <usize>(i - from), b.data[i]);
    copied = end;
    status = scanItems(copied);
    calls++;
  }
  expect(calls).toBeGreaterThan(2);
  return status;
}

function kinds(): i32[] {
  let out = new Array<i32>(items());
  for (let i = 0; i < out.length; i++) out[i] = load<u8>(plan(PLAN_KINDS) + <usize>i);
  return out;
}

function flags(): i32[] {
  let out = new Array<i32>(items());
  for (let i = 0; i < out.length; i++) out[i] = load<u8>(plan(PLAN_FLAGS) + <usize>i);
  return out;
}

function offsets(): i32[] {
  let out = new Array<i32>(items() + 1);
  for (let i = 0; i < out.length; i++) out[i] = load<u32>(plan(PLAN_OFFSETS) + (<usize>i << 2));
  return out;
}

/** Every key of every item, "" for none, keys of one item joined by ",". */
function keys(): string[] {
  let out = new Array<string>(items());
  for (let i = 0; i < out.length; i++) {
    let text = "";
    for (let ord = 0; keyLength(i, ord) >= 0; ord++) {
      if (ord > 0) text += ",";
      text += String.UTF8.decodeUnsafe(<usize>keyPtr(i, ord), <usize>keyLength(i, ord));
    }
    out[i] = text;
  }
  return out;
}

function ints(ptr: usize, len: i32): i32[] {
  let out = new Array<i32>(len);
  for (let i = 0; i < len; i++) out[i] = load<i32>(ptr + (<usize>i << 2));
  return out;
}

/** Byte offsets of each item of an array built from a fixarray header. */
function expectedOffsets(values: Bytes[]): i32[] {
  let out: i32[] = [1];
  for (let i = 0; i < values.length; i++) out.push(out[i] + values[i].length);
  return out;
}

describe("stored scan: classification", () => {
  it("classifies a Responses transcript", () => {
    expect(scan(responses())).toBe(MP_OK);
    expect(items()).toBe(9);
    expect(kinds()).toStrictEqual([
      KIND_OTHER,
      KIND_OTHER,
      KIND_CALL,
      KIND_CALL,
      KIND_OUTPUT,
      KIND_OUTPUT,
      KIND_OTHER,
      KIND_CALL,
      KIND_OUTPUT,
    ]);
    expect(flags()).toStrictEqual([0, PRIV, NEEDS, NEEDS, 0, 0, PRIV, NEEDS, 0]);
    expect(keys()).toStrictEqual(["", "", "c1", "c2", "c2", "c1", "", "ar1", "ar1"]);
    let offs = offsets();
    expect(offs[0]).toBe(1);
    expect(offs[9]).toBe(responses().length);
    // The run of two calls is one group; its outputs already follow it, so they keep their order.
    expect(reconcile()).toBe(ERR_NONE);
    expect(ints(plan(PLAN_ORDER), plan(PLAN_ORDER_LEN))).toStrictEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    release();
  });

  it("classifies a Chat Completions transcript", () => {
    expect(scan(chat())).toBe(MP_OK);
    expect(kinds()).toStrictEqual([KIND_OTHER, KIND_CHAT_CALLS, KIND_OUTPUT, KIND_OUTPUT, KIND_OTHER]);
    expect(flags()).toStrictEqual([0, NEEDS, 0, 0, 0]);
    expect(keys()).toStrictEqual(["", "t1,t2", "t2", "t1", ""]);
    expect(reconcile()).toBe(ERR_NONE);
    expect(ints(plan(PLAN_ORDER), plan(PLAN_ORDER_LEN))).toStrictEqual([0, 1, 2, 3, 4]);
    release();
  });

  it("classifies triggers, non-maps, missing keys and server items", () => {
    let values: Bytes[] = [
      map(new Bytes(), 1).str("type").str("compaction_trigger"),
      new Bytes().byte(0x07), // not a map
      map(new Bytes(), 1).str("type").str("function_call"), // a client call without call_id
      map(new Bytes(), 2).str("type").str("function_call_output").str("call_id").str(""), // empty key
      map(new Bytes(), 2).str("role").str("tool").str("content").str("x"), // a tool message without tool_call_id
      map(new Bytes(), 2).str("type").str("tool_search_call").str("execution").str("server"), // server, no key
      map(new Bytes(), 3).str("type").str("shell_call").str("call_id").str("s1").str("environment"),
      map(new Bytes(), 1).str("type").str("container_auto"),
      map(new Bytes(), 2).str("type").str("something_new").str("call_id").str("u"), // unknown type
      map(new Bytes(), 2).str("role").str("assistant").str("tool_calls").arr(1), // an entry without an id
      map(new Bytes(), 1).str("type").str("function"),
    ];
    // The shell_call's environment map and the assistant's tool_calls entry follow their parents.
    let merged: Bytes[] = [
      values[0],
      values[1],
      values[2],
      values[3],
      values[4],
      values[5],
      new Bytes().raw(values[6].data).raw(values[7].data),
      values[8],
      new Bytes().raw(values[9].data).raw(values[10].data),
    ];
    let b = arrayOf(merged);
    expect(scan(b)).toBe(MP_OK);
    expect(kinds()).toStrictEqual([
      KIND_TRIGGER,
      KIND_MALFORMED,
      KIND_MALFORMED,
      KIND_MALFORMED,
      KIND_MALFORMED,
      KIND_OTHER,
      KIND_CALL,
      KIND_OTHER,
      KIND_MALFORMED,
    ]);
    expect(flags()).toStrictEqual([0, 0, 0, 0, 0, PRIV, 0, 0, 0]);
    expect(keys()).toStrictEqual(["", "", "", "", "", "", "s1", "", ""]);
    expect(offsets()).toStrictEqual(expectedOffsets(merged));
    release();
  });
});

describe("stored scan: malformed input is a status, never a trap", () => {
  it("reports every proper prefix of a transcript as incomplete", () => {
    let b = chat();
    for (let len = 0; len < b.length; len++) expect(scan(b, len)).toBe(MP_INCOMPLETE);
    expect(scan(b)).toBe(MP_OK);
    release();
  });

  it("reports an item cut short as incomplete", () => {
    // The array says two items; the second map says three pairs and holds one.
    let b = new Bytes().arr(2).byte(0x80);
    map(b, 3).str("type").str("message");
    expect(scan(b)).toBe(MP_INCOMPLETE);
    release();
  });

  it("reports trailing bytes", () => {
    expect(scan(responses().byte(0xc0))).toBe(MP_TRAILING);
    expect(scan(new Bytes().arr(0).byte(0))).toBe(MP_TRAILING);
    release();
  });

  it("reports a __proto__ key, at the item level or nested", () => {
    let top = new Bytes().arr(1);
    map(top, 2).str("type").str("message").str("__proto__").str("x");
    expect(scan(top)).toBe(MP_PROTO_KEY);
    let nested = new Bytes().arr(1);
    map(nested, 2).str("type").str("message").str("content");
    map(nested, 1).str("__proto__").byte(0x01);
    expect(scan(nested)).toBe(MP_PROTO_KEY);
    let inChat = new Bytes().arr(1);
    map(inChat, 2).str("role").str("assistant").str("tool_calls").arr(1);
    map(inChat, 2).str("id").str("t1").str("__proto__").byte(0xc0);
    expect(scan(inChat)).toBe(MP_PROTO_KEY);
    // A str value "__proto__" is fine.
    let value = new Bytes().arr(1);
    map(value, 2).str("type").str("message").str("content").str("__proto__");
    expect(scan(value)).toBe(MP_OK);
    release();
  });

  it("reports extension types and 0xc1 as invalid", () => {
    let fixext = new Bytes().arr(1);
    map(fixext, 2).str("type").str("message").str("content").raw([0xd4, 0x01, 0x02]);
    expect(scan(fixext)).toBe(MP_INVALID);
    let ext8 = new Bytes().arr(1);
    map(ext8, 1).str("type").raw([0xc7, 0x01, 0x05, 0x00]);
    expect(scan(ext8)).toBe(MP_INVALID);
    let deep = new Bytes().arr(1);
    map(deep, 2).str("type").str("message").str("content").arr(1).raw([0xd8, 0x01]);
    expect(scan(deep)).toBe(MP_INVALID);
    let item = new Bytes().arr(1).raw([0xd6, 0xff, 0, 0, 0, 0]); // a timestamp as an item
    expect(scan(item)).toBe(MP_INVALID);
    let never = new Bytes().arr(1);
    map(never, 1).str("type").byte(0xc1);
    expect(scan(never)).toBe(MP_INVALID);
    let mapKey = new Bytes().arr(1);
    map(mapKey, 1).byte(0x80).byte(0x01); // a map as a key
    expect(scan(mapKey)).toBe(MP_INVALID);
    release();
  });

  it("reports a top level that is not an array, and the item and depth limits", () => {
    expect(scan(map(new Bytes(), 0))).toBe(MP_INVALID);
    expect(scan(responses(), -1, 8)).toBe(MP_TOO_MANY);
    expect(scan(responses(), -1, 9)).toBe(MP_OK);
    expect(scan(chat(), -1, 1000, 4)).toBe(MP_TOO_DEEP);
    expect(scan(chat(), -1, 1000, 5)).toBe(MP_OK);
    release();
  });
});

describe("stored scan in parts", () => {
  it("scans a whole copy in small chunks as in one call", () => {
    let b = responses();
    expect(scan(b)).toBe(MP_OK);
    let whole = offsets();
    for (let chunk = 9; chunk <= 33; chunk += 8) {
      expect(scanInChunks(b, chunk)).toBe(MP_OK);
      expect(offsets()).toStrictEqual(whole);
      expect(keys()).toStrictEqual(["", "", "c1", "c2", "c2", "c1", "", "ar1", "ar1"]);
      expect(flags()).toStrictEqual([0, PRIV, NEEDS, NEEDS, 0, 0, PRIV, NEEDS, 0]);
    }
    release();
  });

  it("scans through a window smaller than the input, items crossing chunk ends", () => {
    let b = chat();
    expect(b.length).toBeGreaterThan(240);
    for (let chunk = 9; chunk <= 41; chunk += 16) {
      expect(scanInWindow(b, 240, chunk)).toBe(MP_OK);
      expect(items()).toBe(5);
      expect(kinds()).toStrictEqual([KIND_OTHER, KIND_CHAT_CALLS, KIND_OUTPUT, KIND_OUTPUT, KIND_OTHER]);
      // Keys were copied out of the window before it was overwritten.
      expect(keys()).toStrictEqual(["", "t1,t2", "t2", "t1", ""]);
      expect(reconcile()).toBe(ERR_NONE);
      expect(ints(plan(PLAN_ORDER), plan(PLAN_ORDER_LEN))).toStrictEqual([0, 1, 2, 3, 4]);
      expect(plan(PLAN_PAIR_COUNT)).toBe(0);
    }
    let r = responses();
    expect(scanInWindow(r, 128, 20)).toBe(MP_OK);
    expect(keys()).toStrictEqual(["", "", "c1", "c2", "c2", "c1", "", "ar1", "ar1"]);
    expect(reconcile()).toBe(ERR_NONE);
    expect(ints(plan(PLAN_ORDER), plan(PLAN_ORDER_LEN))).toStrictEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    release();
  });

  it("reports malformed input found in a later chunk as its status", () => {
    let b = responses().byte(0xc0);
    expect(scanInWindow(b, 128, 20)).toBe(MP_TRAILING);
    let cut = new Bytes().raw(responses().data);
    cut.data[0] = 0x9a; // claims ten items: the input ends inside the tenth
    expect(scanInChunks(cut, 16)).toBe(MP_INCOMPLETE);
    // A __proto__ key in the last item, past the first chunks.
    let proto = new Bytes().arr(10).raw(responses().data.slice(1));
    map(proto, 2).str("type").str("message").str("__proto__").byte(0xc0);
    expect(scanInWindow(proto, 128, 20)).toBe(MP_PROTO_KEY);
    expect(scanInChunks(proto, 16)).toBe(MP_PROTO_KEY);
    release();
  });
});

describe("stored scan: type names", () => {
  it("finds every type of the generated table by its name, through the by-length index", () => {
    let types = 0;
    for (let entry = TYPE_TABLE; load<u8>(entry) != 0; entry += 3 + <usize>load<u8>(entry)) {
      let size = <u32>load<u8>(entry);
      expect(typeAttr(entry + 3, size)).toBe(<u32>load<u16>(entry + 1), "type " + types.toString());
      types++;
    }
    expect(types).toBe(28); // every type of bindings/items/kinds.ts the scan knows
  });

  it("answers 0 for a name that is not a type, of a known length or not", () => {
    let name = memory.data<u8>([109, 101, 115, 115, 97, 103, 102]); // "messagf": the length of "message"
    expect(typeAttr(name, 7)).toBe(0);
    expect(typeAttr(name, 6)).toBe(0);
    expect(typeAttr(name, 0)).toBe(0);
    expect(typeAttr(name, 200)).toBe(0);
  });
});
