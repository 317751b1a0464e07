// bench/RESULTS.md's shapes section and the README's paragraph, from one shapes run's rows, with
// the verdicts computed here: `auto` within 5% of the better engine, the object path ahead of
// every peer, on every shape, size and heap; the stored bytes' path and the resident turn
// (./paths-report.ts).
import { AUTO_MEASURED_FROM, AUTO_RESIDENT_THRESHOLD } from "../../bindings/engine/select.js";
import type { Row } from "../cases.js";
import { ms, ratio } from "../measure.js";
import { type PeerRow, READS_FLOOR } from "../peers/run.js";
import { insideAA, table } from "../report.js";
import { FIRST_ROUNDS } from "../resident-report.js";
import {
  pathVerdicts,
  STORED_FROM,
  STORED_TARGET,
  storedTable,
  turnTable,
} from "./paths-report.js";
import type { Shape } from "./shapes.js";

/** Marks a row's JSON line in a child's output (bench/shapes/child.ts). */
export const SHAPE_ROW = "shape-row ";

export interface ShapeRow {
  shape: string;
  heap: "bare" | "server";
  liveMB: number;
  engines: Row;
  peer?: PeerRow;
  /** (b): stored bytes to reconciled bytes (./stored.ts). */
  stored?: Row;
  /** The resident turn (./turn.ts). */
  turn?: Row;
}

const num = (row: Row, key: string) => row[key] as number;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
const TOLERANCE = 1.05;

/** The worse of `auto`'s two paired ratios to the better engine. */
export const autoWorst = (r: Row) =>
  Math.max(num(r, "reconcile auto/best"), num(r, "cutoff auto/best"));

/** What bounds a cell over 5%, from its own figures. */
function bound(r: Row): string {
  const ops = ["reconcile", "cutoff"].filter((op) => num(r, `${op} auto/best`) > TOLERANCE);
  return ops
    .map((op) => {
      const aa = Math.abs(num(r, `${op} A/A`) - 1);
      const over = num(r, `${op} auto/best`) - 1;
      if (over <= aa + 0.02)
        return `${op}: within this cell's noise (A/A ${ratio(num(r, `${op} A/A`))})`;
      const better = r[`${op} better`];
      // Where the one pass gives up, `auto` plans on an engine: the reference below
      // AUTO_MEASURED_FROM items (its own code: noise), else the measured choice.
      if (r["one pass"] === "no" && num(r, "items") < AUTO_MEASURED_FROM && better === "reference")
        return `${op}: the one pass gives up and auto runs the reference engine's own code below ${AUTO_MEASURED_FROM} items (noise; A/A ${ratio(num(r, `${op} A/A`))})`;
      const path =
        r["one pass"] === "no" ? "the measured choice (the one pass gives up)" : "the one pass";
      return `${op}: ${path} ${ms(num(r, `${op} auto`))} ms against ${better} ${ms(num(r, `${op} ${better}`))} ms`;
    })
    .join("; ");
}

/** The slowest peer over clinker `auto` (above 1: clinker ahead of every peer). */
export const slowestPeer = (p: PeerRow) => Math.min(...Object.values(p.peerOverAuto));

/**
 * What bounds a row where a peer is not slower, from its own figures: the paired ratio the
 * verdict reads with both medians (in a heap where collections fall inside calls the two can
 * disagree), and the peer's time as the pairing reads it against the reads SPEC §3 asks of a
 * family selection alone (a floor clinker's call cannot go under).
 */
export function behindBound(p: PeerRow): string {
  const reads = p.ms[READS_FLOOR];
  const clinker = ms(p.ms["clinker auto"]);
  return Object.entries(p.peerOverAuto)
    .filter(([, v]) => v <= 1)
    .map(([name, v]) => {
      const noise = insideAA(v, p.autoAA) ? ", inside the A/A" : "";
      const peer = `${name.split(" ")[0]} ${ratio(v)} clinker's time, paired${noise} (medians ${ms(p.ms[name])} against ${clinker} ms)`;
      if (reads === undefined) return peer;
      return reads >= v * p.ms["clinker auto"] // the peer's time as the pairing reads it
        ? `${peer}, under SPEC §3's reads alone (${ms(reads)} ms)`
        : `${peer}; SPEC §3's reads ${ms(reads)} ms`;
    })
    .join("; ");
}

