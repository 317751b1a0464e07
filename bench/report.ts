// RESULTS.md and chart.svg from one run's figures. The hand-written analysis below the
// ANALYSIS marker of an existing RESULTS.md is kept.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { ms, ratio } from "./measure.js";

export const ANALYSIS = "<!-- analysis: hand-written, kept by npm run bench -->";

/**
 * One target's verdict from one run: met, missed with what bounds it (from the same run's
 * figures), or not measured (undefined), which is never read as met.
 */
export type Target = { what: string; figure: string } & (
  | { met: true }
  | { met: false; bound: string }
  | { met: undefined }
);

export interface Bar {
  label: string;
  value: number;
  target: number;
}

/** A markdown table. */
export function table(head: string[], rows: (string | number)[][]): string {
  const align = head.map((_, i) => (i === 0 ? "---" : "---:"));
  return [head, align, ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

export function verdict(target: Target): string {
  return target.met === undefined ? "NOT MEASURED" : target.met ? "MET" : "MISSED";
}

/**
 * A verdict over values: undefined (not measured) when there are none or one is not a number
 * (a half of the target that did not run), else whether every value is `ok`.
 */
export function settle(values: readonly number[], ok: (v: number) => boolean): boolean | undefined {
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) return undefined;
  return values.every(ok);
}

/** Is a paired ratio no farther from 1 than its A/A (identical code) is: not a difference? */
export const insideAA = (value: number, aa: number): boolean =>
  Math.abs(value - 1) <= Math.abs(aa - 1);

/** A target's table row: what, verdict, and the figures, a miss followed by what bounds it. */
export function targetRow(target: Target): string[] {
  const measured =
    target.met === false ? `${target.figure}. What bounds it: ${target.bound}` : target.figure;
  return [target.what, `**${verdict(target)}**`, measured];
}

/** The head of every targets table (each bench's `target-rows:` block, copied into the README). */
export const TARGETS_HEAD = ["target", "verdict", "measured"];

/** A log-scale x position over [lo, hi] for a bar area starting at `left`, `span` wide. */
function logScale(lo: number, hi: number, left: number, span: number): (v: number) => number {
  const a = Math.log10(lo);
  const b = Math.log10(hi);
  return (v) => left + ((Math.log10(Math.max(v, lo)) - a) / (b - a)) * span;
}

function svgHead(width: number, height: number, title: string, note: string): string[] {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">${title}</text>`,
    `<text x="10" y="34" fill="#555">${note}</text>`,
  ];
}

/** Horizontal bars of ratios on a log scale, each with its target as a tick (higher is better). */
export function chart(title: string, bars: Bar[]): string {
  const rowH = 22;
  const left = 330;
  const width = 860;
  const top = 40;
  const values = bars.flatMap((b) => [b.value, b.target]).filter((v) => v > 0);
  const x = logScale(Math.min(...values) / 2, Math.max(...values) * 2, left, width - left - 60);
  const parts = svgHead(
    width,
    top + bars.length * rowH + 30,
    title,
    "bar: measured ratio, log scale (higher is better); red tick: target; green: met",
  );
  bars.forEach((bar, i) => {
    const y = top + i * rowH;
    const met = bar.value >= bar.target;
    parts.push(
      `<text x="${left - 8}" y="${y + 14}" text-anchor="end">${bar.label}</text>`,
      `<rect x="${left}" y="${y + 3}" width="${Math.max(1, x(bar.value) - left).toFixed(1)}" height="${rowH - 8}" fill="${met ? "#3a7d44" : "#c98a1b"}"/>`,
      `<text x="${(x(bar.value) + 4).toFixed(1)}" y="${y + 14}">${ratio(bar.value)}</text>`,
      `<line x1="${x(bar.target).toFixed(1)}" x2="${x(bar.target).toFixed(1)}" y1="${y + 1}" y2="${y + rowH - 3}" stroke="#d00" stroke-width="2"/>`,
    );
  });
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}

/** Groups of horizontal time bars (ms, log scale): one group per size, one bar per variant. */
export function timesChart(
  title: string,
  groups: { label: string; bars: { label: string; value: number }[] }[],
): string {
  const rowH = 18;
  const left = 300;
  const width = 860;
  const top = 44;
  const values = groups.flatMap((g) => g.bars.map((b) => b.value)).filter((v) => v > 0);
  const x = logScale(Math.min(...values) / 2, Math.max(...values) * 2, left, width - left - 80);
  const rows = groups.reduce((n, g) => n + g.bars.length + 1, 0);
  const parts = svgHead(
    width,
    top + rows * rowH + 20,
    title,
    "median ms per call, log scale (shorter is faster); blue: clinker, grey: floor, orange: peers",
  );
  let y = top;
  for (const group of groups) {
    parts.push(`<text x="10" y="${y + 13}" font-weight="bold">${group.label}</text>`);
    y += rowH;
    for (const bar of group.bars) {
      const fill = bar.label.startsWith("clinker")
        ? "#2c5d9e"
        : bar.label === "Map floor"
          ? "#888"
          : "#c98a1b";
      parts.push(
        `<text x="${left - 8}" y="${y + 12}" text-anchor="end">${bar.label}</text>`,
        `<rect x="${left}" y="${y + 3}" width="${Math.max(1, x(bar.value) - left).toFixed(1)}" height="${rowH - 6}" fill="${fill}"/>`,
        `<text x="${(x(bar.value) + 4).toFixed(1)}" y="${y + 12}">${ms(bar.value)} ms</text>`,
      );
      y += rowH;
    }
  }
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}

/**
 * Puts `text` (which starts with `begin` and ends with `end`) in place of the section between
 * those markers of the file at `path`, or at its end when it has none.
 */
export function recordSection(path: string, text: string, begin: string, end: string): void {
  const old = existsSync(path) ? readFileSync(path, "utf8") : "";
  const start = old.indexOf(begin);
  const stop = old.indexOf(end);
  const next =
    start >= 0 && stop > start
      ? old.slice(0, start) + text + old.slice(stop + end.length)
      : `${old.trimEnd()}\n\n${text}\n`;
  writeFileSync(path, next);
}

/** Writes RESULTS.md: the measured part, then the kept analysis. */
export function writeResults(path: string, measured: string): void {
  let analysis = `${ANALYSIS}\n`;
  if (existsSync(path)) {
    const old = readFileSync(path, "utf8");
    const at = old.indexOf(ANALYSIS);
    if (at >= 0) analysis = old.slice(at);
  }
  writeFileSync(path, `${measured}\n${analysis}`);
}

export { ms, ratio };
