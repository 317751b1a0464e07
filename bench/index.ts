// npm run bench: measures every section in one process, judges the targets (bench/targets.ts) from
// this run's numbers, writes bench/RESULTS.md, bench/chart.svg, bench/peers.svg and
// the README's figures (script/readme-figures.mjs). `--quick`: small sizes, prints only.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { requireCore } from "../bindings/engine/loader.js";
import { WASM_BASE64 } from "../bindings/engine/wasm-bytes.generated.js";
import type { Item } from "../bindings/index.js";
import { initSync } from "../bindings/index.js";
import { hasCorpus, readCorpusTranscripts } from "../tests/support/corpus.js";
import {
  bytesToBytes,
  coldStart,
  floor,
  itemsInMemory,
  memoryOf,
  packr,
  type Row,
} from "./cases.js";
import { ms, sinkValue } from "./measure.js";
import { ensurePeers } from "./peers/install.js";
import {
  type Bar,
  chart,
  TARGETS_HEAD,
  table,
  targetRow,
  timesChart,
  verdict,
  writeResults,
} from "./report.js";
import { sections } from "./sections.js";
import { syntheticTranscript } from "./synthetic.js";
import { judge, type RunFigures, walkOverScan } from "./targets.js";

const QUICK = process.argv.includes("--quick");
/** Set by script/bench-bundle.mjs: the run is bundled as the published build is. */
const BUNDLED = process.env.CLINKER_BENCH_BUNDLED === "1";
const BYTES_SIZES = QUICK ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000];
const ENGINE_SIZES = QUICK
  ? [1_000, 10_000]
  : [100, 300, 1_000, 3_000, 10_000, 30_000, 50_000, 100_000, 300_000, 1_000_000];
const PEER_SIZES = QUICK ? [1_000] : [1_000, 10_000, 100_000];
const log = (line: string) => console.log(line);
const num = (row: Row, key: string) => row[key] as number;

initSync();
const started = Date.now();
const load: number[] = [];
const sampleLoad = () => load.push(loadavg()[0]);
/** Items of the synthetic stream: every size is a prefix of the same seeded transcript. */
const synthetic = (n: number) => syntheticTranscript(n) as Item[];

const run: RunFigures = {
  engines: [],
  corpus: [],
  peers: [],
  stored: [],
  floors: [],
  memory: [],
};

// (e) first, in ascending order, so memory growth is this path's own.
const initialWasm = requireCore().memory.buffer.byteLength;
for (const n of BYTES_SIZES) {
  run.memory.push(memoryOf(packr.pack(synthetic(n)) as Uint8Array, n, initialWasm));
  log(`(e) ${n}: ${num(run.memory.at(-1)!, "perItem").toFixed(1)} B/item beyond the input`);
}

// (p) peers, installed from bench/peers/package-lock.json when missing.
if (ensurePeers()) {
  const { peersInProcesses } = await import("./peers/processes.js");
  for (const r of peersInProcesses(PEER_SIZES, QUICK ? 1 : undefined)) {
    run.peers.push(r);
    log(
      `(p) ${r.items}: ${Object.entries(r.ms)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(", ")}`,
    );
  }
}
sampleLoad();

for (const n of ENGINE_SIZES) {
  let items: Item[] | undefined = synthetic(n);
  run.engines.push(itemsInMemory(items));
  const r = run.engines.at(-1)!;
  log(
    `(a) ${n}: reconcile auto/better ${num(r, "reconcile auto/best").toFixed(2)} (A/A ${num(r, "reconcile A/A").toFixed(2)}), cutoff ${num(r, "cutoff auto/best").toFixed(2)} (A/A ${num(r, "cutoff A/A").toFixed(2)})`,
  );
  if (!BYTES_SIZES.includes(n)) continue;
  const bytes = packr.pack(items) as Uint8Array;
  items = undefined;
  run.stored.push(bytesToBytes(bytes, n));
  const b = run.stored.at(-1)!;
  log(
    `(b) ${n}: plan + chunks() ${num(b, "chunks out ratio").toFixed(2)}x, plan + bytes() ${num(b, "bytes out ratio").toFixed(2)}x, bytes()/copy ${num(b, "bytes()/copy").toFixed(2)}x`,
  );
  run.floors.push(floor(bytes, n));
  const f = run.floors.at(-1)!;
  log(`(c) ${n}: walk/scan ${(walkOverScan(f) * 100).toFixed(0)}%`);
  sampleLoad();
}

/**
 * The corpus rows of (a), then the stored bytes of its three largest transcripts. The parsed corpus
 * is released before (b) runs on those bytes: its gc() before every run would otherwise mark every
 * corpus item each time (the phase once ran 35+ minutes of full collections).
 */
