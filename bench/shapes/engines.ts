// (a) on one shape in one heap: reconcileItems and makeCompactionPlan on each engine and `auto`,
// with `auto` against a copy of itself (A/A), in paired rounds; and the bytes each call allocates.
import { cutoffInOrder } from "../../bindings/compaction/in-order-cutoff.js";
import type { Item } from "../../bindings/index.js";
import { engineVariants, type Row } from "../cases.js";
import { median, pairedRatio, rounds } from "../measure.js";
import { allocatedBytes } from "./allocation.js";
import type { Heap } from "./heap.js";

/** Rounds and calls per round at a size: short runs per shape (the machine is shared). */
export function shapeCounts(items: number): { samples: number; inner: number } {
  if (items <= 1_000) return { samples: 31, inner: 20 };
  if (items <= 10_000) return { samples: 21, inner: 5 };
  if (items <= 100_000) return { samples: 11, inner: 1 };
  return { samples: 5, inner: 1 };
}

/** Paired ratio of `auto` to the better engine (by median) of one operation's rounds. */
function autoOverBest(times: Record<string, number[]>, op: string): [number, string] {
  const better =
    median(times[`${op} wasm`]) <= median(times[`${op} reference`]) ? "wasm" : "reference";
  return [pairedRatio(times[`${op} auto`], times[`${op} ${better}`]), better];
}

/** One shape's (a) row at one size in `heap`. */
export function enginesOn(items: readonly Item[], heap: Heap): Row {
  const variants = engineVariants(items);
  const { samples, inner } = shapeCounts(items.length);
  const times = rounds(variants, samples, inner, heap.rounds);
  // Whether `auto` plans this shape in the one pass (both calls share it) or on the measured choice.
  const row: Row = { items: items.length, "one pass": cutoffInOrder(items) ? "yes" : "no" };
  for (const [name, t] of Object.entries(times)) row[name] = median(t);
  for (const op of ["reconcile", "cutoff"]) {
    const [ratio, better] = autoOverBest(times, op);
    row[`${op} auto/best`] = ratio;
    row[`${op} better`] = better;
    row[`${op} A/A`] = pairedRatio(times[`${op} auto A/A`], times[`${op} auto`]);
  }
  for (const engine of ["wasm", "reference", "auto"])
    row[`reconcile ${engine} bytes`] = allocatedBytes(variants[`reconcile ${engine}`]);
  return row;
}
