// `restore FILE`: put the newest backup `fix --in-place` left beside FILE back in its place.
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { durableReplace } from "./durable-replace.js";
import { type Failure, failureOf, UsageError } from "./failure.js";
import { fileChunks } from "./file-chunks.js";
import { inPlaceTarget, refuseForeignOwner, snapshot } from "./in-place.js";

/** What `restore` did (`--json`). */
export interface RestoreReport {
  file: string;
  /** The backup put back (it is kept). */
  backup?: string;
  error?: Failure;
}

/** The backups of `file`, newest first (their names sort by time). */
export function backupsOf(file: string): string[] {
  const prefix = `${basename(file)}.bak-`;
  const folder = dirname(file);
  return readdirSync(folder)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .reverse()
    .map((name) => join(folder, name));
}

/**
 * Runs `restore` of `given` (through a symlink, as `--in-place` wrote: inPlaceTarget); never
 * throws (failures are in `error`).
 */
export function restoreFile(given: string): RestoreReport {
  const report: RestoreReport = { file: given };
  const file = inPlaceTarget(given);
  try {
    const [newest] = backupsOf(file);
    if (newest === undefined)
      throw new UsageError(`no backup of ${file} (${basename(file)}.bak-*) beside it`);
    if (existsSync(file)) refuseForeignOwner(file, snapshot(file));
    const mode = statSync(newest).mode & 0o777;
    durableReplace(file, fileChunks(newest), mode); // a piece at a time: a backup may be large
    report.backup = newest;
  } catch (error) {
    report.error = failureOf(error);
  }
  return report;
}
