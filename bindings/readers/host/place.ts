// Where each item of a fixed conversation goes in the original log: items at their place stay in
// their records, outputs that moved or are new become records after the record they follow.
import { invalidArgument } from "../../errors.js";
import { callKey, isCallItem, isOutputItem } from "../../items/classify.js";
import type { Item } from "../../items/types.js";
import type { TranscriptRecord } from "../types.js";

/** One conversation as read, and what it becomes. */
export interface HostConversation {
  readonly items: readonly Item[];
  readonly records: readonly TranscriptRecord[];
  /** The fixed items: the read objects that stay, new outputs, and none of those left out. */
  readonly fixed: readonly Item[];
}

/** An output to write as a record of its own after line `after` (0: before the first line). */
export interface Insertion {
  readonly output: Item;
  readonly call: Item | undefined;
  /** Its index in the read items when it moved; undefined for a new output (a repair). */
  readonly from: number | undefined;
  /** Its line when it moved. */
  readonly fromLine: number | undefined;
}

/** The edits of the log: per line, which of its items stay; per line, what follows it. */
export interface Placement {
  /** Lines with at least one item: the items' fate in the reader's order (true: kept). */
  readonly kept: Map<number, boolean[]>;
  readonly inserts: Map<number, Insertion[]>;
  /** The read items per line, in the reader's order. */
  readonly lineItems: Map<number, Item[]>;
}

function lineOf(records: readonly TranscriptRecord[], index: number): number {
  const line = records[index]?.line;
  if (line === undefined) throw invalidArgument("a host log is written back only from JSON lines");
  return line;
}

// For each position of `fixed`: the read index of the next item that is not an output (an
// output stays in place only before it).
function nextFixedIndex(fixed: readonly Item[], index: Map<Item, number>): number[] {
  const next = new Array<number>(fixed.length + 1).fill(Number.POSITIVE_INFINITY);
  for (let j = fixed.length - 1; j >= 0; j--) {
    const at = index.get(fixed[j]);
    next[j] = at !== undefined && !isOutputItem(fixed[j]) ? at : next[j + 1];
  }
  return next;
}

// The first call of each key (of those in `wanted` when given: the read stops once all are found).
function callsByKey(items: readonly Item[], wanted?: ReadonlySet<string>): Map<string, Item> {
  const calls = new Map<string, Item>();
  for (const item of items) {
    const key = isCallItem(item) ? callKey(item) : undefined;
    if (key === undefined || calls.has(key) || (wanted && !wanted.has(key))) continue;
    calls.set(key, item);
    if (wanted && calls.size === wanted.size) break;
  }
  return calls;
}

/**
 * Places one conversation into `placement`.
 * @throws {TranscriptError} `invalid-argument` when an item other than an output moved or is new
 *   (a host log is repaired, not rewritten), or the items were not read from JSON lines.
 */
export function placeConversation(conversation: HostConversation, placement: Placement): void {
  const { items, records, fixed } = conversation;
  const index = new Map(items.map((item, i) => [item, i]));
  const next = nextFixedIndex(fixed, index);
  const calls = callsByKey(items);
  const stays = new Set<Item>();
  let last = -1;
  let anchor = items.length ? lineOf(records, 0) - 1 : 0;
  fixed.forEach((item, j) => {
    const at = index.get(item);
    const output = isOutputItem(item);
    if (at !== undefined && at > last && (!output || at < next[j + 1])) {
      stays.add(item);
      last = at;
      anchor = lineOf(records, at);
      return;
    }
    if (!output) throw invalidArgument("in a host log only tool outputs are added or moved");
    const list = placement.inserts.get(anchor) ?? [];
    const key = callKey(item);
    const call = key === undefined ? undefined : calls.get(key);
    const fromLine = at === undefined ? undefined : lineOf(records, at);
    list.push({ output: item, call, from: at, fromLine });
    placement.inserts.set(anchor, list);
  });
  items.forEach((item, i) => {
    const line = lineOf(records, i);
    const kept = placement.kept.get(line) ?? [];
    kept.push(stays.has(item));
    placement.kept.set(line, kept);
    const of = placement.lineItems.get(line) ?? [];
    of.push(item);
    placement.lineItems.set(line, of);
  });
}

// The common fix, repairs only: the read items all stay, in order, and new outputs come among
// them, each placed after the last read item before it. False (nothing placed) for any other.
function placeAdded(conversation: HostConversation, placement: Placement): boolean {
  const { items, records, fixed } = conversation;
  const added: [number, Item][] = [];
  let anchor = items.length ? lineOf(records, 0) - 1 : 0;
  let i = 0;
  for (const item of fixed) {
    if (i < items.length && item === items[i]) anchor = lineOf(records, i++);
    else if (isOutputItem(item)) added.push([anchor, item]);
    else return false;
  }
  if (i < items.length) return false;
  const keys = new Set<string>();
  for (const [, output] of added) {
    const key = callKey(output);
    if (key !== undefined) keys.add(key);
  }
  const calls = keys.size ? callsByKey(items, keys) : undefined;
  for (const [after, output] of added) {
    const key = callKey(output);
    const call = key === undefined ? undefined : calls?.get(key);
    const list = placement.inserts.get(after) ?? [];
    list.push({ output, call, from: undefined, fromLine: undefined });
    placement.inserts.set(after, list);
  }
  return true;
}

/**
 * Places one conversation into `placement` ({@link placeConversation}; items that all stay, in
 * order, only among new outputs, are placed without a per-line record of their fate).
 * @throws {TranscriptError} as {@link placeConversation}.
 */
export function place(conversation: HostConversation, placement: Placement): void {
  if (!placeAdded(conversation, placement)) placeConversation(conversation, placement);
}

/** An empty placement. */
export function newPlacement(): Placement {
  return { kept: new Map(), inserts: new Map(), lineItems: new Map() };
}
