// Text reports of fix, compact and convert.

import type { ReportedViolation } from "./check.js";
import type { CompactReport } from "./compact.js";
import type { ConvertReport } from "./convert.js";
import { type Failure, lenientHint } from "./failure.js";
import type { FixReport } from "./fix.js";
import { SESSION_FORMATS } from "./host-records.js";
import { countsText } from "./lossy.js";
import { type Colors, plural } from "./style.js";
import type { KeyedAt } from "./tally.js";

const listed = (list: readonly KeyedAt[]) =>
  list
    .slice(0, 5)
    .map((k) => (k.line === undefined ? k.callId : `${k.callId} (line ${k.line})`))
    .join(", ") + (list.length > 5 ? `, +${list.length - 5} more` : "");

function failed(file: string, error: Failure, c: Colors): string[] {
  const at = error.line !== undefined ? ` (line ${error.line})` : "";
  return [`${c.bold(file)}: ${c.red(`${error.code}${at}`)}: ${error.message}${lenientHint(error)}`];
}

// What the output format could not hold (written only with --allow-lossy), or that nothing was lost.
function droppedLines(
  r: {
    dropped: Record<string, number>;
    droppedFields?: string[];
    droppedRecords?: Record<string, number>;
    to?: string;
  },
  c: Colors,
): string[] {
  const text = countsText(r.dropped);
  const fields = r.droppedFields ?? [];
  return [
    text
      ? c.yellow(`  left out (no ${r.to} form, --allow-lossy): ${text}`)
      : `  ${c.green("✓")} every item written`,
    ...(fields.length
      ? [
          c.yellow(
            `  request body fields left out (no ${r.to} form, --allow-lossy): ${fields.length} (${fields.join(", ")})`,
          ),
        ]
      : []),
    ...(r.droppedRecords
      ? [
          c.yellow(
            `  host records not kept (items written, --allow-lossy): ${countsText(r.droppedRecords) || "not counted (stdin)"}`,
          ),
        ]
      : []),
  ];
}

// A host log's records that hold no item: no items output has a place for them.
function recordsLines(n: number | undefined, c: Colors): string[] {
  if (!n) return [];
  return [
    c.yellow(
      `  left out: ${n} log record(s) that hold no item (events, session and turn records, replaced history, branches the session left); fix --in-place keeps them`,
    ),
  ];
}

// The conversations of the file that were not written (sidechains beside the main one).
function othersLines(others: readonly string[] | undefined, c: Colors): string[] {
  if (!others?.length) return [];
  const shown = others.slice(0, 3).join(", ") + (others.length > 3 ? ", ..." : "");
  return [
    c.yellow(
      `  the file's ${others.length} other conversation(s) not written (${shown}): --conversation ID takes one`,
    ),
  ];
}

function remainingLines(
  remaining: readonly ReportedViolation[],
  api: string | undefined,
  c: Colors,
  skipped?: { skippedBecause: string },
): string[] {
  if (skipped) return [`  ${c.dim(`no closing preflight: ${skipped.skippedBecause}`)}`];
  if (!remaining.length) return [`  ${c.green("✓")} no violation left for ${api}`];
  return [
    ...remaining.map(
      (v) =>
        `  ${c.red("✗")} ${c.red(v.rule)}: ${v.message} ${c.dim(`(fix: ${v.fix}; not applied: ${CANNOT[v.fix] ?? "fix has no remedy for it"})`)}`,
    ),
    `  ${c.red(`✗ ${remaining.length} violation(s) left that fix cannot repair`)}`,
  ];
}

// Why `fix` leaves a violation whose remedy it does not apply (SPEC §10 names the remedy).
const CANNOT: Record<string, string> = {
  "family-projection": "give --family F to keep only what that family may replay",
  "drop-id": "ids are kept as written: a changed id no longer matches the server's copy",
  canonicalize: "the item is kept as written: convert it with the provider's SDK",
  reconcile: "a call fix cannot pair (see the violation)",
  "drop-orphan": "kept by --orphans keep",
  "remove-item": "the item is one of several a message holds",
  reorder: "the message is kept in its order",
};

/** The items fix left out for `remove-item` violations, by rule. */
function removedLines(removed: FixReport["removed"]): string[] {
  if (!removed?.length) return [];
  const where = removed
    .slice(0, 5)
    .map((r) => `${r.rule} (${r.line === undefined ? `item ${r.index}` : `line ${r.line}`})`);
  const more = removed.length > 5 ? `, +${removed.length - 5} more` : "";
  return [`  removed ${removed.length} item(s) the API refuses: ${where.join(", ")}${more}`];
}

