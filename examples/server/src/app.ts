// The HTTP service: sessions, appends, replays and compactions over one database.
import { TranscriptError } from "clinker-transcript";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "./db/types.js";
import { answerReplay } from "./http/answer.js";
import { DEFAULT_MAX_IN_FLIGHT, inFlightLimit } from "./http/busy.js";
import { errorAnswer } from "./http/errors.js";
import { type AccessConfig, guard, LOOPBACK_HOSTS } from "./http/guard.js";
import { apiParam, countParam, familyParam, sessionId } from "./http/params.js";
import { replayBytes } from "./replay/bytes.js";
import { replayObjects } from "./replay/objects.js";
import { checkPreflight } from "./replay/preflight.js";
import type { PlannerName } from "./replay/types.js";
import { appendItems } from "./store/append.js";
import { compactSession } from "./store/compact.js";
import { readStored } from "./store/read.js";
import { publishRepairs } from "./store/repairs.js";
import { createSession } from "./store/sessions.js";
import { parseItems } from "./transcript/body.js";
import type { ShapeLimits } from "./transcript/shape.js";

/** What the service runs on. */
export interface ServiceConfig {
  db: Db;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  /** Most items one request may append. */
  maxItemsPerRequest: number;
  /** `bytes` (the stored-bytes path) or `objects` (rows decoded, reference engine: for comparison). */
  planner: PlannerName;
  /** Bounds on a body's values, nesting and container width; default {@link DEFAULT_SHAPE}. */
  shape?: ShapeLimits;
  /** Most requests handled at once (more are `503 busy`); default {@link DEFAULT_MAX_IN_FLIGHT}. */
  maxInFlight?: number;
  /** Host, Origin and token rules; default: loopback hosts, no origin, no token. */
  access?: AccessConfig;
}

const LOOPBACK_ACCESS: AccessConfig = { allowedHosts: LOOPBACK_HOSTS, corsOrigins: [] };

const PLANNERS = { bytes: replayBytes, objects: replayObjects };
const ENGINES = { bytes: "auto", objects: "reference" } as const;

/** The Hono application of the service (serve it with @hono/node-server, or call `app.request`). */
export function createApp(config: ServiceConfig): Hono {
  const { db } = config;
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: config.bodyLimit,
    onError: () => {
      throw new TranscriptError(
        "limit-exceeded",
        `the body is larger than ${config.bodyLimit} bytes`,
        {
          reason: "body-limit",
        },
      );
    },
  });
  const items = async (c: {
    req: { arrayBuffer(): Promise<ArrayBuffer>; header(n: string): string | undefined };
  }) =>
    parseItems(
      new Uint8Array(await c.req.arrayBuffer()),
      c.req.header("content-type") ?? null,
      config.maxItemsPerRequest,
      config.shape,
    );

  app.onError((error, c) => {
    const { status, body } = errorAnswer(error);
    return c.json(body, status as 400);
  });
  app.use("*", inFlightLimit(config.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT));
  app.use("*", ...guard(config.access ?? LOOPBACK_ACCESS));
  app.notFound((c) => c.json({ error: { code: "not-found", message: "no such route" } }, 404));

  app.put("/sessions/:id", async (c) => {
    const id = sessionId(c.req.param("id"));
    const created = await createSession(db, id);
    return c.json({ id, created }, created ? 201 : 200);
  });

  app.get("/sessions/:id", async (c) => {
    const id = sessionId(c.req.param("id"));
    const { count, nextSeq, generation } = await readStored(db, id);
    return c.json({ id, items: count, nextSeq, generation });
  });

  app.post("/sessions/:id/items", limit, async (c) => {
    const id = sessionId(c.req.param("id"));
    const family = familyParam(c.req.query("family")) ?? null;
    const appended = await appendItems(db, id, await items(c), { family });
    return c.json(appended, 201);
  });

  // GET is a pure read (unanswered calls: 409 repairs-pending); POST publishes repairs first.
  const replay = (publish: boolean) => async (c: Context) => {
    const id = sessionId(c.req.param("id") ?? "");
    const family = familyParam(c.req.query("family"));
    const api = apiParam(c.req.query("api"));
    const started = performance.now();
    const replay = await PLANNERS[config.planner](db, id, { family, publish });
    // Preflight reads items, so a msgpack replay is decoded for it (only when `api` is asked).
    if (api) checkPreflight(replay.items(), api, family);
    const timing = `replay;dur=${(performance.now() - started).toFixed(2)}`;
    return answerReplay(c, replay, {
      "server-timing": timing,
      "x-repairs-published": String(replay.published),
    });
  };
  app.get("/sessions/:id/replay", replay(false));
  app.post("/sessions/:id/replay", replay(true));

  app.post("/sessions/:id/repairs", async (c) => {
    const id = sessionId(c.req.param("id"));
    return c.json({ id, published: await publishRepairs(db, id, ENGINES[config.planner]) });
  });

  app.post("/sessions/:id/compact", limit, async (c) => {
    const id = sessionId(c.req.param("id"));
    const cutoff = countParam("cutoff", c.req.query("cutoff"));
    const family = familyParam(c.req.query("family"));
    return c.json(await compactSession(db, id, await items(c), { cutoff, family }));
  });

  return app;
}
