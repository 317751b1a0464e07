// Small integers by uuid, for a reader that keeps every line's id (a Claude Code or pi tree): a
// lowercase canonical uuid, or the 8 lowercase hex digits pi names its entries with, is kept as
// 16 bytes in an open-addressed table (about 30-60 bytes an entry, where a Map of the parsed
// strings holds about 100 and keeps each string alive into the old generation); any other string
// goes to a Map.

/** Slots at first; a power of two. */
const FIRST_SLOTS = 1024;
/** The table grows past this share of its slots in use (docs/decisions.md: its step in peak memory). */
const MAX_LOAD = 0.8;
/** Int32 words a slot holds: the value plus one (0: empty), then the uuid's four words. */
const STRIDE = 5;
/** The last three words of a short id (8 hex digits); a uuid ending in them goes to the Map. */
const SHORT = 0x5a5a5a5a;

// Moves `buffer`'s memory to a clone nothing holds, freed at the next young collection (the old
// array, promoted, would wait for a full one); where the runtime cannot transfer, left to the GC.
function detach(buffer: ArrayBufferLike): void {
  try {
    structuredClone(buffer, { transfer: [buffer as ArrayBuffer] });
  } catch {
    // no transfer here: the collector frees it
  }
}

// The value of a lowercase hex digit, or -1.
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  return -1;
}

/**
 * A map from uuid strings to non-negative integers (Map semantics: a second `set` replaces).
 * @throws nothing.
 */
export class UuidTable {
  /** The slots, each STRIDE words: a slot's value and key share a cache line (one miss a probe). */
  private slots = new Int32Array(STRIDE * FIRST_SLOTS);
  private used = 0;
  private readonly others = new Map<string, number>();
  /** The last parsed uuid's four words. */
  private readonly words = new Int32Array(4);
  /** The last uuid set and its value: a line's parent is most often the line before it. */
  private lastKey: string | undefined;
  private lastValue = 0;
  /** The last uuid `get` missed, its empty slot and words: a reader asks, then sets it. */
  private missKey: string | undefined;
  private missSlot = 0;
  private readonly missWords = new Int32Array(4);

  /** The integer set for `uuid`, or undefined. */
  get(uuid: string): number | undefined {
    if (uuid === this.lastKey) return this.lastValue;
    if (uuid === this.missKey) return undefined;
    if (!this.parse(uuid)) return this.others.get(uuid);
    const slot = this.find();
    const value = this.slots[STRIDE * slot];
    if (value !== 0) return value - 1;
    this.missKey = uuid;
    this.missSlot = slot;
    copyWords(this.words, this.missWords, 0);
    return undefined;
  }

  /** Sets `uuid`'s integer (a non-negative int32 below 2^31 - 1). */
  set(uuid: string, value: number): void {
    this.lastKey = uuid;
    this.lastValue = value;
    let slot: number;
    if (uuid === this.missKey) {
      copyWords(this.missWords, this.words, 0);
      slot = this.missSlot;
    } else if (this.parse(uuid)) slot = this.find();
    else {
      this.others.set(uuid, value);
      return;
    }
    // Any set may fill the missed slot or move every slot: the memo holds one `get` to one `set`.
    this.missKey = undefined;
    const at = STRIDE * slot;
    if (this.slots[at] === 0) {
      if (this.used + 1 > (this.slots.length / STRIDE) * MAX_LOAD) {
        this.grow();
        this.set(uuid, value);
        return;
      }
      this.used++;
      copyWords(this.words, this.slots, at + 1);
    }
    this.slots[at] = value + 1;
  }

  /**
   * Empties the table and frees its memory now: a read's table of a million lines is 40 MB
   * that a full collection would otherwise free only later (its arrays are old by then).
   */
  clear(): void {
    detach(this.slots.buffer);
    this.slots = new Int32Array(STRIDE * FIRST_SLOTS);
    this.used = 0;
    this.others.clear();
    this.lastKey = undefined;
    this.missKey = undefined;
  }

  /** Entries held. */
  get size(): number {
    return this.used + this.others.size;
  }

  // Reads a lowercase canonical uuid, or a short id, into `words`; false for any other string.
  private parse(uuid: string): boolean {
    if (uuid.length === 8) return this.parseShort(uuid);
    if (uuid.length !== 36) return false;
    let word = 0;
    let digits = 0;
    for (let i = 0; i < 36; i++) {
      const code = uuid.charCodeAt(i);
      // The hyphens of the 8-4-4-4-12 form.
      if (i === 8 || i === 13 || i === 18 || i === 23) {
        if (code !== 45) return false;
        continue;
      }
      const d = hexDigit(code);
      if (d < 0) return false;
      word = (word << 4) | d;
      if (++digits % 8 === 0) {
        this.words[digits / 8 - 1] = word;
        word = 0;
      }
    }
    const w = this.words;
    return !(w[1] === SHORT && w[2] === SHORT && w[3] === SHORT); // a short id's key
  }

  // Reads 8 lowercase hex digits into `words` (its last three SHORT); false for any other string.
  private parseShort(id: string): boolean {
    let word = 0;
    for (let i = 0; i < 8; i++) {
      const d = hexDigit(id.charCodeAt(i));
      if (d < 0) return false;
      word = (word << 4) | d;
    }
    const w = this.words;
    w[0] = word;
    w[1] = SHORT;
    w[2] = SHORT;
    w[3] = SHORT;
    return true;
  }

  // The slot holding `words`, or the empty slot where it would go.
  private find(): number {
    const w = this.words;
    return probe(this.slots, w[0], w[1], w[2], w[3]);
  }

  // Doubles the slots and places every entry again; the old slots freed now, not at a full
  // collection (at a million lines they are 40 MB, old by then).
  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(2 * old.length);
    for (let at = 0; at < old.length; at += STRIDE) {
      if (old[at] === 0) continue;
      const to = STRIDE * probe(slots, old[at + 1], old[at + 2], old[at + 3], old[at + 4]);
      for (let i = 0; i < STRIDE; i++) slots[to + i] = old[at + i];
    }
    this.slots = slots;
    detach(old.buffer);
  }
}

// Writes a uuid's four words from `from` into `to` at `at` (a builtin call costs more here).
function copyWords(from: Int32Array, to: Int32Array, at: number): void {
  to[at] = from[0];
  to[at + 1] = from[1];
  to[at + 2] = from[2];
  to[at + 3] = from[3];
}

// The slot of `slots` holding the key a-b-c-d, or the empty slot where it would go.
function probe(slots: Int32Array, a: number, b: number, c: number, d: number): number {
  const mask = slots.length / STRIDE - 1;
  let slot = mix(a, b, c, d) & mask;
  for (let at = STRIDE * slot; slots[at] !== 0; at = STRIDE * slot) {
    if (slots[at + 1] === a && slots[at + 2] === b && slots[at + 3] === c && slots[at + 4] === d)
      return slot;
    slot = (slot + 1) & mask;
  }
  return slot;
}

// A 32-bit hash of the four words (uuids made in sequence differ in their last bits only).
function mix(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ b ^ (h >>> 15), 0xc2b2ae35);
  h = Math.imul(h ^ c ^ (h >>> 13), 0x85ebca6b);
  h = Math.imul(h ^ d ^ (h >>> 16), 0xc2b2ae35);
  return h ^ (h >>> 15);
}
