// Appending items: one transaction under the session's lock, every call validated against what is stored.
import {
  callKey,
  callKeys,
  type Item,
  isCallItem,
  isOutputItem,
  validateFunctionCall,
} from "clinker-transcript";
import type { Queryable } from "../db/types.js";
import { callRepaired } from "../http/errors.js";
import { decode } from "../transcript/codec.js";
import { isRepairOutput } from "../transcript/repair.js";
import { type ChunkHook, insertRows, setNextSeq } from "./insert.js";
import { readStored } from "./read.js";
import { checkReconciles } from "./reconciles.js";
import { sessionWrite } from "./sessions.js";

/** Options of {@link appendItems}. */
export interface AppendOptions {
  /** The family that produced the items (recorded for their private parts). */
  family?: string | null;
  /** Called between insert chunks, inside the transaction (tests kill a process there). */
  onChunk?: ChunkHook;
}

/** What an append stored. */
export interface Appended {
  /** Sequence number of the first item appended. */
  from: number;
  count: number;
  nextSeq: number;
}

/** Stored call items holding any of `keys`, decoded (the only rows a call is validated against). */
async function storedCallsHolding(tx: Queryable, id: string, keys: string[]): Promise<Item[]> {
  if (keys.length === 0) return [];
  const rows = await tx.query<{ bytes: Uint8Array }>(
    `SELECT bytes FROM transcript_items
     WHERE session_id = $1 AND call_keys && ARRAY(SELECT jsonb_array_elements_text($2::text::jsonb))
     ORDER BY seq`,
    [id, JSON.stringify(keys)],
  );
  return rows.map((row) => decode(row.bytes) as Item);
}

/** validateFunctionCall for each call of `items`, against the stored calls and the earlier items. */
async function validateCalls(tx: Queryable, id: string, items: readonly Item[]): Promise<void> {
  const keys = items.filter((item) => isCallItem(item)).flatMap((item) => callKeys(item));
  const preceding = await storedCallsHolding(tx, id, keys);
  for (const item of items) {
    if (isCallItem(item)) validateFunctionCall(item, { precedingItems: preceding });
    preceding.push(item);
  }
}

/**
 * Refuses outputs for calls that already hold a published repair: reconciliation would keep the
 * repair and drop them, an acknowledged write never replayed.
 */
async function refuseRepairedCalls(
  tx: Queryable,
  id: string,
  items: readonly Item[],
): Promise<void> {
  const keys = items.filter((item) => isOutputItem(item) && !isRepairOutput(item)).map(callKey);
  const given = keys.filter((key): key is string => key !== undefined);
  if (given.length === 0) return;
  const rows = await tx.query<{ repair_of: string }>(
    `SELECT repair_of FROM transcript_items WHERE session_id = $1
     AND repair_of IN (SELECT jsonb_array_elements_text($2::text::jsonb)) ORDER BY seq`,
    [id, JSON.stringify(given)],
  );
  if (rows.length > 0) throw callRepaired(rows.map((row) => row.repair_of));
}

/**
 * Appends `items` to session `id` in one transaction: the session row is locked (concurrent appends
 * run one after another), each call passes `validateFunctionCall` against the stored calls, and the
 * whole transcript must still reconcile. On any error nothing is stored.
 * @throws ServiceError `unknown-session`, `call-repaired` (an output for a call already repaired).
 * @throws TranscriptError `function-call` (`duplicate-call-id`, `missing-call-id`), `reconciliation`
 * (a second output for a call, ...), `malformed-msgpack` (an item the stored path would refuse).
 */
export const appendItems = sessionWrite<AppendOptions, Appended>(async (write) => {
  const { tx, id, items, rows, options } = write;
  const { nextSeq } = write.head;
  await validateCalls(tx, id, items);
  await refuseRepairedCalls(tx, id, items);
  const stored = await readStored(tx, id);
  const storedItems = stored.bytes.subarray(stored.offsets[0]);
  checkReconciles(stored.count + rows.length, [storedItems, ...rows.map((row) => row.bytes)]);
  await insertRows(tx, id, nextSeq, rows, { onChunk: options.onChunk });
  await setNextSeq(tx, id, nextSeq + rows.length);
  return { from: nextSeq, count: rows.length, nextSeq: nextSeq + rows.length };
});
