// Bodies whose decoded form would exhaust the process: refused from their shape, before decoding,
// fast (each answer well under a second), with 413 limit-exceeded and nothing stored.
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHAPE } from "../src/transcript/shape.js";
import { user } from "./support/items.js";
import { encode, newId, service, testDb } from "./support/service.js";

let s: ReturnType<typeof service>;
let id: string;
beforeAll(async () => {
  s = service(await testDb(), "bytes", 4 << 20);
  id = newId("lim");
  await s.create(id);
});

const u32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const str = (text: string) => [0xa0 | text.length, ...Buffer.from(text)];
/** `[{ type: "message", role: "user", content: <content> }]` with content's bytes given. */
function oneItem(content: Uint8Array): Uint8Array {
  const head = [0x91, 0x83, ...str("type"), ...str("message"), ...str("role"), ...str("user")];
  const key = str("content");
  return Uint8Array.from([...head, ...key, ...content]);
}
/** An array32 of `n` copies of `each`. */
function array(n: number, each: number[]): Uint8Array {
  const out = new Uint8Array(5 + n * each.length);
  out.set([0xdd, ...u32(n)]);
  for (let i = 0; i < n; i++) out.set(each, 5 + i * each.length);
  return out;
}

/** Asserts a fast 413 limit-exceeded with `reason`, and that nothing was stored. */
async function refusedFast(answer: () => Promise<{ status: number; body: any }>, reason: string) {
  const started = performance.now();
  const { status, body } = await answer();
  const ms = performance.now() - started;
  expect({ status, code: body.error.code, reason: body.error.reason }).toEqual({
    status: 413,
    code: "limit-exceeded",
    reason,
  });
  expect(ms).toBeLessThan(1000);
  expect((await s.info(id)).body.items).toBe(0);
}

describe("msgpack", () => {
  it("one item holding 3,000,000 empty maps in nested arrays (3 MB) is refused at max-nodes", async () => {
    const inner = Array.from(array(1000, [0x80]));
    const body = oneItem(array(3000, inner));
    await refusedFast(() => s.appendMsgpack(id, body), "max-nodes");
  });
  it("one array of 200,000 empty maps is refused at max-width", async () => {
    await refusedFast(() => s.appendMsgpack(id, oneItem(array(200_000, [0x80]))), "max-width");
  });
  it("a map of 200,000 distinct keys is refused at max-width", async () => {
    const n = 200_000;
    const map = new Uint8Array(5 + n * 6);
    map.set([0xdf, ...u32(n)]);
    for (let i = 0; i < n; i++) map.set([0xce, ...u32(i), 0xc0], 5 + i * 6);
    await refusedFast(() => s.appendMsgpack(id, oneItem(map)), "max-width");
  });
  it("nesting 2,000 levels is refused with 413", async () => {
    const deep = Uint8Array.from([...Array(2000).fill(0x91), 0xc0]);
    const { status, body } = await s.appendMsgpack(id, oneItem(deep));
    expect({ status, code: body.error.code }).toEqual({ status: 413, code: "limit-exceeded" });
  });
});

describe("JSON", () => {
  const item = (content: string) => `[{"type":"message","role":"user","content":${content}}]`;
  it("nesting 2,000 levels is 413 max-depth (not 500)", async () => {
    const deep = `${"[".repeat(2000)}${"]".repeat(2000)}`;
    await refusedFast(() => s.appendJson(id, item(deep)), "max-depth");
  });
  it("an array of 200,000 empty objects is refused at max-width", async () => {
    const wide = `[${Array(200_000).fill("{}").join(",")}]`;
    await refusedFast(() => s.appendJson(id, item(wide)), "max-width");
  });
  it("an object of 200,000 distinct keys is refused at max-width", async () => {
    const keys = Array.from({ length: 200_000 }, (_, i) => `"k${i}":0`).join(",");
    await refusedFast(() => s.appendJson(id, item(`{${keys}}`)), "max-width");
  });
  it("1,200,000 values in nested arrays are refused at max-nodes", async () => {
    const inner = `[${Array(1000).fill("0").join(",")}]`;
    await refusedFast(
      () => s.appendJson(id, item(`[${Array(1200).fill(inner).join(",")}]`)),
      "max-nodes",
    );
  });
  it("strings holding brackets, commas and escaped quotes are not counted as structure", async () => {
    const tricky = JSON.stringify([user(`${"[{,:".repeat(100_000)}${'\\"['.repeat(20)}`)]);
    const tight = service(await testDb(), "bytes", 4 << 20, {
      shape: { ...DEFAULT_SHAPE, maxNodes: 50, maxDepth: 5 },
    });
    const other = newId("lim");
    await tight.create(other);
    expect((await tight.appendJson(other, tricky)).status).toBe(201);
    expect((await tight.appendMsgpack(other, encode(JSON.parse(tricky)))).status).toBe(201);
  });
});

it("real items within the limits are stored, in JSON and msgpack", async () => {
  const nested = { type: "message", role: "user", content: [{ type: "input_text", text: "x" }] };
  const other = newId("lim");
  await s.create(other);
  expect((await s.appendJson(other, [nested, user("a")])).status).toBe(201);
  expect((await s.appendMsgpack(other, encode([nested]))).status).toBe(201);
});
