// Lossless or loud for host logs: a Claude Code, Codex or pi session written as items keeps its
// items but not its records (ids, timestamps, the parent chain, and the records that hold no
// item: session_meta, turn_context, events, summaries). What would be lost is counted by record
// kind by the read that parses every line (no read of its own), and refused unless --allow-lossy.
import { closeSync, openSync, readSync } from "node:fs";
import { detectLineFormat } from "../readers/detect.js";
import type { ScanOutcome } from "../readers/scanner.js";
import type { TranscriptFormat } from "../readers/types.js";
import { UsageError } from "./failure.js";
import { countsText } from "./lossy.js";

/** The hosts' own session formats: records around the items. */
export const SESSION_FORMATS: ReadonlySet<string> = new Set([
  "claude-code",
  "codex-rollout",
  "codex-rollout-legacy",
  "pi-session",
]);

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

/** The line format of `file` from its first line (undefined: stdin, not JSON lines, unknown). */
export function sniffLineFormat(file: string): TranscriptFormat | undefined {
  if (file === "-") return undefined;
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const buffer = Buffer.alloc(1 << 20);
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, n).toString("utf8");
    const end = text.indexOf("\n");
    return detectLineFormat(JSON.parse(end < 0 ? text : text.slice(0, end)));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
