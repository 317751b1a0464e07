// The key index: key slots and distinct keys in one block that grows while keys are interned (the
// stored scan interns each key while its bytes are hot); open addressing over key byte ranges.
import { bytesEqual } from "./item-fields";
import { allocBlock, freeBlock, growBlock } from "./workspace";

// Per key slot (capacity `capacity`).
export let slotKeyPtr: usize = 0; // i32: distinct key id
export let slotItemPtr: usize = 0; // i32: item holding the slot
// Per distinct key (at most the slots).
export let keyBytesPtr: usize = 0; // u32: where the key's bytes start
export let keyLenPtr: usize = 0; // u32: key length in bytes; bit 31 set once an output holds the key
const OUTPUT_SEEN: u32 = 0x80000000;
// u64[mask + 1]: the key's hash (high half) and its id + 1 (low half), 0 = empty. The hash in the
// cell lets a probe pass other keys' cells without reading their key arrays (a miss each at 1M).
let hashPtr: usize = 0;
let hashMask: u32 = 0;

let blockPtr: usize = 0;
let capacity: i32 = 0;
// The key arena (stored path): each distinct key's bytes copied at the block's end, so the scan may
// overwrite the input it read them from; keyBytes then holds arena offsets (keyBase: the arena).
let arenaOn = false;
let arenaCap: usize = 0;
let arenaUsed: usize = 0;
/** What keyBytes entries are relative to: 0 (pointers into the input), or the arena. */
export let keyBase: usize = 0;
let keyTotal: i32 = 0;
let slotTotal: i32 = 0;
/** Has some key been held by two or more outputs since beginKeys? */
export let outputsRepeat = false;
/** Per-call seed from the bindings, so crafted keys cannot target one fixed hash. */
let seed: u32 = 0x9747b28c;

/** Most key slots one call may hold (every per-slot table stays under 2 GiB). */
const MAX_SLOTS: i32 = i32.MAX_VALUE >> 4;

export function setHashSeed(value: u32): void {
  seed = value;
}

/** Distinct keys interned since beginKeys. */
export function distinctKeys(): i32 {
  return keyTotal;
}

/** Key slots added since beginKeys. */
export function slotsAdded(): i32 {
  return slotTotal;
}

/**
 * Bytes of the key block for `cap` slots: two i32 per slot, two u32 per key (at most cap / 2
 * keys: the index grows first), and a hash table of cap / 2 u64 cells, at most three quarters full.
 */
// @ts-ignore: decorator
@inline function blockBytes(cap: i32): u64 {
  return <u64>cap * 16;
}

/** Most distinct keys an index of `cap` slots holds before it grows (3/4 of the hash cells). */
// @ts-ignore: decorator
@inline function keyLimit(cap: i32): i32 {
  return (cap >> 1) - (cap >> 3);
}

/** Points the arrays into the block for `cap` slots (the arena follows them). */
function layout(cap: i32): void {
  let c = blockPtr;
  let slots = <usize>cap << 2;
  let keys = <usize>cap << 1;
  slotKeyPtr = c;
  slotItemPtr = c + slots;
  keyBytesPtr = c + slots * 2;
  keyLenPtr = keyBytesPtr + keys;
  hashPtr = keyLenPtr + keys;
  hashMask = (<u32>cap >> 1) - 1;
  capacity = cap;
  keyBase = arenaOn ? blockPtr + <usize>blockBytes(cap) : 0;
}

/**
 * Starts an empty index with room for `slots` key slots (a power of two, at least 8); false when
 * memory cannot hold it. `arena`: copy each distinct key's bytes into the index (`arenaBytes` to start).
 */
export function beginKeys(slots: i32, arena: bool = false, arenaBytes: usize = 0): bool {
  freeKeys();
  let cap = 8;
  while (cap < slots && cap < MAX_SLOTS) cap <<= 1;
  if (cap < slots) return false;
  arenaOn = arena;
  arenaCap = arena ? max<usize>(arenaBytes, 64) : 0;
  arenaUsed = 0;
  blockPtr = allocBlock(<usize>blockBytes(cap) + arenaCap);
  if (blockPtr == 0) return false;
  layout(cap);
  keyTotal = 0;
  slotTotal = 0;
  outputsRepeat = false;
  memory.fill(hashPtr, 0, <usize>cap << 2);
  return true;
}

/** Frees the key block of the previous call, if any (it precedes the tables in LIFO order). */
export function freeKeys(): void {
  freeBlock(blockPtr);
  blockPtr = 0;
  capacity = 0;
  keyTotal = 0;
  slotTotal = 0;
  arenaOn = false;
  arenaCap = 0;
  arenaUsed = 0;
  keyBase = 0;
}

/** The cell of key id `id` with hash `h`. */
// @ts-ignore: decorator
@inline function cellOf(id: i32, h: u32): u64 {
  return (<u64>h << 32) | <u64>(<u32>id + 1);
}

/** Inserts key id `id` with hash `h` into an empty cell (rehash: keys are distinct). */
// @ts-ignore: decorator
@inline function place(id: i32, h: u32): void {
  let at = h & hashMask;
  while (load<u64>(hashPtr + (<usize>at << 3)) != 0) at = (at + 1) & hashMask;
  store<u64>(hashPtr + (<usize>at << 3), cellOf(id, h));
}

