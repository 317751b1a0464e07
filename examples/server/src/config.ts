// Settings from the environment, with the defaults `npm start` runs on.
import type { PlannerName } from "./replay/types.js";

/** Everything the service reads from its environment. */
export interface Settings {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  bodyLimit: number;
  maxItemsPerRequest: number;
  planner: PlannerName;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? fallback : Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`expected a non-negative integer, got ${value}`);
  return n;
}

/** Reads PORT, HOST, DATABASE_URL, DATA_DIR, BODY_LIMIT, MAX_ITEMS, PLANNER. */
export function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const planner = env.PLANNER ?? "bytes";
  if (planner !== "bytes" && planner !== "objects") throw new Error("PLANNER is bytes or objects");
  return {
    port: int(env.PORT, 8787),
    host: env.HOST ?? "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? "./data",
    bodyLimit: int(env.BODY_LIMIT, 8 * 1024 * 1024),
    maxItemsPerRequest: int(env.MAX_ITEMS, 10_000),
    planner,
  };
}
