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
  /** A copy of the last pairs in its first `count` entries (a resident order writes over its own). */
  pairs: Int32Array;
  count: number;
  /** The records of those pairs, never handed out: the next call truncates and extends it in place. */
  records: CallRecord[];
  /** The copy of `records` handed to the last plan (which froze it). */
  handed: readonly CallRecord[];
}

/** The last records made over each projection list (append-only until replaced, then dropped). */
const kept = processState.callRecords as WeakMap<readonly Item[], Kept>;

/**
 * Records of `pairs` over `list`; with `shared` (a projection's own list), those of the longest
 * prefix equal to the last pairs recorded over the same list (an empty list of pairs is not kept)
 * are reused, and that call's array itself when the pairs are the same: a plan made the same way
 * again allocates no record. The array may be that of an earlier plan, frozen: never changed by
 * the caller.
 */
export function callRecords(
  list: readonly Item[],
  pairs: Int32Array,
  keyAt: (index: number, ord: number) => string,
  shared: boolean,
): readonly CallRecord[] {
  // Nothing to record, nothing kept: a first plan's WeakMap lookup and insert were 2-4% of it.
  if (!shared || pairs.length === 0) return recordsOf(list, pairs, keyAt, [], 0);
  const last = kept.get(list);
  const same = last === undefined ? 0 : samePrefix(last.pairs, last.count, pairs);
  // Frozen by the plan it went to: the same array again (the caller's Object.freeze is a no-op).
  if (last !== undefined && same === pairs.length && same === last.count) return last.handed;
  const records = recordsOf(list, pairs, keyAt, last?.records ?? [], same);
  // Kept unfrozen: the plan freezes the copy it gets, and slicing a frozen array is slow.
  const handed = records.slice();
  kept.set(list, { ...copyPairs(last?.pairs, pairs, same), records, handed });
  return handed;
}

/** `pairs` copied into `into` (its first `same` entries already there), grown if short. */
function copyPairs(
  into: Int32Array | undefined,
  pairs: Int32Array,
  same: number,
): { pairs: Int32Array; count: number } {
  let copy = into ?? new Int32Array(0);
  if (copy.length < pairs.length) {
    const grown = new Int32Array(Math.max(64, pairs.length, copy.length * 2));
    grown.set(copy.subarray(0, same));
    copy = grown;
  }
  copy.set(pairs.subarray(same), same);
  return { pairs: copy, count: pairs.length };
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

/** Length of the common prefix of the last pairs (`count` entries of `last`) and `pairs`, in whole pairs. */
function samePrefix(last: Int32Array, count: number, pairs: Int32Array): number {
  const n = Math.min(count, pairs.length);
  let k = 0;
  while (k < n && last[k] === pairs[k]) k++;
  return k & ~1;
}
