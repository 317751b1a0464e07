// Who may call: Host and Origin checked, CORS only for configured origins, the bearer token, and a
// service on a non-loopback address refusing to start without one.
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app.js";
import { settingsFrom } from "../src/config.js";
import type { Db } from "../src/db/types.js";
import { call } from "./support/items.js";
import { newId, testDb } from "./support/service.js";

let db: Db;
beforeAll(async () => {
  db = await testDb();
});

const TOKEN = "a-test-token-of-32-characters-xx";

function app(env: NodeJS.ProcessEnv) {
  const { access } = settingsFrom(env);
  return createApp({ db, planner: "bytes", bodyLimit: 4096, maxItemsPerRequest: 10, access });
}

describe("starting", () => {
  it("refuses a non-loopback HOST without a TOKEN, and a short TOKEN", () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.10", "example.com"])
      expect(() => settingsFrom({ HOST })).toThrow(/set TOKEN/);
    expect(() => settingsFrom({ HOST: "0.0.0.0", TOKEN: "short" })).toThrow(/16 characters/);
    expect(settingsFrom({ HOST: "0.0.0.0", TOKEN }).access.token).toBe(TOKEN);
    for (const HOST of ["127.0.0.1", "localhost", "::1"])
      expect(settingsFrom({ HOST }).access.token).toBeUndefined();
  });
});

describe("Host and Origin", () => {
  const local = () => app({});
  it("answers loopback host names, refuses any other (DNS rebinding) with 403 forbidden", async () => {
    for (const host of ["localhost:8787", "127.0.0.1:8787", "[::1]:8787"])
      expect((await local().request(`http://${host}/sessions/x`)).status).toBe(404);
    const rebound = await local().request("http://attacker.example:8787/sessions/x");
    expect(rebound.status).toBe(403);
    expect((await rebound.json()).error.code).toBe("forbidden");
  });
  it("refuses a cross-site Origin before anything is written, and sends no CORS headers", async () => {
    const id = newId("g");
    const put = await local().request(`/sessions/${id}`, {
      method: "PUT",
      headers: { origin: "https://evil.example" },
    });
    expect(put.status).toBe(403);
    expect(put.headers.get("access-control-allow-origin")).toBeNull();
    expect((await local().request(`/sessions/${id}`)).status).toBe(404); // not created
    const preflight = await local().request(`/sessions/${id}`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "PUT" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });
  it("CORS_ORIGINS turns CORS on for those origins only", async () => {
    const open = app({ CORS_ORIGINS: "https://app.example" });
    const preflight = await open.request("/sessions/x", {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-method": "PUT" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://app.example");
    const get = await open.request("/sessions/x", { headers: { origin: "https://app.example" } });
    expect(get.status).toBe(404);
    const other = await open.request("/sessions/x", { headers: { origin: "https://b.example" } });
    expect(other.status).toBe(403);
  });
  it("ALLOWED_HOSTS replaces the default names", async () => {
    const named = app({ ALLOWED_HOSTS: "transcripts.internal" });
    expect((await named.request("http://transcripts.internal/sessions/x")).status).toBe(404);
    expect((await named.request("http://localhost/sessions/x")).status).toBe(403);
  });
});

describe("the bearer token", () => {
  const secured = () => app({ HOST: "0.0.0.0", TOKEN, ALLOWED_HOSTS: "*" });
  it("refuses a missing or wrong token with 401 unauthorized, writing nothing", async () => {
    const id = newId("g");
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const put = await secured().request(`/sessions/${id}`, { method: "PUT", headers });
      expect(put.status).toBe(401);
      expect(put.headers.get("www-authenticate")).toBe("Bearer");
      expect((await put.json()).error.code).toBe("unauthorized");
    }
    const authorization = `Bearer ${TOKEN}`;
    const get = await secured().request(`/sessions/${id}`, { headers: { authorization } });
    expect(get.status).toBe(404);
  });
  it("accepts the token on every route", async () => {
    const id = newId("g");
    const headers = { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" };
    const base = `http://any.host.example/sessions/${id}`;
    expect((await secured().request(base, { method: "PUT", headers })).status).toBe(201);
    const body = JSON.stringify([call("c")]);
    const items = await secured().request(`${base}/items`, { method: "POST", headers, body });
    expect(items.status).toBe(201);
    const repairs = await secured().request(`${base}/repairs`, { method: "POST", headers });
    expect(await repairs.json()).toEqual({ id, published: 1 });
  });
});
