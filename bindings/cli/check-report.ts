// `check`'s text report (the `--json` document is the FileReport list itself).

import { appendAll } from "../append-all.js";
import type { ConversationReport, FileReport } from "./check.js";
import { failureText, lenientHint } from "./failure.js";
import { type Colors, plural } from "./style.js";
import type { KeyedAt } from "./tally.js";

// The record, and the item number `compact --cutoff` takes.
const where = (at: { line?: number; index: number; item?: number }) =>
  (at.line !== undefined ? `line ${at.line}` : `record ${at.index}`) +
  (at.item !== undefined ? ` (item ${at.item})` : "");

function keyed(label: string, list: readonly KeyedAt[], c: Colors): string {
  if (!list.length) return `${label} 0`;
  const shown = list.slice(0, 3).map((k) => `${k.callId} at ${where(k)}`);
  const more = list.length > 3 ? `, +${list.length - 3} more` : "";
  return c.yellow(`${label} ${list.length} (${shown.join(", ")}${more})`);
}

function counts(record: Record<string, number>): string {
  const entries = Object.entries(record).sort((a, b) => b[1] - a[1]);
  return entries.length ? entries.map(([k, n]) => `${k} ${n}`).join(", ") : "none";
}

function conversationLines(r: ConversationReport, c: Colors): string[] {
  const about = [r.model, r.family, r.sessionId && `session ${r.sessionId}`].filter(Boolean);
  const lines = [`  ${c.bold(r.id)}${about.length ? c.dim(`  ${about.join(" · ")}`) : ""}`];
  lines.push(`    items ${r.items}: ${counts(r.kinds)}`);
  lines.push(
    `    calls ${r.calls}, outputs ${r.outputs}, ${keyed("unresolved", r.unresolved, c)}, ${keyed("orphans", r.orphans, c)}, ${keyed("duplicates", r.duplicates, c)}`,
  );
  if (r.malformed.length)
    lines.push(
      c.yellow(
        `    malformed ${r.malformed.length} (${r.malformed.slice(0, 3).map(where).join(", ")}${r.malformed.length > 3 ? ", ..." : ""})`,
      ),
    );
  lines.push(`    private items: ${counts(r.private)}`);
  const compactions = r.compactions.map(
    (p) => `${p.source} at ${where(p)} after ${p.before} items`,
  );
  lines.push(`    compactions: ${compactions.length ? compactions.join("; ") : "none"}`);
  if (!r.preflight.ran) {
    lines.push(
      c.dim(
        `    preflight (${r.preflight.api}) not run: ${r.preflight.skippedBecause}; verdict from the pairing counts`,
      ),
    );
  }
  for (const v of r.violations) {
    const at = v.line !== undefined ? ` line ${v.line}` : "";
    lines.push(`    ${c.red("✗")} ${c.red(v.rule)}${at}: ${v.message} ${c.dim(`(fix: ${v.fix})`)}`);
  }
  if (r.preflight.ran) {
    const verdict = r.ok
      ? c.green("✓ clean")
      : c.red(`✗ ${plural(r.violations.length, "violation")}`);
    lines.push(`    ${verdict} for ${r.preflight.api}`);
  } else
    lines.push(
      `    ${r.ok ? c.green("✓ pairing clean") : c.red("✗ unresolved calls, orphans or duplicates")}`,
    );
  return lines;
}

/** The report of one file. */
export function fileLines(report: FileReport, c: Colors): string[] {
  if (report.error) {
    const at = report.error.line !== undefined ? ` (line ${report.error.line})` : "";
    const text = `${failureText(report.error)}${lenientHint(report.error)}`;
    return [`${c.bold(report.file)}: ${c.red(`unreadable${at}`)}: ${text}`];
  }
  const head = `${c.bold(report.file)}: ${report.format} (${report.api}), ${plural(report.conversations.length, "conversation")}`;
  const lines = [head];
  for (const w of report.warnings) lines.push(c.yellow(`  warning: ${w}`));
  const unknown = counts(report.unknownTypes);
  if (unknown !== "none")
    lines.push(
      c.yellow(`  records of types this reader does not know (read past, no items): ${unknown}`),
    );
  if (report.skippedCount)
    lines.push(c.yellow(`  skipped ${plural(report.skippedCount, "record")} (--lenient)`));
  for (const r of report.conversations) appendAll(lines, conversationLines(r, c));
  return lines;
}

/** The closing line over all files. */
export function summaryLine(reports: readonly FileReport[], c: Colors): string {
  const unreadable = reports.filter((r) => r.error).length;
  const violating = reports.filter((r) => !r.ok && !r.error).length;
  const clean = reports.length - unreadable - violating;
  const text = `${plural(reports.length, "file")}: ${clean} clean, ${violating} with violations, ${unreadable} unreadable`;
  return unreadable ? c.red(text) : violating ? c.yellow(text) : c.green(text);
}
