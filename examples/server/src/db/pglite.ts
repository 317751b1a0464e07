// PGlite: Postgres compiled to wasm, in this process, data in a local folder (or in memory).
import { PGlite } from "@electric-sql/pglite";
import type { Db, Queryable } from "./types.js";

function queryable(pg: Pick<PGlite, "query">): Queryable {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await pg.query<Row>(text, params as unknown[]);
      return result.rows;
    },
  };
}

/** bytea arrives as `\\x` and hex text: Node's decoder, not PGlite's, turns it into bytes. */
const BYTEA = 17;
const parsers = { [BYTEA]: (text: string) => Buffer.from(text.slice(2), "hex") };

/** Opens PGlite on `dataDir` (created when absent), or in memory when it is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = new PGlite(dataDir, { parsers });
  await pg.waitReady;
  return {
    kind: "pglite",
    ...queryable(pg),
    // PGlite runs one transaction at a time: callers queue here, which serializes them.
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    close: () => pg.close(),
  };
}