function engineTable(rows: ShapeRow[]): string {
  return table(
    [
      "heap",
      "items",
      "reconcile wasm",
      "reference",
      "auto",
      "auto/better",
      "A/A",
      "cutoff auto/better",
      "A/A",
      "allocated per call: auto",
      "wasm",
      "reference",
      "verdict",
    ],
    rows.map(({ heap, engines: r }) => [
      heap,
      num(r, "items"),
      ms(num(r, "reconcile wasm")),
      ms(num(r, "reconcile reference")),
      ms(num(r, "reconcile auto")),
      num(r, "reconcile auto/best").toFixed(2),
      num(r, "reconcile A/A").toFixed(2),
      num(r, "cutoff auto/best").toFixed(2),
      num(r, "cutoff A/A").toFixed(2),
      kb(num(r, "reconcile auto bytes")),
      kb(num(r, "reconcile wasm bytes")),
      kb(num(r, "reconcile reference bytes")),
      autoWorst(r) <= TOLERANCE ? "**met**" : `**missed**: ${bound(r)}`,
    ]),
  );
}

const PEERS = [
  "agents-core dropOrphanToolCalls",
  "ai convertToLanguageModelPrompt",
  "pi-ai transformMessages",
] as const;

function peerTable(rows: ShapeRow[]): string {
  const measured = rows.filter((r) => r.peer);
  return table(
    [
      "heap",
      "items",
      "clinker auto",
      "SPEC §3 reads floor",
      ...PEERS.map((p) => `${p.split(" ")[0]} / auto`),
      "A/A",
      "allocated: clinker auto",
      ...PEERS.map((p) => p.split(" ")[0]),
      "verdict",
    ],
    measured.map(({ heap, peer }) => {
      const p = peer as PeerRow;
      return [
        heap,
        p.items,
        `${ms(p.ms["clinker auto"])} ms`,
        p.ms[READS_FLOOR] === undefined ? "–" : `${ms(p.ms[READS_FLOOR])} ms`,
        ...PEERS.map((name) => ratio(p.peerOverAuto[name])),
        ratio(p.autoAA),
        p.allocated ? kb(p.allocated["clinker auto"]) : "–",
        ...PEERS.map((name) => (p.allocated ? kb(p.allocated[name]) : "–")),
        slowestPeer(p) > 1 ? "**ahead**" : `**behind**: ${behindBound(p)}`,
      ];
    }),
  );
}

/** What each library did at the largest size of `rows` (the counts do not depend on the heap). */
function didTable(rows: ShapeRow[]): string {
  const largest = rows.filter((r) => r.peer).at(-1)?.peer;
  if (!largest) return "";
  return table(
    ["library", `what it did to ${largest.items} items`],
    Object.entries(largest.counts).map(([name, did]) => [name, did]),
  );
}

/** The verdict lines: one per shape, over its sizes and heaps. */
export function verdicts(rows: ShapeRow[], shapes: readonly Shape[]): string[][] {
  return shapes
    .filter((s) => rows.some((r) => r.shape === s.name))
    .map((s) => {
      const mine = rows.filter((r) => r.shape === s.name);
      const worst = Math.max(...mine.map((r) => autoWorst(r.engines)));
      const aa = Math.max(
        ...mine.flatMap((r) => [num(r.engines, "reconcile A/A"), num(r.engines, "cutoff A/A")]),
      );
      const misses = mine.filter((r) => autoWorst(r.engines) > TOLERANCE);
      const peers = mine.filter((r) => r.peer).map((r) => slowestPeer(r.peer as PeerRow));
      return [
        s.name,
        misses.length === 0 ? "**met**" : `**missed** in ${misses.length} of ${mine.length}`,
        `≤ ${worst.toFixed(2)} (A/A ≤ ${aa.toFixed(2)})`,
        peers.length === 0
          ? "not measured"
          : peers.every((v) => v > 1)
            ? "**ahead**"
            : "**behind**",
        peers.length ? `${ratio(Math.min(...peers))}` : "–",
        ...pathVerdicts(mine),
      ];
    });
}

