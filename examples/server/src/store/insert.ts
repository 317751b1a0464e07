// Inserting rows: multi-row statements, a bounded number of parameters each.
import type { Queryable } from "../db/types.js";
import type { NewRow } from "../transcript/rows.js";

/** Rows per INSERT: 7 parameters a row stays far below Postgres' 65,535. */
const CHUNK = 500;

/** Called between chunks (a test stops a process there, inside the transaction). */
export type ChunkHook = (inserted: number) => void | Promise<void>;

/** Options of {@link insertRows}. */
export interface InsertOptions {
  onChunk?: ChunkHook | undefined;
  /** Skip a repair row whose call already has a published repair (the unique index decides). */
  skipPublishedRepairs?: boolean;
}

/**
 * Inserts `rows` for session `id` at sequence numbers `from`, `from + 1`, ...; returns how many
 * rows were inserted.
 */
export async function insertRows(
  tx: Queryable,
  id: string,
  from: number,
  rows: readonly NewRow[],
  options: InsertOptions = {},
): Promise<number> {
  const conflict = options.skipPublishedRepairs
    ? "ON CONFLICT (session_id, repair_of) WHERE repair_of IS NOT NULL DO NOTHING"
    : "";
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const values = chunk.map((row, i) => {
      const at = params.length;
      params.push(id, from + start + i, row.bytes, JSON.stringify(row.callKeys));
      params.push(row.private, row.family, row.repairOf);
      const keys = `ARRAY(SELECT jsonb_array_elements_text($${at + 4}::text::jsonb))`;
      return `($${at + 1}, $${at + 2}, $${at + 3}, ${keys}, $${at + 5}, $${at + 6}, $${at + 7})`;
    });
    const done = await tx.query(
      `INSERT INTO transcript_items (session_id, seq, bytes, call_keys, private, family, repair_of)
       VALUES ${values.join(", ")} ${conflict} RETURNING seq`,
      params,
    );
    inserted += done.length;
    await options.onChunk?.(start + chunk.length);
  }
  return inserted;
}

/** Advances session `id`'s next sequence number to `nextSeq`. */
export async function setNextSeq(tx: Queryable, id: string, nextSeq: number): Promise<void> {
  await tx.query("UPDATE transcript_sessions SET next_seq = $2 WHERE id = $1", [id, nextSeq]);
}
