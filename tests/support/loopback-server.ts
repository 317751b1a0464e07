// A scripted HTTP server on 127.0.0.1 (port 0) for the provider adapter tests: never the network.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the server received, body parsed as JSON. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: any;
}

/**
 * What to answer: a JSON body, or an SSE body (`cut` stops mid-body: `destroy` drops the
 * socket, `end` closes the response cleanly as if the upstream had hung up).
 */
export type Reply =
  | { readonly status?: number; readonly json: unknown; readonly headers?: Record<string, string> }
  | { readonly sse: string; readonly cut?: "destroy" | "end" };

/** A running loopback server with a queue of replies. */
export interface Loopback {
  readonly url: string;
  readonly requests: ReceivedRequest[];
  reply(...replies: Reply[]): void;
  /** Forgets queued replies and received requests (between tests). */
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if ("json" in reply) {
    const headers = { "content-type": "application/json", ...reply.headers };
    res.writeHead(reply.status ?? 200, headers);
    res.end(JSON.stringify(reply.json));
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  if (reply.cut === undefined) {
    res.end(reply.sse);
    return;
  }
  // Flush what we have, then hang up in the middle of the event that follows.
  res.write(reply.sse, () => {
    if (reply.cut === "end") res.end();
    else setTimeout(() => res.destroy(), 20);
  });
}

/** Starts a server on 127.0.0.1:0; each request takes the next queued reply (none left: 599). */
export async function startLoopback(): Promise<Loopback> {
  const queue: Reply[] = [];
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    const body = text === "" ? undefined : JSON.parse(text);
    requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
    const reply = queue.shift();
    if (reply) send(res, reply);
    else send(res, { status: 599, json: { error: { message: "no reply queued" } } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
