// The resident heap: power-of-two blocks on free lists, so resident state outlives the per-call blocks.
// The stub runtime only frees its last block; resident blocks are recycled here instead.
import { allocBlock } from "./workspace";

const MIN_CLASS: u32 = 4; // 16 bytes
const MAX_CLASS: u32 = 29; // 512 MiB, under the runtime's block limit
/** Free-list heads, one per size class (a free block's first word links the next). */
const headsPtr: usize = memory.data((MAX_CLASS + 1) * 4, 8);

/** The size class of `bytes` (log2 of the block size), or 0 when too large. */
function classOf(bytes: u64): u32 {
  let c = MIN_CLASS;
  while (c <= MAX_CLASS && (<u64>1 << c) < bytes) c++;
  return c <= MAX_CLASS ? c : 0;
}

/** A block of at least `bytes` bytes; 0 when memory cannot grow that far (never traps). */
export function heapAlloc(bytes: u64): usize {
  let c = classOf(bytes);
  if (c == 0) return 0;
  let headPtr = headsPtr + (<usize>c << 2);
  let blockPtr = <usize>load<u32>(headPtr);
  if (blockPtr != 0) {
    store<u32>(headPtr, load<u32>(blockPtr));
    return blockPtr;
  }
  return allocBlock(<usize>1 << c);
}

/** Returns a block from heapAlloc(bytes) (same `bytes`) to its free list; 0 is ignored. */
export function heapFree(blockPtr: usize, bytes: u64): void {
  if (blockPtr == 0) return;
  let headPtr = headsPtr + (<usize>classOf(bytes) << 2);
  store<u32>(blockPtr, load<u32>(headPtr));
  store<u32>(headPtr, <u32>blockPtr);
}
