// reconcileItems' one pass (SPEC §5): the reference engine's plan of a transcript whose outputs
// already follow their groups, each item read once; anything else is left to the engines. It
// decides nothing itself: the group, duplicate-call, output and slot rules are the reference
// engine's functions (bindings/engine/reference/), and it gives up wherever they would move,
// drop or reject anything.
import { FLAG_NEEDS_OUTPUT, KIND_BOUNDARY, KIND_OTHER, KIND_OUTPUT } from "../../common/codes.js";
import { PAIR_WIDTH } from "../../common/tables.js";
import { continuesGroup, isCall } from "../engine/reference/groups.js";
import { NO_ENTRY, slotEntry } from "../engine/reference/order.js";
import { isDuplicateCall, OUTPUT_SECOND, outputMeets } from "../engine/reference/pairing.js";
import { scratch, withColumns } from "../engine/reference/tables.js";
import type { Descriptor } from "../engine/types.js";
import { hooks, type LazyKeyChecks } from "../internal/hooks.js";
import { isWellFormed } from "../well-formed.js";
import { filterWords, markKey, mayHoldKey } from "./key-filter.js";
import { clearTable, keyHash, putSlot, type SlotTable, slotOf, slotTable } from "./slot-table.js";

/** What holds an orphan output's key: nothing (as slotOf answers), or an early output before it. */
const NOT_HELD = -1;
const EARLY = -3;
/** State of the open group: none, its calls read, an output of its block read. */
const NONE = 0;
const CALLS = 1;
const BLOCK = 2;
/** Not an item: the fast path's last step, which closes the open group. */
const END = -2;
/** slotOutput of a closed slot whose repair entry stands at order position p: REPAIRED_AT - p. */
const REPAIRED_AT = -2;
/** A repair's item index once a late output took its slot back. */
const CANCELLED = -1;
/** Groups wider than this find an output's slot through the key map instead of a scan. */
const SCAN_WIDTH = 8;
/** Slots per item the lazy map's collision scans may read before the full map is built. */
const SCAN_BUDGET = 1;
/**
 * Transcripts from this many items keep the lazy key map; smaller ones fill the map from the start
 * (a Map that fits the cache costs about what the filter's hash does; docs/decisions.md).
 */
const LAZY_FROM = 1 << 14;
/** How the lazy map is kept and an output it does not hold is checked (hooks.lazyKeyChecks). */
interface KeyChecks {
  lazyFrom: number;
  filterOrphans: boolean;
  scanBudget: number;
}

function keyChecks(mode: LazyKeyChecks): KeyChecks {
  return {
    lazyFrom: mode === "default" ? LAZY_FROM : 0,
    filterOrphans: mode === "default" || mode === "filtered",
    scanBudget: mode === "scanned" ? Infinity : mode === "mapped" ? -1 : SCAN_BUDGET,
  };
}

/** The fast path's plan: `order` undefined when every item stays in place (nothing to move or repair). */
export interface InOrderPlan {
  order: Int32Array | undefined;
  repairs: Int32Array;
}

