// Small integers by uuid, for a reader that keeps every line's uuid (a Claude Code tree): a
// lowercase canonical uuid is kept as 16 bytes in an open-addressed table (about 30-60 bytes an
// entry, where a Map of the parsed strings holds about 100 and keeps each string alive into the
// old generation); any other string goes to a Map.

/** Slots at first; a power of two. */
const FIRST_SLOTS = 1024;
/** The table grows past this share of its slots in use. */
const MAX_LOAD = 0.7;

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
  private keys = new Int32Array(4 * FIRST_SLOTS);
  /** The value plus one in each slot; 0: empty. */
  private values = new Int32Array(FIRST_SLOTS);
  private used = 0;
  private readonly others = new Map<string, number>();
  /** The last parsed uuid's four words. */
  private readonly words = new Int32Array(4);
  /** The last uuid set and its value: a line's parent is most often the line before it. */
  private lastKey: string | undefined;
  private lastValue = 0;

  /** The integer set for `uuid`, or undefined. */
  get(uuid: string): number | undefined {
    if (uuid === this.lastKey) return this.lastValue;
    if (!this.parse(uuid)) return this.others.get(uuid);
    const slot = this.find();
    const value = this.values[slot];
    return value === 0 ? undefined : value - 1;
  }

  /** Sets `uuid`'s integer (a non-negative int32 below 2^31 - 1). */
  set(uuid: string, value: number): void {
    this.lastKey = uuid;
    this.lastValue = value;
    if (!this.parse(uuid)) {
      this.others.set(uuid, value);
      return;
    }
    let slot = this.find();
    if (this.values[slot] === 0) {
      if (this.used + 1 > this.values.length * MAX_LOAD) {
        this.grow();
        slot = this.find();
      }
      this.used++;
      for (let i = 0; i < 4; i++) this.keys[4 * slot + i] = this.words[i];
    }
    this.values[slot] = value + 1;
  }

  /**
   * Empties the table and frees its memory now: a read's table of a million lines is 40 MB
   * that a full collection would otherwise free only later (its arrays are old by then).
   */
  clear(): void {
    detach(this.keys.buffer);
    detach(this.values.buffer);
    this.keys = new Int32Array(4 * FIRST_SLOTS);
    this.values = new Int32Array(FIRST_SLOTS);
    this.used = 0;
    this.others.clear();
    this.lastKey = undefined;
  }

  /** Entries held. */
  get size(): number {
    return this.used + this.others.size;
  }

  // Reads a lowercase canonical uuid into `words`; false for any other string.
  private parse(uuid: string): boolean {
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
    return true;
  }

  // The slot holding `words` in `keys`, or the empty slot where it would go.
  private find(): number {
    const w = this.words;
    return probe(this.keys, this.values, w[0], w[1], w[2], w[3]);
  }

  // Doubles the slots and places every entry again.
  private grow(): void {
    const [oldKeys, oldValues] = [this.keys, this.values];
    const [keys, values] = [
      new Int32Array(2 * oldKeys.length),
      new Int32Array(2 * oldValues.length),
    ];
    for (let s = 0; s < oldValues.length; s++) {
      if (oldValues[s] === 0) continue;
      const k = 4 * s;
      const slot = probe(keys, values, oldKeys[k], oldKeys[k + 1], oldKeys[k + 2], oldKeys[k + 3]);
      for (let i = 0; i < 4; i++) keys[4 * slot + i] = oldKeys[k + i];
      values[slot] = oldValues[s];
    }
    [this.keys, this.values] = [keys, values];
  }
}

// The slot of `values` holding the key a-b-c-d in `keys`, or the empty slot where it would go.
function probe(
  keys: Int32Array,
  values: Int32Array,
  a: number,
  b: number,
  c: number,
  d: number,
): number {
  const mask = values.length - 1;
  let slot = mix(a, b, c, d) & mask;
  while (values[slot] !== 0) {
    const k = 4 * slot;
    if (keys[k] === a && keys[k + 1] === b && keys[k + 2] === c && keys[k + 3] === d) return slot;
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
