// Settings from the environment, with the defaults `npm start` runs on.

import { DEFAULT_MAX_IN_FLIGHT } from "./http/busy.js";
import { type AccessConfig, isLoopback, LOOPBACK_HOSTS } from "./http/guard.js";
import { DEFAULT_SOCKETS, type SocketLimits } from "./http/listen.js";
import type { PlannerName } from "./replay/types.js";
import { DEFAULT_SHAPE, type ShapeLimits } from "./transcript/shape.js";

/** Everything the service reads from its environment. */
export interface Settings {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  bodyLimit: number;
  maxItemsPerRequest: number;
  planner: PlannerName;
  access: AccessConfig;
  shape: ShapeLimits;
  sockets: SocketLimits;
  /** Most requests handled at once; more are `503 busy`. */
  maxInFlight: number;
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** The hosts answered by default: loopback names, and HOST itself when it names one address. */
function defaultHosts(host: string): string[] {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const named = host.includes(":") ? `[${host}]` : host;
  return wildcard ? [...LOOPBACK_HOSTS] : [...new Set([...LOOPBACK_HOSTS, named])];
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? fallback : Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`expected a non-negative integer, got ${value}`);
  return n;
}

/**
 * Reads PORT, HOST, DATABASE_URL, DATA_DIR, BODY_LIMIT, MAX_ITEMS, MAX_NODES, MAX_DEPTH, MAX_WIDTH,
 * PLANNER, TOKEN, ALLOWED_HOSTS, CORS_ORIGINS, HEADERS_TIMEOUT, REQUEST_TIMEOUT, KEEP_ALIVE_TIMEOUT,
 * MAX_CONNECTIONS, MAX_IN_FLIGHT.
 * @throws Error for a bad value, or a HOST other than loopback without a TOKEN (refuses to start).
 */
export function settingsFrom(env: NodeJS.ProcessEnv): Settings {
  const planner = env.PLANNER ?? "bytes";
  if (planner !== "bytes" && planner !== "objects") throw new Error("PLANNER is bytes or objects");
  const host = env.HOST ?? "127.0.0.1";
  const token = env.TOKEN || undefined;
  if (!isLoopback(host) && token === undefined)
    throw new Error(`HOST ${host} is reachable from other machines: set TOKEN (a bearer token)`);
  if (token !== undefined && token.length < 16)
    throw new Error("TOKEN must be at least 16 characters");
  const hosts = list(env.ALLOWED_HOSTS);
  const access = {
    token,
    allowedHosts: hosts.length > 0 ? hosts : defaultHosts(host),
    corsOrigins: list(env.CORS_ORIGINS),
  };
  return {
    port: int(env.PORT, 8787),
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? "./data",
    bodyLimit: int(env.BODY_LIMIT, 8 * 1024 * 1024),
    maxItemsPerRequest: int(env.MAX_ITEMS, 10_000),
    planner,
    access,
    shape: {
      maxNodes: int(env.MAX_NODES, DEFAULT_SHAPE.maxNodes),
      maxDepth: int(env.MAX_DEPTH, DEFAULT_SHAPE.maxDepth),
      maxWidth: int(env.MAX_WIDTH, DEFAULT_SHAPE.maxWidth),
    },
    sockets: {
      headersTimeout: int(env.HEADERS_TIMEOUT, DEFAULT_SOCKETS.headersTimeout),
      requestTimeout: int(env.REQUEST_TIMEOUT, DEFAULT_SOCKETS.requestTimeout),
      keepAliveTimeout: int(env.KEEP_ALIVE_TIMEOUT, DEFAULT_SOCKETS.keepAliveTimeout),
      maxConnections: int(env.MAX_CONNECTIONS, DEFAULT_SOCKETS.maxConnections),
    },
    maxInFlight: int(env.MAX_IN_FLIGHT, DEFAULT_MAX_IN_FLIGHT),
  };
}
