// The measured sections of RESULTS.md, one function each, from one run's figures.
import { CORPUS_ROUNDS, type Row } from "./cases.js";
import { ms, ratio } from "./measure.js";
import { type PeerRow, READS_FLOOR } from "./peers/run.js";
import { table } from "./report.js";
import type { RunFigures } from "./targets.js";

const num = (row: Row, key: string) => row[key] as number;
const AUTO_HEAD = [
  "reconcile wasm",
  "reference",
  "auto",
  "auto/better",
  "A/A",
  "cutoff wasm",
  "reference",
  "auto",
  "auto/better",
  "A/A",
];
/** (a)'s cells for both operations: each engine, `auto`, and auto's paired ratio to the better. */
const autoCells = (r: Row) =>
  ["reconcile", "cutoff"].flatMap((op) => [
    ms(num(r, `${op} wasm`)),
    ms(num(r, `${op} reference`)),
    ms(num(r, `${op} auto`)),
    num(r, `${op} auto/best`).toFixed(2),
    num(r, `${op} A/A`).toFixed(2),
  ]);
const pct = (v: number) => `${(v * 100).toFixed(0)}%`;

export function enginesSection(engines: Row[]): string[] {
  return [
    "## (a) Items in JS memory, from scratch: the engines and `auto`",
    "",
    "`reconcileItems(array, { engine })`, and `makeCompactionPlan(new Projection(array), { engine, cutoff })` at the middle (a fresh projection per call: nothing described or resident carries over; `wasm` builds the projection's resident index, as a user's first plan on it does). `engine part` is the engine's `reconcile` alone on descriptors described beforehand. `auto` is timed as a variant of its own; `auto/better` is the median over rounds of its time over the better engine's time in the same round (paired: the machine's drift hits both sides). The `auto` target reads that column. `A/A` is the same paired ratio between `auto` and a second copy of it, timed as one more variant: identical code, so its distance from 1.00 is this run's noise on that cell.",
    "",
    table(
      ["items", ...AUTO_HEAD, "engine part wasm", "reference"],
      engines.map((r) => [
        num(r, "items"),
        ...autoCells(r),
        ms(num(r, "engine part wasm")),
        ms(num(r, "engine part reference")),
      ]),
    ),
    "",
  ];
}

const PEER_COLUMNS = [
  "Map floor",
  READS_FLOOR,
  "clinker auto",
  "clinker wasm",
  "clinker reference",
  "agents-core dropOrphanToolCalls",
  "ai convertToLanguageModelPrompt",
  "pi-ai transformMessages",
  "clinker bytes: plan",
  "clinker bytes: plan + bytes()",
];

/** How many processes each figure of the peers rows is the median of. */
function processesNote(row: PeerRow): string {
  const n = row.processes ?? 1;
  return n > 1
    ? `Every figure of this section is the median over ${n} fresh processes, run one after another (bench/peers/processes.ts); in parentheses, a ratio's lowest and highest over them.`
    : "Measured in one process.";
}

/** A ratio, and its range over processes where there were several. */
const withRange = (value: number, span?: [number, number]): string =>
  span ? `${ratio(value)} (${span[0].toFixed(2)}–${span[1].toFixed(2)})` : ratio(value);

