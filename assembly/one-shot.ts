// Exports of a one-shot plan: the tables filled from one input, planned, released. Protocol per
// call: inputAlloc, write the descriptors (or stored items), prepare, answer the ambiguous outputs
// at planField(oneShot(), PLAN_REPAIRED), then reconcile or cutoff, copy the results out (plan.ts), release.
import { ERR_NONE, MP_MORE, MP_OK, MP_TOO_LARGE } from "../common/codes";
import { fillDescriptors } from "./describe/descriptors";
import { storedBegin, storedScan, storedWindowAt } from "./describe/stored";
import { planCutoff } from "./engine/cutoff";
import { planOrder, reservePlan } from "./engine/order";
import { decide, listAsked, pairAdded } from "./engine/pairing";
import { createTables, freeTables, reserveInput, Tables } from "./engine/tables";
import { checkTopArray, Reader } from "./msgpack/reader";

const r: Reader = changetype<Reader>(memory.data(offsetof<Reader>(), 8));
/** No plan: all zero, never freed. */
const NONE: Tables = changetype<Tables>(memory.data(offsetof<Tables>(), 8));
/** The one call's tables (the one-shot protocol's only register; its own state is in the tables). */
let current: Tables = NONE;

/** Frees the tables and the input of the previous call. */
export function release(): void {
  if (current != NONE) freeTables(current);
  current = NONE;
}

/** Fresh tables with an input region of `len` bytes; 0 when memory cannot grow that far. */
export function inputAlloc(len: u32): usize {
  release();
  let t = createTables(0, 1);
  if (!t) return 0;
  current = t;
  let ptr = reserveInput(t, max<u64>(<u64>len, 8));
  if (ptr == 0) release();
  return ptr;
}

/** After the tables are filled: the pairing scan, the outputs to ask about, and room for any plan; MP_* status. */
function filled(status: i32): i32 {
  if (status != MP_OK) return status;
  if (!pairAdded(current) || !reservePlan(current)) return MP_TOO_LARGE; // first: the asked list shares the out block
  current.asked = listAsked(current);
  return current.asked < 0 ? MP_TOO_LARGE : MP_OK;
}

/** Parses the descriptors written at the input; MP_* status. Lists the ambiguous outputs. */
export function prepare(len: u32, maxItems: i32, seed: u32): i32 {
  if (current == NONE) return MP_OK - 1;
  current.seed = seed;
  return filled(fillDescriptors(current, r, current.inputPtr, <usize>len, maxItems, true));
}

/**
 * Scans stored items (a msgpack array of item maps, SPEC §7) written at the input; MP_* status.
 * Then, as after prepare: the ambiguous outputs, reconcile or cutoff, and itemOffsetsPtr.
 */
export function prepareItems(len: u32, maxItems: i32, maxDepth: i32, seed: u32): i32 {
  let status = beginItems(len, maxItems, maxDepth, seed, false);
  return status == MP_OK ? scanItems(len) : status;
}

/**
 * prepareItems in parts, while the bindings copy the input in: starts a scan of `len` bytes at the
 * input; then scanItems(available) after each chunk copied. `walk`: the benchmark floor, only walked.
 */
export function beginItems(len: u32, maxItems: i32, maxDepth: i32, seed: u32, walk: bool): i32 {
  if (current == NONE) return MP_OK - 1;
  current.seed = seed;
  storedBegin(current, current.inputPtr, <usize>len, maxItems, maxDepth, walk);
  return MP_OK;
}

/**
 * beginItems over a window: a fresh region of `space` bytes (less than
 * `len`) that every chunk lands at the start of (windowAt), so the copy stays in cache and the core
 * never holds the whole input. Returns the window, or 0 when memory cannot grow that far.
 */
export function beginWindow(len: u32, space: u32, maxItems: i32, maxDepth: i32, seed: u32, walk: bool): usize {
  let ptr = inputAlloc(space);
  if (ptr == 0) return 0;
  current.seed = seed;
  storedBegin(current, ptr, <usize>len, maxItems, maxDepth, walk);
  return ptr;
}

/** During a window scan: where to copy the next chunk, which starts at input offset `from` (itemsResumeAt). */
export function windowAt(from: u32): usize {
  return storedWindowAt(current, <usize>from);
}

/**
 * Scans on with the first `available` bytes of the input copied: MP_MORE (copy more from
 * itemsResumeAt() on, call again), or the MP_* status of the whole input, as prepareItems answers.
 */
export function scanItems(available: u32): i32 {
  if (current == NONE) return MP_OK - 1;
  let status = storedScan(current, r, <usize>available);
  return status == MP_MORE ? status : filled(status);
}

/** During a scan in parts: byte offset of the first item not scanned yet (MP_MORE was answered). */
export function itemsResumeAt(): u32 {
  return <u32>current.scanNextOff;
}

/**
 * The floor of the stored path (benchmarks): only walks the msgpack array written at the input
 * with the bounded reader, classifying nothing; MP_* status.
 */
export function walkItems(len: u32, maxItems: i32, maxDepth: i32): i32 {
  if (current == NONE) return MP_OK - 1;
  return checkTopArray(r, current.inputPtr, <usize>len, maxItems, maxDepth);
}

/** The tables of this call, for the plan* exports (plan.ts); 0 before inputAlloc or after release. */
export function oneShot(): usize {
  return current == NONE ? 0 : changetype<usize>(current);
}

/** Outputs the host must answer isRepaired for (indices at planField PLAN_ASKED). */
export function ambiguousCount(): i32 {
  return current.asked;
}

/** Reconciles; ERR_* reason (ERR_NONE: the plan* exports hold order, repairs and dropped). */
export function reconcile(): i32 {
  let reason = decide(current);
  if (reason == ERR_NONE) planOrder(current); // room reserved by prepare
  return reason;
}

/** Runs the cutoff scan at `cutoff` (0..items); ERR_* reason (ERR_NONE: start and unresolved ready). */
export function cutoff(at: i32): i32 {
  let reason = decide(current);
  if (reason == ERR_NONE) planCutoff(current, at);
  return reason;
}
