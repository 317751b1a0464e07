// One process's peers rows, for bench/peers/processes.ts: a JSON line per size on stdout.
// node script/bench-bundle.mjs bench/peers/child.ts --expose-gc --single-threaded-gc -- sizes...
import { initSync } from "../../bindings/index.js";
import { ROW_PREFIX } from "./processes.js";
import { peersAt } from "./run.js";

initSync();
for (const n of process.argv.slice(2).map(Number))
  console.log(`${ROW_PREFIX}${JSON.stringify(await peersAt(n))}`);
