// `npm run bench`'s targets, judged from the numbers of one run (never typed in by hand): the object
// path against the peers and the Map floor, `auto` against both engines, and the bytes path as a
// server runs it (plan + chunks()). Retired (docs/decisions.md, "Benchmark targets"): bytes() into
// fresh memory, the scan against the skip-only walk, and bytes per item; their figures stay in
// RESULTS.md's sections. The resident turn is judged by bench/resident-turn.ts.
import type { Row } from "./cases.js";
import { ms, ratio } from "./measure.js";
import { type PeerRow, READS_FLOOR } from "./peers/run.js";
import { insideAA, settle, type Target } from "./report.js";

export interface RunFigures {
  engines: Row[];
  corpus: Row[];
  peers: PeerRow[];
  stored: Row[];
  floors: Row[];
  memory: Row[];
}

const num = (row: Row, key: string) => row[key] as number;
const big = (rows: Row[]) => rows.filter((r) => num(r, "items") >= 100_000);
const fmt = (values: number[], f: (v: number) => string) => values.map(f).join(", ");
const max = (values: number[]) => (values.length ? Math.max(...values) : Number.NaN);

/** Each figure's verdict with its bound when missed; not measured when `met` is undefined. */
function judged(
  what: string,
  figure: string,
  met: boolean | undefined,
  bound: () => string,
): Target {
  if (met === undefined) return { what, figure, met };
  return met ? { what, figure, met } : { what, figure, met, bound: bound() };
}

/** Where a peer's whole call is faster than SPEC §3's reads alone (bench/peers/family-reads.ts). */
function readsNote(r: PeerRow, peer: string): string {
  const reads = r.ms[READS_FLOOR];
  return reads !== undefined && reads >= r.ms[peer]
    ? ` (${ms(r.ms[peer])} ms: under SPEC §3's reads alone, ${ms(reads)} ms)`
    : "";
}

const OBJECT_PATH =
  "object path (reconcile + family projection, `auto`) ≤ 3x the Map floor at 1k, 10k, 100k, and faster than each peer";

function objectPath(peers: PeerRow[]): Target {
  if (!peers.length)
    return { what: OBJECT_PATH, figure: "not measured: bench/peers not installed", met: undefined };
  const floors = peers.map((r) => r.toFloor["clinker auto"]);
  const slowest = peers.map((r) => Math.min(...Object.values(r.peerOverAuto)));
  const floorOk = settle(floors, (v) => v <= 3);
  const peersOk = settle(slowest, (v) => v > 1);
  const met = floorOk === undefined || peersOk === undefined ? undefined : floorOk && peersOk;
  const figure = `floor ratio ${fmt(floors, ratio)}; slowest peer / clinker ${fmt(slowest, ratio)} (items ${peers.map((r) => r.items).join(", ")}; medians of ${peers[0].processes ?? 1} processes; clinker against itself, A/A: ${fmt(
    peers.map((r) => r.autoAA),
    ratio,
  )})`;
  return judged(OBJECT_PATH, figure, met, () => {
    const overFloor = peers
      .filter((r) => r.toFloor["clinker auto"] > 3)
      .map(
        (r) =>
          `at ${r.items} clinker's call ${ms(r.ms["clinker auto"])} ms against one Map pass ${ms(r.ms["Map floor"])} ms`,
      );
    const behind = peers.flatMap((r) =>
      Object.entries(r.peerOverAuto)
        .filter(([, v]) => v <= 1)
        .map(
          ([peer, v]) =>
            `${peer} ${ratio(v)} at ${r.items}${insideAA(v, r.autoAA) ? " (inside the A/A)" : ""}${readsNote(r, peer)}`,
        ),
    );
    return [
      overFloor.length ? `the floor: ${overFloor.join(", ")}` : "",
      behind.length ? `behind ${behind.join(", ")}` : "",
    ]
      .filter(Boolean)
      .join("; ");
  });
}

