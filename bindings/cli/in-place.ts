// `fix FILE --in-place`: repair a host's log in its own format, keeping a backup beside it.
// Refuses (nothing written) when the file is still being written: changed while read, or
// changed in the last few seconds unless --force. `--dry-run` says what would change.
import { readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import type { Item } from "../items/types.js";
import {
  HOST_FORMATS,
  type HostChanges,
  hostAdapter,
  hostLogChunks,
} from "../readers/host/index.js";
import { readTranscriptsSync } from "../readers/read.js";
import { makeBackup } from "./backup.js";
import { durableReplace } from "./durable-replace.js";
import { type Failure, failureOf, UsageError } from "./failure.js";
import { emptyFixReport, type FixOptions, type FixReport, fixTranscript } from "./fix.js";
import { sniffLineFormat } from "./host-records.js";
import { FIRST_LINE_READ_MAX } from "./transcript-file.js";

/** How recently changed a log may be before `--in-place` takes the host to be writing it. */
export const QUIET_SECONDS = 5;

/** Options of `fix --in-place`. */
export interface InPlaceOptions extends Omit<FixOptions, "output" | "to" | "conversation"> {
  dryRun?: boolean;
  force?: boolean;
  /** The clock (tests). */
  now?: () => number;
}

/** What `fix --in-place` did (`--json`). */
export interface InPlaceReport {
  file: string;
  format?: string;
  dryRun: boolean;
  /** The backup written beside the file (none for a dry run or when nothing changed). */
  backup?: string;
  /** Whether the file's content changes (for a dry run: would change). */
  changed: boolean;
  ok: boolean;
  error?: Failure;
  conversations: FixReport[];
  lines?: HostChanges;
  /** Lines left out as cut short (a torn last line). */
  torn: number[];
}

/** What tells a file changed: its size and last change; the mode and owner its replacement keeps. */
export interface Snapshot {
  size: number;
  mtimeMs: number;
  mode: number;
  uid: number;
}

/** The file's {@link Snapshot} now. @throws the fs error when it cannot be read. */
export const snapshot = (file: string): Snapshot => {
  const { size, mtimeMs, mode, uid } = statSync(file);
  return { size, mtimeMs, mode, uid };
};

/**
 * Refuses replacing another user's file where this process cannot give the replacement that
 * user's ownership (not root): the host, run as its owner, might no longer read or append to it.
 * @throws {UsageError} in that case (nothing written).
 */
export function refuseForeignOwner(file: string, at: Snapshot, euid = process.geteuid?.()): void {
  if (euid === undefined || euid === 0 || euid === at.uid) return;
  throw new UsageError(
    `${file} belongs to another user (uid ${at.uid}), not to this one (uid ${euid}): its replacement would be this user's, and the host, run as its owner, might no longer read or append to it; run as its owner or root (nothing written)`,
  );
}

/** @throws {UsageError} when `file` changed since `before` (`when`: while read, or fixed). */
export function refuseIfChanged(file: string, before: Snapshot, when: string): void {
  const now = snapshot(file);
  if (now.size !== before.size || now.mtimeMs !== before.mtimeMs)
    throw new UsageError(
      `${file} changed ${when} (is the host still writing it?): nothing written`,
    );
}

/** @throws {UsageError} when `file` changed in the last QUIET_SECONDS, unless --force. */
export function refuseIfRecent(file: string, at: Snapshot, options: InPlaceOptions): void {
  const age = ((options.now ?? Date.now)() - at.mtimeMs) / 1000;
  if (options.force || age >= QUIET_SECONDS) return;
  throw new UsageError(
    `${file} was modified ${Math.max(0, age).toFixed(1)} s ago: the host may still be writing it; close the session or pass --force (nothing written)`,
  );
}

/**
 * The file `--in-place` and `restore` write for `file`: the regular file a symlink names (a rename
 * over the link would replace the link and leave its file as it was, as `-o` does not:
 * output-path.ts), else `file` as given (its own read or write then reports what is wrong).
 * @throws nothing.
 */
export function inPlaceTarget(file: string): string {
  try {
    return statSync(file).isFile() ? realpathSync(file) : file;
  } catch {
    return file;
  }
}

/** The backup path beside `file` for a time: `FILE.bak-<UTC time>`, sorting by time. */
export function backupPath(file: string, ms: number): string {
  return `${file}.bak-${new Date(ms).toISOString().replace(/[:.]/g, "-")}`;
}

// The backup (backup.ts) is made only once the new file is complete and the original unchanged,
// just before the rename; when the rename is then refused or fails, the backup this run made goes.
function replaceWithBackup(
  file: string,
  data: Uint8Array,
  chunks: Iterable<Uint8Array>,
  before: Snapshot,
  options: InPlaceOptions,
): string {
  const backup = backupPath(file, (options.now ?? Date.now)());
  const mode = before.mode & 0o777;
  let written = false;
  try {
    durableReplace(file, chunks, mode, () => {
      refuseIfChanged(file, before, "while it was being fixed");
      makeBackup(file, backup, () => durableReplace(backup, [data], mode));
      written = true;
      refuseIfChanged(file, before, "while it was being fixed");
    });
  } catch (error) {
    if (written) rmSync(backup, { force: true });
    throw error;
  }
  return backup;
}

/** The report of a `fix --in-place` run on `file` before it did anything. Throws nothing. */
export function emptyInPlaceReport(file: string, options: InPlaceOptions): InPlaceReport {
  const dryRun = options.dryRun === true;
  return { file, dryRun, changed: false, ok: false, conversations: [], torn: [] };
}

// A log whose first lines name a format no host writer writes back is refused before it is read
// (a large one was held whole only to be refused), the format reported as the read would.
function refuseUnwritten(file: string, options: InPlaceOptions, report: InPlaceReport): void {
  const format = options.format ?? sniffLineFormat(file, FIRST_LINE_READ_MAX, options.lenient);
  if (format === undefined || HOST_FORMATS.includes(format)) return;
  report.format = format;
  hostAdapter(format);
}

/**
 * Runs `fix --in-place` (or `--dry-run`) on `given` (through a symlink: inPlaceTarget); never
 * throws (failures are in `error`).
 */
export function fixInPlace(given: string, options: InPlaceOptions): InPlaceReport {
  const report = emptyInPlaceReport(given, options);
  const { dryRun } = report;
  const file = inPlaceTarget(given);
  try {
    const before = snapshot(file);
    if (!dryRun) refuseIfRecent(file, before, options);
    if (!dryRun) refuseForeignOwner(file, before);
    refuseUnwritten(file, options, report);
    const data = readFileSync(file);
    refuseIfChanged(file, before, "while it was read");
    const read = readTranscriptsSync(data, { format: options.format, lenient: options.lenient });
    report.format = read.format;
    const fixed = new Map<string, Item[]>();
    for (const transcript of read.transcripts) {
      const one = emptyFixReport(file, file);
      Object.assign(one, {
        format: read.format,
        api: options.api ?? read.api,
        conversation: transcript.id,
      });
      fixed.set(transcript.id, fixTranscript(transcript, one.api ?? read.api, options, one));
      one.ok = one.remaining.length === 0;
      report.conversations.push(one);
    }
    const { chunks, changes } = hostLogChunks(fixed, { data, read });
    report.lines = changes;
    report.torn = read.skipped.filter((s) => s.reason === "truncated").map((s) => s.line ?? -1);
    report.changed = changes.added.length + changes.removed.length + changes.rewritten.length > 0;
    report.ok = report.conversations.every((c) => c.ok);
    if (dryRun || !report.changed) return report;
    report.backup = replaceWithBackup(file, data, chunks, before, options);
  } catch (error) {
    report.ok = false;
    report.error = failureOf(error);
  }
  return report;
}
