// Picks the database: a real Postgres when DATABASE_URL is set, else embedded PGlite.
import { openPglite } from "./pglite.js";
import { openPostgres } from "./postgres.js";
import { migrate } from "./schema.js";
import type { Db } from "./types.js";

/** Where the data lives: `url` (Postgres), else `dataDir` (PGlite on disk), else PGlite in memory. */
export interface DbConfig {
  url?: string | undefined;
  dataDir?: string | undefined;
}

/** Opens the database and creates the tables when absent. */
export async function openDb(config: DbConfig): Promise<Db> {
  const db = config.url ? await openPostgres(config.url) : await openPglite(config.dataDir);
  await migrate(db);
  return db;
}
