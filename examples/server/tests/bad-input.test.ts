// Every kind of bad input: a clear 4xx with the library's error code (or the service's), nothing stored.
import { beforeAll, describe, expect, it } from "vitest";
import { call, conversation, output, user } from "./support/items.js";
import { encode, newId, service, testDb } from "./support/service.js";

let s: ReturnType<typeof service>;
let id: string;
let stored: { items: number; nextSeq: number };

beforeAll(async () => {
  s = service(await testDb(), "bytes", 4096);
  id = newId("bad");
  await s.create(id);
  expect((await s.appendJson(id, [user("hi"), call("c1"), output("c1")])).status).toBe(201);
  const { items, nextSeq } = (await s.info(id)).body;
  stored = { items, nextSeq };
});

/** Asserts the answer and that session `id` is exactly as it was. */
async function refused(
  answer: Promise<{ status: number; body: any }>,
  status: number,
  code: string,
) {
  const { status: got, body } = await answer;
  expect({ status: got, code: body?.error?.code }).toEqual({ status, code });
  expect(typeof body.error.message).toBe("string");
  const after = (await s.info(id)).body;
  expect({ items: after.items, nextSeq: after.nextSeq }).toEqual(stored);
  return body.error;
}

const msgpack = (...bytes: number[]) => Uint8Array.from(bytes);
const good = encode([user("fine")]);

describe("malformed bodies", () => {
  it("malformed JSON is 400 malformed-json", async () => {
    await refused(s.appendJson(id, '[{"type": "message"'), 400, "malformed-json");
  });
  it.each([
    ["truncated", good.subarray(0, good.length - 2)],
    ["trailing bytes", Uint8Array.from([...good, 0xc0])],
    ["an extension type", msgpack(0x91, 0xd4, 0x01, 0x00)],
    ["0xc1", msgpack(0x91, 0xc1)],
    ["a top level that is not an array", encode({ type: "message" })],
    ["a __proto__ key", msgpack(0x91, 0x81, 0xa9, ...Buffer.from("__proto__"), 0x01)],
  ])("msgpack with %s is 400 malformed-msgpack", async (_, bytes) => {
    await refused(s.appendMsgpack(id, bytes), 400, "malformed-msgpack");
  });
  it("a JSON item with a __proto__ key is refused before it reaches the stored path", async () => {
    const body = '[{"type":"message","role":"user","content":"x","__proto__":{"polluted":1}}]';
    await refused(s.appendJson(id, body), 400, "malformed-msgpack");
    expect(({} as any).polluted).toBeUndefined();
  });
  it("JSON with invalid UTF-8 is 400 malformed-json, not read as U+FFFD", async () => {
    const body = Buffer.concat([
      Buffer.from('[{"type":"function_call_output","call_id":"a'),
      Buffer.from([0xff]),
      Buffer.from('","output":"x"}]'),
    ]);
    const answer = s.send("POST", `/sessions/${id}/items`, {
      body,
      headers: { "content-type": "application/json" },
    });
    await refused(answer, 400, "malformed-json");
  });
  it("another media type is 415", async () => {
    const answer = s.send("POST", `/sessions/${id}/items`, {
      body: "[]",
      headers: { "content-type": "text/plain" },
    });
    await refused(answer, 415, "unsupported-media-type");
  });
  it("a body that is not a non-empty array is 400 invalid-argument", async () => {
    await refused(s.appendJson(id, { type: "message" }), 400, "invalid-argument");
    await refused(s.appendJson(id, []), 400, "invalid-argument");
    await refused(s.appendMsgpack(id, msgpack(0x90)), 400, "invalid-argument");
  });
});

describe("limits", () => {
  it("a body over the configured limit is 413 limit-exceeded", async () => {
    const big = conversation("big", 40);
    expect(JSON.stringify(big).length).toBeGreaterThan(4096);
    await refused(s.appendJson(id, big), 413, "limit-exceeded");
    await refused(s.appendMsgpack(id, encode(big)), 413, "limit-exceeded");
  });
  it("more items than a request may carry is 413 limit-exceeded", async () => {
    const many = service(await testDb(), "bytes", 1 << 20);
    const items = Array.from({ length: 5001 }, () => ({ type: "x" }));
    await refused(many.appendJson(id, items), 413, "limit-exceeded");
    await refused(many.appendMsgpack(id, encode(items)), 413, "limit-exceeded");
  });
});

describe("items the library refuses", () => {
  it.each([[[1]], [["text"]], [[null]], [[[user("nested")]]], [[user("ok"), 7]]])(
    "a non-object item (%j) is 422 invalid-item, in JSON and msgpack",
    async (items) => {
      const error = await refused(s.appendJson(id, items), 422, "invalid-item");
      expect(error.index).toBe(items.length - 1);
      await refused(s.appendMsgpack(id, encode(items)), 422, "invalid-item");
    },
  );
  it("a compaction_trigger is 422 invalid-item", async () => {
    await refused(s.appendJson(id, [{ type: "compaction_trigger" }]), 422, "invalid-item");
  });
  it("a call id already stored is 409 function-call duplicate-call-id", async () => {
    const error = await refused(
      s.appendJson(id, [user("again"), call("c1")]),
      409,
      "function-call",
    );
    expect(error).toMatchObject({ reason: "duplicate-call-id", callId: "c1" });
  });
  it("a call id repeated within one request is 409 duplicate-call-id", async () => {
    const error = await refused(s.appendJson(id, [call("n1"), call("n1")]), 409, "function-call");
    expect(error.reason).toBe("duplicate-call-id");
  });
  it("a call without a call id is 422 function-call missing-call-id", async () => {
    const bad = { type: "function_call", name: "f", arguments: "{}" };
    const error = await refused(s.appendJson(id, [bad]), 422, "function-call");
    expect(error.reason).toBe("missing-call-id");
  });
  it("a second output for a call is 409 reconciliation duplicate-output", async () => {
    const error = await refused(s.appendJson(id, [output("c1", "again")]), 409, "reconciliation");
    expect(error).toMatchObject({ reason: "duplicate-output", callId: "c1", index: 3 });
  });
});

describe("unknown sessions and bad parameters", () => {
  it("appends, replays and compactions of an unknown session are 404 unknown-session", async () => {
    const missing = newId("missing");
    await refused(s.appendJson(missing, [user("x")]), 404, "unknown-session");
    await refused(s.replay(missing), 404, "unknown-session");
    await refused(s.compact(missing, [user("summary")]), 404, "unknown-session");
    expect((await s.info(missing)).status).toBe(404);
  });
  it("a bad session id, family or cutoff is 400 invalid-argument", async () => {
    await refused(s.appendJson("bad%20id", [user("x")]), 400, "invalid-argument");
    await refused(s.appendJson(id, [user("x")], "?family=no%20way"), 400, "invalid-argument");
    await refused(s.compact(id, [user("summary")], "?cutoff=-1"), 400, "invalid-argument");
    await refused(s.compact(id, [user("summary")], "?cutoff=99"), 400, "invalid-argument");
  });
  it("an unknown route is 404 not-found", async () => {
    expect((await s.send("GET", "/nowhere")).body.error.code).toBe("not-found");
  });
});
