// npm run bench: the issue-5 benchmark. Prints ratios measured in this run, writes
// bench/RESULTS.md and bench/chart.svg. See bench/RESULTS.md for what each section measures.
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import {
  AUTO_WASM_CUTOFF_THRESHOLD,
  AUTO_WASM_THRESHOLD,
  selectEngine,
} from "../bindings/engine/select.js";
import { WASM_BASE64 } from "../bindings/engine/wasm-bytes.generated.js";
import type { Item } from "../bindings/index.js";
import { initSync } from "../bindings/index.js";
import { corpusTranscripts, hasCorpus } from "../tests/support/corpus.js";
import {
  bytesToPlan,
  coldStart,
  floor,
  itemsInMemory,
  packr,
  peakMemory,
  type Row,
  resident,
} from "./cases.js";
import { sinkValue } from "./measure.js";
import { type Bar, chart, ms, ratio, type Target, table, verdict, writeResults } from "./report.js";
import { syntheticTranscript } from "./synthetic.js";

const QUICK = process.argv.includes("--quick");
/** `--bytes`: only the stored-bytes cases (b), (c), (e) at 100k and 1M; prints, writes nothing. */
const BYTES = process.argv.includes("--bytes");
const MEMORY_SIZES = QUICK
  ? [1_000, 10_000]
  : BYTES
    ? [100_000, 1_000_000]
    : [1_000, 10_000, 100_000, 1_000_000];
const ENGINE_SIZES = QUICK
  ? [1_000, 10_000]
  : [100, 300, 1_000, 3_000, 10_000, 30_000, 50_000, 100_000, 300_000, 1_000_000];
const log = (line: string) => console.log(line);
const num = (row: Row, key: string) => row[key] as number;

initSync();
const started = Date.now();
/** Items of the synthetic stream: every size is a prefix of the same seeded transcript. */
const synthetic = (n: number) => syntheticTranscript(n) as Item[];

// (e) first, in ascending order, so memory growth is this path's own. Inputs are dropped after
// each size so gc() between samples stays cheap for the small sizes.
const memory: Row[] = [];
for (const n of MEMORY_SIZES) {
  memory.push(peakMemory(packr.pack(synthetic(n)) as Uint8Array, n));
  log(`(e) ${n}: ${num(memory.at(-1)!, "perItem").toFixed(1)} bytes/item beyond the input`);
}

const engines: Row[] = [];
const stored: Row[] = [];
const floors: Row[] = [];
for (const n of ENGINE_SIZES) {
  if (BYTES && !MEMORY_SIZES.includes(n)) continue;
  let items: Item[] | undefined = synthetic(n);
  if (!BYTES) {
    engines.push(itemsInMemory(items));
    const r = engines.at(-1)!;
    log(
      `(a) ${n}: reconcile wasm ${ms(num(r, "reconcile wasm"))} ref ${ms(num(r, "reconcile reference"))} auto ${ms(num(r, "reconcile auto"))}; cutoff wasm ${ms(num(r, "cutoff wasm"))} ref ${ms(num(r, "cutoff reference"))} auto ${ms(num(r, "cutoff auto"))} ms; engine part wasm ${ms(num(r, "engine part wasm"))} ref ${ms(num(r, "engine part reference"))} ms`,
    );
  }
  if (!MEMORY_SIZES.includes(n)) continue;
  const bytes = packr.pack(items) as Uint8Array;
  items = undefined;
  stored.push(bytesToPlan(bytes, n, n < 1_000_000));
  const b = stored.at(-1)!;
  log(
    `(b) ${n}: wasm ${ms(num(b, "reconcile wasm bytes"))} ms vs unpack+reference ${ms(num(b, "reconcile unpack+reference"))} ms = ${ratio(num(b, "reconcile unpack+reference") / num(b, "reconcile wasm bytes"))}`,
  );
  floors.push(floor(bytes, n));
  const f = floors.at(-1)!;
  log(
    `(c) ${n}: walk ${ms(num(f, "walk"))} scan ${ms(num(f, "scan"))} copy ${ms(num(f, "copy"))} ms; chunked (copy included) walk ${ms(num(f, "chunked walk"))} scan ${ms(num(f, "chunked scan"))} ms`,
  );
}
if (BYTES) {
  for (const r of stored)
    log(
      `target 1 at ${num(r, "items")}: reconcile ${ratio(num(r, "reconcile unpack+reference") / num(r, "reconcile wasm bytes"))}, cutoff ${ratio(num(r, "cutoff unpack+reference") / num(r, "cutoff wasm bytes"))}`,
    );
  for (const f of floors)
    log(
      `target 2 at ${num(f, "items")}: walk/scan ${((num(f, "walk") / num(f, "scan")) * 100).toFixed(0)}%, chunked ${((num(f, "chunked walk") / num(f, "chunked scan")) * 100).toFixed(0)}%`,
    );
  process.exit(0);
}

