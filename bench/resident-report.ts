// bench/resident-turn.ts's section of bench/RESULTS.md from one run's figures, with its two
// verdicts computed here: the host's turn at the largest size within 1.5x of the smallest, and a
// fresh projection's first compaction plan no slower than its first reconcile within the A/A.
import { ms, ratio } from "./measure.js";
import { settle, TARGETS_HEAD, type Target, table, targetRow } from "./report.js";

export const RESIDENT_BEGIN = "<!-- resident-turn:begin -->";
export const RESIDENT_END = "<!-- resident-turn:end -->";

/** The host's turns at one size (default engine): its firsts, the median turn, bytes per turn. */
export interface HostRow {
  base: number;
  reconcile: number;
  plan: number;
  turn: number;
  bytes: number;
}

/** A fresh projection's first plan and first reconcile, and a second first reconcile's ratio (A/A). */
export interface FreshRow {
  base: number;
  /** Medians of CPU ms; `again` the A/A's (a second first reconcile: how far two medians of one call land apart). */
  plan: number;
  reconcile: number;
  again: number;
  /** Medians of per-round ratios: the plan's to the reconcile's, the A/A's to the reconcile's. */
  ratio: number;
  aa: number;
}

/** The wasm engine's turn back to back and with gc() before each, and from scratch at the first size. */
export interface WasmRow {
  base: number;
  turn: number;
  forced: number;
  scratch?: number;
}

export interface ResidentRun {
  host: HostRow[];
  fresh: FreshRow[];
  wasm: WasmRow[];
  /** Date, machine and load: the run's heading line. */
  stamp: string;
}

/** Rounds of a fresh projection's first calls (one call each a round: more than a turn's median needs). */
export const FIRST_ROUNDS = 15;
/** The turn's growth allowed over a tenfold step in size. */
export const TURN_LIMIT = 1.5;
const size = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** A first plan's ratio to its first reconcile is no slower when at most 1 or no further from 1 than the A/A. */
export const planNoSlower = (r: number, aa: number) => r <= 1 || r - 1 <= Math.abs(aa - 1);
const noSlower = (f: FreshRow) => planNoSlower(f.ratio, f.aa);
/** The three calls' medians: the A/A's shows how far medians of one call land apart in the run. */
const medians = (f: FreshRow) =>
  `medians ${ms(f.plan)} / ${ms(f.reconcile)} ms, the A/A's ${ms(f.again)} ms`;

/** The host's turn at the largest size against the smallest. */
export function turnTarget(host: HostRow[]): Target {
  const small = host[0];
  const large = host.length > 1 ? host.at(-1) : undefined;
  const what = `resident turn as a host runs it (append 10, \`reconcileItems(projection)\`, \`makeCompactionPlan(projection)\`, default engine) at ${large ? size(large.base) : "1M"} ≤ ${TURN_LIMIT}x its time at ${small ? size(small.base) : "100k"}`;
  if (!small || !large)
    return { what, figure: "not measured: the run had fewer than two sizes", met: undefined };
  const growth = large.turn / small.turn;
  const figure = `${ratio(growth)} (${ms(large.turn)} / ${ms(small.turn)} ms)`;
  const met = settle([growth], (v) => v <= TURN_LIMIT);
  if (met === undefined) return { what, figure, met };
  if (met) return { what, figure, met };
  return {
    what,
    figure,
    met,
    bound: `a turn allocates ${kb(large.bytes)} at ${size(large.base)} against ${kb(small.bytes)} at ${size(small.base)} (${ratio(large.bytes / small.bytes)}): the part of the turn that grows with the projection, not with the 10 items appended`,
  };
}

/** Each size's first compaction plan against its first reconcile (fresh projections). */
export function firstPlanTarget(fresh: FreshRow[]): Target {
  const what =
    "first `makeCompactionPlan` of a fresh projection no slower than its first `reconcileItems` (within the run's A/A), at each size";
  const figure = fresh.length
    ? fresh
        .map((f) => `${ratio(f.ratio)} (A/A ${ratio(f.aa)}; ${medians(f)}) at ${size(f.base)}`)
        .join(", ")
    : "not measured";
  const values = fresh.flatMap((f) => [f.ratio, f.aa]);
  const measured = settle(values, () => true);
  if (measured === undefined) return { what, figure, met: undefined };
  const slower = fresh.filter((f) => !noSlower(f));
  if (slower.length === 0) return { what, figure, met: true };
  return {
    what,
    figure,
    met: false,
    bound: slower
      .map(
        (f) =>
          `at ${size(f.base)} the first plan takes ${((f.ratio - 1) * 100).toFixed(1)}% more than the first reconcile, the median of their per-round ratios (${medians(f)}), where the A/A is ${(Math.abs(f.aa - 1) * 100).toFixed(1)}%`,
      )
      .join("; "),
  };
}

