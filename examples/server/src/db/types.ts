// The one database seam of the service: PGlite and postgres.js both fit behind it.

/** Runs one parameterized statement ($1, $2, ...) and returns its rows. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** A database: statements, transactions (committed when `work` resolves, rolled back when it throws), close. */
export interface Db extends Queryable {
  /** Which implementation: `pglite` or `postgres`. */
  readonly kind: "pglite" | "postgres";
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
