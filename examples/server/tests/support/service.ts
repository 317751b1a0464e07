// A service for tests: PGlite in memory, or the Postgres of DATABASE_URL; requests without a socket.
import { randomUUID } from "node:crypto";
import { initSync } from "clinker-transcript";
import { createApp, type ServiceConfig } from "../../src/app.js";
import { openDb } from "../../src/db/open.js";
import type { Db } from "../../src/db/types.js";
import type { PlannerName } from "../../src/replay/types.js";
import { decode, encode } from "../../src/transcript/codec.js";

initSync();

/** Which database the tests run on. */
export const DATABASE = process.env.DATABASE_URL ? "postgres" : "pglite";

let shared: Promise<Db> | undefined;

/**
 * The test database, opened once for every file (PGlite boots in seconds) and closed when the
 * process ends; tables are shared, so every test uses fresh session ids.
 */
export function testDb(): Promise<Db> {
  shared ??= openDb({ url: process.env.DATABASE_URL });
  return shared;
}

/** A fresh session id. */
export function newId(prefix = "s"): string {
  return `${prefix}-${randomUUID()}`;
}

/** An answer: status, parsed body (JSON or msgpack), raw bytes and headers. */
export interface Answer {
  status: number;
  body: any;
  bytes: Uint8Array;
  headers: Headers;
}

async function answerOf(response: Response): Promise<Answer> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "";
  let body: unknown;
  if (type.includes("msgpack")) body = decode(bytes);
  else if (type.includes("json")) body = JSON.parse(new TextDecoder().decode(bytes));
  return { status: response.status, body, bytes, headers: response.headers };
}

/** A service over `db` with request helpers. */
export function service(
  db: Db,
  planner: PlannerName = "bytes",
  bodyLimit = 1 << 20,
  extra: Partial<ServiceConfig> = {},
) {
  const app = createApp({ db, planner, bodyLimit, maxItemsPerRequest: 5_000, ...extra });
  const send = async (method: string, path: string, init: RequestInit = {}) =>
    answerOf(await app.request(path, { method, ...init }));
  return {
    app,
    send,
    create: (id: string) => send("PUT", `/sessions/${id}`),
    info: (id: string) => send("GET", `/sessions/${id}`),
    appendJson: (id: string, items: unknown, query = "") =>
      send("POST", `/sessions/${id}/items${query}`, {
        body: typeof items === "string" ? items : JSON.stringify(items),
        headers: { "content-type": "application/json" },
      }),
    appendMsgpack: (id: string, bytes: Uint8Array, query = "") =>
      send("POST", `/sessions/${id}/items${query}`, {
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "content-type": "application/msgpack" },
      }),
    replay: (id: string, query = "", accept = "application/msgpack") =>
      send("GET", `/sessions/${id}/replay${query}`, { headers: { accept } }),
    /** A replay that publishes repairs for unanswered calls first (POST). */
    publishReplay: (id: string, query = "", accept = "application/msgpack") =>
      send("POST", `/sessions/${id}/replay${query}`, { headers: { accept } }),
    publishRepairs: (id: string) => send("POST", `/sessions/${id}/repairs`),
    compact: (id: string, summary: unknown[], query = "") =>
      send("POST", `/sessions/${id}/compact${query}`, {
        body: JSON.stringify(summary),
        headers: { "content-type": "application/json" },
      }),
  };
}

export { decode, encode };
