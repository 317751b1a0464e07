// One fix report from several: each conversation's (host-copy.ts) or each piece's (stream/fix.ts)
// findings together.
import { appendAll } from "../append-all.js";
import type { FixReport } from "./fix-transcript.js";

/** Adds `one`'s findings to `report` (a file's conversations, a streamed log's pieces). */
export function mergeFixReport(report: FixReport, one: FixReport): void {
  appendAll(report.repairs, one.repairs);
  appendAll(report.orphansDropped, one.orphansDropped);
  appendAll(report.unstoredRemoved, one.unstoredRemoved);
  appendAll(report.removed, one.removed);
  appendAll(report.remaining, one.remaining);
  report.privateDropped += one.privateDropped;
  report.privateAsText += one.privateAsText;
  report.droppedLateOutputs += one.droppedLateOutputs;
  report.moved ||= one.moved;
  report.itemsBefore = (report.itemsBefore ?? 0) + (one.itemsBefore ?? 0);
  report.itemsAfter = (report.itemsAfter ?? 0) + (one.itemsAfter ?? 0);
  report.producer ??= one.producer;
}

/** How a report of several conversations names them: `all N (the first three, ...)`, or the one. */
export function conversationLabel(ids: readonly string[]): string {
  if (ids.length === 1) return ids[0];
  return `all ${ids.length} (${ids.slice(0, 3).join(", ")}${ids.length > 3 ? ", ..." : ""})`;
}
