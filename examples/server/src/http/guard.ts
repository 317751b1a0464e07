// Who may call: the Host the service answers to, the browser origins it trusts, a bearer token.
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { ServiceError } from "./errors.js";

/** Access rules of the service. */
export interface AccessConfig {
  /** The bearer token every request must carry; undefined: none (loopback only, see main.ts). */
  token?: string | undefined;
  /** Host names (no port) requests may name; `*` allows any (DNS rebinding is then up to the token). */
  allowedHosts: readonly string[];
  /** Browser origins allowed (CORS on for them only); every other `Origin` is refused. */
  corsOrigins: readonly string[];
}

/** The host names a loopback service answers to. */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

/** True for an address that only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares in constant time (digests of equal length), so the token cannot be timed out. */
function sameToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

function refuse(status: 401 | 403, code: "unauthorized" | "forbidden", message: string): never {
  throw new ServiceError(code, status, message);
}

/**
 * The middleware: Host checked (DNS rebinding), `Origin` checked (cross-site pages), CORS answered
 * for the configured origins only, then the bearer token.
 * @throws ServiceError `forbidden` (403) for another Host or Origin, `unauthorized` (401).
 */
export function guard(access: AccessConfig): MiddlewareHandler[] {
  const hosts = new Set(access.allowedHosts.map((host) => host.toLowerCase()));
  const origins = new Set(access.corsOrigins);
  const check: MiddlewareHandler = async (c, next) => {
    const host = new URL(c.req.url).hostname.toLowerCase();
    if (!hosts.has("*") && !hosts.has(host)) refuse(403, "forbidden", `host ${host} is not served`);
    const origin = c.req.header("origin");
    if (origin !== undefined && !origins.has(origin))
      refuse(403, "forbidden", `origin ${origin} is not allowed`);
    await next();
  };
  const auth: MiddlewareHandler = async (c, next) => {
    const { token } = access;
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (token !== undefined && (given === undefined || !sameToken(given, token))) {
      c.header("www-authenticate", "Bearer");
      refuse(401, "unauthorized", "a valid bearer token is required");
    }
    await next();
  };
  if (origins.size === 0) return [check, auth];
  const corsHeaders = cors({
    origin: [...origins],
    allowHeaders: ["authorization", "content-type", "accept"],
    allowMethods: ["GET", "PUT", "POST"],
    exposeHeaders: ["x-repairs-published", "server-timing"],
  });
  return [check, corsHeaders, auth];
}
