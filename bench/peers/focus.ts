// Target 1 alone: bench/peers/run.ts's rows at the given sizes, without the rest of `npm run bench`
// (peers installed: `npm ci` in bench/peers). Prints each variant's ratio to the Map floor and
// each peer's time over clinker auto's (above 1: clinker is faster).
// node --expose-gc --single-threaded-gc --import tsx bench/peers/focus.ts [sizes...]
import { loadavg } from "node:os";
import { initSync } from "../../bindings/index.js";
import { peersAt, peersInstalled } from "./run.js";

if (!peersInstalled()) throw new Error("bench/peers/focus: run npm ci in bench/peers first");
initSync();
const sizes = process.argv.slice(2).map(Number);
for (const n of sizes.length ? sizes : [1_000, 10_000, 100_000]) {
  const row = await peersAt(n);
  const floor = Object.entries(row.toFloor)
    .map(([name, ratio]) => `${name} ${ratio.toFixed(2)}x`)
    .join(", ");
  const peers = Object.entries(row.peerOverAuto)
    .map(([name, ratio]) => `${name} ${ratio.toFixed(2)}`)
    .join(", ");
  console.log(`${n} items, load ${loadavg()[0].toFixed(1)}: to the floor: ${floor}`);
  console.log(
    `  peer / clinker auto: ${peers}; A/A ${row.autoAA.toFixed(2)}; floor ${row.ms["Map floor"].toFixed(3)} ms`,
  );
}
