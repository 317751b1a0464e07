// The correlation tables: one layout for a one-shot plan (filled, planned, released) and a
// projection's resident index (kept between calls). Arrays of one capacity class share a block;
// growth moves the whole block (doubling). Every engine file works on a Tables and nothing else.
import { ERR_NONE } from "../../common/codes";
import { blockAlloc, blockFree, blockSize } from "../memory/blocks";

export const TABLES_MAGIC: u32 = 0x52455349; // "RESI"
const MIN_CAP: i32 = 16;
/** Most entries of any array (every per-slot table stays under 2 GiB). */
export const MAX_ENTRIES: i32 = i32.MAX_VALUE >> 4;

// @ts-ignore: decorator
@unmanaged
export class Tables {
  magic: u32;
  seed: u32; // key hash seed, from the bindings
  n: i32; // items
  capN: i32;
  k: i32; // key slots (a call's, a Chat entry's, an output's own key)
  capK: i32;
  keys: i32; // distinct keys
  capKeys: i32;
  arenaUsed: i32; // key bytes
  capArena: i32;
  seconds: i32; // call slots holding a second output
  capSeconds: i32;
  malformed: i32; // KIND_MALFORMED items
  repeats: i32; // 1 once some key is held by two outputs (the predicate has something to decide)
  errReason: i32; // lowest error that does not depend on the repaired-output predicate
  errIndex: i32;
  errKey: i32;
  // The decided plan (pairing.ts decide, order.ts, cutoff.ts), in the out block.
  reason: i32;
  index: i32;
  key: i32;
  orderLen: i32;
  pairCount: i32;
  droppedLen: i32;
  start: i32;
  capOut: i32; // i32 entries of the out block
  capInput: i32; // bytes of the input block
  asked: i32; // one-shot: outputs listed for the host's isRepaired answers
  backN: i32; // items whose back entry is written (groups.ts extendBack)
  pairedN: i32; // items paired (pairing.ts pairAdded); items are filled first, then paired
  pairedKeys: i32; // keys whose pairing rows are set up
  dirty: i32; // resident: lowest item whose order entries changed since the last order (order.ts)
  closed: i32; // resident: no item below it reaches it or past it (cutoff.ts sweep; 0: none known)
  segStart: i32; // first item after the latest compaction boundary (0 before any): older slots and waiting outputs are out of reach
  // The stored-items scan in parts (describe/stored.ts); where input offset 0 is, and how far it got.
  scanBasePtr: usize;
  scanSpacePtr: usize; // the region the chunks land in (the whole input, or the window)
  scanLen: usize; // bytes of the whole input
  scanNextOff: usize; // input offset of item scanNext
  scanNext: i32; // -1: the array header is still to be read
  scanTotal: i32;
  scanLimit: i32;
  scanDepth: i32;
  scanWalk: bool; // the benchmark floor: the same walk, each item only skipped, nothing recorded
  keyStatus: i32; // MP_TOO_LARGE: a key slot could not be added (memory), MP_BAD_KEY: a key not UTF-8; the scan validates on
  queued: i32; // keys the stored scan queued and has not interned yet (keys.ts queueKey)
  keysInInput: bool; // key offsets are into the input block, which outlives the tables' use (no arena copy)
  // Per item, capN + 1 entries (one block, in this order; ITEM_SIZES).
  kindPtr: usize; // u8 KIND_*
  flagsPtr: usize; // u8 FLAG_*
  statePtr: usize; // u8 ITEM_* (common/tables.ts)
  repairedPtr: usize; // u8: the host's isRepaired answer, written by the bindings
  firstSlotPtr: usize; // i32: first key slot of the item (firstSlot[n] = k)
  backPtr: usize; // i32: back[x] = x moved back over the private items just before it (to backN)
  groupStartPtr: usize; // i32: first item of the item's group, -1 outside groups
  nextWaitPtr: usize; // i32: next output waiting for a call with the same key (waiting outputs only)
  outCallPtr: usize; // i32: call item of a paired (first) output (ITEM_PAIRED items only)
  groupOutPtr: usize; // i32, by group start: largest output (first or second) of its slots, -1
  offsetsPtr: usize; // u32: stored path, each item's byte offset in the input
  // Per key slot, capK + 1 entries (SLOT_SIZES).
  slotKeyPtr: usize; // i32 key id
  slotItemPtr: usize; // i32 item
  slotOutPtr: usize; // i32 first output, -1
  slotSecondPtr: usize; // i32 second output (a dropped late output when tolerated), -1
  slotThirdPtr: usize; // i32 third output (always an error once the second is tolerated), -1
  slotAfterPtr: usize; // u8: the first output stands after the call
  // Per distinct key, capKeys + 1 entries (KEY_SIZES).
  keyOffPtr: usize; // u32 offset of the key's bytes in the arena
  keyLenPtr: usize; // u32 key length
  latestPtr: usize; // i32 latest call slot with the key, -1
  waitHeadPtr: usize; // i32 first output waiting for a call with the key, -1
  outputsPtr: usize; // i32 outputs holding the key
  keyCallPtr: usize; // u8: some call holds the key (validateFunctionCall)
  // Own blocks.
  hashPtr: usize; // u64[capKeys]: hash (high half) and key id + 1 (low half), 0 = empty
  arenaPtr: usize; // u8[capArena + 1]: key bytes
  secondPtr: usize; // i32[capSeconds + 1]: slots with a second output, in output order
  outPtr: usize; // i32[capOut]: order, pairs, dropped (or the outputs to ask about)
  inputPtr: usize; // u8[capInput]: descriptors or stored items copied in by the bindings
  capturePtr: usize; // CAPTURE_BYTES after the struct: the stored scan's fields of one item map (describe/fields.ts)
}

