// The per-call tables of the core: per item (one block, before the keys), the key index
// (keys.ts), then the pairing tables, carved from the input region when it is free and large enough.
import { allocBlock, freeBlock } from "./workspace";

export { keyBytesPtr, slotItemPtr, slotKeyPtr } from "./keys";

export let itemCount: i32 = 0;
export let slotCount: i32 = 0;

// Per item (allocItems).
export let kindPtr: usize = 0; // u8: KIND_*
export let flagsPtr: usize = 0; // u8: FLAG_*
export let statePtr: usize = 0; // u8: ITEM_PLAIN, ITEM_PAIRED or ITEM_DROPPED
export let repairedPtr: usize = 0; // u8: the host's isRepaired answer, written by the bindings
export let firstSlotPtr: usize = 0; // i32[n + 1]: first key slot of each item
export let offsetsPtr: usize = 0; // u32[n + 1]: stored path only, each item's byte offset in the input
// Per item (allocTables).
export let groupStartPtr: usize = 0; // i32: first item of the item's group, -1 outside groups
export let nextWaitPtr: usize = 0; // i32: next waiting output with the same key (pairing), reused by cutoff
export let backPtr: usize = 0; // i32[n + 1]: index after moving back over private context
export let groupOutPtr: usize = 0; // i32: prefix max of the last output of groups starting at or before i
// Per key slot.
export let slotOutPtr: usize = 0; // i32: paired output, -1
export let slotAfterPtr: usize = 0; // u8: the paired output stands after the call
export let slotDropPtr: usize = 0; // i32: dropped late output, -1
// Per distinct key (at most k).
export let latestPtr: usize = 0; // i32: latest call slot with the key, -1 (an output counter before pairing)
export let waitHeadPtr: usize = 0; // i32: first output waiting for a call with the key, -1
// Results.
export let orderPtr: usize = 0; // i32[n + k]: also the list of ambiguous outputs before pairing
export let pairsPtr: usize = 0; // i32[2k]: repairs or unresolved slots
export let droppedPtr: usize = 0; // i32[n]

export const ITEM_PLAIN: u8 = 0;
export const ITEM_PAIRED: u8 = 1;
export const ITEM_DROPPED: u8 = 2;

let itemsBlock: usize = 0;
let tablesBlock: usize = 0;

/** Bytes of an array of `count` entries of `size` bytes, 8-aligned. */
// @ts-ignore: decorator
@inline function span(count: i32, size: i32): u64 {
  return (<u64>count * <u64>size + 7) & ~7;
}

/** Allocates the per-item arrays for n items (offsets too for the stored path); false when memory cannot hold them. */
export function allocItems(n: i32, withOffsets: bool): bool {
  freeItems();
  let bytes = span(n, 1) * 4 + span(n + 1, 4) * (withOffsets ? 2 : 1);
  if (bytes > <u64>usize.MAX_VALUE) return false;
  itemsBlock = allocBlock(<usize>bytes);
  if (itemsBlock == 0) return false;
  itemCount = n;
  let c = itemsBlock;
  kindPtr = c; c += <usize>span(n, 1);
  flagsPtr = c; c += <usize>span(n, 1);
  statePtr = c; c += <usize>span(n, 1);
  repairedPtr = c; c += <usize>span(n, 1);
  firstSlotPtr = c; c += <usize>span(n + 1, 4);
  offsetsPtr = withOffsets ? c : 0;
  memory.fill(statePtr, 0, <usize>span(n, 1) * 2); // state and repaired flags
  return true;
}

/** Bytes the pairing tables need for n items and k slots. */
function tableBytes(n: i32, k: i32): u64 {
  return span(n + 1, 4) + span(n, 4) * 4 + span(n + k, 4) + span(k, 4) * 4 + span(k, 1) + span(k, 8);
}

/**
 * Allocates the pairing tables for n items and k key slots, after allocItems and the key index.
 * They are carved from [sparePtr, sparePtr + spareBytes) when it fits (the input, no longer read);
 * false when memory cannot hold them.
 */
export function allocTables(n: i32, k: i32, sparePtr: usize, spareBytes: usize): bool {
  freeTables();
  let bytes = tableBytes(n, k);
  let c = sparePtr;
  if (bytes > <u64>spareBytes) {
    if (bytes > <u64>usize.MAX_VALUE) return false;
    tablesBlock = allocBlock(<usize>bytes);
    if (tablesBlock == 0) return false;
    c = tablesBlock;
  }
  slotCount = k;
  backPtr = c; c += <usize>span(n + 1, 4);
  groupStartPtr = c; c += <usize>span(n, 4);
  nextWaitPtr = c; c += <usize>span(n, 4);
  groupOutPtr = c; c += <usize>span(n, 4);
  droppedPtr = c; c += <usize>span(n, 4);
  orderPtr = c; c += <usize>span(n + k, 4);
  slotOutPtr = c; c += <usize>span(k, 4);
  slotDropPtr = c; c += <usize>span(k, 4);
  latestPtr = c; c += <usize>span(k, 4);
  waitHeadPtr = c; c += <usize>span(k, 4);
  pairsPtr = c; c += <usize>span(k, 8);
  slotAfterPtr = c;
  return true;
}

/** Frees the pairing tables of the previous call, if any (a carved region needs nothing). */
export function freeTables(): void {
  freeBlock(tablesBlock);
  tablesBlock = 0;
  slotCount = 0;
}

/** Frees the per-item arrays (after the key index and the tables: LIFO). */
export function freeItems(): void {
  freeBlock(itemsBlock);
  itemsBlock = 0;
  itemCount = 0;
  offsetsPtr = 0;
}

// @ts-ignore: decorator
@inline export function getI32(base: usize, i: i32): i32 {
  return load<i32>(base + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function setI32(base: usize, i: i32, v: i32): void {
  store<i32>(base + (<usize>i << 2), v);
}

// @ts-ignore: decorator
@inline export function getU8(base: usize, i: i32): u8 {
  return load<u8>(base + <usize>i);
}

// @ts-ignore: decorator
@inline export function setU8(base: usize, i: i32, v: u8): void {
  store<u8>(base + <usize>i, v);
}
