// Replays checked by preflight for `?api=`: a clean replay answers, a rejected one is 422 preflight.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/types.js";
import { assistant, call, output, user } from "./support/items.js";
import { newId, service, testDb } from "./support/service.js";

let db: Db;
beforeAll(async () => {
  db = await testDb();
});

const reasoning = { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAAB" };

describe.each(["bytes", "objects"] as const)("planner %s", (planner) => {
  it("answers a reconciled, projected replay that the Responses API accepts", async () => {
    const s = service(db, planner);
    const id = newId("pf");
    await s.create(id);
    await s.appendJson(
      id,
      [user("hi"), output("c1"), reasoning, call("c1"), call("c2")],
      "?family=openai",
    );
    for (const family of ["openai", "anthropic"]) {
      const query = `?family=${family}&api=responses`;
      const replay = await s.publishReplay(id, query, "application/json");
      expect(replay.status).toBe(200);
      expect(replay.body.map((item: any) => item.type)).toEqual([
        "message",
        ...(family === "openai" ? ["reasoning"] : []),
        "function_call",
        "function_call",
        "function_call_output",
        "function_call_output",
      ]);
    }
  });

  it("refuses with 422 preflight and the provider's words what the API would reject", async () => {
    const s = service(db, planner);
    const id = newId("pf");
    await s.create(id);
    await s.appendJson(id, [user("hi"), output("gone"), assistant("ok")]);
    const refused = await s.replay(id, "?api=responses");
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: "preflight",
      reason: "responses/orphan-output",
    });
    expect(refused.body.error.violations[0]).toMatchObject({
      rule: "responses/orphan-output",
      index: 1,
      callId: "gone",
      fix: expect.any(String),
    });
    expect((await s.replay(id)).status).toBe(200);
  });

  it("a replay with 3,000 violations answers 422 with the first 100 and their count", async () => {
    const s = service(db, planner);
    const id = newId("pf");
    await s.create(id);
    const orphans = Array.from({ length: 3000 }, (_, i) => output(`gone${i}`));
    expect((await s.appendJson(id, [user("hi"), ...orphans])).status).toBe(201);
    const started = performance.now();
    const refused = await s.replay(id, "?api=responses", "application/json");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(refused.status).toBe(422);
    expect(refused.body.error.violationCount).toBe(3000);
    expect(refused.body.error.violations).toHaveLength(100);
    expect(refused.body.error.violations[99]).toMatchObject({ callId: "gone99" });
  });

  it("an unknown api is 400 invalid-argument", async () => {
    const s = service(db, planner);
    const id = newId("pf");
    await s.create(id);
    expect((await s.replay(id, "?api=gemini")).body.error.code).toBe("invalid-argument");
  });
});
