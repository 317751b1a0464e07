// Issue 16's six targets, judged from the numbers of one run (never typed in by hand).
import type { Row } from "./cases.js";
import { ratio } from "./measure.js";
import type { PeerRow } from "./peers/run.js";
import type { Target } from "./report.js";

export interface RunFigures {
  engines: Row[];
  corpus: Row[];
  peers: PeerRow[];
  stored: Row[];
  floors: Row[];
  memory: Row[];
  resident: Row[];
}

const num = (row: Row, key: string) => row[key] as number;
const at = (rows: Row[], n: number) => rows.filter((r) => r.items === n);
const big = (rows: Row[]) => rows.filter((r) => num(r, "items") >= 100_000);
const fmt = (values: number[], f: (v: number) => string) => values.map(f).join(", ");
const pct = (v: number) => `${(v * 100).toFixed(0)}%`;
const max = (values: number[]) => (values.length ? Math.max(...values) : Number.NaN);
/** A verdict over values: undefined (not measured) when there are none. */
const all = (values: number[], ok: (v: number) => boolean) =>
  values.length ? values.every(ok) : undefined;

function objectPath(peers: PeerRow[]): Target {
  const floors = peers.map((r) => r.toFloor["clinker auto"]);
  const slowest = peers.map((r) => Math.min(...Object.values(r.peerOverAuto)));
  const sizes = peers.map((r) => r.items).join(", ");
  return {
    n: 1,
    what: "object path (reconcile + family projection, `auto`) ≤ 3x the Map floor at 1k, 10k, 100k, and faster than each peer",
    met: peers.length ? floors.every((v) => v <= 3) && slowest.every((v) => v > 1) : undefined,
    figure: peers.length
      ? `floor ratio ${fmt(floors, ratio)}; slowest peer / clinker ${fmt(slowest, ratio)} (items ${sizes}; medians of ${peers[0].processes ?? 1} processes; clinker against itself, A/A: ${fmt(
          peers.map((r) => r.autoAA),
          ratio,
        )})`
      : "not measured: bench/peers not installed",
  };
}

/** Cells over 1.05 among both halves' values. */
const over = (...halves: number[][]) => halves.flat().filter((v) => v > 1.05).length;
/** Each row's A/A ratios: `auto` against a copy of itself, the run's noise on that cell. */
const noise = (rows: Row[]) => rows.flatMap((r) => [num(r, "reconcile A/A"), num(r, "cutoff A/A")]);

function autoChoice(engines: Row[], corpus: Row[]): Target {
  const ratios = (rows: Row[]) =>
    rows.flatMap((r) => [num(r, "reconcile auto/best"), num(r, "cutoff auto/best")]);
  const sizes = ratios(engines);
  const real = ratios(corpus);
  const worst = corpus.reduce<Row | undefined>(
    (w, r) =>
      !w ||
      Math.max(num(r, "reconcile auto/best"), num(r, "cutoff auto/best")) >
        Math.max(num(w, "reconcile auto/best"), num(w, "cutoff auto/best"))
        ? r
        : w,
    undefined,
  );
  return {
    n: 2,
    what: "`auto`, timed as its own variant, within 5% of the better engine at every size and on every corpus transcript",
    // Without the corpus half the target is not settled, whatever the sizes say.
    met: real.length ? all([...sizes, ...real], (v) => v <= 1.05) : undefined,
    figure: `auto/better ≤ ${max(sizes).toFixed(2)} over sizes; ≤ ${max(real).toFixed(2)} over ${corpus.length} corpus transcripts${worst ? ` (worst: ${worst.name})` : ""}; ${over(sizes, real)} of ${sizes.length + real.length} cells over 1.05 (identical code, A/A: ${over(noise(engines), noise(corpus))})`,
  };
}

function bytesOut(stored: Row[]): Target {
  const rows = big(stored);
  const out = rows.map((r) => num(r, "bytes out ratio"));
  const copy = rows.map((r) => num(r, "bytes()/copy"));
  const chunks = rows.map((r) => num(r, "chunks out ratio"));
  return {
    n: 3,
    what: "stored bytes → reconciled bytes (plan + `bytes()`) ≥ 10x msgpackr unpack + reference + pack (100k, 1M); `bytes()` ≤ 2x one copy",
    met: rows.length ? out.every((v) => v >= 10) && copy.every((v) => v <= 2) : undefined,
    // chunks() is reported beside the verdict, which stays on bytes() as the target names it.
    figure: `${fmt(out, ratio)}; bytes()/copy ${fmt(copy, ratio)}; plan + chunks() (no copy, not judged) ${fmt(chunks, ratio)}`,
  };
}

/** Target 4's ratio: walk/scan on the input copied whole, or the chunked path's where the whole did not fit. */
export const walkOverScan = (r: Row) =>
  Number.isNaN(num(r, "walk"))
    ? num(r, "chunked walk") / num(r, "chunked scan")
    : num(r, "walk") / num(r, "scan");

function scanFloor(floors: Row[]): Target {
  const rows = big(floors);
  const values = rows.map(walkOverScan);
  const chunked = rows.filter((r) => Number.isNaN(num(r, "walk"))).map((r) => num(r, "items"));
  return {
    n: 4,
    what: "wasm scan ≥ 80% as fast as the skip-only walk (100k, 1M)",
    met: all(values, (v) => v >= 0.8),
    figure: `${fmt(values, pct)}${chunked.length ? ` (chunked path at ${chunked.join(", ")} items: the whole input did not fit the core's memory)` : ""}`,
  };
}

function residentTurn(resident: Row[]): Target {
  const [small] = at(resident, 100_000);
  const [large] = at(resident, 1_000_000);
  const growth = small && large ? num(large, "turn") / num(small, "turn") : Number.NaN;
  const speedup = small ? num(small, "scratch") / num(small, "turn") : Number.NaN;
  return {
    n: 5,
    what: "resident turn (append 10, reconcile, cutoff) at 1M ≤ 1.5x its time at 100k; ≥ 100x faster than from scratch at 100k",
    met: small && large ? growth <= 1.5 && speedup >= 100 : undefined,
    figure:
      small && large
        ? `1M/100k ${ratio(growth)} (${num(large, "turn").toFixed(2)} / ${num(small, "turn").toFixed(2)} ms); scratch/turn ${ratio(speedup)}`
        : "not measured",
  };
}

function memory(rows: Row[]): Target {
  const measured = big(rows);
  const perItem = measured.map((r) => num(r, "perItem"));
  return {
    n: 6,
    what: "bytes-path memory (wasm growth + JS-side arrays; the input is not subtracted) ≤ 16 B/item beyond the input (100k, 1M)",
    met: all(perItem, (v) => v <= 16),
    figure: measured
      .map(
        (r) =>
          `${(num(r, "perItem")).toFixed(0)} B/item at ${num(r, "items") / 1000}k (wasm ${(num(r, "wasm") / 1e6).toFixed(1)} MB + JS ${(num(r, "js") / 1e6).toFixed(1)} MB)`,
      )
      .join("; "),
  };
}

/** The six targets of issue 16, from one run's figures. */
export function judge(run: RunFigures): Target[] {
  return [
    objectPath(run.peers),
    autoChoice(run.engines, run.corpus),
    bytesOut(run.stored),
    scanFloor(run.floors),
    residentTurn(run.resident),
    memory(run.memory),
  ];
}
