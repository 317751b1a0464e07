// Bad bytes on the server path: always a TranscriptError (`malformed-msgpack`, `limit-exceeded`),
// the same one on both engines, never a crash; the engine still plans afterwards.
import fc from "fast-check";
import { Packr } from "msgpackr";
import { describe, expect, it } from "vitest";
import {
  makeCompactionPlanMsgpack,
  reconcileMsgpack,
  TranscriptError,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, chatCalls, out, tool, user } from "../support/items.js";

const packr = new Packr({ useRecords: false, structuredClone: false, moreTypes: false });
const SEED = 20261130;
const text = (s: string) => [...new TextEncoder().encode(s)];
const str = (s: string) => [0xa0 | s.length, ...text(s)];
const valid = packr.pack([
  user("hello"),
  call("a"),
  out("a"),
  chatCalls("x", "y"),
  tool("x"),
  { type: "shell_call", call_id: "s", environment: { type: "docker" } },
]) as Uint8Array;

type Limits = { maxItems?: number; maxBytes?: number; maxDepth?: number };

/** The code and reason of a call, or "ok". Anything but a TranscriptError fails the test. */
function codeOf(bytes: Uint8Array, engine: "wasm" | "reference", limits?: Limits): string {
  try {
    reconcileMsgpack(bytes, { engine, limits });
    makeCompactionPlanMsgpack(bytes, { engine, limits, cutoff: 0 });
  } catch (error) {
    if (!(error instanceof TranscriptError)) throw error;
    return error.code === "reconciliation" || error.code === "invalid-argument"
      ? error.code
      : `${error.code}: ${error.reason}`;
  }
  return "ok";
}

/** Both engines give the same answer; returns it. */
function same(bytes: Uint8Array, limits?: Limits): string {
  const [wasm, reference] = ENGINES.map((engine) => codeOf(bytes, engine, limits));
  expect(wasm).toBe(reference);
  return wasm;
}

describe("hostile bytes: table", () => {
  it("every strict prefix is malformed; the whole is ok", () => {
    for (let n = 0; n < valid.length; n++)
      expect(same(valid.subarray(0, n))).toMatch(/^malformed-msgpack/);
    expect(same(valid)).toBe("ok");
  });

  it.each([
    ["trailing bytes", [...valid, 0xc0], "malformed-msgpack"],
    ["a top level that is not an array", [0x80], "malformed-msgpack"],
    ["an extension value", [0x91, 0x81, ...str("a"), 0xd4, 1, 1], "malformed-msgpack"],
    ["0xc1", [0x91, 0xc1], "malformed-msgpack"],
    ["a __proto__ key on an item", [0x91, 0x81, ...str("__proto__"), 0xc0], "malformed-msgpack"],
    [
      "a nested __proto__ key",
      [0x91, 0x81, ...str("a"), 0x81, ...str("__proto__"), 0xc0],
      "malformed-msgpack",
    ],
    ["a bin key", [0x91, 0x81, 0xc4, 4, ...text("type"), 0xc0], "malformed-msgpack"],
    ["a map key", [0x91, 0x81, ...str("a"), 0x81, 0x80, 0xc0], "malformed-msgpack"],
    ["an array count of 2^32-1", [0xdd, 0xff, 0xff, 0xff, 0xff], "malformed-msgpack"],
    ["a map count of 2^32-1", [0x91, 0xdf, 0xff, 0xff, 0xff, 0xff], "malformed-msgpack"],
    [
      "a str longer than the input",
      [0x91, 0xdb, 0x7f, 0xff, 0xff, 0xff, 0x61],
      "malformed-msgpack",
    ],
    ["a depth bomb", [0x91, ...new Array(5000).fill(0x91), 0xc0], "limit-exceeded"],
  ])("%s", (_name, bytes, code) => {
    expect(same(Uint8Array.from(bytes as number[]))).toMatch(new RegExp(`^${code}`));
  });

  it("accepts keys that a decoded object holds as strings (numbers, nil, booleans)", () => {
    const item = [
      0x91,
      0x84,
      0x05,
      0xc0,
      0xc0,
      0xc0,
      0xc3,
      0xc0,
      ...str("type"),
      ...str("message"),
    ];
    expect(same(Uint8Array.from(item))).toBe("ok");
  });

  it("enforces limits", () => {
    expect(same(valid, { maxItems: 5 })).toMatch(/^limit-exceeded/);
    expect(same(valid, { maxItems: 6 })).toBe("ok");
    expect(same(valid, { maxBytes: valid.length - 1 })).toMatch(/^limit-exceeded/);
    expect(same(valid, { maxDepth: 4 })).toMatch(/^limit-exceeded/);
    expect(same(valid, { maxDepth: 5 })).toBe("ok");
    expect(same(valid, { maxDepth: 1_000_000 })).toBe("ok");
  });
});

