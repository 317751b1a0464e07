// One scratch block for the resident exports: staged descriptors in, plans out (copied out at once).
import { heapAlloc, heapFree } from "./resident-heap";

export let scratchPtr: usize = 0;
let scratchBytes: u64 = 0;

/** Makes the scratch block hold at least `bytes`; false when memory cannot grow that far. */
export function reserveScratch(bytes: u64): bool {
  if (bytes <= scratchBytes) return true;
  let size: u64 = 1024;
  while (size < bytes) size <<= 1;
  let ptr = heapAlloc(size);
  if (ptr == 0) return false;
  heapFree(scratchPtr, scratchBytes);
  scratchPtr = ptr;
  scratchBytes = size;
  return true;
}
