// One projection's resident correlation state: counters, error so far, and its arrays in heap blocks.
// Arrays of one capacity class share a block; growth moves the whole block (doubling).
import { ERR_NONE } from "../common/codes";
import { heapAlloc, heapFree } from "./resident-heap";
import { rehashKeys } from "./resident-keys";

export const RESIDENT_MAGIC: u32 = 0x52455349; // "RESI"
const MIN_CAP: i32 = 16;

// @ts-ignore: decorator
@unmanaged
export class Resident {
  magic: u32;
  seed: u32;
  n: i32; // items
  capN: i32;
  k: i32; // call slots
  capK: i32;
  keys: i32; // distinct keys
  capKeys: i32;
  arenaUsed: i32; // key bytes
  capArena: i32;
  seconds: i32; // slots holding a second output
  capSeconds: i32;
  malformed: i32; // KIND_MALFORMED items
  errReason: i32; // lowest predicate-independent error so far
  errIndex: i32;
  errKey: i32;
  // Per item, capN + 1 entries (one block, in this order).
  kindPtr: usize; // u8 KIND_*
  flagsPtr: usize; // u8 FLAG_*
  statePtr: usize; // u8 ITEM_PLAIN / ITEM_PAIRED / ITEM_SECOND
  firstSlotPtr: usize; // i32: first call slot of the item (firstSlot[n] = k)
  backPtr: usize; // i32: back[x] = x moved back over the private items just before it
  groupStartPtr: usize; // i32: first item of the item's group, -1 outside groups
  nextWaitPtr: usize; // i32: next output waiting for a call with the same key
  outCallPtr: usize; // i32: call item of a paired (first) output, -1
  groupOutPtr: usize; // i32, by group start: largest output (first or second) of its slots, -1
  // Per call slot, capK + 1 entries.
  slotKeyPtr: usize; // i32 key id
  slotItemPtr: usize; // i32 call item
  slotOutPtr: usize; // i32 first output, -1
  slotSecondPtr: usize; // i32 second output (a dropped late output when tolerated), -1
  slotThirdPtr: usize; // i32 third output (always an error once the second is tolerated), -1
  slotAfterPtr: usize; // u8: the first output stands after the call
  // Per distinct key, capKeys + 1 entries.
  keyOffPtr: usize; // u32 offset of the key's bytes in the arena
  keyLenPtr: usize; // u32 key length
  latestPtr: usize; // i32 latest call slot with the key, -1
  waitHeadPtr: usize; // i32 first output waiting for a call with the key, -1
  keyCallPtr: usize; // u8: some call holds the key (validateFunctionCall)
  // Own blocks.
  hashPtr: usize; // u32[2 * capKeys]: key id + 1, 0 = empty
  arenaPtr: usize; // u8[capArena + 1]: key bytes
  secondPtr: usize; // i32[capSeconds + 1]: slots with a second output, in output order
}

export const ITEM_PLAIN: u8 = 0;
export const ITEM_PAIRED: u8 = 1;
export const ITEM_SECOND: u8 = 2;

const ITEM_SIZES: usize = memory.data<u8>([1, 1, 1, 4, 4, 4, 4, 4, 4]);
const SLOT_SIZES: usize = memory.data<u8>([4, 4, 4, 4, 4, 1]);
const KEY_SIZES: usize = memory.data<u8>([4, 4, 4, 4, 1]);
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

/** Smallest power of two >= need (at least MIN_CAP); 0 when past i32. */
function capFor(need: i64): i32 {
  let cap: i64 = MIN_CAP;
  while (cap < need) cap <<= 1;
  return cap > <i64>(i32.MAX_VALUE >> 4) ? 0 : <i32>cap;
}

/**
 * Moves the arrays whose pointers start at field `fieldOffset` to one block for `cap` + 1 entries,
 * copying `used` + 1 entries of each; false (nothing changed) when memory cannot hold it.
 */
function regroup(r: Resident, fieldOffset: usize, sizesPtr: usize, count: i32, oldCap: i32, cap: i32, used: i32): bool {
  let blockPtr = heapAlloc(groupBytes(sizesPtr, count, cap));
  if (blockPtr == 0) return false;
  let fieldsPtr = changetype<usize>(r) + fieldOffset;
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
  if (oldBlockPtr != 0) heapFree(oldBlockPtr, groupBytes(sizesPtr, count, oldCap));
  return true;
}

