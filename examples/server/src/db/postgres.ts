// A real Postgres through postgres.js (a pooled client; bytea arrives as Buffer, a Uint8Array).
import postgres from "postgres";
import type { Db, Queryable } from "./types.js";

type Sql = postgres.Sql | postgres.TransactionSql;

function queryable(sql: Sql): Queryable {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], {
        prepare: true,
      });
      return rows as unknown as Row[];
    },
  };
}

/** Connects to `url` (a postgres:// connection string) with a pool of `max` connections. */
export async function openPostgres(url: string, max = 10): Promise<Db> {
  const sql = postgres(url, { max, onnotice: () => {} });
  await sql`select 1`;
  return {
    kind: "postgres",
    ...queryable(sql),
    transaction: async (work) => (await sql.begin((tx) => work(queryable(tx)))) as never,
    close: () => sql.end({ timeout: 5 }),
  };
}