const corpus: Row[] = [];
if (hasCorpus) {
  const largest = corpusTranscripts()
    .slice()
    .sort((a, b) => b.items.length - a.items.length)
    .slice(0, 3);
  for (const t of largest) {
    const bytes = packr.pack(t.items) as Uint8Array;
    corpus.push({
      name: t.name,
      ...itemsInMemory(t.items as Item[]),
      ...bytesToPlan(bytes, t.items.length, true),
    });
    log(`corpus ${t.name}: ${t.items.length} items`);
  }
}

const cold = coldStart(Uint8Array.from(atob(WASM_BASE64), (c) => c.charCodeAt(0)));
log(
  `(d) compile+instantiate ${ms(num(cold, "compileInstantiate"))} ms, initSync ${ms(num(cold, "initSync"))} ms, ${cold.wasmBytes} bytes`,
);
const res = QUICK ? undefined : resident(synthetic(101_000), 100_000);
log(
  res
    ? `(f) incremental ${ms(num(res, "incremental"))} ms vs scratch ${ms(num(res, "scratch"))} ms`
    : "(f) not measured: Projection has no resident index",
);

// Targets.
const at = (rows: Row[], n: number) => rows.find((r) => r.items === n);
const bytesRatio = (r: Row | undefined, op: string) =>
  r ? num(r, `${op} unpack+reference`) / num(r, `${op} wasm bytes`) : Number.NaN;
const big = [100_000, 1_000_000].filter((n) => MEMORY_SIZES.includes(n));
const t1 = big.flatMap((n) => ["reconcile", "cutoff"].map((op) => bytesRatio(at(stored, n), op)));
const floorRatio = (r: Row) => num(r, "walk") / num(r, "scan");
const t2 = big.map((n) => floorRatio(at(floors, n)!));
const large = engines.filter((r) => num(r, "items") >= 100_000);
const slower = large.flatMap((r) =>
  ["reconcile", "cutoff"].map((op) => num(r, `${op} wasm`) / num(r, `${op} reference`)),
);
const ops = ["reconcile", "cutoff"] as const;
const best = (r: Row, op: string) => Math.min(num(r, `${op} wasm`), num(r, `${op} reference`));
/** The engine `auto` runs at this size (what its choice decides), against the better engine. */
const autoChoice = engines.flatMap((r) =>
  ops.map((op) => {
    const threshold = op === "cutoff" ? AUTO_WASM_CUTOFF_THRESHOLD : AUTO_WASM_THRESHOLD;
    const picked = selectEngine("auto", num(r, "items"), threshold).name;
    return num(r, `${op} ${picked}`) / best(r, op);
  }),
);
/** `auto` timed as a variant of its own: the same code as its engine, plus this machine's noise. */
const autoTimed = engines.flatMap((r) => ops.map((op) => num(r, `${op} auto`) / best(r, op)));
const perItem = memory
  .filter((r) => num(r, "items") >= 100_000 || QUICK)
  .map((r) => num(r, "perItem"));
