// Target 2 on real transcripts alone: bench/index.ts's corpus rows (itemsInMemory over every
// transcript of ../shared/corpus), without the rest of `npm run bench`. Prints auto/better per
// operation and the transcripts over 1.05.
// node script/bench-bundle.mjs bench/corpus-auto.ts --expose-gc --single-threaded-gc -- [--largest N] [--at-most ITEMS] [--rounds N]
import { loadavg } from "node:os";
import { type Item, initSync } from "../bindings/index.js";
import { corpusTranscripts, hasCorpus } from "../tests/support/corpus.js";
import { CORPUS_ROUNDS, itemsInMemory, type Row } from "./cases.js";

const at = process.argv.indexOf("--largest");
const largest = at > 0 ? Number(process.argv[at + 1]) : Number.POSITIVE_INFINITY;
const atMostAt = process.argv.indexOf("--at-most");
const atMost = atMostAt > 0 ? Number(process.argv[atMostAt + 1]) : Number.POSITIVE_INFINITY;
const roundsAt = process.argv.indexOf("--rounds");
const corpusRounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : CORPUS_ROUNDS;

if (!hasCorpus) throw new Error("bench/corpus-auto: ../shared/corpus is absent");
initSync();
const transcripts = corpusTranscripts()
  .filter((t) => t.items.length <= atMost)
  .sort((a, b) => b.items.length - a.items.length)
  .slice(0, largest);
const loads = [loadavg()[0]];
const rows: Row[] = transcripts.map((t) => ({
  name: t.name,
  ...itemsInMemory(t.items as Item[], true, corpusRounds),
}));
loads.push(loadavg()[0]);
const ops = ["reconcile", "cutoff"] as const;
for (const op of ops) {
  const ratios = rows.map((r) => Number(r[`${op} auto/best`]));
  const over = rows.filter((r) => Number(r[`${op} auto/best`]) > 1.05);
  const worst = rows.reduce((w, r) =>
    Number(r[`${op} auto/best`]) > Number(w[`${op} auto/best`]) ? r : w,
  );
  const aa = rows.map((r) => Number(r[`${op} A/A`]));
  console.log(
    `${op} A/A (identical code): ${Math.min(...aa).toFixed(2)}-${Math.max(...aa).toFixed(2)}, ${aa.filter((x) => x > 1.05).length} over 1.05`,
  );
  console.log(
    `${op}: auto/better ≤ ${Math.max(...ratios).toFixed(2)} over ${rows.length} transcripts (worst ${worst.name}, ${worst.items} items); ${over.length} over 1.05: ${over.map((r) => `${r.name} (${r.items} items) ${Number(r[`${op} auto/best`]).toFixed(2)}`).join("; ")}`,
  );
}
for (const r of rows.slice(0, 5))
  console.log(
    `${r.name} (${r.items} items): reconcile wasm ${Number(r["reconcile wasm"]).toFixed(3)} ms, reference ${Number(r["reconcile reference"]).toFixed(3)}, auto ${Number(r["reconcile auto"]).toFixed(3)} (auto/better ${Number(r["reconcile auto/best"]).toFixed(2)}); cutoff auto/better ${Number(r["cutoff auto/best"]).toFixed(2)}`,
  );
console.log(`${corpusRounds} rounds; load average ${loads.map((l) => l.toFixed(1)).join(" -> ")}`);
