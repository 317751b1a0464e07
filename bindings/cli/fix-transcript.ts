// What `fix` does to one conversation's items: reconcile (repairs carry an interrupted-tool
// output), drop orphan outputs unless kept, select private content for a family, leave out what
// the API refuses anywhere; and the report that says what changed (fix.ts writes the result).

import { appendAll } from "../append-all.js";
import { itemForFamily } from "../family.js";
import { selectForFamily } from "../family-select.js";
import type { ForeignChoice } from "../items/private-text.js";
import type { Family, Item } from "../items/types.js";
import { foreignModelItems } from "../model-signed.js";
import type { PreflightApi } from "../preflight/index.js";
import type { Transcript, TranscriptRecord } from "../readers/types.js";
import type { WriteFormat } from "../readers/write.js";
import { reconcileItems } from "../reconcile/reconcile-items.js";
import { INTERRUPTED_TEXT } from "../session/outputs.js";
import { violationsOf } from "./check.js";
import { UsageError } from "./failure.js";
import {
  lateAfterAnthropicRepairs,
  lateAfterRepairs,
  ORPHAN_RULE,
  onlyInserted,
} from "./late-pass.js";
import { sessionModel } from "./log-models.js";
import type { At } from "./pairing-counts.js";
import { type Refused, type RemovedItem, removeRefused } from "./remove-items.js";
import { repairWith } from "./repair.js";
import { freshReport, type RewriteOptions, type RewriteReport } from "./rewrite-file.js";
import { STRAY_RULES, strayServerResults } from "./stray-results.js";
import type { KeyedAt } from "./tally.js";
import { UNSTORED_RULE, withoutUnstored } from "./unstored.js";

/** Options of `fix`. */
export interface FixOptions extends RewriteOptions {
  api?: PreflightApi;
  to?: WriteFormat;
  family?: Family;
  /** The family that produced the log's private content, when the log does not name it. */
  fromFamily?: Family;
  /** `keep` leaves orphan outputs in place; `drop` (the default) leaves them out. */
  orphans?: "keep" | "drop";
  /** The older spelling of `orphans: "keep"`. */
  keepOrphans?: boolean;
  /** With `family`: another family's readable private content kept as text (`text`) or dropped. */
  foreign?: ForeignChoice;
  repairText?: string;
  model?: string;
}

/** What `fix` did (a stable `--json` shape, documented in docs/cli.md). */
export interface FixReport extends RewriteReport {
  repairs: KeyedAt[];
  orphansDropped: KeyedAt[];
  privateDropped: number;
  /** With `--foreign text`: items whose private content was kept as text for the family. */
  privateAsText: number;
  /**
   * Responses output: items only the server could resolve with nothing stored (references,
   * reasoning without encrypted_content), removed or, with `--foreign text`, kept as text.
   */
  unstoredRemoved: At[];
  /** With `--family`: the producing family private content was judged by, and who named it. */
  producer?: { family: Family; from: "log" | "--from-family" };
  moved: boolean;
  droppedLateOutputs: number;
  /** Items preflight names with fix `remove-item` (the API refuses them wherever they stand), left out. */
  removed: RemovedItem[];
}

/** An empty report of `fix` for `file`. */
export function emptyFixReport(file: string, output: string): FixReport {
  return freshReport(file, output, {
    repairs: [],
    orphansDropped: [],
    privateDropped: 0,
    privateAsText: 0,
    unstoredRemoved: [],
    moved: false,
    removed: [],
    droppedLateOutputs: 0,
    remaining: [],
  });
}

