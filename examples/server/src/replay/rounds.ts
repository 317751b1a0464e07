// The repair rounds both replays run: plan; with unanswered calls, publish their repairs (or
// refuse without `publish`) and plan again, until a plan needs none or the rounds run out.
import type { Db } from "../db/types.js";
import { busy, repairsPending } from "../http/errors.js";
import { publishRepairs } from "../store/repairs.js";
import { MAX_REPAIR_ROUNDS, type ReplayOptions } from "./types.js";

/** A round's reading of the session and the plan made from it. */
export interface Round<T> {
  read: T;
  plan: { readonly repairs: readonly { readonly callId: string }[] };
}

/**
 * Runs `round` until its plan has no repair, publishing each round's repairs planned by `engine`
 * first; returns the last round and how many repair rows were published.
 * @throws ServiceError `repairs-pending` (repairs needed, no `publish`), `busy` (still after
 * MAX_REPAIR_ROUNDS rounds: appends racing the repairs); whatever `round` throws.
 */
export async function untilRepaired<R extends Round<unknown>>(
  db: Db,
  id: string,
  options: ReplayOptions,
  engine: "auto" | "reference",
  round: () => Promise<R>,
): Promise<{ last: R; published: number }> {
  let published = 0;
  for (let n = 0; n < MAX_REPAIR_ROUNDS; n++) {
    const last = await round();
    const { repairs } = last.plan;
    if (repairs.length === 0) return { last, published };
    if (!options.publish)
      throw repairsPending(
        id,
        repairs.map((r) => r.callId),
      );
    published += await publishRepairs(db, id, engine);
  }
  throw busy(id);
}
