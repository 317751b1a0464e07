// Load shedding: past a number of requests in progress, answer 503 at once instead of queueing.
import type { MiddlewareHandler } from "hono";
import { overloaded } from "./errors.js";

/** Requests handled at once by default (each may hold a body of up to BODY_LIMIT in memory). */
export const DEFAULT_MAX_IN_FLIGHT = 64;

/**
 * The middleware: at most `limit` requests in progress, every other one `503 busy` with
 * `retry-after: 1` (a request counts until its answer is made, its body read included).
 * @throws ServiceError `busy` (503).
 */
export function inFlightLimit(limit: number): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= limit) {
      c.header("retry-after", "1");
      throw overloaded(limit);
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
}
