// Exports of the core. Protocol per call: inputAlloc, write the descriptors, prepare,
// answer the ambiguous outputs in repairedFlagsPtr, then reconcile or cutoff, copy results, release.
import { ERR_NONE, MP_MORE, MP_OK } from "../common/codes";
import { scanCutoff, startIndex, unresolvedCount } from "./cutoff";
import { parseDescriptors } from "./descriptors";
import { freeKeys, setHashSeed } from "./keys";
import { droppedCount, errIndex, errKey, listAmbiguousOutputs, pairAll } from "./pairing";
import { emitOrder, orderCount, repairCount } from "./reconcile";
import { keyBytesAt, keyLenAt, keySlot } from "./key-slots";
import { parseStoredItems, storedBegin, storedResumeAt, storedScan, storedWindowAt } from "./stored-items";
import { checkTopArray } from "./msgpack";
import {
  droppedPtr,
  flagsPtr,
  freeItems,
  freeTables,
  itemCount,
  kindPtr,
  offsetsPtr,
  orderPtr,
  pairsPtr,
  repairedPtr,
} from "./tables";
import { allocBlock, freeBlock } from "./workspace";

let inputPtr: usize = 0;
let ambiguous: i32 = 0;

/** Frees the tables, the key index, the per-item arrays and the input of the previous call (LIFO allocator). */
export function release(): void {
  freeTables();
  freeKeys();
  freeItems();
  freeBlock(inputPtr);
  inputPtr = 0;
  ambiguous = 0;
}

/** A fresh input region of `len` bytes; 0 when memory cannot grow that far. */
export function inputAlloc(len: u32): usize {
  release();
  inputPtr = allocBlock(max<usize>(<usize>len, 8));
  return inputPtr;
}

/** Parses the descriptors written at the input; MP_* status. Lists the ambiguous outputs. */
export function prepare(len: u32, maxItems: i32, seed: u32): i32 {
  if (inputPtr == 0) return MP_OK - 1;
  setHashSeed(seed);
  let status = parseDescriptors(inputPtr, <usize>len, maxItems);
  if (status != MP_OK) return status;
  ambiguous = listAmbiguousOutputs();
  return MP_OK;
}

/**
 * Scans stored items (a msgpack array of item maps, SPEC §7) written at the input; MP_* status.
 * Then, as after prepare: the ambiguous outputs, reconcile or cutoff, and itemOffsetsPtr.
 */
export function prepareItems(len: u32, maxItems: i32, maxDepth: i32, seed: u32): i32 {
  if (inputPtr == 0) return MP_OK - 1;
  setHashSeed(seed);
  let status = parseStoredItems(inputPtr, <usize>len, maxItems, maxDepth);
  if (status != MP_OK) return status;
  ambiguous = listAmbiguousOutputs();
  return MP_OK;
}

/**
 * prepareItems in parts, while the bindings copy the input in: starts a scan of `len` bytes at the
 * input; then scanItems(available) after each chunk copied.
 */
export function beginItems(len: u32, maxItems: i32, maxDepth: i32, seed: u32): i32 {
  if (inputPtr == 0) return MP_OK - 1;
  setHashSeed(seed);
  storedBegin(inputPtr, <usize>len, <usize>len, maxItems, maxDepth, false);
  return MP_OK;
}

/**
 * beginItems (or, `walk`, beginWalk) over a window: a fresh region of `space` bytes (less than
 * `len`) that every chunk lands at the start of (windowAt), so the copy stays in cache and the core
 * never holds the whole input. Returns the window, or 0 when memory cannot grow that far.
 */
export function beginWindow(len: u32, space: u32, maxItems: i32, maxDepth: i32, seed: u32, walk: bool): usize {
  inputAlloc(space);
  if (inputPtr == 0) return 0;
  setHashSeed(seed);
  storedBegin(inputPtr, <usize>space, <usize>len, maxItems, maxDepth, walk);
  return inputPtr;
}

/** During a window scan: where to copy the next chunk, which starts at input offset `from` (itemsResumeAt). */
export function windowAt(from: u32): usize {
  return storedWindowAt(<usize>from);
}

