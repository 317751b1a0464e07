// A bit filter of the call keys the one-pass reconcile has seen: it tells an orphan output (a key
// no call held) from one that needs the full key map, without that map.

/** Bits per item: at most one call key an item in common transcripts, so about 1 in 16 bits set. */
const BITS_PER_ITEM = 16;
/** The least filter: 256 words (1 KB). */
const MIN_WORDS = 256;
/** The largest filter (16 MB, 8M items' worth): past it more keys collide, each still checked. */
const MAX_WORDS = 1 << 22;

/** Words of the filter for a transcript of `n` items (a power of two); the caller clears them. */
export function filterWords(n: number): number {
  let words = MIN_WORDS;
  while (words * 32 < n * BITS_PER_ITEM && words < MAX_WORDS) words *= 2;
  return words;
}

/**
 * The key's hash: its length and last eight characters (call ids differ at the end; four collide
 * too often at 1M items). Keys alike there only collide: the caller then checks them another way.
 */
export function hashKey(key: string): number {
  const n = key.length;
  if (n < 8) {
    let h = Math.imul(n, 0x9e3779b1);
    for (let i = 0; i < n; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x85ebca6b);
    return h ^ (h >>> 15);
  }
  const low =
    key.charCodeAt(n - 1) |
    (key.charCodeAt(n - 2) << 8) |
    (key.charCodeAt(n - 3) << 16) |
    (key.charCodeAt(n - 4) << 24);
  const high =
    key.charCodeAt(n - 5) |
    (key.charCodeAt(n - 6) << 8) |
    (key.charCodeAt(n - 7) << 16) |
    (key.charCodeAt(n - 8) << 24);
  const h = Math.imul(low ^ n, 0x9e3779b1) ^ Math.imul(high, 0x85ebca6b);
  return h ^ (h >>> 15);
}

/** The second probe: the hash mixed again (independent of the first's low bits). */
const second = (h: number) => {
  const g = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return g ^ (g >>> 13);
};

function setBit(filter: Int32Array, p: number): void {
  const at = p & (filter.length * 32 - 1);
  filter[at >>> 5] |= 1 << (at & 31);
}

function hasBit(filter: Int32Array, p: number): boolean {
  const at = p & (filter.length * 32 - 1);
  return (filter[at >>> 5] & (1 << (at & 31))) !== 0;
}

/** Records `key`. */
export function markKey(filter: Int32Array, key: string): void {
  const h = hashKey(key);
  setBit(filter, h);
  setBit(filter, second(h));
}

/** False only for a key never marked; true may be a collision (the caller then asks the full map). */
export function mayHoldKey(filter: Int32Array, key: string): boolean {
  const h = hashKey(key);
  return hasBit(filter, h) && hasBit(filter, second(h));
}
