// The { call, callId } records of a plan's (item index, key ordinal) pairs, frozen, and shared
// between plans over one projection's item list: a resident turn makes only the records of pairs
// that changed (at 1M items, 3,500 repairs each turn cost more than the rest of it; target 5).
import { kept as processState } from "../internal/hooks.js";
import type { Item } from "../items/types.js";

/** A call and the key its output must carry (MissingOutputRepair, UnresolvedCall). */
export interface CallRecord {
  readonly call: Item;
  readonly callId: string;
}

interface Kept {
  pairs: Int32Array;
  /** The records of `pairs`, never handed out: the next call truncates and extends it in place. */
  records: CallRecord[];
  /** The copy of `records` handed to the last plan (which froze it). */
  handed: readonly CallRecord[];
}

/** The last records made over each projection list (append-only until replaced, then dropped). */
const kept = processState.callRecords as WeakMap<readonly Item[], Kept>;

/**
 * Records of `pairs` over `list`; with `shared` (a projection's own list), those of the longest
 * prefix equal to the last call's pairs over the same list are reused, and the last call's array
 * itself when the pairs are the same: a plan made the same way again allocates no record. The
 * array may be that of an earlier plan, frozen: never changed by the caller.
 */
export function callRecords(
  list: readonly Item[],
  pairs: Int32Array,
  keyAt: (index: number, ord: number) => string,
  shared: boolean,
): readonly CallRecord[] {
  if (!shared) return recordsOf(list, pairs, keyAt, [], 0);
  const last = kept.get(list);
  const same = last === undefined ? 0 : samePrefix(last.pairs, pairs);
  // Frozen by the plan it went to: the same array again (the caller's Object.freeze is a no-op).
  if (last !== undefined && same === pairs.length && same === last.pairs.length) return last.handed;
  const records = recordsOf(list, pairs, keyAt, last?.records ?? [], same);
  // Kept unfrozen: the plan freezes the copy it gets, and slicing a frozen array is slow.
  const handed = records.slice();
  kept.set(list, { pairs, records, handed });
  return handed;
}

/** `records` (the first `same / 2` kept) truncated there and extended with the records of the rest of `pairs`. */
function recordsOf(
  list: readonly Item[],
  pairs: Int32Array,
  keyAt: (index: number, ord: number) => string,
  records: CallRecord[],
  same: number,
): CallRecord[] {
  records.length = same >> 1;
  for (let r = same; r < pairs.length; r += 2) {
    const index = pairs[r];
    records.push(Object.freeze({ call: list[index], callId: keyAt(index, pairs[r + 1]) }));
  }
  return records;
}

/** Length of the common prefix of two pair lists, in whole pairs (entries). */
function samePrefix(a: Int32Array, b: Int32Array): number {
  if (a === b) return a.length; // a cutoff at the last order's end hands its repairs as they are
  const n = Math.min(a.length, b.length);
  let k = 0;
  while (k < n && a[k] === b[k]) k++;
  return k & ~1;
}
