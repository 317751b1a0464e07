// Exports of the resident index: a projection's correlation state kept in the core between calls.
// Handles are state pointers, checked on every call; results are written to the scratch block.
import { ERR_NONE, MP_INVALID, MP_OK, MP_TOO_LARGE } from "../common/codes";
import { setHashSeed } from "./keys";
import { appendStaged } from "./resident-append";
import { findKey } from "./resident-keys";
import { planCutoff, planOrderLen, planPairCount, planPairsPtr, planReconcile, planStart, secondRows } from "./resident-plan";
import { reserveScratch, scratchPtr } from "./resident-scratch";
import { createResident, freeResident, residentAt } from "./resident-state";

/** A new empty resident state (its hash seed from the bindings); 0 when memory cannot hold it. */
export function residentCreate(seed: u32): usize {
  let r = createResident(seed);
  return r ? changetype<usize>(r) : 0;
}

/** Frees a resident state; a handle that is not live is ignored. */
export function residentFree(handle: usize): void {
  let r = residentAt(handle);
  if (r) freeResident(r);
}

/** The scratch block, holding at least `bytes`; 0 when memory cannot grow that far. */
export function residentScratch(bytes: u32): usize {
  return reserveScratch(max<u64>(<u64>bytes, 8)) ? scratchPtr : 0;
}

/** Appends the descriptors written to the scratch block (`len` bytes); MP_* status, atomic. */
export function residentAppend(handle: usize, len: u32): i32 {
  let r = residentAt(handle);
  if (!r) return MP_INVALID;
  setHashSeed(r.seed);
  return appendStaged(r, scratchPtr, <usize>len);
}

/** Items in the state, or -1 for a handle that is not live. */
export function residentLength(handle: usize): i32 {
  let r = residentAt(handle);
  return r ? r.n : -1;
}

/** The lowest error that does not depend on the repaired-output predicate: reason, index, key. */
export function residentErrorReason(handle: usize): i32 {
  let r = residentAt(handle);
  return r ? r.errReason : ERR_NONE;
}

export function residentErrorIndex(handle: usize): i32 {
  let r = residentAt(handle);
  return r ? r.errIndex : -1;
}

export function residentErrorKey(handle: usize): i32 {
  let r = residentAt(handle);
  return r ? r.errKey : -1;
}

/** Items described as malformed (validateFunctionCall cannot trust the key index then). */
export function residentMalformed(handle: usize): i32 {
  let r = residentAt(handle);
  return r ? r.malformed : 0;
}

/** Slots with a second output, as rows (first, after, second, third) at the scratch; -1 on failure. */
export function residentSeconds(handle: usize): i32 {
  let r = residentAt(handle);
  if (!r || !secondRows(r)) return -1;
  return r.seconds;
}

/** Does a call hold the key written to the scratch (`len` bytes)? 1, 0, or -1 for a bad handle. */
export function residentHasCall(handle: usize, len: u32): i32 {
  let r = residentAt(handle);
  if (!r) return -1;
  setHashSeed(r.seed);
  let id = findKey(r, scratchPtr, len);
  return id >= 0 ? <i32>load<u8>(r.keyCallPtr + <usize>id) : 0;
}

/** Reconcile order (clean pairing): MP_OK with order at the scratch, repairs at residentPairsPtr. */
export function residentReconcile(handle: usize): i32 {
  let r = residentAt(handle);
  if (!r) return MP_INVALID;
  return planReconcile(r) ? MP_OK : MP_TOO_LARGE;
}

/** Cutoff scan (clean pairing) at `at` in [0, n]: MP_OK with residentStart and unresolved pairs. */
export function residentCutoff(handle: usize, at: i32): i32 {
  let r = residentAt(handle);
  if (!r || at < 0 || at > r.n) return MP_INVALID;
  return planCutoff(r, at) ? MP_OK : MP_TOO_LARGE;
}

export function residentOrderLen(): i32 {
  return planOrderLen;
}

export function residentPairsPtr(): usize {
  return planPairsPtr;
}

export function residentPairCount(): i32 {
  return planPairCount;
}

export function residentStart(): i32 {
  return planStart;
}
