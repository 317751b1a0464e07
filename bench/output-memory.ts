// Target 3's bytes()/copy at one size: bytes() of a plan made beforehand, chunks() (no output
// allocated), concatBytes of those pieces and one copy of the input, in paired rounds with
// section (b)'s settle. Run it twice to see what fresh memory costs on a machine: as is, and with
// MALLOC_MMAP_THRESHOLD_=4294967296 MALLOC_TRIM_THRESHOLD_=4294967296 (glibc then serves large blocks
// from its heap and keeps them when freed, instead of mapping each one anew and unmapping it).
// node script/bench-bundle.mjs bench/output-memory.ts --expose-gc -- [items]
import { Packr } from "msgpackr";
import { concatBytes } from "../bindings/concat-bytes.js";
import { initSync, reconcileMsgpack } from "../bindings/index.js";
import { repairOutput, settleFor } from "./cases.js";
import { median, pairedRatio, rounds } from "./measure.js";
import { syntheticTranscript } from "./synthetic.js";

const n = Number(process.argv[2] ?? 100_000);
initSync();
const bytes = new Packr({ useRecords: false }).pack(syntheticTranscript(n)) as Uint8Array;
const plan = reconcileMsgpack(bytes, { engine: "wasm" });
const pieces = plan.chunks({ repairOutput });
const times = rounds(
  {
    "bytes()": () => plan.bytes({ repairOutput }).length,
    "chunks()": () => plan.chunks({ repairOutput }).length,
    "concatBytes(pieces)": () => concatBytes(pieces).length,
    // Uint8Array slice (a Buffer's own `slice` is a view, not a copy).
    "one copy": () => Uint8Array.prototype.slice.call(bytes).length,
  },
  31,
  1,
  settleFor(bytes), // as section (b)
);
console.log(
  `${n} items, ${(bytes.length / 1e6).toFixed(1)} MB, ${pieces.length} pieces, ${plan.repairs.length} repairs; MALLOC_MMAP_THRESHOLD_=${process.env.MALLOC_MMAP_THRESHOLD_ ?? "(unset)"}, MALLOC_TRIM_THRESHOLD_=${process.env.MALLOC_TRIM_THRESHOLD_ ?? "(unset)"}`,
);
for (const [name, t] of Object.entries(times))
  console.log(
    `${name}: ${median(t).toFixed(2)} ms, /one copy ${pairedRatio(t, times["one copy"]).toFixed(2)}`,
  );