/**
 * Fixes one conversation's items as `fix` does (family, orphans and stray server tool results,
 * reconcile), filling `report` (repairs, what was dropped, what remains); returns the fixed items
 * (the read objects that stay, and new repair outputs).
 * @throws {UsageError} when `--family` would drop private content of an unknown producer, or
 * `--foreign text` comes without `--family`.
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
  if (checkApi !== "chat") {
    // A model switch: content another model signed is refused: left out.
    const modelOf = (item: Item) => recordOf(item).model;
    const foreign = foreignModelItems(items, modelOf, sessionModel(transcript, options.model));
    if (foreign.size > 0) list = items.filter((item) => !foreign.has(item));
    report.privateDropped = foreign.size;
  }
  const producer = options.fromFamily ?? transcript.meta.family;
  if (options.foreign === "text" && options.family === undefined)
    throw new UsageError(
      "--foreign text keeps another family's private content as text: give --family F",
    );
  if (options.family !== undefined) {
    if (producer === undefined) refuseUnknownProducer(items, options.family);
    else report.producer = { family: producer, from: options.fromFamily ? "--from-family" : "log" };
    const itemFamilies = producer ? new Map(items.map((i) => [i, producer])) : undefined;
    const selected = selectForFamily(list, options.family, {
      itemFamilies,
      foreign: options.foreign,
    });
    report.privateDropped += list.length - selected.items.length;
    list = selected.items;
    report.privateAsText = selected.asText.length;
  }
  const checks = { model: options.model, family: options.family, producer };
  // The first removal pass runs every rule, the unstored-reference one too, on the list as it
  // stands here when no stray server result goes before it (they are Anthropic's): where that
  // rule reports nothing, withoutUnstored (the same rule's check on the same items) removes
  // nothing, and the pass stands as run after it.
  let early: Refused | undefined;
  if (checkApi === "responses" && api !== "anthropic") {
    early = removeRefused(transcript, list, checkApi, recordOf, checks);
    if (early.rules.has(UNSTORED_RULE)) early = undefined;
  }
  if (checkApi === "responses" && early === undefined) {
    const unstored = withoutUnstored(list, options.foreign === "text");
    list = unstored.items;
    report.unstoredRemoved = unstored.removed.map((item) => {
      const { index, line } = recordOf(item);
      return line === undefined ? { index } : { index, line };
    });
    report.privateAsText += unstored.asText;
  }
  const dropOrphans = !options.keepOrphans && options.orphans !== "keep";
  const strays: KeyedAt[] = [];
  if (dropOrphans) {
    // Checked for Anthropic, the first removal pass names them too (their rule reads no option):
    // it stands unless some are left out, where it runs again on the list without them.
    let drop: Set<Item>;
    if (api === "anthropic" && checkApi === api) {
      early = removeRefused(transcript, list, checkApi, recordOf, checks);
      drop = early.named(STRAY_RULES);
    } else drop = strayServerResults(list, api);
    for (const item of drop) {
      const callId = String((item as { tool_use_id?: unknown }).tool_use_id);
      strays.push({ callId, ...recordOf(item) });
    }
    if (drop.size > 0) {
      list = list.filter((item) => !drop.has(item));
      early = undefined;
    }
  }
  // Items the engines cannot pair (and others the API refuses anywhere) go before the plan.
  const refused = early ?? removeRefused(transcript, list, checkApi, recordOf, checks);
  list = refused.items;
  report.removed = refused.removed;
  const repair = repairWith(options.repairText ?? INTERRUPTED_TEXT);
  const plan = reconcileItems(list, { isRepairedOutput: repair.isRepairedOutput });
  // The plan's own orphans (SPEC §5 "Orphans"): what the engines pair is what fix drops. Where
  // the first pass preflighted these very items for Responses and found no orphan-output (its
  // orphans are the engines' plan's, correlate.ts), there is none: not described again to say so.
  const noOrphans =
    checkApi === "responses" && refused.removed.length === 0 && !refused.rules.has(ORPHAN_RULE);
  const orphans = dropOrphans && !noOrphans ? "drop" : "keep";
  let fixed = plan.items({ repairOutput: repair.repairOutput, orphans });
  // In file order: a log fixed in pieces lists each piece's in turn.
  if (dropOrphans)
    report.orphansDropped = [
      ...(noOrphans ? [] : plan.droppedOrphans).map((o) => ({
        callId: o.callId,
        ...recordOf(o.output),
      })),
      ...strays,
    ].sort((a, b) => a.index - b.index);
  report.repairs = plan.repairs.map((r) => ({
    callId: r.callId,
    ...recordOf(r.call),
  }));
  report.moved = reordered(list, fixed);
  report.droppedLateOutputs = plan.droppedLateOutputs.length;
  // What only the reconciled order shows (reasoning left with nothing after it): removed too.
  // Where the first pass removed nothing and the plan left its items as they were, this pass
  // would be that pass's call again: its outcome stands; where the plan only inserted repairs
  // and the first pass found only their calls unanswered, nothing is left (late-pass.ts).
  const inserted = refused.removed.length === 0 && onlyInserted(list, fixed, plan.repairs.length);
  const late =
    (inserted && plan.repairs.length === 0 ? { ...refused, items: fixed } : undefined) ??
    (inserted && checkApi === "responses" ? lateAfterRepairs(refused, fixed) : undefined) ??
    (inserted && checkApi === "anthropic"
      ? lateAfterAnthropicRepairs(
          refused,
          list,
          fixed,
          plan.repairs.map((r) => r.callId),
        )
      : undefined) ??
    removeRefused(transcript, fixed, checkApi, recordOf, checks);
  fixed = late.items;
  appendAll(report.removed, late.removed);
  report.itemsAfter = fixed.length;
  const after = { id: transcript.id, items: fixed, records: [], meta: transcript.meta };
  // The same items preflighted again without records: read from the late pass's own preflight
  // where it removed nothing and can say (removeRefused).
  report.remaining = late.unrecorded?.() ?? violationsOf(after, checkApi, checks);
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
  const position = new Map<Item, number>();
  for (let i = 0; i < before.length; i++) position.set(before[i], i);
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
