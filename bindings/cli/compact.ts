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
import { failureOf } from "./failure.js";
import { headInstructions } from "./instructions.js";
import { lostByFormat, outputApi, refuseChatAsResponses, refuseLoss } from "./lossy.js";
import { writeItems } from "./output.js";
import { refuseInputAsOutput } from "./output-target.js";
import { repairWith } from "./repair.js";
import { carryRequestFields } from "./request-fields.js";
import {
  carried,
  defaultWriteFormat,
  type InputOptions,
  loadTranscript,
  type RewriteReport,
} from "./transcript-file.js";

/** Options of `compact`. */
export interface CompactOptions extends InputOptions {
  output: string;
  /** An item number, or the line or id of the first item to keep (cutoff.ts). */
  cutoff: CutoffSpec | number;
  summary: string;
  api?: PreflightApi;
  to?: WriteFormat;
  repairText?: string;
  /** Write even when the output format has no form for some items (counted in `dropped`). */
  allowLossy?: boolean;
}

/** What `compact` did (`--json`). */
export interface CompactReport extends RewriteReport {
  cutoff?: number;
  /** The first kept item: at or before the cutoff (a call and its output stay together). */
  start?: number;
  unresolvedBeforeCutoff?: number;
  /** Calls in the kept items that had no output and got a repair. */
  repairs?: number;
  /** System/developer messages at the head of the cut prefix, kept before the summary. */
  instructionsKept?: number;
}

function summaryItem(text: string, api: PreflightApi): Item {
  return api === "chat" ? ({ role: "user", content: text } as Item) : userMessageItem(text);
}

/** Runs `compact`; never throws (failures are in `error`). */
export async function compactFile(file: string, options: CompactOptions): Promise<CompactReport> {
  const report: CompactReport = {
    file,
    output: options.output,
    ok: false,
    remaining: [],
    dropped: {},
    droppedFields: [],
  };
  try {
    refuseInputAsOutput(file, options.output, options);
    const loaded = await loadTranscript(file, options);
    const { outcome, transcript, others } = loaded;
    if (others.length) report.otherConversations = others;
    const api = options.api ?? outcome.api;
    const to = options.to ?? defaultWriteFormat(api, transcript.meta);
    refuseChatAsResponses(api, to);
    Object.assign(report, { format: outcome.format, api, to, conversation: transcript.id });
    report.itemsBefore = transcript.items.length;
    const repair = repairWith(options.repairText ?? INTERRUPTED_TEXT);
    const plan = makeCompactionPlan(new Projection(transcript.items), {
      cutoff: cutoffItem(options.cutoff, transcript),
      isRepairedOutput: repair.isRepairedOutput,
    });
    Object.assign(report, { cutoff: plan.cutoff, start: plan.start });
    report.unresolvedBeforeCutoff = plan.unresolvedCalls.length;
    let repairs = 0;
    const instructions = headInstructions(transcript.items, plan.start);
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
    report.dropped = lostByFormat(items, to);
    report.droppedFields = body.lost;
    refuseLoss(report.dropped, to, options.allowLossy, body.lost, transcript.meta.requestBody);
    await writeItems(options.output, items, to, carried(loaded, body));
    report.ok = report.remaining.length === 0;
  } catch (error) {
    report.error = failureOf(error);
  }
  return report;
}
