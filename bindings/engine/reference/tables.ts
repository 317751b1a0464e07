// The reference engine's per-call columns (the core keeps its own in assembly/engine/tables.ts):
// views of one kept buffer, taken for the length of one engine call: a fresh typed array over 64
// bytes is an off-heap allocation (about 1 us), which would dominate a scan of a small transcript.
import { kept } from "../../internal/hooks.js";

/** Columns longer than this are allocated on their own (beside their work, the allocation is small). */
const FROM_BUFFER = 1 << 12;
/** Most entries the kept buffer grows to (1 MB): past it, columns are allocated on their own. */
const KEPT = 1 << 18;

/** The kept buffer, and the entries of it in use: views below `top` belong to engine calls still running. */
const columns = kept.columns;

/**
 * `n` entries set to `fill`, valid until the {@link withColumns} call that took it returns (one
 * taken outside such a call stays valid: its entries are never handed out again).
 */
export function column(n: number, fill: number): Int32Array {
  if (n > FROM_BUFFER) return new Int32Array(n).fill(fill);
  return scratch(n).fill(fill);
}

/**
 * `n` entries as {@link column} gives them, not cleared, from the kept buffer however long while
 * it has room: for a pass that writes each entry before reading it (the one-pass reconcile).
 */
export function scratch(n: number): Int32Array<ArrayBuffer> {
  const { top } = columns;
  if (top + n > KEPT) return new Int32Array(n);
  // A grown buffer leaves the views of running calls on the old one, which they keep alive.
  if (top + n > columns.buffer.length)
    columns.buffer = new Int32Array(Math.min(KEPT, Math.max(columns.buffer.length * 2, top + n)));
  columns.top = top + n;
  return columns.buffer.subarray(top, top + n);
}

/**
 * Runs one engine call: the columns it takes are given back when it returns or throws, and a
 * reentrant call (from a host predicate) takes its own above them.
 * @throws whatever `run` throws, unchanged.
 */
export function withColumns<T>(run: () => T): T {
  const at = columns.top;
  try {
    return run();
  } finally {
    columns.top = at;
  }
}