/** Grows the group at `fieldOffset` (capacity at `capOffset`, `used` entries) to hold `need` entries. */
function ensureGroup(r: Resident, fieldOffset: usize, capOffset: usize, sizesPtr: usize, count: i32, used: i32, need: i64): bool {
  let capPtr = changetype<usize>(r) + capOffset;
  let oldCap = load<i32>(capPtr);
  if (need <= <i64>oldCap) return true;
  let cap = capFor(need);
  if (cap == 0 || !regroup(r, fieldOffset, sizesPtr, count, oldCap, cap, used)) return false;
  store<i32>(capPtr, cap);
  return true;
}

/** Grows every array group so `add*` more entries fit; false on out of memory (state still valid). */
export function reserve(r: Resident, addItems: i32, addSlots: i32, addKeys: i32, addBytes: i32, addSeconds: i32): bool {
  return (
    ensureGroup(r, offsetof<Resident>("kindPtr"), offsetof<Resident>("capN"), ITEM_SIZES, 9, r.n, <i64>r.n + addItems) &&
    ensureGroup(r, offsetof<Resident>("slotKeyPtr"), offsetof<Resident>("capK"), SLOT_SIZES, 6, r.k, <i64>r.k + addSlots) &&
    reserveKeys(r, <i64>r.keys + addKeys) &&
    ensureGroup(r, offsetof<Resident>("arenaPtr"), offsetof<Resident>("capArena"), BYTE_SIZES, 1, r.arenaUsed, <i64>r.arenaUsed + addBytes) &&
    ensureGroup(r, offsetof<Resident>("secondPtr"), offsetof<Resident>("capSeconds"), INT_SIZES, 1, r.seconds, <i64>r.seconds + addSeconds)
  );
}

/** Grows the key arrays and rebuilds the hash table at twice their capacity. */
function reserveKeys(r: Resident, need: i64): bool {
  if (need <= r.capKeys) return true;
  let cap = capFor(need);
  if (cap == 0) return false;
  let hashBytes = <u64>cap * 8;
  let hashPtr = heapAlloc(hashBytes);
  if (hashPtr == 0) return false;
  if (!regroup(r, offsetof<Resident>("keyOffPtr"), KEY_SIZES, 5, r.capKeys, cap, r.keys)) {
    heapFree(hashPtr, hashBytes);
    return false;
  }
  heapFree(r.hashPtr, <u64>r.capKeys * 8);
  r.hashPtr = hashPtr;
  r.capKeys = cap;
  rehashKeys(r);
  return true;
}

/** A fresh, empty resident state; 0 when memory cannot hold it. */
export function createResident(seed: u32): Resident | null {
  let ptr = heapAlloc(offsetof<Resident>());
  if (ptr == 0) return null;
  memory.fill(ptr, 0, offsetof<Resident>());
  let r = changetype<Resident>(ptr);
  r.seed = seed;
  r.errReason = ERR_NONE;
  r.errIndex = -1;
  r.errKey = -1;
  if (!reserve(r, 1, 1, 1, 1, 1)) {
    freeResident(r);
    return null;
  }
  store<i32>(r.firstSlotPtr, 0);
  store<i32>(r.backPtr, 0);
  r.magic = RESIDENT_MAGIC;
  return r;
}

/** Returns every block of `r` to the heap. */
export function freeResident(r: Resident): void {
  r.magic = 0;
  heapFree(r.kindPtr, groupBytes(ITEM_SIZES, 9, r.capN));
  heapFree(r.slotKeyPtr, groupBytes(SLOT_SIZES, 6, r.capK));
  heapFree(r.keyOffPtr, groupBytes(KEY_SIZES, 5, r.capKeys));
  heapFree(r.hashPtr, <u64>r.capKeys * 8);
  heapFree(r.arenaPtr, groupBytes(BYTE_SIZES, 1, r.capArena));
  heapFree(r.secondPtr, groupBytes(INT_SIZES, 1, r.capSeconds));
  heapFree(changetype<usize>(r), offsetof<Resident>());
}

/** The state behind a handle from the bindings, or null when it is not a live one. */
export function residentAt(handle: usize): Resident | null {
  if (handle == 0 || (handle & 7) != 0) return null;
  if (<u64>handle + offsetof<Resident>() > (<u64>memory.size() << 16)) return null;
  let r = changetype<Resident>(handle);
  return r.magic == RESIDENT_MAGIC ? r : null;
}
