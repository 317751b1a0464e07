// A resident key index: open addressing over key bytes copied into the state's arena.
// Hashes use the state's own seed (set by each resident export before it hashes).
import { hashBytes } from "./keys";
import { Resident } from "./resident-state";

// @ts-ignore: decorator
@inline function hashMaskOf(r: Resident): u32 {
  return <u32>r.capKeys * 2 - 1;
}

// @ts-ignore: decorator
@inline function keyPtrOf(r: Resident, id: i32): usize {
  return r.arenaPtr + <usize>load<u32>(r.keyOffPtr + (<usize>id << 2));
}

// @ts-ignore: decorator
@inline function sameKey(r: Resident, id: i32, ptr: usize, len: u32): bool {
  if (load<u32>(r.keyLenPtr + (<usize>id << 2)) != len) return false;
  return memory.compare(keyPtrOf(r, id), ptr, len) == 0;
}

/** The hash-table position of the key at ptr/len: its entry, or the empty entry where it goes. */
function probe(r: Resident, ptr: usize, len: u32): usize {
  let mask = hashMaskOf(r);
  let at = hashBytes(ptr, len) & mask;
  while (true) {
    let entryPtr = r.hashPtr + (<usize>at << 2);
    let entry = load<u32>(entryPtr);
    if (entry == 0 || sameKey(r, <i32>entry - 1, ptr, len)) return entryPtr;
    at = (at + 1) & mask;
  }
  return 0;
}

/** The id of the key at ptr/len, or -1. */
export function findKey(r: Resident, ptr: usize, len: u32): i32 {
  return <i32>load<u32>(probe(r, ptr, len)) - 1;
}

/** The id of the key at ptr/len, adding it (bytes copied) when new. Room was reserved. */
export function addKey(r: Resident, ptr: usize, len: u32): i32 {
  let entryPtr = probe(r, ptr, len);
  let entry = load<u32>(entryPtr);
  if (entry != 0) return <i32>entry - 1;
  let id = r.keys++;
  memory.copy(r.arenaPtr + <usize>r.arenaUsed, ptr, len);
  store<u32>(r.keyOffPtr + (<usize>id << 2), <u32>r.arenaUsed);
  store<u32>(r.keyLenPtr + (<usize>id << 2), len);
  store<i32>(r.latestPtr + (<usize>id << 2), -1);
  store<i32>(r.waitHeadPtr + (<usize>id << 2), -1);
  store<u8>(r.keyCallPtr + <usize>id, 0);
  r.arenaUsed += <i32>len;
  store<u32>(entryPtr, <u32>id + 1);
  return id;
}

/** Rebuilds the hash table (capKeys * 2 entries) from the keys. */
export function rehashKeys(r: Resident): void {
  memory.fill(r.hashPtr, 0, <usize>r.capKeys << 3);
  for (let id = 0; id < r.keys; id++) {
    let len = load<u32>(r.keyLenPtr + (<usize>id << 2));
    store<u32>(probe(r, keyPtrOf(r, id), len), <u32>id + 1);
  }
}
