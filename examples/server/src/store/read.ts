// Reading a transcript as one msgpack array: the rows' bytes concatenated by the database, never decoded.
import type { Queryable } from "../db/types.js";
import { unknownSession } from "../http/errors.js";
import { arrayHeader } from "../transcript/codec.js";

/** A session's stored transcript, read in one statement (one snapshot). */
export interface StoredTranscript {
  nextSeq: number;
  generation: number;
  /** Items stored. */
  count: number;
  /** One msgpack array: the header, then every row's bytes in sequence order. */
  bytes: Uint8Array;
  /** Item i is bytes [offsets[i], offsets[i + 1]) of `bytes`. */
  offsets: Uint32Array;
  /** Index → producing family of the rows marked private (the only rows replay may decode). */
  privateRows: Map<number, string | null>;
}

const READ = `
SELECT s.next_seq::int AS next_seq, s.generation, a.count, a.rows, a.lengths, a.private_rows
FROM transcript_sessions s
LEFT JOIN LATERAL (
  SELECT count(*)::int AS count,
         string_agg(r.bytes, ''::bytea ORDER BY r.seq) AS rows,
         string_agg(int4send(length(r.bytes)), ''::bytea ORDER BY r.seq) AS lengths,
         json_agg(json_build_array(r.ix, r.family) ORDER BY r.ix) FILTER (WHERE r.private) AS private_rows
  FROM (SELECT seq, bytes, private, family, (row_number() OVER (ORDER BY seq) - 1)::int AS ix
        FROM transcript_items WHERE session_id = s.id) r
) a ON true
WHERE s.id = $1`;

interface ReadRow {
  next_seq: number;
  generation: number;
  count: number;
  rows: Uint8Array | null;
  lengths: Uint8Array | null;
  private_rows: [number, string | null][] | string | null;
}

/** Item offsets after `headerLength` bytes, from the big-endian int4 lengths. */
function offsetsOf(lengths: Uint8Array | null, count: number, headerLength: number): Uint32Array {
  const offsets = new Uint32Array(count + 1);
  offsets[0] = headerLength;
  if (!lengths) return offsets;
  const view = new DataView(lengths.buffer, lengths.byteOffset, lengths.byteLength);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i] + view.getInt32(i * 4);
  return offsets;
}

/**
 * Session `id`'s transcript as one msgpack array (header written before the rows' bytes).
 * @throws ServiceError `unknown-session`.
 */
export async function readStored(db: Queryable, id: string): Promise<StoredTranscript> {
  const found = await db.query<ReadRow>(READ, [id]);
  if (found.length === 0) throw unknownSession(id);
  const row = found[0];
  const header = arrayHeader(row.count);
  const rows = row.rows ?? new Uint8Array(0);
  const bytes = new Uint8Array(header.length + rows.length);
  bytes.set(header);
  bytes.set(rows, header.length);
  const listed =
    typeof row.private_rows === "string" ? JSON.parse(row.private_rows) : row.private_rows;
  return {
    nextSeq: row.next_seq,
    generation: row.generation,
    count: row.count,
    bytes,
    offsets: offsetsOf(row.lengths, row.count, header.length),
    privateRows: new Map(listed ?? []),
  };
}

/** Item `index`'s bytes. */
export function itemBytes(stored: StoredTranscript, index: number): Uint8Array {
  return stored.bytes.subarray(stored.offsets[index], stored.offsets[index + 1]);
}
