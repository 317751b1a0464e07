// The per-call tables of the core, carved out of one block. n items, k key slots.
import { allocBlock, freeBlock } from "./workspace";

export let itemCount: i32 = 0;
export let slotCount: i32 = 0;
export let hashMask: u32 = 0;

// Per item.
export let kindPtr: usize = 0; // u8: KIND_*
export let flagsPtr: usize = 0; // u8: FLAG_*
export let firstSlotPtr: usize = 0; // i32[n + 1]: first key slot of each item
export let groupStartPtr: usize = 0; // i32: first item of the item's group, -1 outside groups
export let statePtr: usize = 0; // u8: ITEM_PLAIN, ITEM_PAIRED or ITEM_DROPPED
export let nextWaitPtr: usize = 0; // i32: next waiting output with the same key (pairing), reused by cutoff
export let repairedPtr: usize = 0; // u8: the host's isRepaired answer, written by the bindings
export let backPtr: usize = 0; // i32[n + 1]: index after moving back over private context
export let groupOutPtr: usize = 0; // i32: prefix max of the last output of groups starting at or before i
// Per key slot.
export let slotKeyPtr: usize = 0; // i32: distinct key id
export let slotItemPtr: usize = 0; // i32: item holding the slot
export let slotOutPtr: usize = 0; // i32: paired output, -1
export let slotAfterPtr: usize = 0; // u8: the paired output stands after the call
export let slotDropPtr: usize = 0; // i32: dropped late output, -1
// Per distinct key (at most k).
export let keyBytesPtr: usize = 0; // u32: where the key's bytes start
export let keyLenPtr: usize = 0; // u32: key length in bytes
export let latestPtr: usize = 0; // i32: latest call slot with the key, -1 (an output counter before pairing)
export let waitHeadPtr: usize = 0; // i32: first output waiting for a call with the key, -1
export let hashPtr: usize = 0; // u32[mask + 1]: key id + 1, 0 = empty
// Results.
export let orderPtr: usize = 0; // i32[n + k]: also the list of ambiguous outputs before pairing
export let pairsPtr: usize = 0; // i32[2k]: repairs or unresolved slots
export let droppedPtr: usize = 0; // i32[n]

export const ITEM_PLAIN: u8 = 0;
export const ITEM_PAIRED: u8 = 1;
export const ITEM_DROPPED: u8 = 2;

let blockPtr: usize = 0;

/** Bytes of an array of `count` entries of `size` bytes, 8-aligned. */
// @ts-ignore: decorator
@inline function span(count: i32, size: i32): u64 {
  return (<u64>count * <u64>size + 7) & ~7;
}

/** Hash table size: a power of two at least twice the key slots. */
function hashSize(k: i32): u32 {
  let size: u32 = 16;
  while (size < <u32>k * 2) size <<= 1;
  return size;
}

/** Bytes all tables need for n items and k slots. */
function tableBytes(n: i32, k: i32, h: u32): u64 {
  let perItem = span(n, 1) * 4 + span(n + 1, 4) * 2 + span(n, 4) * 4 + span(n + k, 4);
  let perSlot = span(k, 4) * 8 + span(k, 1) + span(k, 8);
  return perItem + perSlot + <u64>h * 4;
}

/** Carves the next table of `bytes` bytes from the block (the total was checked to fit). */
// @ts-ignore: decorator
@inline function carve(cursor: usize, bytes: u64): usize {
  return cursor + <usize>bytes;
}

/** Allocates every table for n items and k key slots; false when memory cannot hold them. */
export function allocTables(n: i32, k: i32): bool {
  freeTables();
  let h = hashSize(k);
  let bytes = tableBytes(n, k, h);
  if (bytes > <u64>usize.MAX_VALUE) return false;
  blockPtr = allocBlock(<usize>bytes);
  if (blockPtr == 0) return false;
  itemCount = n;
  slotCount = k;
  hashMask = h - 1;
  let c = blockPtr;
  kindPtr = c; c = carve(c, span(n, 1));
  flagsPtr = c; c = carve(c, span(n, 1));
  statePtr = c; c = carve(c, span(n, 1));
  repairedPtr = c; c = carve(c, span(n, 1));
  firstSlotPtr = c; c = carve(c, span(n + 1, 4));
  backPtr = c; c = carve(c, span(n + 1, 4));
  groupStartPtr = c; c = carve(c, span(n, 4));
  nextWaitPtr = c; c = carve(c, span(n, 4));
  groupOutPtr = c; c = carve(c, span(n, 4));
  droppedPtr = c; c = carve(c, span(n, 4));
  orderPtr = c; c = carve(c, span(n + k, 4));
  slotKeyPtr = c; c = carve(c, span(k, 4));
  slotItemPtr = c; c = carve(c, span(k, 4));
  slotOutPtr = c; c = carve(c, span(k, 4));
  slotDropPtr = c; c = carve(c, span(k, 4));
  slotAfterPtr = c; c = carve(c, span(k, 1));
  keyBytesPtr = c; c = carve(c, span(k, 4));
  keyLenPtr = c; c = carve(c, span(k, 4));
  latestPtr = c; c = carve(c, span(k, 4));
  waitHeadPtr = c; c = carve(c, span(k, 4));
  pairsPtr = c; c = carve(c, span(k, 8));
  hashPtr = c;
  memory.fill(hashPtr, 0, <usize>h * 4);
  memory.fill(statePtr, 0, <usize>span(n, 1) * 2); // state and repaired flags
  return true;
}

/** Frees the tables of the previous call, if any. */
export function freeTables(): void {
  freeBlock(blockPtr);
  blockPtr = 0;
  itemCount = 0;
  slotCount = 0;
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
