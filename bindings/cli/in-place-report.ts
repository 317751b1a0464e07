// Text reports of `fix --in-place` / `--dry-run` and `restore`.
import { lenientHint } from "./failure.js";
import type { InPlaceReport } from "./in-place.js";
import type { RestoreReport } from "./restore.js";
import type { Colors } from "./style.js";

const some = (list: readonly number[]) =>
  list.slice(0, 8).join(", ") + (list.length > 8 ? `, +${list.length - 8} more` : "");

function lineChanges(r: InPlaceReport): string[] {
  const { added, removed, rewritten } = r.lines ?? { added: [], removed: [], rewritten: [] };
  const unit = r.lines?.unit ?? "line"; // a session dumped as a JSON array: its records
  const repaired = added.filter((a) => !a.moved);
  const moved = added.filter((a) => a.moved);
  const out: string[] = [];
  if (repaired.length)
    out.push(
      `  repair records added for ${repaired.length} call(s): ${repaired
        .map((a) => `${a.callId} (after ${unit} ${a.after})`)
        .slice(0, 8)
        .join(", ")}`,
    );
  if (moved.length)
    out.push(
      `  outputs moved next to their calls: ${moved
        .map((a) => a.callId)
        .slice(0, 8)
        .join(", ")}`,
    );
  const orphans = r.conversations.flatMap((one) => one.orphansDropped.map((o) => o.callId));
  if (orphans.length)
    out.push(`  results without their call left out: ${orphans.slice(0, 8).join(", ")}`);
  const foreign = r.conversations.reduce((n, one) => n + one.privateDropped, 0);
  if (foreign) out.push(`  another model's thinking or encrypted reasoning left out: ${foreign}`);
  if (removed.length) out.push(`  ${unit}s removed: ${some(removed)}`);
  if (rewritten.length)
    out.push(`  ${unit}s rewritten (blocks left out or parent re-pointed): ${some(rewritten)}`);
  if (r.torn.length) out.push(`  torn last line left out: line ${r.torn.join(", ")}`);
  return out;
}

/** `fix --in-place`'s report. */
export function inPlaceLines(r: InPlaceReport, c: Colors): string[] {
  if (r.error)
    return [`${c.bold(r.file)}: ${c.red(r.error.code)}: ${r.error.message}${lenientHint(r.error)}`];
  const head = `${c.bold(r.file)} (${r.format}${r.dryRun ? ", dry run: nothing written" : ", in place"})`;
  const remaining = r.conversations.flatMap((one) =>
    one.remaining.map((v) => `  ${c.red("✗")} ${one.conversation}: ${v.rule}: ${v.message}`),
  );
  return [
    head,
    ...(r.changed ? lineChanges(r) : [`  nothing to change`]),
    ...(remaining.length ? remaining : [`  ${c.green("✓")} no violation left`]),
    ...(r.backup ? [`  backup: ${r.backup} (undo: clinker-transcript restore ${r.file})`] : []),
  ];
}

/** `restore`'s report. */
export function restoreLines(r: RestoreReport, c: Colors): string[] {
  if (r.error) return [`${c.bold(r.file)}: ${c.red(r.error.code)}: ${r.error.message}`];
  return [`${c.bold(r.file)} ← ${r.backup} (the backup is kept)`];
}
