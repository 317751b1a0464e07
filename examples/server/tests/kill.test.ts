// A process killed with SIGKILL during an append leaves all of that append or none of it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDb } from "../src/db/open.js";
import type { Db } from "../src/db/types.js";
import { DATABASE, newId, service, testDb } from "./support/service.js";

const dir = mkdtempSync(join(tmpdir(), "clinker-kill-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the child; resolves with it once `lines` lines matched `until`, and the last match. */
function runChild(mode: string, id: string, until: RegExp, lines: number) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/append-child.ts", mode, id, dir],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise<{ child: ChildProcess; last: string }>((resolve, reject) => {
    let seen = 0;
    let buffered = "";
    child.stdout!.on("data", (data: Buffer) => {
      buffered += data.toString();
      const done = buffered.split("\n");
      buffered = done.pop()!;
      for (const line of done)
        if (until.test(line) && ++seen === lines) resolve({ child, last: line });
    });
    child.on("exit", (code) => reject(new Error(`child exited (${code}) before it was killed`)));
  });
}

async function kill(child: ChildProcess): Promise<void> {
  child.removeAllListeners("exit"); // the early-exit rejection of runChild
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/** The database the child wrote: its PGlite folder reopened, or the shared Postgres. */
async function reopen<T>(work: (db: Db) => Promise<T>): Promise<T> {
  if (DATABASE === "postgres") return work(await testDb());
  const db = await openDb({ dataDir: dir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const countOf = (db: Db, id: string) =>
  db
    .query<{ n: number }>("SELECT count(*)::int AS n FROM transcript_items WHERE session_id = $1", [
      id,
    ])
    .then((rows) => rows[0].n);

it("killed inside an append's transaction, none of it is stored", async () => {
  const id = newId("kill");
  const { child } = await runChild("pause", id, /^inside$/, 1);
  await kill(child);
  await reopen(async (db) => {
    expect(await countOf(db, id)).toBe(10);
    const s = service(db);
    expect((await s.appendJson(id, [{ type: "x" }])).body).toMatchObject({ from: 10, count: 1 });
    expect((await s.replay(id, "", "application/json")).body).toHaveLength(11);
  });
}, 300_000);

it("killed at any moment of a run of appends, each append is all there or absent", async () => {
  const id = newId("kill");
  const { child, last } = await runChild("loop", id, /^committed \d+$/, 3);
  await new Promise((resolve) => setTimeout(resolve, 37)); // somewhere inside a later append
  await kill(child);
  const reported = Number(last.split(" ")[1]);
  await reopen(async (db) => {
    const n = await countOf(db, id);
    expect(n % 100).toBe(0);
    expect(n).toBeGreaterThanOrEqual(reported);
    const s = service(db);
    expect((await s.replay(id, "", "application/json")).body).toHaveLength(n);
    expect((await s.info(id)).body.nextSeq).toBe(n);
  });
}, 300_000);
