// (b) on one shape in one heap: stored msgpack bytes to reconciled bytes as a server writes them
// (the plan on the library's default engine + `chunks()`) against msgpackr unpack + the reference
// engine + pack, with the plan against itself (A/A) and the bytes each call allocates. The
// baseline runs in rounds of its own: its garbage (800 MB at 100k items of 1-2 KB) was billed to
// the call after it even after a gc() and a 300 ms pause (the plan read 195 ms there, 27 ms alone).
import { Unpackr } from "msgpackr";
import { type Item, reconcileItems, reconcileMsgpack } from "../../bindings/index.js";
import { MSGPACK_OPTIONS } from "../../bindings/msgpack/codec.js";
import { packr, type Row, repairOutput, settleFor } from "../cases.js";
import { median, pairedRatio, rounds } from "../measure.js";
import { allocatedBytes } from "./allocation.js";
import { shapeCounts } from "./engines.js";
import type { Heap } from "./heap.js";

const unpackr = new Unpackr(MSGPACK_OPTIONS);

/** The baseline's rounds at a size: it decodes and encodes the whole transcript, so few at 100k. */
function baselineCounts(items: number): { samples: number; inner: number } {
  const { samples, inner } = shapeCounts(items);
  return { samples: items >= 100_000 ? 3 : samples, inner };
}

/** One shape's (b) row at one size in `heap`: times, the paired ratio and bytes allocated. */
export function storedOn(items: readonly Item[], heap: Heap): Row {
  const bytes = packr.pack(items) as Uint8Array;
  const chunks = () => reconcileMsgpack(bytes).chunks({ repairOutput }).length;
  const baseline = () =>
    packr.pack(
      reconcileItems(unpackr.unpack(bytes) as Item[], { engine: "reference" }).items({
        repairOutput,
      }),
    ).length;
  const settle = { ...heap.rounds, settleMs: heap.rounds.collectEach ? settleFor(bytes) : 0 };
  const { samples, inner } = shapeCounts(items.length);
  const plan = rounds({ a: chunks, aa: chunks }, samples, inner, settle);
  const base = baselineCounts(items.length);
  const unpacked = median(rounds({ baseline }, base.samples, base.inner, settle).baseline);
  return {
    items: items.length,
    bytes: bytes.length,
    "plan + chunks()": median(plan.a),
    "unpack + reference + pack": unpacked,
    "chunks out ratio": unpacked / median(plan.a),
    "chunks A/A": pairedRatio(plan.aa, plan.a),
    "plan + chunks() bytes": allocatedBytes(chunks),
    "unpack + reference + pack bytes": allocatedBytes(baseline, 3),
  };
}
