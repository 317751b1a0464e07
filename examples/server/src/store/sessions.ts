// Sessions: creation, and the row lock that serializes every write to one session.
import type { Item } from "clinker-transcript";
import type { Db, Queryable } from "../db/types.js";
import { unknownSession } from "../http/errors.js";
import { type NewRow, rowsOf } from "../transcript/rows.js";

/** Creates session `id`; false when it already exists. */
export async function createSession(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    "INSERT INTO transcript_sessions (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id",
    [id],
  );
  return rows.length === 1;
}

/** A session's counters. */
export interface SessionHead {
  nextSeq: number;
  generation: number;
}

/**
 * Locks session `id` for the rest of transaction `tx` (appends, repairs and compactions of one
 * session then run one at a time, whatever the number of servers) and returns its counters.
 * @throws ServiceError `unknown-session`.
 */
export async function lockSession(tx: Queryable, id: string): Promise<SessionHead> {
  const rows = await tx.query<{ next_seq: number; generation: number }>(
    "SELECT next_seq::int AS next_seq, generation FROM transcript_sessions WHERE id = $1 FOR UPDATE",
    [id],
  );
  if (rows.length === 0) throw unknownSession(id);
  return { nextSeq: rows[0].next_seq, generation: rows[0].generation };
}

/**
 * Runs `work` in one transaction holding session `id`'s lock (lockSession), given its counters:
 * every write to a session goes through here.
 * @throws ServiceError `unknown-session`; whatever `work` throws (the transaction rolls back).
 */
export function inLockedSession<T>(
  db: Db,
  id: string,
  work: (tx: Queryable, head: SessionHead) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await lockSession(tx, id)));
}

/** What a write of items to a session works with, under the session's lock. */
export interface SessionWrite<O> {
  tx: Queryable;
  id: string;
  head: SessionHead;
  items: readonly Item[];
  /** The items' rows, encoded before the lock, which then covers only the database work. */
  rows: NewRow[];
  options: O;
}

/**
 * A write of items to a session (append, compact): the items' rows (produced by `options.family`)
 * made first, then `work` in inLockedSession.
 */
export function sessionWrite<O extends { family?: string | null }, T>(
  work: (write: SessionWrite<O>) => Promise<T>,
): (db: Db, id: string, items: readonly Item[], options?: O) => Promise<T> {
  return async (db, id, items, options = {} as O) => {
    const rows = rowsOf(items, options.family);
    return inLockedSession(db, id, (tx, head) => work({ tx, id, head, items, rows, options }));
  };
}
