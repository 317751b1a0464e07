// Workspace memory: one input block and one table block per call, freed last-in first-out.

/** Largest block the runtime allocator hands out (rt/common BLOCK_MAXSIZE, less headroom). */
const MAX_BLOCK: usize = (1 << 30) - 64;

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

/** Allocates `bytes` without ever trapping: 0 when memory cannot grow that far. */
export function allocBlock(bytes: usize): usize {
  if (!ensureRoom(bytes)) return 0;
  return heap.alloc(bytes);
}

/** Frees a block from allocBlock (0 is ignored). */
export function freeBlock(ptr: usize): void {
  if (ptr != 0) heap.free(ptr);
}

/**
 * Grows the last block from `oldBytes` to `newBytes` in place (the stub runtime extends its last
 * block); 0 when memory cannot grow that far. Callers keep their growing block last.
 */
export function growBlock(ptr: usize, oldBytes: usize, newBytes: usize): usize {
  if (newBytes > MAX_BLOCK || !ensureRoom(newBytes - oldBytes)) return 0;
  return heap.realloc(ptr, newBytes);
}
