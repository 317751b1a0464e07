// The HTTP server around the app: every socket bounded in time, the number of sockets bounded.
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

/** Bounds on the server's sockets, in milliseconds and counts. */
export interface SocketLimits {
  /** Time to receive a request's headers. */
  headersTimeout: number;
  /** Time to receive a whole request, body included (a slow body is cut at this). */
  requestTimeout: number;
  /** Time an idle keep-alive socket is kept between requests. */
  keepAliveTimeout: number;
  /** Most open sockets; further connections are closed at once. */
  maxConnections: number;
}

/** The defaults `npm start` runs on. */
export const DEFAULT_SOCKETS: SocketLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  maxConnections: 512,
};

/** Where and how to listen. */
export interface ListenOptions {
  port: number;
  hostname: string;
  sockets: SocketLimits;
}

/**
 * Serves `app` with `options.sockets` applied (Node checks the request timeouts every
 * `connectionsCheckingInterval`, set well below them so a slow body is cut on time).
 */
export function listen(
  app: Hono,
  options: ListenOptions,
  onListening: (port: number) => void = () => {},
): Server {
  const { headersTimeout, requestTimeout, keepAliveTimeout, maxConnections } = options.sockets;
  const serverOptions = {
    headersTimeout: Math.min(headersTimeout, requestTimeout),
    requestTimeout,
    keepAliveTimeout,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
  const server = serve(
    { fetch: app.fetch, port: options.port, hostname: options.hostname, serverOptions },
    (info) => onListening(info.port),
  ) as Server;
  server.maxConnections = maxConnections;
  return server;
}
