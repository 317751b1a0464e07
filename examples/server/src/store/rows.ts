// Reading a transcript row by row into objects (the comparison path of the benchmark).
import type { Item } from "clinker-transcript";
import type { Queryable } from "../db/types.js";
import { unknownSession } from "../http/errors.js";
import { decode } from "../transcript/codec.js";

/** Session items decoded, with the producing family of each private one. */
export interface DecodedRows {
  items: Item[];
  families: Map<Item, string>;
}

/**
 * Every row of session `id`, decoded, in sequence order (one statement: one snapshot).
 * @throws ServiceError `unknown-session`.
 */
export async function readRows(db: Queryable, id: string): Promise<DecodedRows> {
  const rows = await db.query<{
    bytes: Uint8Array | null;
    private: boolean;
    family: string | null;
  }>(
    `SELECT i.bytes, i.private, i.family FROM transcript_sessions s
     LEFT JOIN transcript_items i ON i.session_id = s.id WHERE s.id = $1 ORDER BY i.seq`,
    [id],
  );
  if (rows.length === 0) throw unknownSession(id);
  const items: Item[] = [];
  const families = new Map<Item, string>();
  for (const row of rows) {
    if (row.bytes === null) continue;
    const item = decode(row.bytes) as Item;
    items.push(item);
    if (row.private && row.family !== null) families.set(item, row.family);
  }
  return { items, families };
}
