// The one pass's key map (bindings/reconcile/in-order.ts): a call key to its latest call slot, as
// an open-addressed table of slot numbers over the pass's own slot columns. A Map insert per call
// key was about a third of the pass on transcripts of tool calls (it hashes every character and
// stores a new entry, and grows by rehashing); this table stores one int per key, hashes the
// key's length and last eight characters (key-filter.ts: call ids differ at the end) and
// compares the key only where the hashes agree. Keys alike there collide: past PROBE_LIMIT
// steps in one lookup the table is `crowded` and the pass gives up (the engines plan it).
import { scratch } from "../engine/reference/tables.js";
import { hashKey } from "./key-filter.js";

/** The cells of a table no key entered yet (one zero cell: every lookup ends at it; never written, putSlot replaces it first). */
const EMPTY = new Int32Array(1);
/** A table's least size (a power of two); it doubles past half full. */
const LEAST_SIZE = 64;
/** Probe steps of one lookup past which the keys collide too much for this table. */
const PROBE_LIMIT = 64;

/** The table and how many keys it holds (one object per pass: the table array is replaced as it grows). */
export interface SlotTable {
  /** Slot + 1 per entry, 0 empty; its length a power of two, at most half full. */
  cells: Int32Array;
  count: number;
  /** The size its first key allocates (a transcript without calls allocates none). */
  want: number;
  /** A lookup passed PROBE_LIMIT steps: the keys collide (the pass gives up). */
  crowded: boolean;
}

/** An empty table; its first key allocates room for `keys` keys (half of them without doubling). */
export function slotTable(keys: number): SlotTable {
  let size = LEAST_SIZE;
  while (size < keys) size *= 2;
  return { cells: EMPTY, count: 0, want: size, crowded: false };
}

/** Empties `table` (a compaction boundary ends correlation): a fresh least-size array. */
export function clearTable(table: SlotTable): void {
  if (table.count === 0) return;
  table.cells = EMPTY;
  table.want = LEAST_SIZE;
  table.count = 0;
}

/** The table's hash of `key`. */
export const keyHash = hashKey;

/** The slot `table` holds for `key` (its hash `hash`), or -1. */
export function slotOf(
  table: SlotTable,
  slotKey: readonly string[],
  slotHash: Int32Array,
  key: string,
  hash: number,
): number {
  const cells = table.cells;
  const mask = cells.length - 1;
  for (let at = hash & mask, steps = 0; ; at = (at + 1) & mask) {
    const cell = cells[at];
    if (cell === 0) return -1;
    const s = cell - 1;
    if (slotHash[s] === hash && slotKey[s] === key) return s;
    if (++steps > PROBE_LIMIT) {
      table.crowded = true;
      return -1;
    }
  }
}

/**
 * Makes slot `s` (its key and hash in the columns) the entry of its key; returns the slot it
 * replaced, or -1 when the key was not held.
 */
export function putSlot(
  table: SlotTable,
  slotKey: readonly string[],
  slotHash: Int32Array,
  s: number,
): number {
  if (table.count === 0 && table.cells.length < table.want) table.cells = cleared(table.want);
  const cells = table.cells;
  const mask = cells.length - 1;
  const hash = slotHash[s];
  const key = slotKey[s];
  for (let at = hash & mask, steps = 0; ; at = (at + 1) & mask) {
    const cell = cells[at];
    if (cell === 0) {
      cells[at] = s + 1;
      if (++table.count * 2 > cells.length) table.cells = doubled(cells, slotHash);
      return -1;
    }
    const held = cell - 1;
    if (slotHash[held] === hash && slotKey[held] === key) {
      cells[at] = s + 1;
      return held;
    }
    if (++steps > PROBE_LIMIT) {
      table.crowded = true; // the key stays out: the pass gives up
      return -1;
    }
  }
}

/**
 * `size` zero cells from the reference engine's kept buffer (tables.ts), valid for the engine call
 * that took them: a fresh typed array is an off-heap allocation and its accounting, a few percent
 * of a 1k-item pass of parallel calls.
 */
function cleared(size: number): Int32Array {
  return scratch(size).fill(0);
}

/** `cells` rehashed into twice its size. */
function doubled(cells: Int32Array, slotHash: Int32Array): Int32Array {
  const next = cleared(cells.length * 2);
  const mask = next.length - 1;
  for (let k = 0; k < cells.length; k++) {
    const cell = cells[k];
    if (cell === 0) continue;
    let at = slotHash[cell - 1] & mask;
    while (next[at] !== 0) at = (at + 1) & mask;
    next[at] = cell;
  }
  return next;
}
