// Compaction: the plan's projection (summary, then the retained rows) replaces the rows atomically.
import { makeCompactionPlanMsgpack } from "clinker-transcript";
import type { Queryable } from "../db/types.js";
import { isRepairOutput } from "../transcript/repair.js";
import { insertRows, setNextSeq } from "./insert.js";
import { readStored } from "./read.js";
import { checkReconciles } from "./reconciles.js";
import { sessionWrite } from "./sessions.js";

/** Options of {@link compactSession}. */
export interface CompactOptions {
  /** Items the summary covers (exclusive); default: every stored item. */
  cutoff?: number | undefined;
  /** The family that produced the summary items. */
  family?: string | null | undefined;
}

/** What a compaction did. */
export interface Compacted {
  /** The session's generation after it; the rows before it are archived under the previous one. */
  generation: number;
  archived: number;
  /** Stored items kept after the summary. */
  retained: number;
  /** First retained index of the old transcript. */
  start: number;
  unresolvedCalls: { index: number; callId: string }[];
}

const COLUMNS = "session_id, seq, bytes, call_keys, private, family, repair_of";

/** Moves every row of session `id` to the archive under `generation`. */
async function archiveRows(tx: Queryable, id: string, generation: number): Promise<void> {
  await tx.query(
    `INSERT INTO transcript_archive (${COLUMNS}, generation)
     SELECT ${COLUMNS}, $2 FROM transcript_items WHERE session_id = $1`,
    [id, generation],
  );
  await tx.query("DELETE FROM transcript_items WHERE session_id = $1", [id]);
}

/** Copies archived rows from index `start` on back, renumbered from `from` (bytes stay in SQL). */
async function restoreRetained(
  tx: Queryable,
  id: string,
  generation: number,
  start: number,
  from: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO transcript_items (${COLUMNS})
     SELECT session_id, $4 + row_number() OVER (ORDER BY seq) - 1, bytes, call_keys, private, family,
            repair_of
     FROM (SELECT * FROM transcript_archive WHERE session_id = $1 AND generation = $2
           ORDER BY seq OFFSET $3) kept`,
    [id, generation, start, from],
  );
}

/**
 * Replaces session `id`'s transcript with the summary `items` followed by what the compaction
 * plan retains (`makeCompactionPlanMsgpack` at `cutoff`), in one transaction under the session's
 * lock. The old rows are archived; the new transcript must reconcile, else nothing changes.
 * @throws ServiceError `unknown-session`.
 * @throws TranscriptError `invalid-argument` (a bad cutoff), `reconciliation`.
 */
export const compactSession = sessionWrite<CompactOptions, Compacted>(async (write) => {
  const { tx, id, head, rows: summaryRows, options } = write;
  const stored = await readStored(tx, id);
  const plan = makeCompactionPlanMsgpack(stored.bytes, {
    cutoff: options.cutoff,
    isRepairedOutput: isRepairOutput,
  });
  const retained = stored.count - plan.start;
  const kept = stored.bytes.subarray(stored.offsets[plan.start]);
  checkReconciles(summaryRows.length + retained, [...summaryRows.map((r) => r.bytes), kept]);
  await archiveRows(tx, id, head.generation);
  await insertRows(tx, id, head.nextSeq, summaryRows);
  await restoreRetained(tx, id, head.generation, plan.start, head.nextSeq + summaryRows.length);
  await setNextSeq(tx, id, head.nextSeq + summaryRows.length + retained);
  await tx.query("UPDATE transcript_sessions SET generation = $2 WHERE id = $1", [
    id,
    head.generation + 1,
  ]);
  return {
    generation: head.generation + 1,
    archived: stored.count,
    retained,
    start: plan.start,
    unresolvedCalls: plan.unresolvedCalls.map(({ index, callId }) => ({ index, callId })),
  };
});
