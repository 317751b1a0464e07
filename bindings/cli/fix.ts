// `fix FILE -o OUT`: reconcile (repairs carry an interrupted-tool output), drop orphan outputs
// unless kept, select private content for a family; write the result and say what changed.
import { itemForFamily, itemsForFamily } from "../family.js";
import type { Family, Item } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import type { Transcript, TranscriptRecord } from "../readers/types.js";
import type { WriteFormat } from "../readers/write.js";
import { reconcileItems } from "../reconcile/reconcile-items.js";
import { INTERRUPTED_TEXT } from "../session/outputs.js";
import { violationsOf } from "./check.js";
import { failureOf, UsageError } from "./failure.js";
import { lostByFormat, outputApi, refuseLoss } from "./lossy.js";
import { writeItems } from "./output.js";
import { refuseInputAsOutput } from "./output-target.js";
import { repairWith } from "./repair.js";
import { strayServerResults } from "./stray-results.js";
import { type KeyedAt, TallySink } from "./tally.js";
import {
  defaultWriteFormat,
  type InputOptions,
  loadTranscript,
  type RewriteReport,
} from "./transcript-file.js";

/** Options of `fix`. */
export interface FixOptions extends InputOptions {
  output: string;
  api?: PreflightApi;
  to?: WriteFormat;
  family?: Family;
  /** The family that produced the log's private content, when the log does not name it. */
  fromFamily?: Family;
  keepOrphans?: boolean;
  repairText?: string;
  model?: string;
  /** Write even when the output format has no form for some items (counted in `dropped`). */
  allowLossy?: boolean;
}

/** What `fix` did (a stable `--json` shape, documented in docs/cli.md). */
export interface FixReport extends RewriteReport {
  repairs: KeyedAt[];
  orphansDropped: KeyedAt[];
  privateDropped: number;
  /** With `--family`: the producing family private content was judged by, and who named it. */
  producer?: { family: Family; from: "log" | "--from-family" };
  moved: boolean;
  droppedLateOutputs: number;
}

// Outputs whose key no call ever has (SPEC §5's pairing, as `check` counts them).
function orphansOf(items: readonly Item[]): KeyedAt[] {
  const tally = new TallySink();
  items.forEach((item, index) => tally.item("x", item, { index }));
  return tally.results()[0]?.orphans ?? [];
}

/** An empty report of `fix` for `file`. */
export function emptyFixReport(file: string, output: string): FixReport {
  const base = { repairs: [], orphansDropped: [], privateDropped: 0, moved: false };
  return { file, output, ok: false, ...base, droppedLateOutputs: 0, remaining: [], dropped: {} };
}

/** Runs `fix`; never throws (failures are in `error`). */
export async function fixFile(file: string, options: FixOptions): Promise<FixReport> {
  const report = emptyFixReport(file, options.output);
  try {
    refuseInputAsOutput(file, options.output, options);
    const { outcome, transcript } = await loadTranscript(file, options);
    const api = options.api ?? outcome.api;
    const to = options.to ?? defaultWriteFormat(api);
    Object.assign(report, { format: outcome.format, api, to, conversation: transcript.id });
    // The closing check is the written output's: Chat or Anthropic when that is what is written.
    const fixed = fixTranscript(transcript, api, options, report, outputApi(to, api));
    report.api = outputApi(to, api);
    report.dropped = lostByFormat(fixed, to);
    refuseLoss(report.dropped, to, options.allowLossy);
    await writeItems(options.output, fixed, to);
    report.ok = report.remaining.length === 0;
  } catch (error) {
    report.error = failureOf(error);
  }
  return report;
}

/**
 * Fixes one conversation's items as `fix` does (family, orphans and stray server tool results,
 * reconcile), filling `report` (repairs, what was dropped, what remains); returns the fixed items
 * (the read objects that stay, and new repair outputs).
 * @throws {UsageError} when `--family` would drop private content of an unknown producer.
 */
export function fixTranscript(
  transcript: Transcript,
  api: PreflightApi,
  options: Omit<FixOptions, "output">,
  report: FixReport,
  checkApi: PreflightApi = api,
): Item[] {
  const { items, records } = transcript;
  const recordOf = recordsByItem(items, records);
  report.itemsBefore = items.length;
  let list: readonly Item[] = items;
  const producer = options.fromFamily ?? transcript.meta.family;
  if (options.family !== undefined) {
    if (producer === undefined) refuseUnknownProducer(items, options.family);
    else report.producer = { family: producer, from: options.fromFamily ? "--from-family" : "log" };
    const itemFamilies = producer ? new Map(items.map((i) => [i, producer])) : undefined;
    list = itemsForFamily(items, options.family, { itemFamilies });
    report.privateDropped = items.length - list.length;
  }
  if (!options.keepOrphans) {
    const orphans = orphansOf(list);
    const drop = new Set(orphans.map((o) => list[o.index]));
    report.orphansDropped = orphans.map((o) => ({
      callId: o.callId,
      ...recordOf(list[o.index]),
    }));
    for (const item of strayServerResults(list, api)) {
      drop.add(item);
      const callId = String((item as { tool_use_id?: unknown }).tool_use_id);
      report.orphansDropped.push({ callId, ...recordOf(item) });
    }
    list = list.filter((item) => !drop.has(item));
  }
  const repair = repairWith(options.repairText ?? INTERRUPTED_TEXT);
  const plan = reconcileItems(list, { isRepairedOutput: repair.isRepairedOutput });
  const fixed = plan.items({ repairOutput: repair.repairOutput });
  report.repairs = plan.repairs.map((r) => ({
    callId: r.callId,
    ...recordOf(r.call),
  }));
  report.moved = reordered(list, fixed);
  report.droppedLateOutputs = plan.droppedLateOutputs.length;
  report.itemsAfter = fixed.length;
  const after = { id: transcript.id, items: fixed, records: [], meta: transcript.meta };
  report.remaining = violationsOf(after, checkApi, {
    model: options.model,
    family: options.family,
    producer,
  });
  return fixed;
}

// With no producing family known, --family would drop or strip every private item: a user who
// meant to keep their reasoning would lose it unseen. Refused unless nothing private is at stake.
function refuseUnknownProducer(items: readonly Item[], family: Family): void {
  const affected = items.filter((item) => itemForFamily(item, family, {}) !== item).length;
  if (affected === 0) return;
  throw new UsageError(
    `the log does not name the model family that produced it, and ${affected} item(s) hold private content (reasoning, thinking, encrypted or vendor blocks) that --family ${family} keeps only for their own family: say which with --from-family (e.g. --from-family ${family} to keep them)`,
  );
}

// Whether the items kept from `before` appear in `after` in another order (repairs aside).
function reordered(before: readonly Item[], after: readonly Item[]): boolean {
  const position = new Map(before.map((item, i) => [item, i]));
  let last = -1;
  for (const item of after) {
    const at = position.get(item);
    if (at === undefined) continue;
    if (at < last) return true;
    last = at;
  }
  return false;
}

// Where each item of the input came from (built once: a lookup per repair stays constant-time).
function recordsByItem(
  items: readonly Item[],
  records: readonly TranscriptRecord[],
): (item: Item) => TranscriptRecord {
  const byItem = new Map<Item, TranscriptRecord>();
  items.forEach((item, i) => {
    if (records[i] !== undefined) byItem.set(item, records[i]);
  });
  return (item) => byItem.get(item) ?? { index: -1 };
}
