// The two 32-bit hashes a call key is known by in LastUses (last-uses.ts), from its string or
// from its Latin-1 bytes (key-arena.ts): the same text gives the same pair either way, so check's
// pieces find each key's last use without making the key a string.

/** The pair of hashes of one key: [FNV-1a, a second multiplicative hash]. */
export type KeyHashes = Int32Array;

/** A fresh pair to hash into. @throws nothing. */
export const keyHashes = (): KeyHashes => new Int32Array(2);

/** Hashes `key`'s UTF-16 units into `out`. @throws nothing. */
export function hashString(key: string, out: KeyHashes): void {
  let a = 0x811c9dc5;
  let b = 0x2545f491;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  out[0] = a;
  out[1] = b;
}

/** Hashes bytes [start, end) of `bytes`, each a Latin-1 character, into `out`. @throws nothing. */
export function hashBytes(bytes: Uint8Array, start: number, end: number, out: KeyHashes): void {
  let a = 0x811c9dc5;
  let b = 0x2545f491;
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  out[0] = a;
  out[1] = b;
}
