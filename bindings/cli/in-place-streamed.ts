// `fix FILE --in-place` of a host session too large to hold (over --stream-min-mb): the streamed
// host fix (stream/host-fix.ts) written to a temporary file beside FILE, then, the original
// checked unchanged, its backup made (backup.ts: a hard link, else copied a megabyte at a time)
// and the temporary file renamed over it. Its bytes are the whole-file path's (the same host
// writer); where a piece cannot decide as the whole does, nothing is written and the whole-file
// path runs.
import { rmSync } from "node:fs";
import { makeBackup } from "./backup.js";
import { durableReplace } from "./durable-replace.js";
import { durableWrite } from "./durable-write.js";
import { failureOf } from "./failure.js";
import { fileChunks } from "./file-chunks.js";
import type { FixOptions } from "./fix.js";
import {
  backupPath,
  emptyInPlaceReport,
  type InPlaceOptions,
  type InPlaceReport,
  inPlaceTarget,
  refuseForeignOwner,
  refuseIfChanged,
  refuseIfRecent,
  type Snapshot,
  snapshot,
} from "./in-place.js";
import {
  conversationReports,
  type HostFixRun,
  hostFixRun,
  IN_PLACE_FORMATS,
  writeHostFix,
} from "./stream/host-fix.js";
import { Unstreamable } from "./stream/pieces.js";

const changedLines = (run: HostFixRun) => {
  const lines = run.seen.lines;
  return lines ? lines.added.length + lines.removed.length + lines.rewritten.length > 0 : false;
};

// The backup, made once the new file is complete and the original unchanged, just before the
// rename (as the whole-file path makes it); false when nothing changed (no backup, no rename).
function backupBeforeRename(
  file: string,
  before: Snapshot,
  run: HostFixRun,
  report: InPlaceReport,
  now: () => number,
): () => boolean {
  return () => {
    refuseIfChanged(file, before, "while it was being fixed");
    if (!changedLines(run)) return false;
    const backup = backupPath(file, now());
    makeBackup(file, backup, () => durableReplace(backup, fileChunks(file), before.mode & 0o777));
    report.backup = backup;
    refuseIfChanged(file, before, "while it was being fixed");
    return true;
  };
}

/** Reads the run's chunks to the end without writing them (--dry-run). */
async function drain(run: HostFixRun, file: string, before: Snapshot): Promise<void> {
  for await (const _ of run.chunks);
  refuseIfChanged(file, before, "while it was read");
}

/**
 * `fix --in-place` (or `--dry-run`) of a large host session `given` (through a symlink:
 * inPlaceTarget), streamed (its other conversations,
 * if any, small and left as they are);
 * undefined when the whole-file path is to run (not streamable, or a piece that cannot decide as
 * the whole does: nothing written). Never throws: failures are in `error`.
 */
export async function fixInPlaceStreamed(
  given: string,
  options: InPlaceOptions & Pick<FixOptions, "streamMinBytes" | "streamPiece" | "parallel">,
): Promise<InPlaceReport | undefined> {
  const report = emptyInPlaceReport(given, options);
  const { dryRun } = report;
  const file = inPlaceTarget(given);
  const now = options.now ?? Date.now;
  let renamed = false;
  try {
    const before = snapshot(file);
    if (!dryRun) refuseIfRecent(file, before, options);
    if (!dryRun) refuseForeignOwner(file, before);
    const fixOptions: FixOptions = { ...options, output: file };
    const first = await hostFixRun(file, fixOptions, IN_PLACE_FORMATS);
    if (!first) return undefined;
    const run = await writeHostFix(first, file, fixOptions, IN_PLACE_FORMATS, async (r) => {
      if (dryRun) await drain(r, file, before);
      else
        renamed = await durableWrite(
          file,
          r.chunks,
          backupBeforeRename(file, before, r, report, now),
        );
    });
    if (!run) return undefined;
    report.format = run.plan.outcome.format;
    // As the whole-file path reports each conversation: in place, no output format of its own.
    for (const { to: _to, ...one } of conversationReports(run, fixOptions))
      report.conversations.push(one);
    report.lines = run.seen.lines;
    report.changed = changedLines(run);
    report.ok = report.conversations.every((c) => c.ok);
  } catch (error) {
    if (error instanceof Unstreamable) return undefined;
    // A backup of a file that was not replaced goes (after the rename it is the only original).
    if (report.backup && !renamed) {
      rmSync(report.backup, { force: true });
      report.backup = undefined;
    }
    report.ok = false;
    report.error = failureOf(error);
  }
  return report;
}