/** Figures other pages quote (docs/runtimes.md), by name. */
export function residentFigures(run: ResidentRun): Record<string, string> {
  const [small] = run.host;
  const large = run.host.length > 1 ? run.host.at(-1) : undefined;
  const scratch = run.wasm[0]?.scratch;
  return {
    "host-turn-items": small ? size(small.base) : "not measured",
    "host-turn": small ? `${ms(small.turn)} ms` : "not measured",
    "host-turn-scratch": scratch === undefined ? "not measured" : `${ms(scratch)} ms`,
    "host-turn-speedup":
      small && scratch !== undefined ? `${(scratch / small.turn).toFixed(0)}x` : "not measured",
    "host-turn-items-large": large ? size(large.base) : "not measured",
    "host-turn-large": large ? `${ms(large.turn)} ms` : "not measured",
  };
}

/** One row of the section's table over the sizes, with the largest over the smallest when asked. */
function across<T extends { base: number }>(
  rows: T[],
  label: string,
  cell: (r: T) => string,
  value?: (r: T) => number,
): string[] {
  const last = rows.at(-1);
  const growth = value && rows.length > 1 && last ? ratio(value(last) / value(rows[0])) : "";
  return [label, ...rows.map(cell), growth];
}

/** The section: how it ran, the verdicts as table rows the README copies, and the figures. */
export function residentSection(run: ResidentRun): string {
  const targets = [turnTarget(run.host), firstPlanTarget(run.fresh)];
  const sizes = run.host.map((h) => size(h.base));
  const growthHead = sizes.length > 1 ? `${sizes.at(-1)} / ${sizes[0]}` : "";
  const fresh = (f: FreshRow) => `${ratio(f.ratio)} (${ratio(f.aa)})`;
  const wasm = run.wasm;
  return [
    RESIDENT_BEGIN,
    "## The resident turn as a host runs it (bench/resident-turn.ts)",
    "",
    `Generated by \`node --expose-gc --single-threaded-gc --max-old-space-size=8192 --import tsx bench/resident-turn.ts\`: ${run.stamp}. CPU time. The host part runs first in the process: the default engine (no \`engine\` option), a fresh \`Projection\`, its first \`reconcileItems\`, its first \`makeCompactionPlan\` (default cutoff), then 21 turns of append 10 + \`reconcileItems(projection)\` + \`makeCompactionPlan(projection)\` (median, after one warm-up turn), then the bytes each of 21 more turns allocates (median; \`bench/shapes/allocation.ts\`). Then the first \`makeCompactionPlan\` of a fresh projection against the first \`reconcileItems\` of an identical fresh one, and a first reconcile of a third as the A/A (the comparison's noise): ${FIRST_ROUNDS} rounds in a rotating order after one untimed call of each (bench/first-calls.ts), gc() before each call; the ratios are medians of per-round ratios, the times medians. Last, the wasm engine's turn (\`bench/cases.ts\` \`resident\`) back to back and with gc() before each, and from scratch (the same two calls on a plain array and a fresh \`Projection\`). Verdicts are computed by the run; a miss says what bounds it.`,
    "",
    "<!-- target-rows:resident-turn: copied into README.md's targets table by script/readme-figures.mjs -->",
    table(TARGETS_HEAD, targets.map(targetRow)),
    "<!-- /target-rows:resident-turn -->",
    `<!-- figures: ${JSON.stringify(residentFigures(run))} -->`,
    "",
    table(
      ["", ...sizes, growthHead],
      [
        across(
          run.fresh,
          "fresh projection: first `makeCompactionPlan`",
          (f) => `${ms(f.plan)} ms`,
        ),
        across(
          run.fresh,
          "fresh projection: first `reconcileItems`",
          (f) => `${ms(f.reconcile)} ms`,
        ),
        across(
          run.fresh,
          "fresh projection: a second first `reconcileItems` (the A/A)",
          (f) => `${ms(f.again)} ms`,
        ),
        across(run.fresh, "first plan / first reconcile (A/A), medians of per-round ratios", fresh),
        across(
          run.host,
          "host turn (default engine, median of 21)",
          (h) => `${ms(h.turn)} ms`,
          (h) => h.turn,
        ),
        across(
          run.host,
          "bytes a host turn allocates (median of 21)",
          (h) => kb(h.bytes),
          (h) => h.bytes,
        ),
        across(
          run.host,
          "host: first `reconcileItems`, then first `makeCompactionPlan`",
          (h) => `${ms(h.reconcile)}, ${ms(h.plan)} ms (${ratio(h.plan / h.reconcile)})`,
        ),
        across(
          wasm,
          "wasm turn back to back",
          (w) => `${ms(w.turn)} ms`,
          (w) => w.turn,
        ),
        across(
          wasm,
          "wasm turn, gc() before each",
          (w) => `${ms(w.forced)} ms`,
          (w) => w.forced,
        ),
        across(wasm, "from scratch (reconcile + cutoff, default engine)", (w) =>
          w.scratch === undefined ? "–" : `${ms(w.scratch)} ms`,
        ),
      ],
    ),
    RESIDENT_END,
  ].join("\n");
}
