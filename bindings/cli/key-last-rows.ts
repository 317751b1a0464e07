// Each key's last row in a conversation's descriptor table, for cutting it into independent pieces
// (pairing-pieces.ts): an open-addressed table of typed arrays over the table's flat key list, a
// slot naming the first occurrence of its key (strings compared on a hash match). A Map of a
// 1 GB log's 284,000 call keys cost 445 ms and about 25 MB of old generation at the end of
// `check`'s read, the run's memory peak; this costs bytes per key and no objects.

/** The share of slots in use at most, counting every occurrence (keys repeat: fewer are in use). */
const MAX_LOAD = 0.75;

// FNV-1a over the string's UTF-16 units (call ids are short ASCII strings).
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Rows whose keys lie in one flat array, in row order. */
export interface KeyRows {
  readonly length: number;
  readonly keys: readonly string[];
  /** Where row i's keys end in `keys` (the next row's start). */
  keysEnd(i: number): number;
}

/** Each key occurrence's key's last row: `lastRowOf(j)` for the key at `keys[j]`. Throws nothing. */
export class KeyLastRows {
  /** Per occurrence in `keys`, its key's slot. */
  private readonly slotOf: Int32Array;
  /** Per slot, the last row its key is used at. */
  private readonly rows: Int32Array;

  constructor(table: KeyRows) {
    const { keys } = table;
    let size = 16;
    while (size * MAX_LOAD < keys.length) size *= 2;
    const mask = size - 1;
    const first = new Int32Array(size); // the first occurrence plus one; 0: empty
    this.rows = new Int32Array(size);
    this.slotOf = new Int32Array(keys.length);
    for (let i = 0, j = 0; i < table.length; i++)
      for (const end = table.keysEnd(i); j < end; j++) {
        const key = keys[j];
        let slot = hash(key) & mask;
        while (first[slot] !== 0 && keys[first[slot] - 1] !== key) slot = (slot + 1) & mask;
        if (first[slot] === 0) first[slot] = j + 1;
        this.rows[slot] = i;
        this.slotOf[j] = slot;
      }
  }

  /** The last row the key at `keys[j]` is used at. */
  lastRowOf(j: number): number {
    return this.rows[this.slotOf[j]];
  }
}