export const VERDICT_HEAD = [
  "shape",
  "auto within 5% of the better engine",
  "auto/better (noise)",
  "object path ahead of every peer",
  "slowest peer / auto",
  `bytes path ≥ ${STORED_TARGET}x from ${STORED_FROM / 1000}k`,
  "resident turn's growth over 10x items ≤ 1.5x",
  "first plan no slower than first reconcile",
];

/** The RESULTS.md section of one shapes run. */
export function shapesSection(rows: ShapeRow[], shapes: readonly Shape[], header: string): string {
  const server = rows.find((r) => r.heap === "server");
  const bare = rows.find((r) => r.heap === "bare");
  const lines = [
    "<!-- shapes:begin -->",
    "## Shapes (bench/shapes: `npm run bench:shapes`)",
    "",
    header,
    "",
    `Two heaps, each its own process: \`bare\` holds only the transcript (${bare?.liveMB ?? "–"} MB live; gc() before every timed run); \`server\` holds other sessions' transcripts and a cache beside it (${server?.liveMB ?? "–"} MB live), no gc() forced, and parses a ~256 KB request and replaces a cache entry before every timed call (bench/shapes/heap.ts), so a collection falls in the calls as in a server. \`auto/better\` is the paired ratio of \`auto\` to the better engine in the same rounds; \`A/A\` is \`auto\` against a copy of itself (the cell's noise). Allocated per call: JS heap and external bytes over one call, what collections inside it freed added back (bench/shapes/allocation.ts; ai's is the synchronous part of an async call). Peers: paired ratio of each peer's time to clinker's object path, \`reconcileItems(items, { engine: "auto" }).items({ repairOutput, family, itemFamilies })\` (above 1: clinker is faster); a compaction item is an empty text part for ai and pi, which have none. \`SPEC §3 reads floor\` is one bare pass doing only the reads a family selection must (each item's type, a message's role, reasoning fields and content parts' types, a private item's producer; bench/peers/family-reads.ts): where a peer is ahead, the verdict says whether those reads alone take longer than the peer's whole call.`,
    "",
    `The stored bytes' path, section (b) per shape: the transcript packed with the library's \`MSGPACK_OPTIONS\`, \`reconcileMsgpack(bytes).chunks({ repairOutput })\` on the default engine against msgpackr unpack + the reference engine + pack, the ratio of their medians (the baseline runs in rounds of its own, 3 at 100k: its garbage, 800 MB at 100k items of 1-2 KB, was billed to the call after it), the plan against a copy of itself as the A/A; the README's target (at least ${STORED_TARGET}x) is judged from ${STORED_FROM / 1000}k items. The resident turn: a \`Projection\` of the shape's first items, 21 turns (median, after one untimed) each appending the shape's next 10 items, \`reconcileItems(projection)\` and \`makeCompactionPlan(projection)\` (default cutoff), with the heap's own preparation before each: on the default engine as a host runs it (below ${AUTO_RESIDENT_THRESHOLD} items it plans a projection on the batch path, by the memory policy, so its turn there grows with the transcript) and on the resident index (\`engine: "wasm"\`, the path the default takes from that size). The index's turn at each size is timed in the same rounds as a second index of a tenth of the size (bench/measure.ts \`rounds\`: a seeded shuffled order; a second index at the size is the A/A), and at the largest size the median of their per-round ratio is at most 1.5x (the README's target reads 1M against 100k); from ${AUTO_RESIDENT_THRESHOLD} items a fresh projection's first plan is no slower than its first reconcile (bench/first-calls.ts: ${FIRST_ROUNDS} rounds in a rotating order after one untimed call of each, the heap's preparation before each call; the median of per-round ratios, a second first reconcile's against the first as the A/A).`,
    "",
    "<!-- readme:shapes -->",
    readmeParagraph(rows, shapes),
    "<!-- /readme:shapes -->",
    "",
    table(VERDICT_HEAD, verdicts(rows, shapes)),
    "",
  ];
  for (const shape of shapes) {
    const mine = rows.filter((r) => r.shape === shape.name);
    if (!mine.length) continue;
    lines.push(
      `### ${shape.name}`,
      "",
      `${shape.note}.`,
      "",
      engineTable(mine),
      "",
      peerTable(mine),
      "",
      didTable(mine),
      "",
      storedTable(mine),
      "",
      turnTable(mine),
      "",
    );
  }
  lines.push("<!-- shapes:end -->");
  return lines.join("\n");
}

