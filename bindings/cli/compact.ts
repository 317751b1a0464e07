// `compact FILE --cutoff N (--summary TEXT | --summary-file F) -o OUT`: a compaction plan cut at
// N (moved back so no call loses its output), the summary in place of the dropped prefix.
import { makeCompactionPlan } from "../compaction/plan.js";
import { Projection } from "../projection.js";
import { INTERRUPTED_TEXT } from "../session/outputs.js";
import { violationsOf } from "./check.js";
import { cutoffItem } from "./cutoff.js";
import { outputApi } from "./lossy.js";
import { repairWith } from "./repair.js";
import { carryRequestFields } from "./request-fields.js";
import { dialectOf, freshReport, type RewriteReport } from "./rewrite-file.js";
import {
  compactStreamed,
  cutoffToStream,
  cutsWithin,
  type StreamCompactOptions,
  streamedCutoff,
} from "./stream/compact.js";
import { ItemsHeader, settling } from "./stream/items-header.js";
import type { OneRead } from "./stream/one-read.js";
import { STREAMED_PREFLIGHT, Unstreamable } from "./stream/pieces.js";
import type { StreamPlan } from "./stream/plan.js";
import { rewriteStreamable } from "./stream/run.js";
import { summaryItem } from "./summary-item.js";

/** Options of `compact` (defined beside the streamed compact, which reads them too). */
export type CompactOptions = StreamCompactOptions;

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

// The report's fields of a streamed compact over `plan` (`done`: what compactStreamed returned).
function compacted(
  report: CompactReport,
  plan: StreamPlan,
  options: CompactOptions,
  done: Awaited<ReturnType<typeof compactStreamed>>,
): true {
  const api = options.api ?? plan.outcome.api;
  const { to } = done; // in the --json key order, after the dialect (report-keys.test.ts)
  Object.assign(report, { format: plan.outcome.format, api, to, conversation: plan.id });
  report.itemsBefore = plan.items;
  Object.assign(report, done);
  report.preflight = { ran: false, skippedBecause: STREAMED_PREFLIGHT };
  report.ok = true;
  return true;
}

// A large file compacted in two streamed reads (stream/compact.ts); false: not streamed.
async function compactStreamedInto(
  file: string,
  plan: StreamPlan,
  options: CompactOptions,
  report: CompactReport,
) {
  const cutoff = streamedCutoff(plan, options);
  if (cutoff === undefined) return false;
  const done = await compactStreamed(file, plan, cutoff, options, new ItemsHeader(() => plan));
  return compacted(report, plan, options, done);
}

// A host session compacted in one read (one-read.ts): cuts guessed, the cutoff checked against
// the items and the header against the settled plan before the last bytes (items-header.ts).
async function compactOneRead(
  file: string,
  one: OneRead,
  options: CompactOptions,
  report: CompactReport,
): Promise<StreamPlan> {
  const cutoff = cutoffToStream(options);
  if (cutoff === undefined)
    throw new Unstreamable("the cutoff is not one the streamed compact takes");
  let settled: StreamPlan | undefined;
  // Written before the read ends: the meta foreseen; after: the settled plan's.
  const header = new ItemsHeader(() => settled ?? one.plan);
  const beside = settling(file, one, options, header, (plan) => {
    if (!cutsWithin(plan, cutoff)) throw new Unstreamable("the cutoff is out of range");
    settled = plan;
  });
  const done = await compactStreamed(file, one.plan, cutoff, options, header, beside);
  compacted(report, settled as StreamPlan, options, done);
  return settled as StreamPlan;
}

/** Runs `compact`; never throws (failures are in `error`). */
export async function compactFile(file: string, options: CompactOptions): Promise<CompactReport> {
  const fresh = (): CompactReport => freshReport(file, options.output, { remaining: [] });
  const streamed = (plan: StreamPlan, report: CompactReport) =>
    compactStreamedInto(file, plan, options, report);
  const oneRead = {
    use: "compact" as const,
    write: (one: OneRead, report: CompactReport) => compactOneRead(file, one, options, report),
  };
  return rewriteStreamable(
    file,
    options,
    fresh,
    streamed,
    (loaded, report) => {
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
    },
    false,
    undefined,
    oneRead,
  );
}
