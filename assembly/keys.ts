// The key index: open addressing over key byte ranges in the input; keys compare as bytes.
import { hashMask, hashPtr, keyBytesPtr, keyLenPtr } from "./tables";

let keyTotal: i32 = 0;
/** Per-call seed from the bindings, so crafted keys cannot target one fixed hash. */
let seed: u32 = 0x9747b28c;

export function setHashSeed(value: u32): void {
  seed = value;
}

/** Distinct keys interned since resetKeys. */
export function distinctKeys(): i32 {
  return keyTotal;
}

export function resetKeys(): void {
  keyTotal = 0;
}

// @ts-ignore: decorator
@inline function mixWord(h: u32, k: u32): u32 {
  k *= 0xcc9e2d51;
  k = rotl<u32>(k, 15) * 0x1b873593;
  h ^= k;
  return rotl<u32>(h, 13) * 5 + 0xe6546b64;
}

/** murmur3 (32-bit) of the bytes at ptr. */
export function hashBytes(ptr: usize, len: u32): u32 {
  let h = seed ^ len;
  let end = ptr + (<usize>len & ~3);
  let p = ptr;
  while (p < end) {
    h = mixWord(h, load<u32>(p));
    p += 4;
  }
  let tail: u32 = 0;
  let rest = len & 3;
  if (rest == 3) tail = <u32>load<u8>(p, 2) << 16;
  if (rest >= 2) tail |= <u32>load<u8>(p, 1) << 8;
  if (rest >= 1) {
    tail = (tail | <u32>load<u8>(p)) * 0xcc9e2d51;
    h ^= rotl<u32>(tail, 15) * 0x1b873593;
  }
  h ^= h >>> 16;
  h *= 0x85ebca6b;
  h ^= h >>> 13;
  h *= 0xc2b2ae35;
  return h ^ (h >>> 16);
}

// @ts-ignore: decorator
@inline function sameKey(id: i32, ptr: usize, len: u32): bool {
  let at = <usize>id << 2;
  if (load<u32>(keyLenPtr + at) != len) return false;
  return memory.compare(<usize>load<u32>(keyBytesPtr + at), ptr, len) == 0;
}

/** The id of the key at ptr/len, adding it when new. The table never fills (size >= 2 slots). */
export function internKey(ptr: usize, len: u32): i32 {
  let at = hashBytes(ptr, len) & hashMask;
  while (true) {
    let entryPtr = hashPtr + (<usize>at << 2);
    let entry = load<u32>(entryPtr);
    if (entry == 0) break;
    let id = <i32>entry - 1;
    if (sameKey(id, ptr, len)) return id;
    at = (at + 1) & hashMask;
  }
  let id = keyTotal++;
  store<u32>(hashPtr + (<usize>at << 2), <u32>id + 1);
  store<u32>(keyBytesPtr + (<usize>id << 2), <u32>ptr);
  store<u32>(keyLenPtr + (<usize>id << 2), len);
  return id;
}
