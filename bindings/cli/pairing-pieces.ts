// Cutting a conversation's descriptors into pieces the engines can plan one by one with the same
// result as one plan: a cut is safe where no key is used on both sides of it, since pairing state
// (a key's latest call, its waiting outputs) is per key and a group matters only for one key.
import { type KeyHashes, keyHashes } from "./key-hash.js";
import { LastUses } from "./last-uses.js";

/** Pieces hold at least this many descriptors (unless the whole is smaller): few engine calls. */
export const MIN_PIECE = 1024;

/** Rows whose keys take consecutive slots, in row order, each known by its hashes. */
export interface KeyRows {
  readonly length: number;
  /** Distinct keys at most. */
  readonly keysAtMost: number;
  /** Where row i's keys end: the next row's first key slot. */
  keysEnd(i: number): number;
  /** Hashes key slot `slot`'s key into `out` (key-hash.ts). */
  hashKey(slot: number, out: KeyHashes): void;
}

// Each key's last row, as a streamed rewrite keeps each key's last use (a key sharing another's
// entry reads the later row: a cut comes later, never where a key crosses it).
function lastRows(rows: KeyRows, hashes: KeyHashes): LastUses {
  const last = new LastUses(rows.keysAtMost);
  for (let i = 0, j = 0; i < rows.length; i++)
    for (const end = rows.keysEnd(i); j < end; j++) {
      rows.hashKey(j, hashes);
      last.setHashed(hashes, i);
    }
  return last;
}

/**
 * Consecutive ranges [start, end) covering the rows, each at least `min` long (the last may be
 * shorter), cut only where no key is used on both sides. Throws nothing.
 */
export function independentPieces(rows: KeyRows, min = MIN_PIECE): [number, number][] {
  const hashes = keyHashes();
  const last = lastRows(rows, hashes);
  const pieces: [number, number][] = [];
  let start = 0;
  let reach = 0; // the last index any key seen so far is used at
  for (let i = 0, j = 0; i < rows.length; i++) {
    for (const end = rows.keysEnd(i); j < end; j++) {
      rows.hashKey(j, hashes);
      const at = last.getHashed(hashes) as number;
      if (at > reach) reach = at;
    }
    if (reach <= i && i + 1 - start >= min) {
      pieces.push([start, i + 1]);
      start = i + 1;
    }
  }
  if (start < rows.length) pieces.push([start, rows.length]);
  return pieces;
}
