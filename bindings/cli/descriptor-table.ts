// An append-only table of one conversation's pairing descriptors and their records, in typed
// chunks, and their keys in a byte arena (key-arena.ts): a large log's calls and outputs cost
// bytes each, not an object, a key array, strings and four array slots, and the table copies only
// its first chunk to grow (which starts small: a log of a thousand small conversations, a
// session's sidechains, costs kilobytes each, not a chunk's 320 KB).
import { KIND_OTHER } from "../../common/codes.js";
import type { Descriptor } from "../engine/types.js";
import { grown } from "../readers/formats/grown.js";
import { KeyArena } from "./key-arena.js";
import type { KeyHashes } from "./key-hash.js";

/** Rows per chunk (a power of two: the row's chunk and slot are a shift and a mask). */
const SHIFT = 14;
const CHUNK = 1 << SHIFT;
const MASK = CHUNK - 1;
/** Rows the first chunk holds at first. */
const FIRST_ROWS = 8;

/** The descriptor of every row of KIND_OTHER (such rows carry no flags and no keys). */
export const OTHER: Descriptor = Object.freeze({
  kind: KIND_OTHER,
  flags: 0,
  keys: Object.freeze([]),
});

const fits = (n: number) => n === (n | 0);

/** What a row records besides its descriptor: the record's line (-1: none) and index, the item number (-1: unknown). */
export interface RowAt {
  line: number;
  index: number;
  item: number;
}

/** Descriptors with their records, by row number. */
export class DescriptorTable {
  /** Per row: kind | flags << 8, and the offset of its first key in `keys`. */
  private readonly codes: Int32Array[] = [];
  private readonly keyStarts: Int32Array[] = [];
  /** Per row: line, index and item number; a chunk turns to doubles when one passes 2^31. */
  private readonly places: (Int32Array | Float64Array)[] = [];
  private readonly arena = new KeyArena();
  private rows = 0;

  get length(): number {
    return this.rows;
  }

  /** Key slots so far: the slot the next row's first key takes. */
  get keyCount(): number {
    return this.arena.length;
  }

  /** Distinct keys at most (an output's key given as its call's slot counts once). */
  get keysAtMost(): number {
    return this.arena.unshared;
  }

  /** Hashes key slot `slot`'s key into `out` (key-hash.ts), making no string. */
  hashKey(slot: number, out: KeyHashes): void {
    this.arena.hashOf(slot, out);
  }

  /**
   * Appends a row; `sameAs`: the key slot of an earlier key equal to this row's only key (an
   * output's, its call's), whose string the keys read back share.
   */
  push(d: Descriptor, line: number, index: number, item: number, sameAs = -1): void {
    const chunk = this.rows >>> SHIFT;
    const slot = this.rows & MASK;
    if (slot === 0) {
      const rows = chunk === 0 ? FIRST_ROWS : CHUNK;
      this.codes.push(new Int32Array(rows));
      this.keyStarts.push(new Int32Array(rows));
      this.places.push(new Int32Array(3 * rows));
    } else if (slot === this.codes[chunk].length) {
      // Only the first chunk grows (to CHUNK rows, by doubling).
      this.codes[chunk] = grown(this.codes[chunk], slot + 1);
      this.keyStarts[chunk] = grown(this.keyStarts[chunk], slot + 1);
      this.places[chunk] = grown(this.places[chunk], 3 * this.codes[chunk].length);
    }
    this.codes[chunk][slot] = d.kind | (d.flags << 8);
    this.keyStarts[chunk][slot] = this.arena.length;
    if (d.keys.length === 1) this.arena.add(d.keys[0], sameAs);
    else for (const key of d.keys) this.arena.add(key);
    let places = this.places[chunk];
    if (places instanceof Int32Array && !(fits(line) && fits(index) && fits(item))) {
      places = Float64Array.from(places);
      this.places[chunk] = places;
    }
    places[3 * slot] = line;
    places[3 * slot + 1] = index;
    places[3 * slot + 2] = item;
    this.rows++;
  }

  /** The kind of row `i`. */
  kind(i: number): number {
    return this.codes[i >>> SHIFT][i & MASK] & 0xff;
  }

  /** Where row `i`'s keys start: its first key slot. */
  keysStart(i: number): number {
    return this.keyStarts[i >>> SHIFT][i & MASK];
  }

  /** Where row `i`'s keys end: the next row's first key slot. */
  keysEnd(i: number): number {
    return i + 1 < this.rows
      ? this.keyStarts[(i + 1) >>> SHIFT][(i + 1) & MASK]
      : this.arena.length;
  }

  /** The keys of row `i` (a fresh array). */
  keysOf(i: number): string[] {
    return this.arena.strings(this.keysStart(i), this.keysEnd(i));
  }

  /** The descriptor of row `i` (a fresh object, {@link OTHER} for a row of KIND_OTHER). */
  descriptor(i: number): Descriptor {
    return this.describe(i, this.keysOf(i), this.keysStart(i));
  }

  /**
   * The descriptors of rows [start, end), their keys made strings for these rows only (an
   * output's the same string as its call's in the range).
   */
  slice(start: number, end: number): Descriptor[] {
    if (start >= end) return [];
    const first = this.keysStart(start);
    const keys = this.arena.strings(first, this.keysEnd(end - 1));
    const out: Descriptor[] = [];
    for (let i = start; i < end; i++) out.push(this.describe(i, keys, first));
    return out;
  }

  // Row i's descriptor, its keys read from `keys`, which starts at key slot `first`.
  private describe(i: number, keys: readonly string[], first: number): Descriptor {
    const code = this.codes[i >>> SHIFT][i & MASK];
    if ((code & 0xff) === KIND_OTHER) return OTHER;
    const from = this.keysStart(i) - first;
    const own = keys.slice(from, from + this.keysEnd(i) - this.keysStart(i));
    return { kind: code & 0xff, flags: code >>> 8, keys: own };
  }

  /** Where row `i`'s item sits. */
  at(i: number): RowAt {
    const places = this.places[i >>> SHIFT];
    const p = 3 * (i & MASK);
    return { line: places[p], index: places[p + 1], item: places[p + 2] };
  }
}
