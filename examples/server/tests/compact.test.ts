// Compaction: the plan's projection stored atomically, the old rows archived, nothing half replaced.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/types.js";
import { INTERRUPTED_TEXT } from "../src/transcript/repair.js";
import { assistant, call, conversation, output, reasoning, user } from "./support/items.js";
import { newId, service, testDb } from "./support/service.js";

let db: Db;
beforeAll(async () => {
  db = await testDb();
});

const summary = assistant("Summary of everything so far.");

async function archived(id: string) {
  return db.query<{ generation: number; n: number }>(
    `SELECT generation, count(*)::int AS n FROM transcript_archive WHERE session_id = $1
     GROUP BY generation ORDER BY generation`,
    [id],
  );
}

describe.each(["bytes", "objects"] as const)("planner %s", (planner) => {
  it("keeps the unresolved call group with its private context after the summary", async () => {
    const s = service(db, planner);
    const id = newId("compact");
    await s.create(id);
    const head = conversation("c", 3);
    const tail = [user("next"), reasoning("r-open"), call("open"), user("meanwhile")];
    await s.appendJson(id, [...head, ...tail], "?family=openai");
    const compacted = await s.compact(id, [summary], `?cutoff=${head.length + 3}`);
    expect(compacted.status).toBe(200);
    expect(compacted.body).toMatchObject({
      generation: 1,
      archived: head.length + 4,
      retained: 3,
      start: head.length + 1,
      unresolvedCalls: [{ index: head.length + 2, callId: "open" }],
    });
    const replay = await s.publishReplay(id, "?family=openai", "application/json");
    const repair = { type: "function_call_output", call_id: "open", output: INTERRUPTED_TEXT };
    expect(replay.body).toEqual([
      summary,
      reasoning("r-open"),
      call("open"),
      repair,
      user("meanwhile"),
    ]);
    expect(await archived(id)).toEqual([{ generation: 0, n: head.length + 4 }]);
    expect((await s.info(id)).body).toMatchObject({ items: 5, generation: 1 });
  });

  it("without an unresolved call keeps only what came after the cutoff", async () => {
    const s = service(db, planner);
    const id = newId("compact");
    await s.create(id);
    await s.appendJson(id, conversation("d", 2));
    await s.appendJson(id, [user("after")]);
    expect((await s.compact(id, [summary], "?cutoff=10")).body.retained).toBe(1);
    expect((await s.replay(id, "", "application/json")).body).toEqual([summary, user("after")]);
    expect((await s.compact(id, [assistant("second")])).body).toMatchObject({
      generation: 2,
      retained: 0,
    });
    expect(await archived(id)).toEqual([
      { generation: 0, n: 11 },
      { generation: 1, n: 2 },
    ]);
  });
});

it("a compaction whose result would not reconcile changes nothing", async () => {
  const s = service(db);
  const id = newId("compact");
  await s.create(id);
  await s.appendJson(id, [user("a"), call("k"), output("k"), user("b")]);
  const before = (await s.replay(id)).bytes;
  const refused = await s.compact(id, [output("k", "forged")], "?cutoff=1");
  expect(refused.status).toBe(409);
  expect(refused.body.error).toMatchObject({ code: "reconciliation", reason: "duplicate-output" });
  const nonObject = await s.compact(id, [summary, 3]);
  expect(nonObject.body.error.code).toBe("invalid-item");
  expect(Buffer.from((await s.replay(id)).bytes).equals(Buffer.from(before))).toBe(true);
  expect(await archived(id)).toEqual([]);
  expect((await s.info(id)).body.generation).toBe(0);
});
