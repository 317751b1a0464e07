// RESULTS.md and chart.svg from one run's figures. The hand-written analysis below the
// ANALYSIS marker of an existing RESULTS.md is kept.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { ms, ratio } from "./measure.js";

export const ANALYSIS = "<!-- analysis: hand-written, kept by npm run bench -->";

export interface Target {
  n: number;
  what: string;
  met: boolean | undefined;
  figure: string;
}

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

/** Horizontal bars of ratios (linear scale), each with its target as a tick. */
export function chart(title: string, bars: Bar[]): string {
  const rowH = 22;
  const left = 300;
  const width = 820;
  const top = 40;
  const max = Math.max(...bars.map((b) => Math.max(b.value, b.target))) * 1.1;
  const x = (v: number) => left + (v / max) * (width - left - 60);
  const height = top + bars.length * rowH + 30;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="20" font-size="14" font-weight="bold">${title}</text>`,
    `<text x="10" y="34" fill="#555">bar: measured ratio (higher is better); red tick: target</text>`,
  ];
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
