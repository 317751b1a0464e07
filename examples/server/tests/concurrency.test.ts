// Concurrent appenders and replays on one session: nothing lost, each repair published once.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/types.js";
import { insertRows } from "../src/store/insert.js";
import { INTERRUPTED_TEXT, repairOutput } from "../src/transcript/repair.js";
import { rowOf } from "../src/transcript/rows.js";
import { call, output, user } from "./support/items.js";
import { newId, service, testDb } from "./support/service.js";

let db: Db;
beforeAll(async () => {
  db = await testDb();
});

const WRITERS = 20;

/** Repair rows per call key of session `id`. */
async function repairCounts(id: string): Promise<Map<string, number>> {
  const rows = await db.query<{ repair_of: string; n: number }>(
    `SELECT repair_of, count(*)::int AS n FROM transcript_items
     WHERE session_id = $1 AND repair_of IS NOT NULL GROUP BY repair_of`,
    [id],
  );
  return new Map(rows.map((row) => [row.repair_of, row.n]));
}

/** Every client call of `items` is followed (after its group) by exactly one output. */
function outputsPerCall(items: any[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.type === "function_call") counts.set(item.call_id, counts.get(item.call_id) ?? 0);
    if (item.type === "function_call_output")
      counts.set(item.call_id, (counts.get(item.call_id) ?? 0) + 1);
  }
  return counts;
}

describe.each(["bytes", "objects"] as const)("planner %s", (planner) => {
  it(`${WRITERS} appenders and ${WRITERS} replays at once lose nothing and repair each call once`, async () => {
    const s = service(db, planner);
    const id = newId("race");
    await s.create(id);
    const batch = (k: number) => [user(`w${k}`), call(`a${k}`), output(`a${k}`), call(`open${k}`)];
    const appends = Array.from({ length: WRITERS }, (_, k) => s.appendJson(id, batch(k)));
    const replays = Array.from({ length: WRITERS }, () =>
      s.publishReplay(id, "", "application/json"),
    );
    const answers = await Promise.all([...appends, ...replays]);
    for (const a of answers.slice(0, WRITERS)) expect(a.status).toBe(201);
    for (const a of answers.slice(WRITERS)) expect(a.status).toBe(200);

    const last = await s.publishReplay(id, "", "application/json");
    const published = [...answers.slice(WRITERS), last].reduce(
      (sum, a) => sum + Number(a.headers.get("x-repairs-published")),
      0,
    );
    expect(published).toBe(WRITERS);
    const repairs = await repairCounts(id);
    expect(repairs.size).toBe(WRITERS);
    for (const n of repairs.values()) expect(n).toBe(1);

    const items = last.body;
    expect(items).toHaveLength(WRITERS * 4 + WRITERS);
    for (let k = 0; k < WRITERS; k++) {
      for (const item of batch(k)) expect(items).toContainEqual(item);
    }
    const perCall = outputsPerCall(items);
    expect(perCall.size).toBe(2 * WRITERS);
    for (const n of perCall.values()) expect(n).toBe(1);
    const seqs = await db.query<{ n: number; max: number }>(
      "SELECT count(*)::int AS n, max(seq)::int AS max FROM transcript_items WHERE session_id = $1",
      [id],
    );
    expect(seqs[0]).toEqual({ n: WRITERS * 5, max: WRITERS * 5 - 1 });
  });

  it(`${WRITERS} replays racing on unanswered calls publish each repair once`, async () => {
    const s = service(db, planner);
    const id = newId("replays");
    await s.create(id);
    await s.appendJson(id, [user("go"), call("p1"), call("p2"), user("more"), call("p3")]);
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, () => s.publishReplay(id, "", "application/json")),
    );
    const published = answers.reduce(
      (sum, a) => sum + Number(a.headers.get("x-repairs-published")),
      0,
    );
    expect(published).toBe(3);
    for (const a of answers) expect(a.body).toEqual(answers[0].body);
    expect([...(await repairCounts(id)).values()]).toEqual([1, 1, 1]);
  });
});

it("the unique index refuses a second repair row for a call even outside the session lock", async () => {
  const s = service(db);
  const id = newId("unique");
  await s.create(id);
  await s.appendJson(id, [call("u1")]);
  await s.publishReplay(id);
  const again = rowOf(repairOutput(call("u1"), "u1"), null, "u1");
  const inserted = await db.transaction((tx) =>
    insertRows(tx, id, 100, [again], { skipPublishedRepairs: true }),
  );
  expect(inserted).toBe(0);
  await expect(db.transaction((tx) => insertRows(tx, id, 101, [again]))).rejects.toThrow();
  const replay = await s.publishReplay(id, "", "application/json");
  expect(replay.body).toEqual([
    call("u1"),
    { type: "function_call_output", call_id: "u1", output: INTERRUPTED_TEXT },
  ]);
});
