// Tables of the service. One row per item; repairs unique per call; compactions archive old rows.
import type { Db } from "./types.js";

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS transcript_sessions (
     id text PRIMARY KEY,
     next_seq bigint NOT NULL DEFAULT 0,
     generation integer NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  // call_keys: the keys a call item holds (validateFunctionCall reads only rows holding a key);
  // private: family-private, or carrying private parts (only those rows are decoded on replay).
  `CREATE TABLE IF NOT EXISTS transcript_items (
     session_id text NOT NULL REFERENCES transcript_sessions (id),
     seq bigint NOT NULL,
     bytes bytea NOT NULL,
     call_keys text[] NOT NULL DEFAULT '{}',
     private boolean NOT NULL DEFAULT false,
     family text,
     repair_of text,
     PRIMARY KEY (session_id, seq)
   )`,
  // A repair is published once per call, however many replays race to publish it.
  `CREATE UNIQUE INDEX IF NOT EXISTS transcript_items_repair
     ON transcript_items (session_id, repair_of) WHERE repair_of IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS transcript_items_call_keys ON transcript_items USING gin (call_keys)`,
  `CREATE TABLE IF NOT EXISTS transcript_archive (
     session_id text NOT NULL REFERENCES transcript_sessions (id),
     generation integer NOT NULL,
     seq bigint NOT NULL,
     bytes bytea NOT NULL,
     call_keys text[] NOT NULL,
     private boolean NOT NULL,
     family text,
     repair_of text,
     archived_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (session_id, generation, seq)
   )`,
];

/** Creates the tables when absent; an advisory lock keeps concurrent starts from racing. */
export async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(7317001)");
    for (const statement of STATEMENTS) await tx.query(statement);
  });
}
