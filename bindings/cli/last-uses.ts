// Each call key's last use in a conversation, for cutting it where no key crosses (a streamed
// rewrite's plan, stream/plan.ts; check's pairing pieces, pairing-pieces.ts): two 32-bit hashes
// of the key and its item number in typed arrays, no string kept. A Map held a 1 GB
// session's 284,000 keys and their strings, about 29 MB through both reads. Two keys whose two
// hashes both agree (about one pair in 2^64 / n^2) share one entry, the later use: a cut then comes
// later, never where a key crosses it (a cut needs every key seen so far used last before it).
// With `use`, each slot also holds its key's pairing state (key-epoch.ts): two keys sharing one
// could start an epoch neither has, which the second read checks by the key (history-sink.ts).
import { type KeyRole, keyUse } from "./key-epoch.js";
import { hashString, type KeyHashes, keyHashes } from "./key-hash.js";

/** Slots at first; a power of two (small: a log of many small conversations keeps one a conversation). */
const FIRST_SLOTS = 16;
/** The table grows past this share of its slots in use. */
const MAX_LOAD = 0.75;

/** Each key's last use (an item number), by key. @throws nothing. */
export class LastUses {
  private first: Int32Array;
  private second: Int32Array;
  /** The item number plus one in each slot; 0: empty. */
  private uses: Int32Array;
  /** Each key's pairing state (key-epoch.ts), where `use` records it. */
  private states: Uint8Array;
  private used = 0;
  /** The last key's two hashes. */
  private a = 0;
  private b = 0;
  private readonly hashes = keyHashes();

  /**
   * `keys`: how many keys at most the table will hold, where known: its slots are made for them
   * at once (growing copies the table: old and new live together, and every entry is placed again).
   */
  constructor(keys = 0) {
    let slots = FIRST_SLOTS;
    while (keys > slots * MAX_LOAD) slots *= 2;
    this.first = new Int32Array(slots);
    this.second = new Int32Array(slots);
    this.uses = new Int32Array(slots);
    this.states = new Uint8Array(slots);
  }

  /** Keys held (two sharing an entry count once). */
  get size(): number {
    return this.used;
  }

  /** Records that `key` is used at item `n` (a later use than any before it of that key). */
  set(key: string, n: number): void {
    hashString(key, this.hashes);
    this.setHashed(this.hashes, n);
  }

  /** {@link set} of the key whose hashes (key-hash.ts) are `hashes`. */
  setHashed(hashes: KeyHashes, n: number): void {
    this.a = hashes[0];
    this.b = hashes[1];
    const slot = this.taken();
    this.uses[slot] = Math.max(this.uses[slot], n + 1);
  }

  /**
   * Records that `key` is used at item `n` (later than any use before) by an item of descriptor
   * kind `kind`; returns the item number of the key's use before when this one starts an epoch
   * (key-epoch.ts), else undefined.
   */
  use(key: string, n: number, kind: KeyRole): number | undefined {
    this.hash(key);
    const slot = this.taken();
    const before = this.uses[slot] - 1;
    const next = keyUse(this.states[slot], kind);
    this.states[slot] = next.state;
    this.uses[slot] = Math.max(this.uses[slot], n + 1);
    return next.starts ? before : undefined;
  }

  // The slot of the last hashed key, taken (and the table grown) when it has none.
  private taken(): number {
    let slot = this.find();
    if (this.uses[slot] !== 0) return slot;
    if (this.used + 1 > this.uses.length * MAX_LOAD) {
      this.grow();
      slot = this.find();
    }
    this.used++;
    this.first[slot] = this.a;
    this.second[slot] = this.b;
    return slot;
  }

  /** The last use recorded for `key`, or undefined. */
  get(key: string): number | undefined {
    this.hash(key);
    return this.lastUse();
  }

  /** {@link get} of the key whose hashes (key-hash.ts) are `hashes`. */
  getHashed(hashes: KeyHashes): number | undefined {
    this.a = hashes[0];
    this.b = hashes[1];
    return this.lastUse();
  }

  private lastUse(): number | undefined {
    const use = this.uses[this.find()];
    return use === 0 ? undefined : use - 1;
  }

  private hash(key: string): void {
    hashString(key, this.hashes);
    this.a = this.hashes[0];
    this.b = this.hashes[1];
  }

  // The slot holding the last hashed key, or the empty slot where it would go.
  private find(): number {
    const mask = this.uses.length - 1;
    let slot = this.a & mask;
    while (this.uses[slot] !== 0 && (this.first[slot] !== this.a || this.second[slot] !== this.b))
      slot = (slot + 1) & mask;
    return slot;
  }

  // Doubles the slots and places every entry again (the last hashed key's hashes kept).
  private grow(): void {
    const [a, b] = [this.a, this.b];
    const [first, second, uses, states] = [this.first, this.second, this.uses, this.states];
    const size = 2 * uses.length;
    [this.first, this.second, this.uses, this.states] = [
      new Int32Array(size),
      new Int32Array(size),
      new Int32Array(size),
      new Uint8Array(size),
    ];
    for (let s = 0; s < uses.length; s++) {
      if (uses[s] === 0) continue;
      [this.a, this.b] = [first[s], second[s]];
      const slot = this.find();
      this.first[slot] = first[s];
      this.second[slot] = second[s];
      this.uses[slot] = uses[s];
      this.states[slot] = states[s];
    }
    [this.a, this.b] = [a, b];
  }
}