export function peersSection(peers: PeerRow[]): string[] {
  if (!peers.length) return ["## (p) Peers", "", "Not measured: bench/peers is not installed.", ""];
  return [
    "## (p) Peers: the same seeded transcript prepared for replay",
    "",
    "Each library gets `bench/synthetic.ts`'s transcript in its own format (`bench/peers/formats.ts`, built before timing), in paired rounds. clinker's object path is what a user calls to prepare a replay: `reconcileItems(items, { engine }).items({ repairOutput, family: 'openai', itemFamilies })` (the family selected in the same pass as the repairs; the bench checks it selects exactly what `itemsForFamily` of `items()` selects); its bytes path is `reconcileMsgpack` on the same transcript packed, with and without writing the output. The `Map floor` is one pass building a `Map` from call id to index; the `SPEC §3 reads floor` one pass doing only the reads a family selection must (bench/peers/family-reads.ts). Cells: median ms (paired ratio to the floor). The peers do less than clinker (see what each did, below): ai converts the repaired transcript, since it throws on a call without a result.",
    "",
    table(
      ["items", ...PEER_COLUMNS],
      peers.map((r) => [
        r.items,
        ...PEER_COLUMNS.map((name) => `${ms(r.ms[name])} (${ratio(r.toFloor[name])})`),
      ]),
    ),
    "",
    `Paired ratio of each peer's time to clinker \`auto\`'s (above 1: clinker is faster); \`A/A\` is \`auto\` timed again as one more variant against \`auto\` (identical code: the noise on the row within a process). ${processesNote(peers[0])}`,
    "",
    table(
      ["items", ...Object.keys(peers[0].peerOverAuto), "A/A"],
      peers.map((r) => [
        r.items,
        ...Object.entries(r.peerOverAuto).map(([name, v]) => withRange(v, r.peerRange?.[name])),
        ratio(r.autoAA),
      ]),
    ),
    "",
    "What each did to the input:",
    "",
    table(
      ["items", ...Object.keys(peers[0].counts)],
      peers.map((r) => [r.items, ...Object.values(r.counts)]),
    ),
    "",
  ];
}

export function storedSection(stored: Row[]): string[] {
  return [
    "## (b) Stored bytes to reconciled bytes",
    "",
    "`reconcileMsgpack(bytes).bytes({ repairOutput })` (wasm) against msgpackr `unpack` + the reference engine + `items({ repairOutput })` + `pack`; the plan alone against `unpack` + reference (no output written); the cutoff plan against `unpack` + `makeCompactionPlan` on the reference engine; `bytes()` of a plan made beforehand against one copy of the input (`slice`); and the plan + `chunks()` (the same output as a list of pieces, the input's ranges as views: nothing copied) against the same baseline as `bytes()`: the bytes-path target reads that last ratio, what a server writing the pieces out pays; `bytes()` copies the output into fresh memory, bound as one copy is by the first touch of its pages. Ratios are paired (median over rounds). Each timed run waits for the collector's background threads first (2 ms per MB of input, 5–300 ms, the same for every variant).",
    "",
    table(
      [
        "items",
        "MB",
        "plan + bytes()",
        "unpack+ref+pack",
        "ratio",
        "plan",
        "unpack+ref",
        "ratio",
        "cutoff ratio",
        "bytes() alone",
        "one copy",
        "bytes()/copy",
        "plan + chunks()",
        "ratio",
      ],
      stored.map((r) => [
        num(r, "items"),
        (num(r, "bytes") / 1e6).toFixed(1),
        ms(num(r, "wasm plan + bytes()")),
        ms(num(r, "unpack + reference + pack")),
        ratio(num(r, "bytes out ratio")),
        ms(num(r, "wasm plan")),
        ms(num(r, "unpack + reference")),
        ratio(num(r, "plan ratio")),
        ratio(num(r, "cutoff ratio")),
        ms(num(r, "bytes() alone")),
        ms(num(r, "one copy")),
        ratio(num(r, "bytes()/copy")),
        ms(num(r, "wasm plan + chunks()")),
        ratio(num(r, "chunks out ratio")),
      ]),
    ),
    "",
  ];
}

/** A figure, or "–" where it was not measured (NaN). */
const orDash = (value: number, f: (v: number) => string) => (Number.isNaN(value) ? "–" : f(value));

