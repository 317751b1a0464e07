// The key index of the tables: each distinct key's bytes copied into the arena (so the input may be
// overwritten or freed; a one-shot plan over descriptors keeps its input and reads keys there),
// open addressing over u64 cells that hold the hash beside the id, a cell per key of capacity (at
// most 3/4 full: half full, the cells of a 100k-item scan outgrew the cache and interning slowed).
import { bytesEqual } from "../memory/compare";
import { capFor, regroupKeys, reserveArena, reserveSlots, Tables } from "./tables";

const K1: u64 = 0x9e3779b97f4a7c15;
const K2: u64 = 0xbf58476d1ce4e5b9;

/** The last 1-7 bytes at p (p + rest is the key's end), little-endian in a u64. */
// @ts-ignore: decorator
@inline function tailWord(p: usize, rest: usize): u64 {
  if (rest >= 4) return <u64>load<u32>(p) | (<u64>load<u32>(p + rest - 4) << 32);
  let word = <u64>load<u8>(p);
  if (rest >= 2) word |= <u64>load<u16>(p + rest - 2) << 8;
  return word;
}

/**
 * A seeded multiply-xorshift hash of the bytes at ptr, eight bytes a step (every key of every slot
 * passes here; murmur3 took four a step). The seed is the tables', from the bindings.
 */
// @ts-ignore: decorator
@inline function hashBytes(seed: u32, ptr: usize, len: u32): u32 {
  let h = (<u64>seed ^ (<u64>len << 32)) * K1;
  let p = ptr;
  let end = ptr + <usize>len;
  while (end - p >= 8) {
    h = (h ^ load<u64>(p)) * K2;
    h ^= h >> 31;
    p += 8;
  }
  if (p < end) {
    h = (h ^ tailWord(p, end - p)) * K2;
    h ^= h >> 31;
  }
  h = (h ^ (h >> 30)) * K1;
  return <u32>(h ^ (h >> 32));
}

/** Where key `id`'s bytes are: in the arena, or (keysInInput) in the input. */
// @ts-ignore: decorator
@inline export function keyStart(t: Tables, id: i32): usize {
  return select<usize>(t.inputPtr, t.arenaPtr, t.keysInInput) + <usize>load<u32>(t.keyOffPtr + (<usize>id << 2));
}

/** Byte length of key `id`. */
// @ts-ignore: decorator
@inline export function keySize(t: Tables, id: i32): u32 {
  return load<u32>(t.keyLenPtr + (<usize>id << 2));
}

/** The cell of key id `id` with hash `h`. */
// @ts-ignore: decorator
@inline function cellOf(id: i32, h: u32): u64 {
  return (<u64>h << 32) | <u64>(<u32>id + 1);
}

/** The cell position of the key at ptr/len with hash h: its cell, or the empty cell where it goes. */
// @ts-ignore: decorator
@inline function probe(t: Tables, h: u32, ptr: usize, len: u32): usize {
  let mask = <u32>t.capKeys - 1;
  let at = h & mask;
  while (true) {
    let cellPtr = t.hashPtr + (<usize>at << 3);
    let cell = load<u64>(cellPtr);
    if (cell == 0) return cellPtr;
    let id = <i32>(<u32>cell) - 1;
    if (<u32>(cell >> 32) == h && keySize(t, id) == len && bytesEqual(keyStart(t, id), ptr, <usize>len)) return cellPtr;
    at = (at + 1) & mask;
  }
  return 0;
}

/** Grows the key arrays (doubling) to hold `need` keys at most 3/4 full, and rebuilds the hash cells from the keys' bytes. */
export function growKeys(t: Tables, need: i64): bool {
  if (need <= <i64>(t.capKeys - (t.capKeys >> 2))) return true;
  let cap = capFor(need + (need + 2) / 3);
  if (cap == 0 || !regroupKeys(t, cap)) return false;
  for (let id = 0; id < t.keys; id++) {
    let len = keySize(t, id);
    let h = hashBytes(t.seed, keyStart(t, id), len);
    store<u64>(probe(t, h, 0, 0xffffffff), cellOf(id, h)); // no key has that length: the empty cell
  }
  return true;
}

/** Copies a key's bytes: word moves inline (memory.copy is a call into the engine, for ~30 bytes). */
// @ts-ignore: decorator
@inline function copyKey(to: usize, from: usize, len: u32): void {
  let end = from + <usize>len;
  while (from + 8 <= end) {
    store<u64>(to, load<u64>(from));
    to += 8;
    from += 8;
  }
  while (from < end) {
    store<u8>(to, load<u8>(from));
    to++;
    from++;
  }
}