const fmt = (values: number[], f: (v: number) => string) => values.map(f).join(", ");
const targets: Target[] = [
  {
    n: 1,
    what: "stored bytes to plan ≥ 10x msgpackr unpack + reference (100k, 1M; reconcile, cutoff)",
    met: t1.every((v) => v >= 10),
    figure: fmt(t1, ratio),
  },
  {
    n: 2,
    what: "wasm scan ≥ 80% as fast as the skip-only walk (100k, 1M)",
    met: t2.every((v) => v >= 0.8),
    figure: fmt(t2, (v) => `${(v * 100).toFixed(0)}%`),
  },
  {
    n: 3,
    what: "items in memory: wasm ≤ reference from 100k up; auto within 5% of the better everywhere",
    met: slower.every((v) => v <= 1) && autoChoice.every((v) => v <= 1.05),
    figure: `wasm/reference ≤ ${Math.max(...slower).toFixed(2)} from 100k; auto's engine/best ≤ ${Math.max(...autoChoice).toFixed(2)} (auto timed as its own variant: ≤ ${Math.max(...autoTimed).toFixed(2)})`,
  },
  {
    n: 4,
    what: "100k projection: append 10 + reconcile + cutoff ≥ 20x faster than from scratch",
    met: res ? num(res, "scratch") / num(res, "incremental") >= 20 : undefined,
    figure: res
      ? ratio(num(res, "scratch") / num(res, "incremental"))
      : "not measured: no resident index in Projection yet",
  },
  {
    n: 5,
    what: "cold start < 5 ms; release wasm < 32 KB",
    met: num(cold, "compileInstantiate") < 5 && num(cold, "wasmBytes") < 32 * 1024,
    figure: `${ms(num(cold, "compileInstantiate"))} ms compile+instantiate (${ms(num(cold, "initSync"))} ms initSync with base64 decode); ${(num(cold, "wasmBytes") / 1024).toFixed(1)} KB`,
  },
  {
    n: 6,
    what: "bytes-path peak memory ≤ input + 16 bytes/item",
    met: perItem.every((v) => v <= 16),
    figure: `${fmt(perItem, (v) => v.toFixed(0))} bytes/item beyond the input`,
  },
];

// Thresholds: per operation, the smallest measured size from which wasm is no slower.
function crossoverOf(op: "reconcile" | "cutoff" | "engine part"): number {
  let from = Number.POSITIVE_INFINITY;
  for (let i = engines.length - 1; i >= 0; i--) {
    const r = engines[i];
    if (num(r, `${op} wasm`) > num(r, `${op} reference`)) break;
    from = num(r, "items");
  }
  return from;
}
const crossover = crossoverOf("reconcile");
const cutoffCrossover = crossoverOf("cutoff");
const engineCrossover = crossoverOf("engine part");
const show = (n: number) => (Number.isFinite(n) ? String(n) : "none");

