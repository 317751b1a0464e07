// A compaction's start kept before the Anthropic server tool use of every server tool result it
// keeps (docs/decisions.md): Anthropic needs a result in its use's assistant message, and the
// engines, which do not pair server tools, may start the kept part between the two.
import {
  PART_LEAVES,
  PART_RESULT,
  PART_USE,
  serverToolId,
  serverToolPart,
} from "../items/server-tools.js";

/** An item by index (the object path's list, or the msgpack path's decoding). */
export type ItemAt = (index: number) => unknown;

/**
 * Where a long look for server tool results from item `from` may stop: no item from the index it
 * returns on is one (the msgpack path finds the last bytes that could name one); asked once a
 * look, and only past {@link LOOK_BEFORE_BOUND} items, so a short look costs nothing more.
 */
export type ResultsEnd = (from: number) => number;

/** Items read before a look asks {@link ResultsEnd} where it may stop. */
const LOOK_BEFORE_BOUND = 64;

/**
 * The ids of server tool results in the assistant message that continues at `start` (up to the
 * first item that leaves it) whose use is not between `start` and them.
 * @throws {TranscriptError} `invalid-item` for an item whose fields cannot be read.
 */
export function resultsWithoutUse(
  itemAt: ItemAt,
  length: number,
  start: number,
  resultsEnd?: ResultsEnd,
): Set<string> {
  const uses = new Set<string>();
  const missing = new Set<string>();
  let end = length;
  for (let i = start; i < end; i++) {
    if (i - start === LOOK_BEFORE_BOUND && resultsEnd) end = Math.min(end, resultsEnd(start));
    const item = itemAt(i);
    const part = serverToolPart(item);
    if (part === PART_LEAVES) break;
    const id = serverToolId(item, part);
    if (id === undefined) continue;
    if (part === PART_USE) uses.add(id);
    else if (!uses.has(id)) missing.add(id);
  }
  return missing;
}

/** Where the assistant message holding item `at` begins (0: at the first item given, or before). */
function messageStart(itemAt: ItemAt, at: number): number {
  let m = at;
  while (m > 0 && serverToolPart(itemAt(m - 1)) !== PART_LEAVES) m--;
  return m;
}

/** Whether items [from, to) hold a server tool use. */
function holdsUse(itemAt: ItemAt, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const item = itemAt(i);
    const part = serverToolPart(item);
    if (part === PART_USE && serverToolId(item, part) !== undefined) return true;
  }
  return false;
}

/**
 * Whether the assistant message going on after a piece's last item holds a server tool use: in
 * the piece, or before it when the message began in an earlier piece that held one (`earlier`).
 */
export function endsInMessageWithUse(itemAt: ItemAt, length: number, earlier: boolean): boolean {
  if (length === 0) return earlier;
  const m = messageStart(itemAt, length);
  return holdsUse(itemAt, m, length) || (m === 0 && earlier);
}

/**
 * Whether a piece of a longer run, planned alone and kept from `start`, may part a server tool
 * result from its use across its edges: the message at `start` holds a use before `start` (in
 * the piece, or in an earlier one: `earlier`, {@link endsInMessageWithUse}) and goes on into a
 * later piece (`later`), which may hold its result; or that message began in an earlier piece
 * with a use and keeps a result whose use is not after `start`.
 */
export function splitsAcrossPieces(
  itemAt: ItemAt,
  length: number,
  start: number,
  earlier: boolean,
  later: boolean,
): boolean {
  const m = messageStart(itemAt, start);
  const useEarlier = m === 0 && earlier;
  if (!useEarlier && !holdsUse(itemAt, m, start)) return false;
  let ends = false;
  for (let i = start; i < length && !ends; i++) ends = serverToolPart(itemAt(i)) === PART_LEAVES;
  if (!ends && later) return true;
  return useEarlier && resultsWithoutUse(itemAt, length, start).size > 0;
}

/**
 * `start` moved back to the earliest server tool use, in the assistant message `start` cuts, of a
 * result kept at or after the (moved) start; one backward pass over the message's items before it.
 */
export function serverUseStart(
  itemAt: ItemAt,
  length: number,
  start: number,
  resultsEnd?: ResultsEnd,
): number {
  const pending = resultsWithoutUse(itemAt, length, start, resultsEnd);
  if (pending.size === 0) return start;
  let s = start;
  const uses = new Set<string>();
  let passed: string[] = []; // results between the scan and `s`, kept if `s` moves over them
  for (let i = start - 1; i >= 0; i--) {
    const item = itemAt(i);
    const part = serverToolPart(item);
    if (part === PART_LEAVES) break;
    const id = serverToolId(item, part);
    if (id === undefined) continue;
    if (part === PART_RESULT) {
      passed.push(id);
      continue;
    }
    if (pending.has(id)) {
      s = i;
      for (const result of passed) if (!uses.has(result)) pending.add(result);
      passed = [];
    }
    uses.add(id);
  }
  return s;
}

/**
 * Rounds after which a start still moving is given up for 0 (everything kept): each round is an
 * engine scan, and only a hostile transcript (an output before its own call, in each message)
 * makes the engine's closure and this rule move each other more than once.
 */
const MAX_ROUNDS = 16;

/**
 * The engine's `start` moved back until it keeps no server tool result without its use, closed
 * again by the engine (`close`: the engine's start for a cutoff there) after each move.
 * @throws what `close` throws; {@link TranscriptError} `invalid-item` for an item whose fields
 * cannot be read.
 */
export function startWithServerUses(
  itemAt: ItemAt,
  length: number,
  start: number,
  close: (at: number) => number,
  resultsEnd?: ResultsEnd,
): number {
  let s = start;
  for (let round = 0; ; round++) {
    const moved = serverUseStart(itemAt, length, s, resultsEnd);
    if (moved === s) return s;
    if (round === MAX_ROUNDS) return 0;
    s = close(moved);
  }
}
