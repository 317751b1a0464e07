// Sockets on a real loopback server: slow headers and bodies cut, idle sockets closed, the socket
// count bounded, and requests past the in-flight limit answered 503 busy at once.
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { listen } from "../src/http/listen.js";
import { user } from "./support/items.js";
import { newId, testDb } from "./support/service.js";

const LIMITS = {
  headersTimeout: 300,
  requestTimeout: 600,
  keepAliveTimeout: 200,
  maxConnections: 4,
};
let server: Server;
let port: number;

beforeAll(async () => {
  const app = createApp({
    db: await testDb(),
    planner: "bytes",
    bodyLimit: 1 << 20,
    maxItemsPerRequest: 100,
    maxInFlight: 1,
  });
  await new Promise<void>((ready) => {
    server = listen(app, { port: 0, hostname: "127.0.0.1", sockets: LIMITS }, (bound) => {
      port = bound;
      ready();
    });
  });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

/** A raw socket to the server and a promise of the time it is closed (by the server) and its data. */
async function open(): Promise<{ socket: Socket; closed: Promise<{ ms: number; data: string }> }> {
  const socket = connect(port, "127.0.0.1");
  await new Promise((ready) => socket.once("connect", ready));
  const started = performance.now();
  let data = "";
  socket.on("data", (chunk) => {
    data += chunk;
  });
  socket.on("error", () => {});
  const closed = new Promise<{ ms: number; data: string }>((done) =>
    socket.once("close", () => done({ ms: performance.now() - started, data })),
  );
  return { socket, closed };
}

const head = (method: string, path: string, extra = "") =>
  `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${extra}`;

describe("time bounds", () => {
  it("headers never finished are cut after headersTimeout", async () => {
    const { socket, closed } = await open();
    socket.write(head("GET", "/sessions/x")); // no blank line: the headers never end
    const { ms } = await closed;
    expect(ms).toBeLessThan(1500);
  });
  it("a slow body is cut after requestTimeout (408), not held", async () => {
    const id = newId("sock");
    const { socket, closed } = await open();
    socket.write(
      head(
        "POST",
        `/sessions/${id}/items`,
        "content-type: application/json\r\ncontent-length: 1000\r\n\r\n[{",
      ),
    );
    const ticker = setInterval(() => socket.write(" "), 100); // a byte now and then: still too slow
    const { ms, data } = await closed;
    clearInterval(ticker);
    expect(ms).toBeLessThan(2000);
    expect(data === "" || data.startsWith("HTTP/1.1 408")).toBe(true);
  });
  it("an idle keep-alive socket is closed after keepAliveTimeout", async () => {
    const { socket, closed } = await open();
    socket.write(`${head("GET", "/sessions/x")}\r\n`);
    const { ms, data } = await closed;
    expect(data).toMatch(/^HTTP\/1\.1 404/);
    expect(ms).toBeLessThan(3000); // Node's default keeps it 5 s
  });
});

describe("counts", () => {
  it(`at most ${LIMITS.maxConnections} sockets: a further connection is closed at once`, async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnections }, open));
    for (const { socket } of held) socket.write("GET"); // connected, never finished
    await new Promise((settle) => setTimeout(settle, 50));
    const extra = await open();
    const { ms, data } = await extra.closed;
    expect(data).toBe("");
    expect(ms).toBeLessThan(200);
    for (const { socket } of held) socket.destroy();
  });
  it("a request past MAX_IN_FLIGHT is 503 busy with retry-after, while one is in progress", async () => {
    const id = newId("sock");
    await fetch(`http://127.0.0.1:${port}/sessions/${id}`, { method: "PUT" });
    const body = JSON.stringify([user("slow")]);
    const { socket, closed } = await open(); // holds the only slot: its body comes in two parts
    socket.write(
      head(
        "POST",
        `/sessions/${id}/items`,
        `content-type: application/json\r\nconnection: close\r\ncontent-length: ${body.length}\r\n\r\n`,
      ),
    );
    socket.write(body.slice(0, 5));
    await new Promise((settle) => setTimeout(settle, 50));
    const refused = await fetch(`http://127.0.0.1:${port}/sessions/${id}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect((await refused.json()).error.code).toBe("busy");
    socket.write(body.slice(5));
    expect((await closed).data).toMatch(/^HTTP\/1\.1 201/);
    const after = await fetch(`http://127.0.0.1:${port}/sessions/${id}`);
    expect(await after.json()).toMatchObject({ items: 1 });
  });
});