describe("hostile bytes past one scan chunk (the core scans 256 KiB copied at a time)", () => {
  // ~1.3 MB: items of 1–3 KB, then one item of 600 KB (longer than a chunk), then more items.
  const items: object[] = [];
  for (let i = 0; i < 400; i++) {
    items.push(user("x".repeat(1000 + ((i * 37) % 2000))));
    items.push(call(`k${i}`), out(`k${i}`));
  }
  items.push(user("y".repeat(600_000)), call("late"), chatCalls("c1", "c2"), tool("c1"));
  for (let i = 0; i < 100; i++) items.push(user("z".repeat(1500)), call(`m${i}`), out(`m${i}`));
  const big = packr.pack(items) as Uint8Array;

  it("plans as the reference engine does", () => {
    const [wasm, reference] = ENGINES.map((engine) => reconcileMsgpack(big, { engine }));
    expect(wasm.order).toEqual(reference.order);
    expect(wasm.repairs).toEqual(reference.repairs);
    const cutoff = items.length - 150;
    const [a, b] = ENGINES.map((engine) => makeCompactionPlanMsgpack(big, { engine, cutoff }));
    expect(a.start).toBe(b.start);
    expect(a.unresolvedCalls).toEqual(b.unresolvedCalls);
  });

  it("cut, corrupted or extended anywhere: the same error on both engines", () => {
    const chunk = 256 * 1024;
    const cuts = [chunk - 1, chunk, chunk + 1, 2 * chunk + 3, 900_000, big.length - 1];
    for (const at of cuts) expect(same(big.subarray(0, at))).toMatch(/^malformed-msgpack/);
    for (const at of [chunk - 2, chunk + 5, 700_000, big.length - 3]) {
      for (const byte of [0xc1, 0xdf, 0x80]) {
        const bad = big.slice();
        bad[at] = byte;
        same(bad);
      }
    }
    const extended = new Uint8Array(big.length + 1);
    extended.set(big);
    extended[big.length] = 0xc0;
    expect(same(extended)).toMatch(/^malformed-msgpack/);
    expect(same(big, { maxDepth: 2 })).toMatch(/^limit-exceeded/);
    expect(same(big)).toBe("ok");
  });
});

describe("hostile bytes: fuzz", () => {
  const transcript = fc.array(
    fc.oneof(
      fc.constant(user("u")),
      fc.constantFrom("a", "b").map((k) => call(k)),
      fc.constantFrom("a", "b").map((k) => out(k)),
      fc.constant(chatCalls("c", "d")),
      fc.constant(tool("c")),
    ),
    { maxLength: 8 },
  );
  const edit = fc.record({
    at: fc.nat(),
    op: fc.constantFrom("set", "insert", "delete"),
    byte: fc.constantFrom(
      0x00,
      0x7f,
      0x80,
      0x8f,
      0x90,
      0x9f,
      0xa0,
      0xbf,
      0xc0,
      0xc1,
      0xc4,
      0xc7,
      0xd4,
      0xd9,
      0xdb,
      0xdc,
      0xdd,
      0xde,
      0xdf,
      0xff,
    ),
  });
  const mutated = fc
    .tuple(transcript, fc.array(edit, { minLength: 1, maxLength: 4 }))
    .map(([items, edits]) => {
      const bytes = [...(packr.pack(items) as Uint8Array)];
      for (const { at, op, byte } of edits) {
        const i = at % (bytes.length + 1);
        if (op === "set" && i < bytes.length) bytes[i] = byte;
        else if (op === "insert") bytes.splice(i, 0, byte);
        else bytes.splice(i, 1);
      }
      return Uint8Array.from(bytes);
    });
  const random = fc
    .uint8Array({ maxLength: 64 })
    .map((b) => (b.length ? Uint8Array.of(0x90 | (b[0] & 0xf), ...b.subarray(1)) : b));

  it("lets only TranscriptErrors escape, the same on both engines, and the engine still works", () => {
    fc.assert(
      fc.property(
        fc.oneof(mutated, random),
        fc.constantFrom(undefined, 1, 2, 3, 64),
        (bytes, maxDepth) => {
          same(bytes, { maxDepth });
          expect(same(valid)).toBe("ok");
        },
      ),
      { seed: SEED, numRuns: 4000 },
    );
  });
});
