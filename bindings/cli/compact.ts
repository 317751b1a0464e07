// `compact FILE --cutoff N (--summary TEXT | --summary-file F) -o OUT`: a compaction plan cut at
// N (moved back so no call loses its output), the summary in place of the dropped prefix.
import { makeCompactionPlan } from "../compaction/plan.js";
import { userMessageItem } from "../items/constructors.js";
import type { Item } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import { Projection } from "../projection.js";
import type { WriteFormat } from "../readers/write.js";
import { INTERRUPTED_TEXT } from "../session/outputs.js";
import { violationsOf } from "./check.js";
import { type CutoffSpec, cutoffItem } from "./cutoff.js";
import { outputApi } from "./lossy.js";
import { repairWith } from "./repair.js";
import { carryRequestFields } from "./request-fields.js";
import { dialectOf, type RewriteOptions, type RewriteReport, rewriteFile } from "./rewrite-file.js";

/** Options of `compact`. */
export interface CompactOptions extends RewriteOptions {
  /** An item number, or the line or id of the first item to keep (cutoff.ts). */
  cutoff: CutoffSpec | number;
  summary: string;
  api?: PreflightApi;
  to?: WriteFormat;
  repairText?: string;
}

/** What `compact` did (`--json`). */
export interface CompactReport extends RewriteReport {
  cutoff?: number;
  /** The first kept item: at or before the cutoff (a call and its output stay together). */
  start?: number;
  unresolvedBeforeCutoff?: number;
  /** Calls in the kept items that had no output and got a repair. */
  repairs?: number;
  /** System/developer messages of the cut prefix (plan.instructions()), kept before the summary. */
  instructionsKept?: number;
}

function summaryItem(text: string, api: PreflightApi): Item {
  return api === "chat" ? ({ role: "user", content: text } as Item) : userMessageItem(text);
}

/** Runs `compact`; never throws (failures are in `error`). */
export function compactFile(file: string, options: CompactOptions): Promise<CompactReport> {
  const report: CompactReport = {
    file,
    output: options.output,
    ok: false,
    remaining: [],
    dropped: {},
    droppedFields: [],
  };
  return rewriteFile(file, options, report, (loaded) => {
    const { transcript } = loaded;
    const { api, to } = dialectOf(loaded, options, report);
    report.itemsBefore = transcript.items.length;
    const repair = repairWith(options.repairText ?? INTERRUPTED_TEXT);
    const plan = makeCompactionPlan(new Projection(transcript.items), {
      cutoff: cutoffItem(options.cutoff, transcript),
      isRepairedOutput: repair.isRepairedOutput,
    });
    Object.assign(report, { cutoff: plan.cutoff, start: plan.start });
    report.unresolvedBeforeCutoff = plan.unresolvedCalls.length;
    let repairs = 0;
    const instructions = plan.instructions();
    report.instructionsKept = instructions.length;
    const next = plan.projection({
      replacementItems: [...instructions, summaryItem(options.summary, api)],
      repairOutput: (r) => {
        repairs++;
        return repair.repairOutput(r);
      },
    });
    report.repairs = repairs;
    const body = carryRequestFields(transcript.meta, to);
    const items = [...body.head, ...next.items()];
    report.itemsAfter = items.length;
    const after = { id: transcript.id, items, records: [], meta: transcript.meta };
    report.api = outputApi(to, api);
    report.remaining = violationsOf(after, report.api, {});
    return { items, body, to, ok: report.remaining.length === 0 };
  });
}
