// Core memory: power-of-two blocks on free lists over the runtime's allocator (the stub runtime
// frees only its last block), so tables of any lifetime recycle each other's blocks. When
// nothing is live (after a plan, or once memory pressure evicted every resident index) the heap is
// reused from its start, so blocks of any class fit again (wasm memory never shrinks). Never traps.

/** Largest block the runtime allocator hands out (rt/common BLOCK_MAXSIZE, less headroom). */
const MAX_BLOCK: usize = (1 << 30) - 64;
const MIN_CLASS: u32 = 4; // 16 bytes
const MAX_CLASS: u32 = 29; // 512 MiB, under the runtime's block limit
/** Free-list heads, one per size class (a free block's first word links the next). */
const headsPtr: usize = memory.data((MAX_CLASS + 1) * 4, 8);
/** Blocks handed out and not yet returned (u32). */
const livePtr: usize = memory.data(4, 4);

/** Grows memory so `bytes` more fit after the allocator's next block; false past the maximum. */
function ensureRoom(bytes: usize): bool {
  if (bytes > MAX_BLOCK) return false;
  let probe = heap.alloc(0); // where the next block will start
  heap.free(probe);
  let end = <u64>probe + <u64>bytes + 64;
  let have = (<u64>memory.size()) << 16;
  if (end <= have) return true;
  return memory.grow(<i32>((end - have + 0xffff) >> 16)) >= 0;
}

/** The size class of `bytes` (log2 of the block size), or 0 when too large. */
function classOf(bytes: u64): u32 {
  let c = MIN_CLASS;
  while (c <= MAX_CLASS && (<u64>1 << c) < bytes) c++;
  return c <= MAX_CLASS ? c : 0;
}

// @ts-ignore: decorator
@inline function push(c: u32, blockPtr: usize): void {
  let headPtr = headsPtr + (<usize>c << 2);
  store<u32>(blockPtr, load<u32>(headPtr));
  store<u32>(headPtr, <u32>blockPtr);
}

/** Takes a block off the free list of class `c`; 0 when it is empty. */
function pop(c: u32): usize {
  let headPtr = headsPtr + (<usize>c << 2);
  let blockPtr = <usize>load<u32>(headPtr);
  if (blockPtr != 0) store<u32>(headPtr, load<u32>(blockPtr));
  return blockPtr;
}

/** Bytes of the block that blockAlloc(bytes) hands out (0 when too large). */
export function blockSize(bytes: u64): u64 {
  let c = classOf(bytes);
  return c == 0 ? 0 : <u64>1 << c;
}

/** A block of at least `bytes` bytes; 0 when memory cannot grow that far. */
export function blockAlloc(bytes: u64): usize {
  let c = classOf(bytes);
  if (c == 0) return 0;
  let blockPtr = pop(c);
  if (blockPtr == 0) {
    let size = <usize>1 << c;
    blockPtr = ensureRoom(size) ? heap.alloc(size) : 0;
  }
  if (blockPtr != 0) store<u32>(livePtr, load<u32>(livePtr) + 1);
  return blockPtr;
}

/** Returns a block from blockAlloc(bytes) (same `bytes`) to its free list; 0 is ignored. */
export function blockFree(blockPtr: usize, bytes: u64): void {
  if (blockPtr == 0) return;
  let live = load<u32>(livePtr) - 1;
  store<u32>(livePtr, live);
  if (live != 0) {
    push(classOf(bytes), blockPtr);
    return;
  }
  // Nothing live: every block is free, so is the whole heap.
  if (ASC_RUNTIME == 0) {
    memory.fill(headsPtr, 0, (MAX_CLASS + 1) * 4);
    heap.reset();
    return;
  }
  heap.free(blockPtr); // the test build's runtime (as-pect) frees block by block
  for (let c = MIN_CLASS; c <= MAX_CLASS; c++) {
    for (let freePtr = pop(c); freePtr != 0; freePtr = pop(c)) heap.free(freePtr);
  }
}