function corpusRows(): { name: string; bytes: Uint8Array; items: number }[] {
  if (!hasCorpus) return [];
  const all = readCorpusTranscripts();
  const transcripts = QUICK
    ? all
        .slice()
        .sort((a, b) => b.items.length - a.items.length)
        .slice(0, 10)
    : all;
  for (const t of transcripts)
    run.corpus.push({ name: t.name, ...itemsInMemory(t.items as Item[], true) });
  log(`corpus: ${transcripts.length} transcripts`);
  return transcripts
    .slice()
    .sort((a, b) => b.items.length - a.items.length)
    .slice(0, 3)
    .map((t) => ({
      name: t.name,
      bytes: packr.pack(t.items) as Uint8Array,
      items: t.items.length,
    }));
}

const corpusBytes: Row[] = corpusRows().map(({ name, bytes, items }) => ({
  name,
  ...bytesToBytes(bytes, items),
}));
sampleLoad();

const cold = coldStart(Uint8Array.from(atob(WASM_BASE64), (c) => c.charCodeAt(0)));

const targets = judge(run);
/** Figures the README quotes inline (script/readme-figures.mjs copies them). */
const figures = {
  run: `${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} vCPU, Node ${process.version}`,
};
const machine = `${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} vCPU, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}/${process.arch}`;
const stamp = new Date().toISOString().slice(0, 16).replace("T", " ");
const md = [
  "# Benchmark results",
  "",
  `Generated by \`npm run bench\` at ${stamp} UTC: ${machine}; 1-minute load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} during the run (a shared machine: other jobs ran beside it, so ratios are paired, variants interleaved in every round, and medians are taken over rounds). Every figure and verdict below is from this one run; \`gc()\` before every timed run (the corpus rows: before the first round of each transcript), results consumed (sink ${sinkValue() & 0xff}). ${BUNDLED ? "The library and this benchmark run bundled by esbuild as the published build is (`script/bench-bundle.mjs`), the peers from their published files." : "Run from the TypeScript sources through tsx (not bundled): clinker's times include tsx's module overhead."}`,
  `Synthetic transcripts: \`bench/synthetic.ts\` (prefixes of one seeded stream). The run took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  "",
  "## Targets",
  "",
  "Retired as targets (docs/decisions.md, \"Benchmark targets\"; their figures stay in the sections below): `bytes()` into fresh memory within 2x of one copy (bound by this machine's first touch of the output's pages, as one copy is; `chunks()` is what a server writes), the scan within 80% of the skip-only walk (a walk no caller can take: section (c)), and 16 B/item of memory (the two plans held keep more than that in JS arrays alone: section (e)). The resident turn as a host runs it is judged by `bench/resident-turn.ts` (its section below); the command line by `bench/cli-check.ts`.",
  "",
  "<!-- target-rows:bench: copied into README.md's targets table by script/readme-figures.mjs -->",
  table(TARGETS_HEAD, targets.map(targetRow)),
  "<!-- /target-rows:bench -->",
  `<!-- figures: ${JSON.stringify(figures)} -->`,
  "",
  "![target ratios](chart.svg)",
  "",
  "![peers](peers.svg)",
  "",
  ...sections(run, cold, corpusBytes),
];

const bars: Bar[] = [
  ...run.peers.map((r) => ({
    label: `object path: slowest peer / clinker ${r.items}`,
    value: Math.min(...Object.values(r.peerOverAuto)),
    target: 1,
  })),
  ...run.peers.map((r) => ({
    label: `object path: 3x floor / clinker ${r.items}`,
    value: 3 / r.toFloor["clinker auto"],
    target: 1,
  })),
  ...run.engines.map((r) => ({
    label: `auto: 1.05 / (auto/better) ${num(r, "items")}`,
    value: 1.05 / Math.max(num(r, "reconcile auto/best"), num(r, "cutoff auto/best")),
    target: 1,
  })),
  ...run.stored
    .filter((r) => num(r, "items") >= 100_000)
    .map((r) => ({
      label: `bytes path: plan + chunks() vs msgpackr ${num(r, "items")}`,
      value: num(r, "chunks out ratio"),
      target: 10,
    })),
];
if (!QUICK) {
  writeResults("bench/RESULTS.md", md.join("\n"));
  writeFileSync("bench/chart.svg", chart(`clinker-transcript targets, ${stamp} UTC`, bars));
  writeFileSync(
    "bench/peers.svg",
    timesChart(
      `Preparing a transcript for replay, ${stamp} UTC`,
      run.peers.map((r) => ({
        label: `${r.items} items`,
        bars: Object.entries(r.ms)
          .filter(([label]) => !label.endsWith("A/A"))
          .map(([label, value]) => ({ label, value })),
      })),
    ),
  );
  execFileSync(process.execPath, ["script/readme-figures.mjs"], { stdio: "inherit" });
}
log("");
for (const t of targets) log(`${verdict(t)}: ${t.what} — ${targetRow(t)[2]}`);