const machine = `${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} vCPU, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}/${process.arch}`;
const date = new Date().toISOString().slice(0, 10);
const md: string[] = [
  "# Benchmark results (issue 5)",
  "",
  `Generated by \`npm run bench\` on ${date}: ${machine}. Every ratio below was measured in this one run;`,
  `variants interleaved, fixed counts, \`gc()\` before every timed run (in (b) then a pause, the same for every variant, for the collector's background threads: 2 ms per MB of input, 5–300 ms), results consumed (sink ${sinkValue() & 0xff}).`,
  `Figures are medians in milliseconds. Synthetic transcripts: \`bench/synthetic.ts\` (prefixes of one seeded stream).`,
  `The run took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  "",
  "## Targets",
  "",
  table(
    ["#", "target", "verdict", "measured"],
    targets.map((t) => [t.n, t.what, `**${verdict(t)}**`, t.figure]),
  ),
  "",
  "![ratios](chart.svg)",
  "",
  "## (a) Items in JS memory, from scratch",
  "",
  "`reconcileItems(array, { engine })`, and the cutoff scan as `makeCompactionPlan` runs it (describeItems + the batch engine; over a `Projection` the resident index would be used instead, see (f)). Both include describing the items, which both engines share. `engine part` is what the engine choice changes: the engine's `reconcile` alone on descriptors described beforehand (for wasm: written into the core, parsed, paired, results copied out). Target 3's `auto` half is judged on the engine `auto` runs at each size (its choice: the size check is all `auto` adds), timed as that engine's variant; the `auto` column times it as a variant of its own, which adds one more draw of this machine's noise (identical code measured up to 27% apart at 30k before samples there ran 3 calls each).",
  "",
  table(
    [
      "items",
      "reconcile wasm",
      "reference",
      "auto",
      "ref/wasm",
      "cutoff wasm",
      "reference",
      "auto",
      "ref/wasm",
      "engine part wasm",
      "reference",
      "ref/wasm",
    ],
    engines.map((r) => [
      num(r, "items"),
      ms(num(r, "reconcile wasm")),
      ms(num(r, "reconcile reference")),
      ms(num(r, "reconcile auto")),
      ratio(num(r, "reconcile reference") / num(r, "reconcile wasm")),
      ms(num(r, "cutoff wasm")),
      ms(num(r, "cutoff reference")),
      ms(num(r, "cutoff auto")),
      ratio(num(r, "cutoff reference") / num(r, "cutoff wasm")),
      ms(num(r, "engine part wasm")),
      ms(num(r, "engine part reference")),
      ratio(num(r, "engine part reference") / num(r, "engine part wasm")),
    ]),
  ),
  "",
  `\`AUTO_WASM_THRESHOLD\` (reconcile) in this build: ${AUTO_WASM_THRESHOLD}; measured crossover (smallest size from which wasm is no slower): ${show(crossover)}. \`AUTO_WASM_CUTOFF_THRESHOLD\` (cutoff scan): ${AUTO_WASM_CUTOFF_THRESHOLD}; measured crossover: ${show(cutoffCrossover)}. Engine part alone (reconcile): wasm no slower from ${show(engineCrossover)}.`,
  "",
  "## (b) Stored bytes to a plan: reconcileMsgpack / makeCompactionPlanMsgpack (wasm) against msgpackr `unpack` + the reference engine",
  "",
  table(
    [
      "items",
      "MB",
      "wasm reconcile",
      "unpack+ref",
      "ratio",
      "wasm cutoff",
      "unpack+ref",
      "ratio",
      "unpack alone",
      "engine:'reference' bytes",
    ],
    stored.map((r) => [
      num(r, "items"),
      (num(r, "bytes") / 1e6).toFixed(1),
      ms(num(r, "reconcile wasm bytes")),
      ms(num(r, "reconcile unpack+reference")),
      ratio(bytesRatio(r, "reconcile")),
      ms(num(r, "cutoff wasm bytes")),
      ms(num(r, "cutoff unpack+reference")),
      ratio(bytesRatio(r, "cutoff")),
      ms(num(r, "unpack alone")),
      r["reconcile engine:'reference' bytes"] === undefined
        ? "–"
        : ms(num(r, "reconcile engine:'reference' bytes")),
    ]),
  ),
  "",
  "## (c) The floor: core walk that only skips the msgpack structure, against the full scan",
  "",
  "`walk` is `walkItems` (the bounded reader over the array, nothing classified); `scan` is `prepareItems` + `reconcile` (classify, byte ranges, key index, pairing, order). Both read the input already copied into wasm memory; `copy` is that copy, the same for both. Target 2 is judged on walk/scan. The bindings scan while they copy (256 KiB chunks, each copied to the start of a 1 MiB window that stays in cache and scanned there; inputs under 1 MiB, or with an item over half of it, are copied whole): `chunked walk` (items only skipped) and `chunked scan` (+ `reconcile`) run that path (`scanBytes`), the copy included in both.",
  "",
  table(
    [
      "items",
      "copy",
      "walk",
      "scan",
      "walk/scan",
      "chunked walk",
      "chunked scan",
      "chunked walk/scan",
    ],
    floors.map((r) => [
      num(r, "items"),
      ms(num(r, "copy")),
      ms(num(r, "walk")),
      ms(num(r, "scan")),
      `${((num(r, "walk") / num(r, "scan")) * 100).toFixed(0)}%`,
      ms(num(r, "chunked walk")),
      ms(num(r, "chunked scan")),
      `${((num(r, "chunked walk") / num(r, "chunked scan")) * 100).toFixed(0)}%`,
    ]),
  ),
  "",
  "## (d) Cold start (fresh processes, median of 9)",
  "",
  table(
    ["compile + instantiate", "initSync() (base64 decode included)", "release wasm"],
    [
      [
        `${ms(num(cold, "compileInstantiate"))} ms`,
        `${ms(num(cold, "initSync"))} ms`,
        `${num(cold, "wasmBytes")} bytes`,
      ],
    ],
  ),
  "",
  "## (e) Peak wasm memory on the bytes path",
  "",
  "`memory.buffer.byteLength` after reconcileMsgpack + makeCompactionPlanMsgpack (memory only grows, sizes run in ascending order first in the process), minus the input, per item. Inputs over 1 MiB are never held whole in wasm memory: each 256 KiB chunk is copied to the start of a 1 MiB window, so what is counted here is the window, the per-item arrays (kind, flags, state, repaired, first key slot, byte offset: 12 B), the key index (16 B per slot of capacity, a power of two, plus a copy of each distinct key's bytes) and the pairing tables; the figure can be negative (less memory than the input).",
  "",
  table(
    ["items", "input MB", "wasm memory MB", "bytes/item beyond the input"],
    memory.map((r) => [
      num(r, "items"),
      (num(r, "bytes") / 1e6).toFixed(1),
      (num(r, "after") / 1e6).toFixed(1),
      num(r, "perItem").toFixed(1),
    ]),
  ),
  "",
  "## (f) Resident projection index",
  "",
  res
    ? table(
        ["items", "append 10 + reconcile + cutoff", "from scratch", "ratio"],
        [
          [
            num(res, "items"),
            ms(num(res, "incremental")),
            ms(num(res, "scratch")),
            ratio(num(res, "scratch") / num(res, "incremental")),
          ],
        ],
      )
    : "NOT MEASURED: `Projection` exposes no resident index in this build (placeholder row).\n\n| items | append 10 + reconcile + cutoff | from scratch | ratio |\n| ---: | ---: | ---: | ---: |\n| 100000 | not measured | not measured | not measured |",
  "",
  "## Largest real transcripts (../shared/corpus)",
  "",
  corpus.length
    ? table(
        [
          "transcript",
          "items",
          "KB",
          "reconcile wasm",
          "reference",
          "bytes: wasm",
          "unpack+ref",
          "ratio",
        ],
        corpus.map((r) => [
          String(r.name),
          num(r, "items"),
          (num(r, "bytes") / 1024).toFixed(0),
          ms(num(r, "reconcile wasm")),
          ms(num(r, "reconcile reference")),
          ms(num(r, "reconcile wasm bytes")),
          ms(num(r, "reconcile unpack+reference")),
          ratio(bytesRatio(r, "reconcile")),
        ]),
      )
    : "The corpus is absent: not measured.",
  "",
];

