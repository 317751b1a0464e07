// The shapes section's server paths, from one shapes run's rows: (b) stored bytes to reconciled
// bytes against unpack + reference + pack (target: 10x from 100k items, README), and the resident
// turn (targets: on the resident index, at most 1.5x its time over a tenfold step in size; from
// AUTO_RESIDENT_THRESHOLD items, a fresh projection's first compaction plan no slower than its
// first reconcile within the A/A), with the verdicts computed here.
import { AUTO_RESIDENT_THRESHOLD } from "../../bindings/engine/select.js";
import type { Row } from "../cases.js";
import { ms, ratio } from "../measure.js";
import { table } from "../report.js";
import { planNoSlower, TURN_LIMIT } from "../resident-report.js";

/** A row's stored-bytes and turn figures, as bench/shapes/child.ts writes them. */
export interface PathsRow {
  heap: "bare" | "server";
  stored?: Row;
  turn?: Row;
}

/** The bytes path's target (README): plan + chunks() at least this many times faster, from STORED_FROM items. */
export const STORED_TARGET = 10;
export const STORED_FROM = 100_000;

const num = (row: Row, key: string) => row[key] as number;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The bytes path's verdict on one row: judged from the target's size, with its figures when missed. */
function storedVerdict(s: Row): string {
  if (num(s, "items") < STORED_FROM) return `– (target from ${STORED_FROM} items)`;
  const r = num(s, "chunks out ratio");
  if (r >= STORED_TARGET) return "**met**";
  return `**missed**: ${ratio(r)} (plan + chunks() ${ms(num(s, "plan + chunks()"))} ms against ${ms(num(s, "unpack + reference + pack"))} ms)`;
}

/** Rows of (b) on one shape. */
export function storedTable(rows: PathsRow[]): string {
  const measured = rows.filter((r) => r.stored);
  return table(
    [
      "heap",
      "items",
      "stored",
      "plan + chunks()",
      "unpack + reference + pack",
      "ratio",
      "A/A",
      "allocated: plan + chunks()",
      "unpack + reference + pack",
      "verdict",
    ],
    measured.map(({ heap, stored }) => {
      const s = stored as Row;
      return [
        heap,
        num(s, "items"),
        mb(num(s, "bytes")),
        `${ms(num(s, "plan + chunks()"))} ms`,
        `${ms(num(s, "unpack + reference + pack"))} ms`,
        ratio(num(s, "chunks out ratio")),
        ratio(num(s, "chunks A/A")),
        kb(num(s, "plan + chunks() bytes")),
        kb(num(s, "unpack + reference + pack bytes")),
        storedVerdict(s),
      ];
    }),
  );
}

/**
 * The resident index's turn at the heap's largest size against its turn at a tenth of that size,
 * timed in the same rounds (bench/shapes/turn.ts), with its A/A; undefined when not measured.
 */
export function turnGrowth(
  rows: PathsRow[],
  heap: string,
): { growth: number; aa: number; to: Row } | undefined {
  const to = rows.filter((r) => r.heap === heap && r.turn).at(-1)?.turn;
  if (!to || typeof to["resident growth"] !== "number") return undefined;
  return { growth: num(to, "resident growth"), aa: num(to, "resident growth A/A"), to };
}

/** Is the first plan judged at this row's size (where a default-engine projection gets its index)? */
const firstsJudged = (t: Row) => num(t, "items") >= AUTO_RESIDENT_THRESHOLD;
const firstsNoSlower = (t: Row) =>
  planNoSlower(num(t, "first plan / first reconcile"), num(t, "first A/A"));

function firstsVerdict(t: Row): string {
  if (!firstsJudged(t)) return `– (judged from ${AUTO_RESIDENT_THRESHOLD} items)`;
  return firstsNoSlower(t) ? "**met**" : "**missed**";
}

/** Rows of the resident turn on one shape, and a line per heap with the turn's growth. */
export function turnTable(rows: PathsRow[]): string {
  const measured = rows.filter((r) => r.turn);
  const body = table(
    [
      "heap",
      "items",
      "turn",
      "on the resident index",
      "allocated per turn",
      "first reconcile",
      "first plan",
      "A/A's first reconcile",
      "first plan / first reconcile",
      "A/A",
      "first plan no slower",
    ],
    measured.map(({ heap, turn }) => {
      const t = turn as Row;
      return [
        heap,
        num(t, "items"),
        `${ms(num(t, "turn"))} ms`,
        `${ms(num(t, "resident turn"))} ms`,
        kb(num(t, "turn bytes")),
        `${ms(num(t, "first reconcile"))} ms`,
        `${ms(num(t, "first plan"))} ms`,
        `${ms(num(t, "first reconcile again"))} ms`,
        ratio(num(t, "first plan / first reconcile")),
        ratio(num(t, "first A/A")),
        firstsVerdict(t),
      ];
    }),
  );
  const growth = [...new Set(measured.map((r) => r.heap))].map((heap) => {
    const g = turnGrowth(rows, heap);
    if (!g) return `${heap}: the turn's growth not measured`;
    const verdict = g.growth <= TURN_LIMIT ? "**met**" : "**missed**";
    const items = num(g.to, "items");
    return `${heap}: the turn on the resident index at ${items} items is ${ratio(g.growth)} its time at ${Math.round(items / 10)} in the same rounds (A/A ${ratio(g.aa)}; medians ${ms(num(g.to, "resident turn"))} / ${ms(num(g.to, "resident turn at a tenth"))} ms; at most ${TURN_LIMIT}x): ${verdict}`;
  });
  return `${body}\n\n${growth.join("; ")}.`;
}

/** One shape's verdicts over its heaps: the bytes path, the turn's growth, the first plan. */
export function pathVerdicts(rows: PathsRow[]): [string, string, string] {
  const stored = rows.filter((r) => r.stored && num(r.stored, "items") >= STORED_FROM);
  const worstStored = Math.min(...stored.map((r) => num(r.stored as Row, "chunks out ratio")));
  const growths = ["bare", "server"].map((h) => turnGrowth(rows, h)).filter((g) => g !== undefined);
  const worstGrowth = Math.max(...growths.map((g) => g.growth));
  const turns = rows.filter((r) => r.turn && firstsJudged(r.turn)).map((r) => r.turn as Row);
  const slower = turns.filter((t) => !firstsNoSlower(t)).length;
  return [
    stored.length === 0
      ? "not measured"
      : `${worstStored >= STORED_TARGET ? "**met**" : "**missed**"} (≥ ${ratio(worstStored)})`,
    growths.length === 0
      ? "not measured"
      : `${worstGrowth <= TURN_LIMIT ? "**met**" : "**missed**"} (≤ ${ratio(worstGrowth)})`,
    turns.length === 0
      ? "not measured"
      : slower === 0
        ? "**met**"
        : `**missed** in ${slower} of ${turns.length}`,
  ];
}