/** The items fix removed that only the server could resolve (`responses/unstored-reference`). */
function unstoredLines(removed: FixReport["unstoredRemoved"]): string[] {
  if (removed.length === 0) return [];
  const where = removed.map((u) => (u.line === undefined ? `item ${u.index}` : `line ${u.line}`));
  return [
    `  removed ${removed.length} item(s) only the server could resolve (nothing is stored): ${where.join(", ")}`,
  ];
}

// The records a lenient read skipped (copied where a host session is fixed in its own format),
// and a torn last line, which no output holds.
function skippedLines(r: FixReport | CompactReport | ConvertReport, c: Colors): string[] {
  const lines: string[] = [];
  const n = r.skippedRecords;
  // Only a host session's own writer copies lines it did not read (a msgpack log is encoded anew).
  const copied = r.format !== undefined && SESSION_FORMATS.has(r.format) && r.to === r.format;
  const where = copied ? "copied to the output as they are" : "not in the output";
  if (n) lines.push(c.yellow(`  skipped ${plural(n, "record")} (--lenient): ${where}`));
  if (r.tornLine !== undefined)
    lines.push(
      c.yellow(
        `  line ${r.tornLine}, the last, is cut short (a log still being written?): not in the output`,
      ),
    );
  return lines;
}

/** What every rewrite reports of the written file: what it could not hold, what it left out. */
function writtenLines(r: FixReport | CompactReport | ConvertReport, c: Colors): string[] {
  return [
    ...droppedLines(r, c),
    ...skippedLines(r, c),
    ...recordsLines(r.recordsLeftOut, c),
    ...othersLines(r.otherConversations, c),
  ];
}

/** The end of fix's and compact's reports: the item counts, writtenLines, what remains. */
function rewrittenLines(r: FixReport | CompactReport, c: Colors): string[] {
  return [
    `  items ${r.itemsBefore} → ${r.itemsAfter}`,
    ...writtenLines(r, c),
    ...remainingLines(r.remaining, r.api, c, r.preflight),
  ];
}

/** `fix`'s report. */
export function fixLines(r: FixReport, c: Colors): string[] {
  if (r.error) return failed(r.file, r.error, c);
  return [
    `${c.bold(r.file)} → ${r.output} (${r.format} → ${r.to}, conversation ${r.conversation})`,
    `  repaired ${r.repairs.length} call(s) with no output${r.repairs.length ? `: ${listed(r.repairs)}` : ""}`,
    `  dropped ${r.orphansDropped.length} orphan output(s)${r.orphansDropped.length ? `: ${listed(r.orphansDropped)}` : ""}`,
    `  outputs moved next to their calls: ${r.moved ? "yes" : "no"}; late outputs dropped: ${r.droppedLateOutputs}`,
    `  private items dropped for the family: ${r.privateDropped}${r.producer ? ` (produced by ${r.producer.family}, as ${r.producer.from === "log" ? "the log says" : "--from-family says"})` : ""}`,
    ...(r.privateAsText
      ? [`  private content kept as text for the family: ${r.privateAsText} item(s)`]
      : []),
    ...unstoredLines(r.unstoredRemoved),
    ...removedLines(r.removed),
    ...rewrittenLines(r, c),
  ];
}

/** `compact`'s report. */
export function compactLines(r: CompactReport, c: Colors): string[] {
  if (r.error) return failed(r.file, r.error, c);
  const moved =
    r.start !== r.cutoff
      ? ` (moved back from ${r.cutoff}: calls and server tool uses stay with their outputs)`
      : "";
  return [
    `${c.bold(r.file)} → ${r.output} (${r.format} → ${r.to}, conversation ${r.conversation})`,
    `  cut at item ${r.start}${moved}; ${(r.start ?? 0) - (r.instructionsKept ?? 0)} item(s) replaced by the summary`,
    `  kept ${r.instructionsKept ?? 0} instruction message(s) (system/developer) from the cut prefix`,
    `  repaired ${r.repairs} kept call(s) with no output`,
    ...rewrittenLines(r, c),
  ];
}

/** `convert`'s report. */
export function convertLines(r: ConvertReport, c: Colors): string[] {
  if (r.error) return failed(r.file, r.error, c);
  return [
    `${c.bold(r.file)} → ${r.output} (${r.format} → ${r.to}, conversation ${r.conversation}, ${plural(r.items ?? 0, "item")})`,
    ...writtenLines(r, c),
  ];
}
