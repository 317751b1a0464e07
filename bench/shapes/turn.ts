// The resident turn on one shape in one heap, as a host runs it (issue 35): a projection of the
// shape's first items, its first reconcileItems and first makeCompactionPlan (each on a fresh
// projection), then turns that append the shape's own next 10 items, reconcile and plan a
// compaction with the default cutoff, on the default engine (below AUTO_RESIDENT_THRESHOLD items
// a projection is planned on the batch path, by the memory policy) and on the resident index
// (`engine: "wasm"`, the path the default takes from that size); and the bytes a turn allocates.
import {
  type EngineName,
  type Item,
  makeCompactionPlan,
  Projection,
  reconcileItems,
} from "../../bindings/index.js";
import type { Row } from "../cases.js";
import { firstCallRatios, firstCallTimes } from "../first-calls.js";
import { collect, consume, cpuNow, median, pairedRatio, rounds } from "../measure.js";
import { allocatedBytes } from "./allocation.js";
import type { Heap } from "./heap.js";

/** Items each turn appends, and the turns timed after one untimed. */
const BATCH = 10;
const TURNS = 21;
/** Items a row's transcript holds beyond the projection: every turn's batch, the bytes' turns too. */
export const TURN_TAIL = BATCH * (2 * TURNS + 2);

/** The heap's preparation before a timed call: a gc() in the bare heap, a request in the server's. */
function prepare(heap: Heap): void {
  if (heap.rounds.collectEach) collect();
  heap.rounds.between?.();
}

/** CPU ms of `run` after the heap's preparation. */
function timed(heap: Heap, run: () => unknown): number {
  prepare(heap);
  const t0 = cpuNow();
  consume(run());
  return cpuNow() - t0;
}

/**
 * A fresh projection's first plan against its first reconcile (bench/first-calls.ts), the heap's
 * preparation before each call; the ratios are medians of per-round ratios.
 */
function firsts(base: readonly Item[], heap: Heap): Row {
  const times = firstCallTimes(base, () => prepare(heap));
  const { ratio, aa } = firstCallRatios(times);
  return {
    "first reconcile": median(times.reconcile),
    "first plan": median(times.plan),
    "first reconcile again": median(times.again),
    "first plan / first reconcile": ratio,
    "first A/A": aa,
  };
}

/**
 * One shape's turn row: `items` holds the projection's items and TURN_TAIL more to append. The
 * projection is the first `items.length - TURN_TAIL`; FIRST_ROUNDS fresh projections time the
 * first calls.
 */
export function turnOn(items: readonly Item[], heap: Heap): Row {
  const size = items.length - TURN_TAIL;
  const host = turns(items, size, undefined);
  return {
    items: size,
    turn: median(Array.from({ length: TURNS }, () => timed(heap, host))),
    ...residentGrowth(items, size, heap),
    "turn bytes": allocatedBytes(host, TURNS),
    ...firsts(items.slice(0, size), heap),
  };
}

/**
 * The resident index's turn at `size` against its turn at a tenth of it, in the same rounds (a
 * seeded shuffled order; a second index at `size` is the A/A): the growth is the median over
 * rounds of the two turns' ratio, so the machine's drift and the heap's state after each
 * preparation hit both (apart, 21 turns of 0.02-0.3 ms each read 0.16x-2.75x on identical code).
 */
function residentGrowth(items: readonly Item[], size: number, heap: Heap): Row {
  const tenth = Math.max(1, Math.round(size / 10));
  const { big, small, again } = rounds(
    {
      big: turns(items, size, "wasm"),
      small: turns(items, tenth, "wasm"),
      again: turns(items, size, "wasm"),
    },
    TURNS,
    1,
    heap.rounds,
  );
  return {
    "resident turn": median(big),
    "resident turn at a tenth": median(small),
    "resident growth": pairedRatio(big, small),
    "resident growth A/A": pairedRatio(again, big),
  };
}

/**
 * A turn on a projection of the first `size` items: each call appends the next BATCH items,
 * reconciles and plans a compaction on `engine`; its first call (untimed) is made here.
 */
function turns(items: readonly Item[], size: number, engine: EngineName | undefined) {
  const projection = new Projection(items.slice(0, size));
  let next = size;
  const turn = () => {
    projection.append(...items.slice(next, next + BATCH));
    next += BATCH;
    consume(reconcileItems(projection, { engine }).repairs);
    return makeCompactionPlan(projection, { engine }).start;
  };
  consume(turn()); // the first turn, which plans the projection first, is a warm-up
  return turn;
}