/** The floor of the chunked scan (benchmarks): as beginItems, but scanItems then only walks the items. */
export function beginWalk(len: u32, maxItems: i32, maxDepth: i32): i32 {
  if (inputPtr == 0) return MP_OK - 1;
  storedBegin(inputPtr, <usize>len, <usize>len, maxItems, maxDepth, true);
  return MP_OK;
}

/**
 * Scans on with the first `available` bytes of the input copied: MP_MORE (copy more from
 * itemsResumeAt() on, call again), or the MP_* status of the whole input, as prepareItems answers.
 */
export function scanItems(available: u32): i32 {
  if (inputPtr == 0) return MP_OK - 1;
  let status = storedScan(<usize>available);
  if (status == MP_OK && itemCount > 0) ambiguous = listAmbiguousOutputs();
  return status;
}

/** During a scan in parts: byte offset of the first item not scanned yet (MP_MORE was answered). */
export function itemsResumeAt(): u32 {
  return <u32>storedResumeAt();
}

/**
 * The floor of the stored path (benchmarks): only walks the msgpack array written at the input
 * with the bounded reader, classifying nothing; MP_* status.
 */
export function walkItems(len: u32, maxItems: i32, maxDepth: i32): i32 {
  if (inputPtr == 0) return MP_OK - 1;
  return checkTopArray(inputPtr, <usize>len, maxItems, maxDepth);
}

/** After prepareItems: u32[items + 1], each item's byte offset in the input (the last is the end). */
export function itemOffsetsPtr(): usize {
  return offsetsPtr;
}

/** Where in memory the bytes of key `ord` of item `item` (a key slot) are, or -1. */
export function keyPtr(item: i32, ord: i32): i32 {
  let slot = keySlot(item, ord);
  return slot < 0 ? -1 : <i32>keyBytesAt(slot);
}

/** Byte length of key `ord` of item `item`, or -1. */
export function keyLength(item: i32, ord: i32): i32 {
  let slot = keySlot(item, ord);
  return slot < 0 ? -1 : <i32>keyLenAt(slot);
}

/** u8 per item: its KIND_* (after prepare or prepareItems). */
export function itemKindsPtr(): usize {
  return kindPtr;
}

/** u8 per item: its FLAG_* bits. */
export function itemFlagsPtr(): usize {
  return flagsPtr;
}

/** Items parsed by prepare. */
export function items(): i32 {
  return itemCount;
}

/** Outputs the host must answer isRepaired for: count, and their indices (Int32) at ambiguousPtr. */
export function ambiguousCount(): i32 {
  return ambiguous;
}

export function ambiguousPtr(): usize {
  return orderPtr;
}

/** One byte per item: the bindings write 1 where isRepaired said true. */
export function repairedFlagsPtr(): usize {
  return repairedPtr;
}

/** Reconciles; ERR_* reason (ERR_NONE: order, repairs and dropped are ready). */
export function reconcile(): i32 {
  let reason = pairAll();
  if (reason == ERR_NONE) emitOrder();
  return reason;
}

/** Runs the cutoff scan at `cutoff` (0..items); ERR_* reason (ERR_NONE: start and unresolved ready). */
export function cutoff(at: i32): i32 {
  let reason = pairAll();
  if (reason == ERR_NONE) scanCutoff(at);
  return reason;
}

export function errorIndex(): i32 {
  return errIndex;
}

export function errorKey(): i32 {
  return errKey;
}

export function resultOrderPtr(): usize {
  return orderPtr;
}

export function resultOrderLen(): i32 {
  return orderCount;
}

/** Repairs (reconcile) or unresolved slots (cutoff): (item, key ordinal) pairs. */
export function resultPairsPtr(): usize {
  return pairsPtr;
}

export function resultRepairCount(): i32 {
  return repairCount;
}

export function resultUnresolvedCount(): i32 {
  return unresolvedCount;
}

export function resultDroppedPtr(): usize {
  return droppedPtr;
}

export function resultDroppedLen(): i32 {
  return droppedCount;
}

export function resultStart(): i32 {
  return startIndex;
}

/** Test hook: a trap, so the bindings' recovery can be exercised. */
export function testTrap(): void {
  unreachable();
}

/** Test hook: an abort, which the bindings turn into a TranscriptError. */
export function testAbort(): void {
  abort("wasm-failure: test abort");
}

// The resident index of a Projection (assembly/resident.ts).
export * from "./resident";