/** Room after the struct for describe/fields.ts's capture: 16 tags, 16 u32 starts, 16 u32 lengths. */
export const CAPTURE_BYTES: usize = 16 + 16 * 4 * 2;
const TABLES_BYTES: usize = offsetof<Tables>() + CAPTURE_BYTES;

const ITEM_SIZES: usize = memory.data<u8>([1, 1, 1, 1, 4, 4, 4, 4, 4, 4, 4]);
const SLOT_SIZES: usize = memory.data<u8>([4, 4, 4, 4, 4, 1]);
const KEY_SIZES: usize = memory.data<u8>([4, 4, 4, 4, 4, 1]);
const BYTE_SIZES: usize = memory.data<u8>([1]);
const INT_SIZES: usize = memory.data<u8>([4]);

// @ts-ignore: decorator
@inline function span(count: i32, size: u8): u64 {
  return (<u64>count * <u64>size + 7) & ~7;
}

function groupBytes(sizesPtr: usize, count: i32, cap: i32): u64 {
  let bytes: u64 = 0;
  for (let j = 0; j < count; j++) bytes += span(cap + 1, load<u8>(sizesPtr + j));
  return bytes;
}

/** Smallest power of two >= need (at least MIN_CAP); 0 when past MAX_ENTRIES. */
export function capFor(need: i64): i32 {
  let cap: i64 = MIN_CAP;
  while (cap < need) cap <<= 1;
  return cap > <i64>MAX_ENTRIES ? 0 : <i32>cap;
}

/**
 * Moves the arrays whose pointers start at field `fieldOffset` to one block for `cap` + 1 entries,
 * copying `used` + 1 entries of each; false (nothing changed) when memory cannot hold it.
 */
function regroup(t: Tables, fieldOffset: usize, sizesPtr: usize, count: i32, oldCap: i32, cap: i32, used: i32): bool {
  let blockPtr = blockAlloc(groupBytes(sizesPtr, count, cap));
  if (blockPtr == 0) return false;
  let fieldsPtr = changetype<usize>(t) + fieldOffset;
  let oldBlockPtr = load<usize>(fieldsPtr);
  let cursor = blockPtr;
  for (let j = 0; j < count; j++) {
    let size = load<u8>(sizesPtr + j);
    let fieldPtr = fieldsPtr + (<usize>j) * sizeof<usize>();
    let oldPtr = load<usize>(fieldPtr);
    if (oldPtr != 0) memory.copy(cursor, oldPtr, <usize>(used + 1) * <usize>size);
    store<usize>(fieldPtr, cursor);
    cursor += <usize>span(cap + 1, size);
  }
  if (oldBlockPtr != 0) blockFree(oldBlockPtr, groupBytes(sizesPtr, count, oldCap));
  return true;
}

