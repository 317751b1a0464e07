// Seeding the benchmark's database through the service's own append path.
import { openDb } from "../src/db/open.js";
import type { Db } from "../src/db/types.js";
import { appendItems } from "../src/store/append.js";
import { createSession } from "../src/store/sessions.js";
import { sessionItems } from "./items.js";

/** Appends per request while seeding (the service's MAX_ITEMS is 10,000). */
const BATCH = 2_000;

/**
 * Creates `sessions` sessions of `items` items each in PGlite at `dataDir` and returns their ids:
 * the first through the service's append path, the others as copies of its rows made in SQL.
 */
export async function seed(dataDir: string, sessions: number, items: number): Promise<string[]> {
  const db = await openDb({ dataDir });
  const ids = Array.from({ length: sessions }, (_, s) => `bench-${s}`);
  try {
    await createSession(db, ids[0]);
    const all = sessionItems(ids[0], items);
    for (let at = 0; at < all.length; at += BATCH)
      await appendItems(db, ids[0], all.slice(at, at + BATCH), { family: "openai" });
    for (const id of ids.slice(1)) await copySession(db, ids[0], id);
  } finally {
    await db.close();
  }
  return ids;
}

/** Session `to` created with the rows of session `from`. */
async function copySession(db: Db, from: string, to: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO transcript_sessions (id, next_seq)
       SELECT $2, next_seq FROM transcript_sessions WHERE id = $1`,
      [from, to],
    );
    await tx.query(
      `INSERT INTO transcript_items (session_id, seq, bytes, call_keys, private, family, repair_of)
       SELECT $2, seq, bytes, call_keys, private, family, repair_of FROM transcript_items
       WHERE session_id = $1`,
      [from, to],
    );
  });
}
