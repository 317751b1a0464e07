// Exports of the resident index: a projection's tables kept in the core between calls, appended to
// and planned by the same engine as a one-shot plan. Handles are table pointers, checked on every call.
import { MP_INVALID, MP_OK, MP_TOO_LARGE } from "../../common/codes";
import { appendDescriptors } from "../describe/descriptors";
import { planCutoff } from "../engine/cutoff";
import { findKey } from "../engine/keys";
import { planOrder } from "../engine/order";
import { listDeciding, pairAdded } from "../engine/pairing";
import { createTables, freeTables, releaseInput, reserveInput, tablesAt, tablesBytes } from "../engine/tables";
import { Reader } from "../msgpack/reader";

const r: Reader = changetype<Reader>(memory.data(offsetof<Reader>(), 8));

/** New empty tables (their hash seed from the bindings); 0 when memory cannot hold them. */
export function residentCreate(seed: u32): usize {
  let t = createTables(seed, 16);
  return t ? changetype<usize>(t) : 0;
}

/** Frees resident tables; a handle that is not live is ignored. */
export function residentFree(handle: usize): void {
  let t = tablesAt(handle);
  if (t) freeTables(t);
}

/** The handle's input block, holding at least `bytes`; 0 when memory cannot grow that far (or a bad handle). */
export function residentInput(handle: usize, bytes: u32): usize {
  let t = tablesAt(handle);
  return t ? reserveInput(t, max<u64>(<u64>bytes, 8)) : 0;
}

/** Appends the descriptors written to the input block (`len` bytes), then frees the block; MP_* status, atomic. */
export function residentAppend(handle: usize, len: u32): i32 {
  let t = tablesAt(handle);
  if (!t || <u64>len > <u64>t.capInput) return MP_INVALID;
  let status = appendDescriptors(t, r, t.inputPtr, <usize>len);
  releaseInput(t); // the keys are in the arena now
  if (status == MP_OK) pairAdded(t); // room reserved by the append: cannot fail
  return status;
}

/** Bytes of core memory the handle holds (what the bindings budget); 0 for a bad handle. */
export function residentHeld(handle: usize): u32 {
  let t = tablesAt(handle);
  return t ? <u32>min<u64>(tablesBytes(t), u32.MAX_VALUE) : 0;
}

/** Items described as malformed (validateFunctionCall cannot trust the key index then). */
export function residentMalformed(handle: usize): i32 {
  let t = tablesAt(handle);
  return t ? t.malformed : 0;
}

/** Does a call hold the key written to the input block (`len` bytes)? 1, 0, or -1 for a bad handle. */
export function residentHasCall(handle: usize, len: u32): i32 {
  let t = tablesAt(handle);
  if (!t || <u64>len > <u64>t.capInput) return -1;
  let id = findKey(t, t.inputPtr, len);
  return id >= 0 ? <i32>load<u8>(t.keyCallPtr + <usize>id) : 0;
}

/** Outputs the host must answer isRepaired for (indices at planField PLAN_ASKED, by row: the host sorts them); -1 on failure. */
export function residentAmbiguous(handle: usize): i32 {
  let t = tablesAt(handle);
  return t ? listDeciding(t) : -1;
}

/** Reconcile order (clean, decided) from item `from`, or (-1) the first one changed since the last (planField PLAN_START): MP_OK, repairs numbered from 0 there. */
export function residentReconcile(handle: usize, from: i32): i32 {
  let t = tablesAt(handle);
  if (!t || from < -1 || from > t.dirty) return MP_INVALID;
  return planOrder(t, from < 0 ? t.dirty : from) ? MP_OK : MP_TOO_LARGE;
}

/** Cutoff scan (clean, decided) at `at` in [0, n]: MP_OK with the start, and the unresolved pairs unless `first` (-1: none; -2: list them) is given. */
export function residentCutoff(handle: usize, at: i32, first: i32): i32 {
  let t = tablesAt(handle);
  if (!t || at < 0 || at > t.n || first < -2 || first >= at) return MP_INVALID;
  return planCutoff(t, at, first) ? MP_OK : MP_TOO_LARGE;
}
