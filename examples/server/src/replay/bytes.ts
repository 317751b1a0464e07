// Replay on the stored-bytes path: reconcileMsgpack over the rows' bytes, never decoding them.
import { reconcileMsgpack } from "clinker-transcript";
import type { Db } from "../db/types.js";
import { readStored } from "../store/read.js";
import { decode } from "../transcript/codec.js";
import { isRepairOutput } from "../transcript/repair.js";
import { isIdentity, writeReplay } from "./project.js";
import { untilRepaired } from "./rounds.js";
import type { Replay, ReplayOptions } from "./types.js";

/**
 * Session `id` reconciled from its stored bytes: with `publish`, repairs are published as rows
 * first (then the transcript is read again), the family projection applied, the answer written as msgpack. A valid,
 * ordered transcript without a family projection is answered with the stored bytes themselves.
 * @throws ServiceError `unknown-session`, `busy`, `repairs-pending` (unanswered calls, no `publish`).
 * @throws TranscriptError `reconciliation`, `malformed-msgpack`, `limit-exceeded` (stored data the
 * library refuses).
 */
export async function replayBytes(db: Db, id: string, options: ReplayOptions): Promise<Replay> {
  const { last, published } = await untilRepaired(db, id, options, "auto", async () => {
    const read = await readStored(db, id);
    return { read, plan: reconcileMsgpack(read.bytes, { isRepairedOutput: isRepairOutput }) };
  });
  const { read: stored, plan } = last;
  const keep = options.family === undefined && isIdentity(plan.order, stored.count);
  const bytes = keep ? stored.bytes : writeReplay(stored, plan.order, options.family);
  return { msgpack: () => bytes, items: () => decode(bytes) as never, published };
}