const bars: Bar[] = [
  ...stored.map((r) => ({
    label: `(b) bytes→plan reconcile ${num(r, "items")}`,
    value: bytesRatio(r, "reconcile"),
    target: 10,
  })),
  ...stored.map((r) => ({
    label: `(b) bytes→plan cutoff ${num(r, "items")}`,
    value: bytesRatio(r, "cutoff"),
    target: 10,
  })),
  ...floors.map((r) => ({
    label: `(c) walk/scan ${num(r, "items")}`,
    value: floorRatio(r),
    target: 0.8,
  })),
  ...engines.map((r) => ({
    label: `(a) ref/wasm reconcile ${num(r, "items")}`,
    value: num(r, "reconcile reference") / num(r, "reconcile wasm"),
    target: 1,
  })),
  ...engines.map((r) => ({
    label: `(a) ref/wasm cutoff ${num(r, "items")}`,
    value: num(r, "cutoff reference") / num(r, "cutoff wasm"),
    target: 1,
  })),
  ...(res
    ? [
        {
          label: "(f) resident append+plan 100k",
          value: num(res, "scratch") / num(res, "incremental"),
          target: 20,
        },
      ]
    : []),
];
if (!QUICK) {
  writeResults("bench/RESULTS.md", md.join("\n"));
  writeFileSync("bench/chart.svg", chart(`clinker-transcript benchmark ratios, ${date}`, bars));
}
log("");
for (const t of targets) log(`target ${t.n}: ${verdict(t)} — ${t.figure}`);
log(`crossovers: reconcile ${show(crossover)}, cutoff ${show(cutoffCrossover)}`);