/** A copy of `array` with room for at least `size` entries (twice its length, or more). */
function grown(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/**
 * The fast path's per-slot columns: item, output (-1: none yet), key ordinal << 1 | needs an
 * output, the key's hash (slot-table.ts; written when the slot enters the key table).
 */
interface SlotColumns {
  item: Int32Array<ArrayBuffer>;
  output: Int32Array<ArrayBuffer>;
  ordNeeds: Int32Array<ArrayBuffer>;
  hash: Int32Array<ArrayBuffer>;
}

/** Slot columns' least length: a small Chat transcript's calls fit without growing them (they cost nothing: the kept buffer). */
const LEAST_SLOTS = 32;
/**
 * Transcripts up to this many items build their order in the kept buffer and copy it out at its
 * length: a fresh array's view cost more than the whole pass of a few items (the view made its
 * small buffer an off-heap one). Longer ones build it in its own array (no copy).
 */
const ORDER_IN_BUFFER = 1 << 12;

/** The filter of a call that keeps the full map from the start (never read). */
const NO_FILTER = new Int32Array(0);

/** Columns for `size` slots from the reference engine's kept buffer (each entry written before read). */
function slotColumns(size: number): SlotColumns {
  return {
    item: scratch(size),
    output: scratch(size),
    ordNeeds: scratch(size),
    hash: scratch(size),
  };
}

/**
 * The latest call slot of `key` in [from, end) (from: the segment's first slot, since a compaction
 * boundary ends correlation); -1 when no call there held it (an orphan's key).
 */
function latestSlot(slotKey: readonly string[], from: number, end: number, key: string): number {
  for (let s = end - 1; s >= from; s--) if (slotKey[s] === key) return s;
  return -1;
}

/**
 * The reference engine's `reconcile` of `n` items in one pass, each descriptor read through `at`
 * at once and never kept, for transcripts whose outputs stand in the block right after their group
 * (any order within it). Missing outputs get repair slots, an output away from its group takes its
 * call's slot back, and orphans stay in place (behind the outputs of a block they stand in), as
 * the general path puts them. Anything else (an output before a later call with its key, a late
 * output of a call that needs none, a second output, a duplicate call, a malformed item, a
 * trigger) is left to the general path: undefined. A compaction boundary ends correlation here as
 * there: keys before it are not held after it. One map operation per call key, none for an
 * output found in its group; plain locals and typed arrays (a class instance's shape would be
 * dropped at each full GC, and the optimized loop with it). An output's key may come unchecked
 * for well-formed Unicode: it is checked here where it meets no call's key (which was checked).
 * @throws whatever `at` throws, unchanged.
 */
export function reconcileInOrder(
  n: number,
  at: (index: number) => Descriptor,
): InOrderPlan | undefined {
  return reconcileInOrderThen(n, at, (plan) => plan, true);
}

/**
 * The pass's call slots, in transcript order: each slot's call item, its output (the output's
 * index, or below 0: none) and its key ordinal << 1 | whether its call needs an output. Views
 * valid only inside {@link reconcileInOrderThen}'s `then`.
 */
export interface InOrderSlots {
  item: Int32Array;
  output: Int32Array;
  ordNeeds: Int32Array;
  count: number;
}

/**
 * {@link reconcileInOrder}, its plan and slots handed to `then` before the pass's columns are
 * given back (the compaction cutoff reads the slots there); undefined where the pass gives up.
 * `makesPlan` false: no plan is made (`then` gets undefined; the cutoff reads only the slots, and
 * the plan's copies were a tenth of its call at 300 items).
 * @throws whatever `at` or `then` throws, unchanged.
 */
export function reconcileInOrderThen<T>(
  n: number,
  at: (index: number) => Descriptor,
  then: (plan: InOrderPlan | undefined, slots: InOrderSlots) => T,
  makesPlan: boolean,
): T | undefined {
  // Fresh typed arrays cost about a fifth of a 1k-item call: the columns come from a kept buffer,
  // taken for this call only (a reentrant call from `at` takes its own above them).
  return withColumns(() => {
    const checks = keyChecks(hooks.lazyKeyChecks);
    const lazy = n >= checks.lazyFrom;
    const seen = lazy ? scratch(filterWords(n)).fill(0) : NO_FILTER;
    const columns = slotColumns(Math.max(n + 1, LEAST_SLOTS));
    return inOrderWith(n, at, columns, seen, lazy, checks, then, makesPlan);
  });
}

/**
 * May a call take `key` while `latest` holds only unanswered slots and `early` the early outputs'
 * keys (the lazy map)? Not a key its open group holds, an early output's key, or an unanswered
 * earlier call's. A key held only by answered calls is absent: reuse after an answered call, as
 * the full map allows.
 */
function admitsLazily(
  latest: SlotTable,
  early: ReadonlySet<string>,
  slotKey: readonly string[],
  slotOutput: Int32Array,
  slotHash: Int32Array,
  groupFirst: number,
  slots: number,
  key: string,
): boolean {
  for (let s = groupFirst; s < slots; s++) if (slotKey[s] === key) return false;
  if (early.size > 0 && early.has(key)) return false;
  if (latest.count === 0) return true; // no repair yet: no lookup
  const held = slotOf(latest, slotKey, slotHash, key, keyHash(key));
  return held < 0 || !isDuplicateCall(false, slotOutput[held] >= 0);
}

/** Slot `s` entered in the key table as its key's latest slot (its hash written first). */
function enter(latest: SlotTable, slotKey: readonly string[], slotHash: Int32Array, s: number) {
  slotHash[s] = keyHash(slotKey[s]);
  putSlot(latest, slotKey, slotHash, s);
}

/** The full map from the lazy one: every call slot's key of the segment from `from`, the latest slot winning. */
function fillLatest(
  latest: SlotTable,
  slotKey: readonly string[],
  slotHash: Int32Array,
  from: number,
  slots: number,
): void {
  // Early outputs' keys and call keys are disjoint (a call after an early output left the pass).
  for (let s = from; s < slots; s++) enter(latest, slotKey, slotHash, s);
}

/** reconcileInOrder with its slot columns (grown copies if a Chat group needs more slots than items). */
function inOrderWith<T>(
  n: number,
  at: (index: number) => Descriptor,
  columns: SlotColumns,
  seen: Int32Array,
  lazy: boolean,
  { filterOrphans, scanBudget }: KeyChecks,
  then: (plan: InOrderPlan | undefined, slots: InOrderSlots) => T,
  makesPlan: boolean,
): T | undefined {
  // key -> its latest call slot; `early`: the keys only orphan outputs have held so far. Lazy
  // until `full`: only slots unanswered when their group closed, so the common call costs no
  // insert (one per call key was a quarter of a 1k pass).
  const latest = slotTable(lazy ? 0 : n);
  const early = new Set<string>();
  let full = !lazy;
  let scanned = 0; // slots the lazy map's checks scanned
  const slotKey: string[] = [];
  let slotItem = columns.item;
  let slotOutput = columns.output;
  let slotOrdNeeds = columns.ordNeeds;
  let slotHash = columns.hash;
  let slots = 0;
  const orderSize = n + (n >> 3) + 8;
  let order = n <= ORDER_IN_BUFFER || !makesPlan ? scratch(orderSize) : new Int32Array(orderSize);
  let placed = 0;
  let inPlace = true; // order[k] === k for every k < placed
  let cancelled = 0; // repairs taken back by late outputs
  const repairs: number[] = [];
  const deferred: number[] = []; // orphans met in the open group's block: after its outputs
  let groupFirst = 0; // first slot of the open group
  let guess = 0; // the open group's slot after the last one answered (its first before any)
  let segment = 0; // first slot after the last compaction boundary: no key is met across one
  let state = NONE;
  let previous = KIND_OTHER;
  for (let i = 0; i <= n; i++) {
    const d = i < n ? at(i) : undefined;
    const kind = d ? d.kind : END;
    // The open group ends before anything but the next call of its run or an output.
    if (state !== NONE && kind !== KIND_OUTPUT && !continuesGroup(previous, kind)) {
      const need = placed + (slots - groupFirst) + deferred.length;
      if (need > order.length) order = grown(order, need);
      const last = slotItem[slots - 1];
      const adjacent = adjacentBlock(slotOutput, slotOrdNeeds, groupFirst, slots, last);
      for (let k = 1; k <= adjacent; k++) {
        if (last + k !== placed) inPlace = false;
        order[placed++] = last + k;
      }
      for (let s = groupFirst; s < slots; s++) {
        const needs = (slotOrdNeeds[s] & 1) !== 0;
        // An unanswered slot's key stays in the lazy map: a later call with it is a duplicate.
        if (!full && slotOutput[s] < 0) enter(latest, slotKey, slotHash, s);
        if (adjacent > 0) continue; // placed above, in their own order
        const next = slotEntry(slotOutput[s], slotItem[s], slotOrdNeeds[s] >> 1, needs, repairs);
        if (next === NO_ENTRY) continue;
        if (next < 0) slotOutput[s] = REPAIRED_AT - placed; // a late output may yet take it
        if (next !== placed) inPlace = false;
        order[placed++] = next;
      }
      for (let k = 0; k < deferred.length; k++) {
        if (deferred[k] !== placed) inPlace = false;
        order[placed++] = deferred[k];
      }
      if (deferred.length > 0) deferred.length = 0; // setting a length is a runtime call
      state = NONE;
    }
    if (d === undefined) break;
    if (placed === order.length) order = grown(order, placed + 1);
    if (kind === KIND_OUTPUT) {
      const key = d.keys[0];
      let slot = slots;
      // The open group's keys are distinct (a pass with a duplicate gave up), so a slot of the
      // group holding the key is its slot: the one after the last answered (outputs in call
      // order) and the one before it (in reverse) are compared first, each one string compare.
      if (state !== NONE) {
        if (guess < slots && slotKey[guess] === key) slot = guess;
        else if (guess - 2 >= groupFirst && slotKey[guess - 2] === key) slot = guess - 2;
        else if (slots - groupFirst <= SCAN_WIDTH) {
          for (let s = groupFirst; s < slots; s++)
            if (slotKey[s] === key) {
              slot = s;
              break;
            }
        } else {
          const held = slotOf(latest, slotKey, slotHash, key, keyHash(key));
          if (held >= groupFirst) slot = held;
        }
      }
      if (slot < slots) {
        // A second output: the general path decides, a dropped late output or an error.
        if (outputMeets(slotOutput[slot]) === OUTPUT_SECOND) return undefined;
        slotOutput[slot] = i;
        guess = slot + 1;
        state = BLOCK;
      } else {
        // Met no call's key, which is well-formed: its own may not be (a malformed item).
        if (!isWellFormed(key)) return undefined;
        let held = early.size > 0 && early.has(key) ? EARLY : NOT_HELD;
        if (held === NOT_HELD && latest.count > 0)
          held = slotOf(latest, slotKey, slotHash, key, keyHash(key));
        if (held === NOT_HELD && !full && (!filterOrphans || mayHoldKey(seen, key))) {
          // Maybe a second output of an answered call (the general path's), else an orphan: a
          // scan tells, until the scans pass their budget (keys alike at the end) and the map does.
          scanned += slots;
          if (scanned <= n * scanBudget) {
            if (latestSlot(slotKey, segment, slots, key) >= 0) return undefined;
          } else {
            fillLatest(latest, slotKey, slotHash, segment, slots);
            full = true;
            held = slotOf(latest, slotKey, slotHash, key, keyHash(key));
          }
        }
        if (held === NOT_HELD) early.add(key);
        else if (held !== EARLY) {
          // Away from its group: it takes its call's repair slot (OUTPUT_TAKES), placed there.
          if (!answerLate(slotOutput, order, repairs, held, i)) return undefined;
          inPlace = false;
          cancelled++;
          previous = kind;
          continue;
        }
        if (state !== NONE) deferred.push(i);
        else {
          if (i !== placed) inPlace = false;
          order[placed++] = i;
        }
      }
    } else if (isCall(kind)) {
      if (state === NONE) {
        groupFirst = slots;
        guess = slots;
        state = CALLS;
      }
      const keys = d.keys;
      const count = keys.length;
      if (slots + count > slotItem.length) {
        slotItem = grown(slotItem, slots + count);
        slotOutput = grown(slotOutput, slots + count);
        slotOrdNeeds = grown(slotOrdNeeds, slots + count);
        slotHash = grown(slotHash, slots + count);
      }
      const needs = d.flags & FLAG_NEEDS_OUTPUT ? 1 : 0;
      if (!full && slots + count - groupFirst > SCAN_WIDTH) {
        fillLatest(latest, slotKey, slotHash, segment, slots); // a wide group finds its outputs through the map
        full = true;
      }
      for (let k = 0; k < count; k++) {
        const key = keys[k];
        if (!full) {
          const admits = admitsLazily(
            latest,
            early,
            slotKey,
            slotOutput,
            slotHash,
            groupFirst,
            slots,
            key,
          );
          if (!admits) return undefined;
          markKey(seen, key);
          slotKey[slots] = key;
        } else {
          // A call taking an early output (only orphans held the key) is the general path's.
          if (early.size > 0 && early.has(key)) return undefined;
          slotKey[slots] = key;
          slotHash[slots] = keyHash(key);
          const held = putSlot(latest, slotKey, slotHash, slots);
          // A key held before: a duplicate call is the general path's; reuse after an answered
          // call is the fast path's.
          if (held >= 0 && isDuplicateCall(held >= groupFirst, slotOutput[held] >= 0))
            return undefined;
        }
        slotItem[slots] = i;
        slotOutput[slots] = -1;
        slotOrdNeeds[slots++] = (k << 1) | needs;
      }
      if (i !== placed) inPlace = false;
      order[placed++] = i;
    } else if (kind === KIND_OTHER || kind === KIND_BOUNDARY) {
      if (i !== placed) inPlace = false;
      order[placed++] = i;
      if (kind === KIND_BOUNDARY) {
        // Ends correlation (the group closed above): no key before it is held after it, as the
        // general path's pairing clears its maps (a pass that gave up here redid the whole input).
        clearTable(latest);
        early.clear();
        segment = slots;
      }
    } else return undefined; // malformed or a trigger: the general path reports it
    previous = kind;
  }
  if (latest.crowded) return undefined; // keys alike at the end: the engines plan it
  const unchanged = inPlace && placed === n && repairs.length === 0;
  const plan = !makesPlan
    ? undefined
    : cancelled > 0
      ? withoutCancelled(placedOrder(order, placed, n), repairs)
      : {
          order: unchanged ? undefined : placedOrder(order, placed, n),
          repairs: int32Of(repairs),
        };
  return then(plan, { item: slotItem, output: slotOutput, ordNeeds: slotOrdNeeds, count: slots });
}

/** `values` in a fresh Int32Array (Int32Array.from iterates: twice the cost on a few entries). */
function int32Of(values: readonly number[]): Int32Array {
  const out = new Int32Array(values.length);
  for (let k = 0; k < values.length; k++) out[k] = values[k];
  return out;
}

/** The plan's order, its first `placed` entries: a copy where it was built in the kept buffer. */
function placedOrder(order: Int32Array, placed: number, n: number): Int32Array {
  return n <= ORDER_IN_BUFFER ? order.slice(0, placed) : order.subarray(0, placed);
}

/**
 * How many outputs answer the group of slots [from, to) ending at item `last` when they stand
 * right after it in any order and no call needs a repair (they keep their order); else 0.
 */
function adjacentBlock(
  output: Int32Array,
  ordNeeds: Int32Array,
  from: number,
  to: number,
  last: number,
): number {
  let count = 0;
  let max = -1;
  for (let s = from; s < to; s++) {
    const at = output[s];
    if (at < 0) {
      if ((ordNeeds[s] & 1) !== 0) return 0;
      continue;
    }
    if (at <= last) return 0;
    count++;
    if (at > max) max = at;
  }
  return max === last + count ? count : 0;
}

/**
 * A late output for a closed group's slot: the slot's repair entry (at order position
 * REPAIRED_AT - slotOutput) becomes the output and the repair is cancelled. False where the
 * general path decides: a second output, or a slot that put no entry in the order.
 */
function answerLate(
  slotOutput: Int32Array,
  order: Int32Array,
  repairs: number[],
  slot: number,
  output: number,
): boolean {
  const at = REPAIRED_AT - slotOutput[slot];
  if (outputMeets(slotOutput[slot]) === OUTPUT_SECOND || at < 0) return false;
  repairs[(-order[at] - 1) * PAIR_WIDTH] = CANCELLED;
  order[at] = output;
  slotOutput[slot] = output;
  return true;
}

/** The plan with cancelled repairs left out and the order's repair entries renumbered. */
function withoutCancelled(order: Int32Array, repairs: number[]): InOrderPlan {
  const kept: number[] = [];
  const renumbered = new Int32Array(repairs.length / PAIR_WIDTH);
  for (let r = 0; r < repairs.length; r += PAIR_WIDTH) {
    if (repairs[r] === CANCELLED) continue;
    kept.push(repairs[r], repairs[r + 1]);
    renumbered[r / PAIR_WIDTH] = -(kept.length / PAIR_WIDTH);
  }
  for (let k = 0; k < order.length; k++) if (order[k] < 0) order[k] = renumbered[-order[k] - 1];
  return { order, repairs: int32Of(kept) };
}
