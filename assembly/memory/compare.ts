// Comparing byte ranges in place.

/**
 * Are the `len` bytes at a and b equal? Word compares, no call (memory.compare is a loop call); the
 * last word overlaps the one before it rather than finishing byte by byte.
 */
// @ts-ignore: decorator
@inline export function bytesEqual(a: usize, b: usize, len: usize): bool {
  if (len >= 8) {
    let last = len - 8;
    for (let at: usize = 0; at < last; at += 8) if (load<u64>(a + at) != load<u64>(b + at)) return false;
    return load<u64>(a + last) == load<u64>(b + last);
  }
  if (len >= 4) return load<u32>(a) == load<u32>(b) && load<u32>(a + len - 4) == load<u32>(b + len - 4);
  for (let at: usize = 0; at < len; at++) if (load<u8>(a + at) != load<u8>(b + at)) return false;
  return true;
}

/** Does the str at ptr/len equal the bytes at wordPtr/wordLen? */
// @ts-ignore: decorator
@inline export function sameBytes(ptr: usize, len: u32, wordPtr: usize, wordLen: u32): bool {
  return len == wordLen && bytesEqual(ptr, wordPtr, <usize>len);
}
