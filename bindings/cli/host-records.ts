// Lossless or loud for host logs: a Claude Code, Codex or pi session written as items keeps its
// items but not its records (ids, timestamps, the parent chain, and the records that hold no
// item: session_meta, turn_context, events, summaries). What would be lost is counted by record
// kind by the read that parses every line (no read of its own), and refused unless --allow-lossy.
import { statSync } from "node:fs";
import { detectDocument, isUndecidedLine } from "../readers/detect.js";
import { lineFormatOf } from "../readers/first-line.js";
import { firstElement, firstElementEnds, opensArray } from "../readers/host/array-dump.js";
import type { ScanOutcome } from "../readers/scanner.js";
import type { TranscriptFormat } from "../readers/types.js";
import { UsageError } from "./failure.js";
import { fileHead, firstRecordLineOf } from "./file-head.js";
import { countsText } from "./lossy.js";
import { undecidedHeadFormat } from "./parallel/head-format.js";

/** The hosts' own session formats: records around the items. */
export const SESSION_FORMATS: ReadonlySet<string> = new Set([
  "claude-code",
  "codex-rollout",
  "codex-rollout-legacy",
  "pi-session",
]);

/**
 * The session formats `fix` rewrites in one read (stream/one-read.ts: a Claude Code session's
 * compactions never replace its history), streamed from ONE_READ_STREAM_MIN_BYTES.
 */
export const ONE_READ_FORMATS: ReadonlySet<string> = new Set(["claude-code"]);

/**
 * The records of the host log `file` by kind, as the read of it counted them (`outcome`, which
 * parsed every line: readers/record-kind.ts); `undefined` for stdin, whose count is not reported.
 */
export function hostRecordKinds(
  file: string,
  outcome: ScanOutcome,
): Record<string, number> | undefined {
  return file === "-" ? undefined : (outcome.recordKinds ?? {});
}

/**
 * What a refusal to write a session as items adds for a command that can write the session
 * itself (`fix`; `keepsInput` as rewriteFile's), else nothing. @throws nothing.
 */
export function sessionItselfHint(keepsInput: boolean): string {
  return keepsInput
    ? "; fix without --to, --conversation or --foreign text writes the session itself"
    : "";
}

/**
 * Refuses writing a host session of `format` as items (`to`) unless `allowLossy`.
 * @throws {UsageError} code `lossy-output` naming the record types and counts (exit 2).
 */
export function refuseHostLoss(
  format: TranscriptFormat,
  to: string,
  records: Record<string, number> | undefined,
  allowLossy: boolean | undefined,
  hint: string,
): void {
  if (allowLossy) return;
  const which = records ? `${countsText(records)}` : "read from stdin, not counted";
  throw new UsageError(
    `writing a ${format} session as ${to} items loses its records (${which}: their ids, timestamps and parent chain, and the records that hold no item); refused, nothing written; --allow-lossy writes the items${hint}`,
    "lossy-output",
  );
}

/**
 * The line format of `file` from the line its reader starts from (file-head.ts firstRecordLineOf:
 * past a byte order mark and blank lines, with `lenient` past lines that are not JSON), or from
 * the lines after it where Chat and Anthropic messages both write it; undefined:
 * stdin, not JSON lines, unknown, or no such line within `max` characters, past which nothing is
 * read. Throws nothing.
 */
export function sniffLineFormat(
  file: string,
  max?: number,
  lenient?: boolean,
): TranscriptFormat | undefined {
  const line = firstRecordLineOf(file, { lenient, max });
  const format = lineFormatOf(line);
  // A first line Chat and Anthropic messages both write: the lines after it decide, as the read's.
  return format === "chat-jsonl" && undecided(line) ? (headFormat(file) ?? format) : format;
}

function undecided(line: string | undefined): boolean {
  try {
    return line !== undefined && isUndecidedLine(JSON.parse(line));
  } catch {
    return false;
  }
}

// The format the file's head decides (parallel/head-format.ts), or undefined where it cannot say.
function headFormat(file: string): TranscriptFormat | undefined {
  try {
    return undecidedHeadFormat(file, statSync(file).size);
  } catch {
    return undefined;
  }
}

/**
 * The host format of `file` when it is a session dumped as one JSON array of its records (a
 * Claude Code Stop hook's dump), read as the readers read it (detect.ts detectDocument) from its
 * first element; undefined for anything else. Throws nothing.
 */
export function sniffDumpFormat(file: string): TranscriptFormat | undefined {
  const text = fileHead(file, (t) => !opensArray(t) || firstElementEnds(t));
  const first = text === undefined ? undefined : firstElement(text);
  if (first === undefined) return undefined;
  const format = detectDocument([first]);
  return format !== undefined && SESSION_FORMATS.has(format) ? format : undefined;
}