/** Grows the block in place to `cap` slots and `arena` arena bytes (the key block is the last block while keys are added). */
function resize(cap: i32, arena: usize): bool {
  let old = capacity;
  let oldBytes = <usize>blockBytes(old) + arenaCap;
  let newBytes = <u64>blockBytes(cap) + <u64>arena;
  if (newBytes > <u64>(usize.MAX_VALUE >> 1)) return false;
  let moved = growBlock(blockPtr, oldBytes, <usize>newBytes);
  if (moved == 0) return false;
  let shift = moved - blockPtr; // 0 unless the block had to move
  let fromArena = keyBase + shift;
  let fromItem = slotItemPtr + shift;
  let fromBytes = keyBytesPtr + shift;
  let fromLen = keyLenPtr + shift;
  blockPtr = moved;
  arenaCap = arena;
  if (cap == old && shift == 0) return true; // only the arena grew, in place
  layout(cap);
  // Every array moves up: copy the highest first; the hash table is rebuilt.
  if (arenaOn) memory.copy(keyBase, fromArena, arenaUsed);
  let keys = <usize>keyTotal << 2;
  memory.copy(keyLenPtr, fromLen, keys);
  memory.copy(keyBytesPtr, fromBytes, keys);
  memory.copy(slotItemPtr, fromItem, <usize>slotTotal << 2);
  memory.fill(hashPtr, 0, <usize>cap << 2);
  // Hashes are not kept per key: each key is hashed again from its bytes (once per doubling).
  for (let id = 0; id < keyTotal; id++) {
    let at = <usize>id << 2;
    place(id, hashBytes(keyBase + <usize>load<u32>(keyBytesPtr + at), load<u32>(keyLenPtr + at) & ~OUTPUT_SEEN));
  }
  return true;
}

/** Doubles the slot capacity. */
function grow(): bool {
  if (capacity >= MAX_SLOTS) return false;
  return resize(capacity << 1, arenaCap);
}

/** Makes room for `len` more arena bytes (doubling). */
function growArena(len: u32): bool {
  let need = <u64>arenaUsed + <u64>len;
  let cap = <u64>arenaCap;
  while (cap < need) cap <<= 1;
  if (cap > <u64>(usize.MAX_VALUE >> 1)) return false;
  return resize(capacity, <usize>cap);
}

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
 * passes here; murmur3 took four a step). The seed is per call, from the bindings.
 */
// @ts-ignore: decorator
@inline export function hashBytes(ptr: usize, len: u32): u32 {
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

/** Is key `id` (whose cell holds the same hash) the key at ptr/len? */
// @ts-ignore: decorator
@inline function sameKey(id: i32, ptr: usize, len: u32): bool {
  let at = <usize>id << 2;
  if ((load<u32>(keyLenPtr + at) & ~OUTPUT_SEEN) != len) return false;
  return bytesEqual(keyBase + <usize>load<u32>(keyBytesPtr + at), ptr, <usize>len);
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

/** The id of the key at ptr/len, adding it when new (addSlot keeps the table at most 3/4 full). */
// @ts-ignore: decorator
@inline function internKey(ptr: usize, len: u32): i32 {
  let h = hashBytes(ptr, len);
  let at = h & hashMask;
  while (true) {
    let cell = load<u64>(hashPtr + (<usize>at << 3));
    if (cell == 0) break;
    let id = <i32>(<u32>cell) - 1;
    if (<u32>(cell >> 32) == h && sameKey(id, ptr, len)) return id;
    at = (at + 1) & hashMask;
  }
  let id = keyTotal++;
  store<u64>(hashPtr + (<usize>at << 3), cellOf(id, h));
  let where = ptr;
  if (arenaOn) {
    where = arenaUsed; // room made by addSlot
    copyKey(keyBase + where, ptr, len);
    arenaUsed += <usize>len;
  }
  store<u32>(keyBytesPtr + (<usize>id << 2), <u32>where);
  store<u32>(keyLenPtr + (<usize>id << 2), len);
  return id;
}

/** Byte length of key `id`. */
export function keyLength(id: i32): u32 {
  return load<u32>(keyLenPtr + (<usize>id << 2)) & ~OUTPUT_SEEN;
}

/** Adds the next key slot: item `item` (an output or not), key bytes at ptr/len. False when memory cannot grow. */
export function addSlot(item: i32, ptr: usize, len: u32, output: bool): bool {
  if ((slotTotal == capacity || keyTotal >= keyLimit(capacity)) && !grow()) return false;
  if (arenaOn && <u64>arenaUsed + <u64>len > <u64>arenaCap && !growArena(len)) return false;
  let slot = slotTotal++;
  let id = internKey(ptr, len);
  store<i32>(slotKeyPtr + (<usize>slot << 2), id);
  store<i32>(slotItemPtr + (<usize>slot << 2), item);
  if (output) {
    let at = keyLenPtr + (<usize>id << 2);
    let word = load<u32>(at);
    if (word & OUTPUT_SEEN) outputsRepeat = true;
    else store<u32>(at, word | OUTPUT_SEEN);
  }
  return true;
}
