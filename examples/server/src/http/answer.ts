// Answers by `Accept`: msgpack bytes as they are, or JSON.
import type { Context } from "hono";
import type { Replay } from "../replay/types.js";
import { isMsgpackType } from "../transcript/body.js";

/** True when the client accepts msgpack (listed first among msgpack and JSON). */
export function wantsMsgpack(accept: string | undefined): boolean {
  for (const range of (accept ?? "").split(",")) {
    const type = range.split(";")[0].trim().toLowerCase();
    if (isMsgpackType(type)) return true;
    if (type === "application/json") return false;
  }
  return false;
}

/** The replay as msgpack or JSON, as `Accept` asks. */
export function answerReplay(
  c: Context,
  replay: Replay,
  headers: Record<string, string>,
): Response {
  if (wantsMsgpack(c.req.header("accept"))) {
    const body = replay.msgpack();
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      "content-type": "application/msgpack",
    });
  }
  return c.json(replay.items(), 200, headers);
}
