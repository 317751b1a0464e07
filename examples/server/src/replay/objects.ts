// The comparison replay: rows decoded into objects, planned by the reference engine, encoded back.
import { type Item, itemsForFamily, reconcileItems } from "clinker-transcript";
import type { Db } from "../db/types.js";
import { busy, repairsPending } from "../http/errors.js";
import { publishRepairs } from "../store/repairs.js";
import { readRows } from "../store/rows.js";
import { encode } from "../transcript/codec.js";
import { isRepairOutput } from "../transcript/repair.js";
import { MAX_REPAIR_ROUNDS, type Replay, type ReplayOptions } from "./types.js";

/**
 * Session `id` as a server without the bytes path would replay it: every row decoded, reconciled by
 * the reference engine, projected for the family, re-encoded. Same answers as `replayBytes`.
 * @throws ServiceError `unknown-session`, `busy`, `repairs-pending` (unanswered calls, no `publish`).
 * @throws TranscriptError `reconciliation`.
 */
export async function replayObjects(db: Db, id: string, options: ReplayOptions): Promise<Replay> {
  let published = 0;
  for (let round = 0; round < MAX_REPAIR_ROUNDS; round++) {
    const rows = await readRows(db, id);
    const plan = reconcileItems(rows.items, {
      isRepairedOutput: isRepairOutput,
      engine: "reference",
    });
    if (plan.repairs.length > 0) {
      if (!options.publish)
        throw repairsPending(
          id,
          plan.repairs.map((r) => r.callId),
        );
      published += await publishRepairs(db, id, "reference");
      continue;
    }
    let items: Item[] = plan.items();
    const { family } = options;
    if (family !== undefined)
      items = itemsForFamily(items, family, { itemFamilies: rows.families });
    return { msgpack: () => encode(items), items: () => items, published };
  }
  throw busy(id);
}