/** Grows the group at `fieldOffset` (capacity at `capOffset`, `used` entries) to hold `need` entries. */
function ensureGroup(t: Tables, fieldOffset: usize, capOffset: usize, sizesPtr: usize, count: i32, used: i32, need: i64): bool {
  let capPtr = changetype<usize>(t) + capOffset;
  let oldCap = load<i32>(capPtr);
  if (need <= <i64>oldCap) return true;
  let cap = capFor(need + 1) - 1; // cap + 1 entries (the end entry included) fill a power-of-two block
  if (cap < 0 || !regroup(t, fieldOffset, sizesPtr, count, oldCap, cap, used)) return false;
  store<i32>(capPtr, cap);
  return true;
}

export function reserveItems(t: Tables, need: i64): bool {
  return ensureGroup(t, offsetof<Tables>("kindPtr"), offsetof<Tables>("capN"), ITEM_SIZES, 11, t.n, need);
}

export function reserveSlots(t: Tables, need: i64): bool {
  return ensureGroup(t, offsetof<Tables>("slotKeyPtr"), offsetof<Tables>("capK"), SLOT_SIZES, 6, t.k, need);
}

export function reserveArena(t: Tables, need: i64): bool {
  return ensureGroup(t, offsetof<Tables>("arenaPtr"), offsetof<Tables>("capArena"), BYTE_SIZES, 1, t.arenaUsed, need);
}

export function reserveSeconds(t: Tables, need: i64): bool {
  return ensureGroup(t, offsetof<Tables>("secondPtr"), offsetof<Tables>("capSeconds"), INT_SIZES, 1, t.seconds, need);
}

/** Grows the key arrays to `cap` entries and a fresh, empty hash table of `cap` cells (the caller rehashes). */
export function regroupKeys(t: Tables, cap: i32): bool {
  let hashBytes = <u64>cap * 8;
  let hashPtr = blockAlloc(hashBytes);
  if (hashPtr == 0) return false;
  if (!regroup(t, offsetof<Tables>("keyOffPtr"), KEY_SIZES, 6, t.capKeys, cap, t.keys)) {
    blockFree(hashPtr, hashBytes);
    return false;
  }
  blockFree(t.hashPtr, <u64>t.capKeys * 8);
  t.hashPtr = hashPtr;
  t.capKeys = cap;
  memory.fill(hashPtr, 0, <usize>hashBytes);
  return true;
}

/** Replaces the block at field `field` (capacity at `capField`, `cap << shift` bytes; 0: none); its address, 0 when memory cannot hold it. */
function swapBlock(t: Tables, field: usize, capField: usize, cap: i32, shift: u32): usize {
  let ptr = cap ? blockAlloc(<u64>cap << shift) : 0;
  if (cap && !ptr) return 0;
  let fieldPtr = changetype<usize>(t) + field;
  let capPtr = changetype<usize>(t) + capField;
  blockFree(load<usize>(fieldPtr), <u64>load<i32>(capPtr) << shift);
  store<usize>(fieldPtr, ptr);
  store<i32>(capPtr, cap);
  return ptr;
}

/** The out block holding at least `entries` i32; false when memory cannot hold it. */
export function reserveOut(t: Tables, entries: u64): bool {
  if (entries <= <u64>t.capOut) return true;
  return entries <= <u64>MAX_ENTRIES * 4 && swapBlock(t, offsetof<Tables>("outPtr"), offsetof<Tables>("capOut"), <i32>entries, 2) != 0;
}