/** The id of the key at ptr/len, or -1. */
export function findKey(t: Tables, ptr: usize, len: u32): i32 {
  return <i32>(<u32>load<u64>(probe(t, hashBytes(t.seed, ptr, len), ptr, len))) - 1;
}

/** The id of the key at ptr/len, added (bytes copied) when new; -1 when memory cannot grow. */
// @ts-ignore: decorator
@inline function internKey(t: Tables, ptr: usize, len: u32): i32 {
  return internHashed(t, ptr, len, hashBytes(t.seed, ptr, len));
}

/** internKey with the key's hash `h` known. */
// @ts-ignore: decorator
@inline function internHashed(t: Tables, ptr: usize, len: u32, h: u32): i32 {
  let cellPtr = probe(t, h, ptr, len);
  let cell = load<u64>(cellPtr);
  if (cell != 0) return <i32>(<u32>cell) - 1;
  if (t.keys >= t.capKeys - (t.capKeys >> 2)) {
    if (!growKeys(t, <i64>t.keys + 1)) return -1;
    cellPtr = probe(t, h, ptr, len);
  }
  let off = <u32>(ptr - t.inputPtr);
  if (!t.keysInInput) {
    if (<i64>t.arenaUsed + <i64>len > <i64>t.capArena && !reserveArena(t, <i64>t.arenaUsed + <i64>len)) return -1;
    copyKey(t.arenaPtr + <usize>t.arenaUsed, ptr, len);
    off = <u32>t.arenaUsed;
    t.arenaUsed += <i32>len;
  }
  let id = t.keys++;
  store<u64>(cellPtr, cellOf(id, h));
  let at = <usize>id << 2;
  store<u32>(t.keyOffPtr + at, off);
  store<u32>(t.keyLenPtr + at, len);
  return id; // its pairing rows are set up by pairAdded
}

/** Adds the next key slot of the last item added (addItem); false when memory cannot grow. */
export function addKey(t: Tables, ptr: usize, len: u32): bool {
  let slot = t.k;
  if (slot == t.capK && !reserveSlots(t, <i64>slot + 1)) return false;
  let key = internKey(t, ptr, len);
  if (key < 0) return false;
  let at = <usize>slot << 2;
  store<i32>(t.slotKeyPtr + at, key);
  store<i32>(t.slotItemPtr + at, t.n - 1);
  t.k = slot + 1;
  return true;
}

// The stored scan queues its keys (queueKey) and interns them a batch at a time (flushKeys): the
// hash cells of a batch are loaded together first, so their cache misses overlap instead of each
// stalling the scan in turn (a new call key's cell is a random read of a table past the cache).
const BATCH: i32 = 32;
/** Per queued key: its bytes' address, length, slot and hash (u32 each). */
const queuePtr: usize = memory.data(BATCH * 16, 8);
/** Sums the batch's early cell loads, so they are not optimized away. */
let touched: u64 = 0;

/**
 * Adds the next key slot of the last item added, its key id set by the next flushKeys; the key's
 * bytes must stay where they are until then. False when memory cannot grow.
 */
export function queueKey(t: Tables, ptr: usize, len: u32): bool {
  let slot = t.k;
  if (slot == t.capK && !reserveSlots(t, <i64>slot + 1)) return false;
  store<i32>(t.slotItemPtr + (<usize>slot << 2), t.n - 1);
  t.k = slot + 1;
  let entryPtr = queuePtr + (<usize>t.queued << 4);
  store<u32>(entryPtr, <u32>ptr);
  store<u32>(entryPtr, len, 4);
  store<i32>(entryPtr, slot, 8);
  store<u32>(entryPtr, hashBytes(t.seed, ptr, len), 12);
  return ++t.queued < BATCH || flushKeys(t);
}

/** Interns the queued keys in order and sets their slots' key ids; false when memory cannot grow (the rest are dropped). */
export function flushKeys(t: Tables): bool {
  let count = <usize>t.queued;
  t.queued = 0;
  let mask = <u32>t.capKeys - 1;
  let sum: u64 = 0;
  for (let e: usize = 0; e < count; e++) sum += load<u64>(t.hashPtr + (<usize>(load<u32>(queuePtr + (e << 4), 12) & mask) << 3));
  touched += sum;
  for (let e: usize = 0; e < count; e++) {
    let entryPtr = queuePtr + (e << 4);
    let key = internHashed(t, <usize>load<u32>(entryPtr), load<u32>(entryPtr, 4), load<u32>(entryPtr, 12));
    if (key < 0) return false;
    store<i32>(t.slotKeyPtr + (<usize>load<i32>(entryPtr, 8) << 2), key);
  }
  return true;
}
