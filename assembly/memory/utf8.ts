// Well-formed UTF-8 as a fatal TextDecoder reads it: call keys must be, since the engines compare them.

/** Is [p, p + len) well-formed UTF-8 (no overlong forms, surrogates, or values past U+10FFFF)? */
// @ts-ignore: decorator
@inline export function isUtf8(p: usize, len: usize): bool {
  let end = p + len;
  if (len >= 8) {
    // Keys are mostly ASCII: no high bit in any word (the last one overlapping) is the whole answer.
    let high = load<u64>(end - 8);
    for (let q = p; q < end - 8; q += 8) high |= load<u64>(q);
    if ((high & 0x8080808080808080) == 0) return true;
  }
  while (p < end) {
    // Past a non-ASCII byte, eight bytes at a time again while no high bit is set.
    while (end - p >= 8 && (load<u64>(p) & 0x8080808080808080) == 0) p += 8;
    if (p == end) break;
    let b = <u32>load<u8>(p++);
    if (b < 0x80) continue;
    let more: usize = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : 1;
    // The second byte's range is what rules out overlong forms, surrogates and values past U+10FFFF.
    let lo: u32 = b == 0xe0 ? 0xa0 : b == 0xf0 ? 0x90 : 0x80;
    let hi: u32 = b == 0xed ? 0x9f : b == 0xf4 ? 0x8f : 0xbf;
    if (b < 0xc2 || b > 0xf4 || end - p < more || <u32>load<u8>(p) < lo || <u32>load<u8>(p) > hi) return false;
    for (let i: usize = 1; i < more; i++) if ((<u32>load<u8>(p + i) & 0xc0) != 0x80) return false;
    p += more;
  }
  return true;
}