/** The input block holding at least `bytes` (its contents are not kept); 0 when memory cannot hold it. */
export function reserveInput(t: Tables, bytes: u64): usize {
  if (bytes <= <u64>t.capInput) return t.inputPtr;
  return bytes > <u64>(1 << 29) ? 0 : swapBlock(t, offsetof<Tables>("inputPtr"), offsetof<Tables>("capInput"), <i32>bytes, 0);
}

/** Frees the input block (resident tables keep no input between appends). */
export function releaseInput(t: Tables): void {
  swapBlock(t, offsetof<Tables>("inputPtr"), offsetof<Tables>("capInput"), 0, 0);
}

/** Bytes of the block at `ptr` (from blockAlloc(bytes)), freed when `free`. */
// @ts-ignore: decorator
@inline function held(ptr: usize, bytes: u64, free: bool): u64 {
  if (ptr == 0) return 0;
  if (free) blockFree(ptr, bytes);
  return blockSize(bytes);
}

/** Bytes of core memory `t` holds (its blocks, as handed out); with `free`, returns them to the free lists. */
export function tablesBytes(t: Tables, free: bool = false): u64 {
  return (
    held(t.kindPtr, groupBytes(ITEM_SIZES, 11, t.capN), free) +
    held(t.slotKeyPtr, groupBytes(SLOT_SIZES, 6, t.capK), free) +
    held(t.keyOffPtr, groupBytes(KEY_SIZES, 6, t.capKeys), free) +
    held(t.hashPtr, <u64>t.capKeys * 8, free) +
    held(t.arenaPtr, groupBytes(BYTE_SIZES, 1, t.capArena), free) +
    held(t.secondPtr, groupBytes(INT_SIZES, 1, t.capSeconds), free) +
    held(t.outPtr, <u64>t.capOut << 2, free) +
    held(t.inputPtr, <u64>t.capInput, free) +
    held(changetype<usize>(t), TABLES_BYTES, free) // last: the fields above are read first
  );
}

/** Empty tables (hash seed from the bindings) with room for `items` items, slots and keys; null when memory cannot hold them. */
export function createTables(seed: u32, items: i32): Tables | null {
  let ptr = blockAlloc(TABLES_BYTES);
  if (ptr == 0) return null;
  memory.fill(ptr, 0, TABLES_BYTES);
  let t = changetype<Tables>(ptr);
  t.capturePtr = ptr + offsetof<Tables>();
  t.seed = seed;
  t.errReason = ERR_NONE;
  t.errIndex = -1;
  t.errKey = -1;
  let room = <i64>max(items, 1);
  if (!reserveItems(t, room) || !reserveSlots(t, room) || !regroupKeys(t, capFor(room)) || !reserveArena(t, room << 3) || !reserveSeconds(t, 1)) {
    freeTables(t);
    return null;
  }
  store<i32>(t.firstSlotPtr, 0);
  store<i32>(t.backPtr, 0);
  t.magic = TABLES_MAGIC;
  return t;
}

/**
 * Appends an item row (kind, flags, where its key slots start; keys.ts addKey adds them) in room
 * the caller reserved (reserveItems). The pairing rows are set by pairing.ts pairAdded, after the fill.
 */
// @ts-ignore: decorator
@inline export function addItem(t: Tables, kind: u8, flags: u8): void {
  let i = t.n;
  store<u8>(t.kindPtr + <usize>i, kind);
  store<u8>(t.flagsPtr + <usize>i, flags);
  store<i32>(t.firstSlotPtr + (<usize>i << 2), t.k);
  t.n = i + 1;
}

/** Returns every block of `t` to the free lists. */
export function freeTables(t: Tables): void {
  t.magic = 0;
  tablesBytes(t, true);
}

/** The tables behind a handle from the bindings, or null when it is not a live one. */
export function tablesAt(handle: usize): Tables | null {
  if (handle == 0 || (handle & 7) != 0) return null;
  if (<u64>handle + offsetof<Tables>() > (<u64>memory.size() << 16)) return null;
  let t = changetype<Tables>(handle);
  return t.magic == TABLES_MAGIC ? t : null;
}
