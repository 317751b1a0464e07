// Append and replay round trips, on both planners: stored bytes come back as stored.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/types.js";
import { arrayHeader, concat } from "../src/transcript/codec.js";
import { INTERRUPTED_TEXT } from "../src/transcript/repair.js";
import { assistant, call, conversation, output, reasoning, user } from "./support/items.js";
import { encode, newId, service, testDb } from "./support/service.js";

let db: Db;
beforeAll(async () => {
  db = await testDb();
});

/** What the rows of `items` are, written as one array: the stored transcript. */
const storedBytes = (items: unknown[]) => concat([arrayHeader(items.length), ...items.map(encode)]);

describe.each(["bytes", "objects"] as const)("planner %s", (planner) => {
  it("replays a valid transcript byte for byte as stored, in msgpack and JSON", async () => {
    const s = service(db, planner);
    const id = newId();
    expect((await s.create(id)).status).toBe(201);
    const items = conversation("a", 4);
    const appended = await s.appendJson(id, items.slice(0, 12));
    expect(appended.status).toBe(201);
    expect(appended.body).toEqual({ from: 0, count: 12, nextSeq: 12 });
    expect((await s.appendMsgpack(id, encode(items.slice(12)))).status).toBe(201);
    const replay = await s.replay(id);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("content-type")).toBe("application/msgpack");
    expect(Buffer.from(replay.bytes).equals(Buffer.from(storedBytes(items)))).toBe(true);
    const json = await s.replay(id, "", "application/json");
    expect(json.body).toEqual(items);
  });

  it("a GET replay is a pure read: unanswered calls are 409 repairs-pending, nothing stored", async () => {
    const s = service(db, planner);
    const id = newId();
    await s.create(id);
    await s.appendJson(id, [user("go"), call("a"), call("b"), output("a")]);
    for (const accept of ["application/json", "application/msgpack"]) {
      const answer = await s.replay(id, "?family=openai", accept);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ code: "repairs-pending", callIds: ["b"] });
    }
    expect((await s.info(id)).body.items).toBe(4);
    expect((await s.appendJson(id, [output("b")])).status).toBe(201);
    expect((await s.replay(id, "", "application/json")).status).toBe(200);
  });

  it("moves an early output after its call and publishes one repair per unanswered call", async () => {
    const s = service(db, planner);
    const id = newId();
    await s.create(id);
    await s.appendJson(id, [user("go"), output("late"), call("late"), call("lost")]);
    const first = await s.publishReplay(id, "", "application/json");
    expect(first.headers.get("x-repairs-published")).toBe("1");
    expect(first.body.map((i: any) => i.call_id ?? "user")).toEqual([
      "user",
      "late",
      "lost",
      "late",
      "lost",
    ]);
    expect(first.body[4]).toEqual({
      type: "function_call_output",
      call_id: "lost",
      output: INTERRUPTED_TEXT,
    });
    const second = await s.replay(id, "", "application/json");
    expect(second.headers.get("x-repairs-published")).toBe("0");
    expect(second.body).toEqual(first.body);
    expect((await s.info(id)).body.items).toBe(5);
  });

  it("POST .../repairs publishes the repairs once; a real output afterwards is 409 call-repaired", async () => {
    const s = service(db, planner);
    const id = newId();
    await s.create(id);
    await s.appendJson(id, [call("x"), call("y")]);
    expect((await s.publishRepairs(id)).body).toEqual({ id, published: 2 });
    expect((await s.publishRepairs(id)).body).toEqual({ id, published: 0 });
    const late = await s.appendJson(id, [assistant("meanwhile"), output("x")]);
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "call-repaired", callIds: ["x"] });
    expect((await s.info(id)).body.items).toBe(4);
    const replay = await s.replay(id, "", "application/json");
    expect(replay.body).toEqual([
      call("x"),
      call("y"),
      { type: "function_call_output", call_id: "x", output: INTERRUPTED_TEXT },
      { type: "function_call_output", call_id: "y", output: INTERRUPTED_TEXT },
    ]);
  });

  it("keeps private items for their own family only", async () => {
    const s = service(db, planner);
    const id = newId();
    await s.create(id);
    await s.appendJson(id, [user("hi")]);
    await s.appendJson(id, [reasoning("r1"), assistant("hello")], "?family=openai");
    const openai = await s.replay(id, "?family=openai", "application/json");
    expect(openai.body).toEqual([user("hi"), reasoning("r1"), assistant("hello")]);
    const other = await s.replay(id, "?family=anthropic", "application/json");
    expect(other.body).toEqual([user("hi"), assistant("hello")]);
    const msgpack = await s.replay(id, "?family=openai");
    expect(Buffer.from(msgpack.bytes).equals(Buffer.from(storedBytes(openai.body)))).toBe(true);
  });
});
