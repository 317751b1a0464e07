// Publishing repairs: under the session's lock, planned from what is stored at that moment.
import { type EngineName, reconcileMsgpack } from "clinker-transcript";
import type { Db } from "../db/types.js";
import { isRepairOutput, repairOutput } from "../transcript/repair.js";
import { rowOf } from "../transcript/rows.js";
import { insertRows, setNextSeq } from "./insert.js";
import { readStored } from "./read.js";
import { inLockedSession } from "./sessions.js";

/**
 * Publishes one repair row for each client call of session `id` that has no output now, and
 * returns how many rows were inserted. The plan is made under the session's lock, so no append can
 * slip an output in between; the unique index on `repair_of` keeps a repair single even so.
 * @throws ServiceError `unknown-session`.
 * @throws TranscriptError `reconciliation` when the stored transcript cannot be reconciled.
 */
export async function publishRepairs(db: Db, id: string, engine: EngineName): Promise<number> {
  return inLockedSession(db, id, async (tx, { nextSeq }) => {
    const stored = await readStored(tx, id);
    const plan = reconcileMsgpack(stored.bytes, { isRepairedOutput: isRepairOutput, engine });
    if (plan.repairs.length === 0) return 0;
    const rows = plan.repairs.map(({ index, callId }) =>
      rowOf(repairOutput(plan.item(index), callId), null, callId),
    );
    const inserted = await insertRows(tx, id, nextSeq, rows, { skipPublishedRepairs: true });
    await setNextSeq(tx, id, nextSeq + rows.length);
    return inserted;
  });
}