export function floorSection(floors: Row[]): string[] {
  return [
    "## (c) The floor: core walk that only skips the msgpack structure, against the full scan",
    "",
    "`walk` is `walkItems` (nothing classified); `scan` is `prepareItems` + `reconcile`. Both read the input already copied into wasm memory (`copy`). `chunked` runs the bindings' path (`scanBytes`: 256 KiB chunks into a 1 MiB window), the copy included. No longer a target (a walk no caller can take; it shows what of the bytes path is the msgpack structure itself); where the whole input could not be allocated in the core's memory (–), chunked walk/scan.",
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
        orDash(num(r, "copy"), ms),
        orDash(num(r, "walk"), ms),
        orDash(num(r, "scan"), ms),
        orDash(num(r, "walk") / num(r, "scan"), pct),
        ms(num(r, "chunked walk")),
        ms(num(r, "chunked scan")),
        pct(num(r, "chunked walk") / num(r, "chunked scan")),
      ]),
    ),
    "",
  ];
}

export function memorySection(memory: Row[]): string[] {
  return [
    "## (e) Memory on the bytes path",
    "",
    "`wasm`: growth of the core's memory since before the first bytes call of the process (sizes run in ascending order first; memory only grows, so it is the most any call of that size needed): the 1 MiB scan window, the per-item arrays, the key index and the pairing tables. `JS`: typed arrays the plans keep (item offsets, order, slots; `process.memoryUsage().arrayBuffers` with a reconciliation and a compaction plan held, after `gc()`). Nothing is subtracted: the input belongs to the caller.",
    "",
    table(
      ["items", "input MB", "wasm growth MB", "JS arrays MB", "bytes/item beyond the input"],
      memory.map((r) => [
        num(r, "items"),
        (num(r, "bytes") / 1e6).toFixed(1),
        (num(r, "wasm") / 1e6).toFixed(2),
        (num(r, "js") / 1e6).toFixed(2),
        num(r, "perItem").toFixed(1),
      ]),
    ),
    "",
  ];
}

export function coldSection(cold: Row): string[] {
  return [
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
  ];
}

export function corpusSection(corpus: Row[], bytes: Row[]): string[] {
  if (!corpus.length)
    return [
      "## Real transcripts (../shared/corpus)",
      "",
      "The corpus is absent: not measured.",
      "",
    ];
  const over = corpus.filter(
    (r) => num(r, "reconcile auto/best") > 1.05 || num(r, "cutoff auto/best") > 1.05,
  );
  const largest = corpus
    .slice()
    .sort((a, b) => num(b, "items") - num(a, "items"))
    .slice(0, 5);
  const shown = [...largest, ...over.filter((r) => !largest.includes(r))];
  return [
    "## Real transcripts (../shared/corpus)",
    "",
    `All ${corpus.length} transcripts of the corpus through (a)'s variants (${CORPUS_ROUNDS} rounds of about 10k items' work each, one gc() before the first round rather than before every run: bench/measure.ts, RoundOptions); the \`auto\` target reads every one. Shown: the five largest and every transcript where \`auto\` was over 5% slower than the better engine (${over.length}).`,
    "",
    table(
      ["transcript", "items", ...AUTO_HEAD],
      shown.map((r) => [String(r.name), num(r, "items"), ...autoCells(r)]),
    ),
    "",
    "The three largest, stored as msgpack, through (b)'s variants:",
    "",
    table(
      ["transcript", "items", "KB", "plan + bytes()", "unpack+ref+pack", "ratio", "bytes()/copy"],
      bytes.map((r) => [
        String(r.name),
        num(r, "items"),
        (num(r, "bytes") / 1024).toFixed(0),
        ms(num(r, "wasm plan + bytes()")),
        ms(num(r, "unpack + reference + pack")),
        ratio(num(r, "bytes out ratio")),
        ratio(num(r, "bytes()/copy")),
      ]),
    ),
    "",
  ];
}

/** Every measured section, in report order. */
export function sections(run: RunFigures, cold: Row, corpusBytes: Row[]): string[] {
  return [
    ...peersSection(run.peers),
    ...enginesSection(run.engines),
    ...corpusSection(run.corpus, corpusBytes),
    ...storedSection(run.stored),
    ...floorSection(run.floors),
    ...coldSection(cold),
    ...memorySection(run.memory),
  ];
}
