// The comparison replay: rows decoded into objects, planned by the reference engine, encoded back.
import { type Item, itemsForFamily, reconcileItems } from "clinker-transcript";
import type { Db } from "../db/types.js";
import { readRows } from "../store/rows.js";
import { encode } from "../transcript/codec.js";
import { isRepairOutput } from "../transcript/repair.js";
import { untilRepaired } from "./rounds.js";
import type { Replay, ReplayOptions } from "./types.js";

/**
 * Session `id` as a server without the bytes path would replay it: every row decoded, reconciled by
 * the reference engine, projected for the family, re-encoded. Same answers as `replayBytes`.
 * @throws ServiceError `unknown-session`, `busy`, `repairs-pending` (unanswered calls, no `publish`).
 * @throws TranscriptError `reconciliation`.
 */
export async function replayObjects(db: Db, id: string, options: ReplayOptions): Promise<Replay> {
  const { last, published } = await untilRepaired(db, id, options, "reference", async () => {
    const read = await readRows(db, id);
    const plan = reconcileItems(read.items, {
      isRepairedOutput: isRepairOutput,
      engine: "reference",
    });
    return { read, plan };
  });
  let items: Item[] = last.plan.items();
  const { family } = options;
  if (family !== undefined)
    items = itemsForFamily(items, family, { itemFamilies: last.read.families });
  return { msgpack: () => encode(items), items: () => items, published };
}