/** The peers' verdict over the shapes: a shape whose peers did not run is never counted as met. */
function peerVerdict(behind: string[], unmeasured: string[]): string {
  const parts = [];
  if (behind.length) parts.push(`**missed** on ${behind.join(", ")}`);
  if (unmeasured.length) parts.push(`**not measured** on ${unmeasured.join(", ")}`);
  return parts.length ? parts.join("; ") : "**met** on every shape";
}

/** The README's paragraph: the verdicts in one sentence each way, with the worst figures. */
function readmeParagraph(rows: ShapeRow[], shapes: readonly Shape[]): string {
  const v = verdicts(rows, shapes);
  const sizes = [...new Set(rows.map((r) => num(r.engines, "items")))].join(", ");
  const missed = v.filter((line) => line[1].includes("missed")).map((line) => line[0]);
  const behind = v.filter((line) => line[3].includes("behind")).map((line) => line[0]);
  const unmeasured = v.filter((line) => line[3].includes("not measured")).map((line) => line[0]);
  const worst = Math.max(...rows.map((r) => autoWorst(r.engines)));
  const peers = rows.filter((r) => r.peer).map((r) => slowestPeer(r.peer as PeerRow));
  const paths = pathsClause(v);
  return `**On ${v.length} shapes of transcript** (\`npm run bench:shapes\`: the corpus's statistics, issue 35's, no tool calls, all parallel, runs of orphans, one long tool loop, a late compaction; ${sizes} items; a bare heap and a server-like one): \`auto\` within 5% of the better engine ${missed.length ? `**missed** on ${missed.join(", ")}` : "**met** on every shape"} (worst auto/better ${worst.toFixed(2)}); the object path ahead of every peer ${peerVerdict(behind, unmeasured)} (slowest peer / clinker ≥ ${peers.length ? ratio(Math.min(...peers)) : "–"})${paths}. Per shape, with what bounds each miss, and what bounds each missed target above: [bench/RESULTS.md](bench/RESULTS.md#shapes-benchshapes-npm-run-benchshapes) and its analysis part.`;
}

/** The README paragraph's clause on the bytes path and the resident turn (verdict columns 5-7). */
function pathsClause(v: string[][]): string {
  const missedIn = (column: number) =>
    v.filter((line) => line[column].includes("missed")).map((line) => line[0]);
  const say = (column: number) => {
    const missed = missedIn(column);
    return missed.length ? `**missed** on ${missed.join(", ")}` : "**met** on every shape";
  };
  return `; stored bytes to reconciled bytes ≥ ${STORED_TARGET}x unpack + reference + pack from ${STORED_FROM / 1000}k items ${say(5)}; the resident index's turn over ten times the items ≤ 1.5x its time ${say(6)}, from ${AUTO_RESIDENT_THRESHOLD / 1000}k items a fresh projection's first compaction plan no slower than its first reconcile ${say(7)}`;
}