const OPS = ["reconcile", "cutoff"] as const;
/** Each row's cells: `auto` over the better engine, per operation. */
const cells = (rows: Row[]) =>
  rows.flatMap((r) => OPS.map((op) => ({ row: r, op, value: num(r, `${op} auto/best`) })));
/** Cells over 1.05. */
const over = (values: number[]) => values.filter((v) => v > 1.05).length;
/** Each row's A/A ratios: `auto` against a copy of itself, the run's noise on that cell. */
const noise = (rows: Row[]) => rows.flatMap((r) => OPS.map((op) => num(r, `${op} A/A`)));

const AUTO =
  "`auto`, timed as its own variant, within 5% of the better engine at every size and on every corpus transcript";

function autoChoice(engines: Row[], corpus: Row[]): Target {
  const sizes = cells(engines);
  const real = cells(corpus);
  const all = [...sizes, ...real];
  const values = all.map((c) => c.value);
  // Without the corpus half the target is not settled, whatever the sizes say.
  const met = real.length ? settle(values, (v) => v <= 1.05) : undefined;
  const figure = `auto/better ≤ ${max(sizes.map((c) => c.value)).toFixed(2)} over sizes; ${real.length ? `≤ ${max(real.map((c) => c.value)).toFixed(2)} over ${corpus.length} corpus transcripts` : "corpus not measured (../shared/corpus absent)"}; ${over(values)} of ${values.length} cells over 1.05 (identical code, A/A: ${over(noise([...engines, ...corpus]))})`;
  return judged(AUTO, figure, met, () => {
    const missed = all.filter((c) => c.value > 1.05);
    const worst = missed.reduce((w, c) => (c.value > w.value ? c : w));
    const { row, op } = worst;
    const better = Math.min(num(row, `${op} wasm`), num(row, `${op} reference`));
    const quiet = missed.filter((c) => insideAA(c.value, num(c.row, `${c.op} A/A`))).length;
    return `worst ${op} on ${row.name ?? `${num(row, "items")} items`}: auto ${ms(num(row, `${op} auto`))} ms against the better engine's ${ms(better)} ms (${ratio(worst.value)}, A/A ${ratio(num(row, `${op} A/A`))}); ${quiet} of the ${missed.length} cells over 1.05 are inside their A/A`;
  });
}

const BYTES =
  "stored bytes → reconciled bytes as a server writes them (plan + `chunks()`) ≥ 10x msgpackr unpack + reference + pack (100k, 1M)";

function bytesPath(stored: Row[]): Target {
  const rows = big(stored);
  const out = rows.map((r) => num(r, "chunks out ratio"));
  const met = settle(out, (v) => v >= 10);
  const figure = rows.length
    ? `${fmt(out, ratio)} (${rows.map((r) => `${ms(num(r, "wasm plan + chunks()"))} against ${ms(num(r, "unpack + reference + pack"))} ms`).join(", ")}); plan + \`bytes()\` into fresh memory, not judged: ${fmt(
        rows.map((r) => num(r, "bytes out ratio")),
        ratio,
      )}`
    : "not measured";
  return judged(BYTES, figure, met, () =>
    rows
      .filter((r) => num(r, "chunks out ratio") < 10)
      .map(
        (r) =>
          `at ${num(r, "items")} the plan alone is ${ms(num(r, "wasm plan"))} of the ${ms(num(r, "wasm plan + chunks()"))} ms (${ratio(num(r, "plan ratio"))} unpack + reference), so chunks() costs ${ms(num(r, "wasm plan + chunks()") - num(r, "wasm plan"))} ms`,
      )
      .join("; "),
  );
}

/** Walk/scan on the input copied whole, or the chunked path's where the whole did not fit (RESULTS.md (c)). */
export const walkOverScan = (r: Row) =>
  Number.isNaN(num(r, "walk"))
    ? num(r, "chunked walk") / num(r, "chunked scan")
    : num(r, "walk") / num(r, "scan");

/** `npm run bench`'s targets, from one run's figures. */
export function judge(run: RunFigures): Target[] {
  return [objectPath(run.peers), autoChoice(run.engines, run.corpus), bytesPath(run.stored)];
}
