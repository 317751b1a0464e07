// The peers rows as the median of separate processes: within one process `auto` against itself
// reads 0.97-1.03, but a peer over clinker moved 0.93-1.22 at 10k from one process to the next
// (each process's own JIT and heap layout), more than any row's A/A shows.
import { spawnSync } from "node:child_process";
import { bundledChild } from "../bundled-child.js";
import { median } from "../measure.js";
import type { PeerRow } from "./run.js";

/** Marks a row's JSON line in a child's output. */
export const ROW_PREFIX = "peer-row ";
/** Processes each size is measured in (the table: medians of three runs). */
export const PEER_PROCESSES = 3;

/** One child process's rows, bundled as the benchmark is. */
function childRows(sizes: readonly number[]): PeerRow[] {
  const run = spawnSync(
    process.execPath,
    bundledChild(
      "bench/peers/child.ts",
      ["--expose-gc", "--single-threaded-gc"],
      sizes.map(String),
    ),
    { encoding: "utf8", maxBuffer: 1 << 26 },
  );
  if (run.status !== 0) throw new Error(`bench/peers child failed: ${run.stderr}`);
  return run.stdout
    .split("\n")
    .filter((line) => line.startsWith(ROW_PREFIX))
    .map((line) => JSON.parse(line.slice(ROW_PREFIX.length)) as PeerRow);
}

/** Each field of `records` as the median over them. */
function mergeRecords(records: Record<string, number>[]): Record<string, number> {
  return Object.fromEntries(
    Object.keys(records[0]).map((name) => [name, median(records.map((r) => r[name]))]),
  );
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

/** One size's rows from several processes as one row: every figure the median over processes. */
export function mergeRows(rows: PeerRow[]): PeerRow {
  const peerOverAuto = rows.map((r) => r.peerOverAuto);
  return {
    items: rows[0].items,
    ms: mergeRecords(rows.map((r) => r.ms)),
    toFloor: mergeRecords(rows.map((r) => r.toFloor)),
    peerOverAuto: mergeRecords(peerOverAuto),
    autoAA: median(rows.map((r) => r.autoAA)),
    counts: rows[0].counts,
    processes: rows.length,
    peerRange: Object.fromEntries(
      Object.keys(peerOverAuto[0]).map((name) => [name, range(peerOverAuto.map((r) => r[name]))]),
    ),
  };
}

/**
 * The peers rows at `sizes`, each measured in {@link PEER_PROCESSES} fresh processes one after
 * another and merged by {@link mergeRows}.
 * @throws Error when a child process fails or a size is missing from its output.
 */
export function peersInProcesses(sizes: readonly number[], processes = PEER_PROCESSES): PeerRow[] {
  const runs = Array.from({ length: processes }, () => childRows(sizes));
  return sizes.map((n) => {
    const rows = runs.map((rowsOf) => rowsOf.find((r) => r.items === n));
    if (rows.some((r) => r === undefined)) throw new Error(`bench/peers: no row for ${n} items`);
    return mergeRows(rows as PeerRow[]);
  });
}
