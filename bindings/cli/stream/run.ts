// The frame of a streamed rewrite (fix, compact, convert on a large file): the checks the
// whole-log path makes first, the first read, the command's streamed write, and its failures.
// Anything the streamed path does not take, or that fails before writing, is left to the
// whole-log path, which reports it as it always has.

import { failureOf } from "../failure.js";
import {
  hostRecordKinds,
  refuseHostLoss,
  SESSION_FORMATS,
  sessionItselfHint,
} from "../host-records.js";
import { refuseInputAsOutput } from "../output-target.js";
import {
  type RewriteOptions,
  type RewriteRun,
  type Rewritten,
  rewriteFile,
  skippedFields,
} from "../rewrite-file.js";
import type { LoadedTranscript } from "../transcript-file.js";
import { streamsFile } from "../transcript-file.js";
import { type OneReadWrite, oneReadRun } from "./one-read-run.js";
import { Unstreamable } from "./pieces.js";
import { planStream, type StreamPlan, streamsPlan } from "./plan.js";

/**
 * The report of a streamed run of `file`, or undefined when the whole-log path is to run: a small
 * input, stdin or stdout, an input the first read refuses, a request body, a plan `streams`
 * refuses (before any refusal of the streamed output's, so the whole-log path makes its own), or
 * `write` answering false (the command cannot stream these options) or throwing
 * {@link Unstreamable}. `write` fills the report made by `fresh`; `keepsInput` as rewriteFile's
 * (the refusal of a session written as items says so); `oneRead`: the write as a one-read run's
 * only read, tried first (one-read-run.ts). Never throws: a write's failure is in `report.error`.
 */
export async function streamedRun<R extends RewriteRun>(
  file: string,
  options: RewriteOptions,
  fresh: () => R,
  write: (plan: StreamPlan, report: R) => Promise<boolean>,
  streams: (plan: StreamPlan) => boolean = () => true,
  keepsInput = false,
  oneRead?: OneReadWrite<R>,
): Promise<R | undefined> {
  let plan: StreamPlan | undefined;
  try {
    const size = streamsFile(file, options);
    if (size === undefined) return undefined;
    refuseInputAsOutput(file, options.output, options);
    const first = await begin(file, size, options, fresh, keepsInput, oneRead);
    if (first.report) return first.report;
    plan = first.plan;
  } catch {
    return undefined; // the whole-log path meets the same failure and reports it
  }
  if (!streamsPlan(plan, streams)) return undefined;
  const report = fresh();
  try {
    planned(file, plan, report, options, keepsInput);
    if (!(await write(plan, report))) return undefined;
  } catch (error) {
    if (error instanceof Unstreamable) return undefined;
    // Nothing was written: the pieces' findings so far are no report of it (as a failed whole read's).
    return Object.assign(fresh(), { error: failureOf(error) });
  }
  return report;
}

/**
 * The one-read run's report (`oneRead`'s, where it ran to its end), else the plan of a first
 * read (none where the log is to be held whole).
 * @throws what planStream throws.
 */
async function begin<R extends RewriteRun>(
  file: string,
  size: number,
  options: RewriteOptions,
  fresh: () => R,
  keepsInput: boolean,
  oneRead: OneReadWrite<R> | undefined,
): Promise<{ report?: R; plan?: StreamPlan }> {
  const after = oneRead ? await oneReadRun(file, size, options, fresh, oneRead) : {};
  if (after.whole) return {};
  if (after.done && !after.plan) return { report: after.done };
  if (after.done && after.plan) {
    // Its fields after the plan's, as a run over a first read's plan has them (no refusal: --allow-lossy).
    const report = fresh();
    planned(file, after.plan, report, options, keepsInput);
    return { report: Object.assign(report, after.done) };
  }
  const plan =
    after.plan ?? (await planStream(file, size, options, options.parallel, after.leaveOut));
  return { plan };
}

/**
 * Fills `report` with what `plan` tells of the log (its other conversations, the records that hold
 * no item); refuses a host session written as items unless --allow-lossy.
 * @throws {UsageError} `lossy-output` as refuseHostLoss.
 */
function planned<R extends RewriteRun>(
  file: string,
  plan: StreamPlan,
  report: R,
  options: RewriteOptions,
  keepsInput: boolean,
): void {
  if (plan.others.length) report.otherConversations = plan.others;
  if (plan.recordsLeftOut) report.recordsLeftOut = plan.recordsLeftOut;
  Object.assign(report, skippedFields(plan.outcome));
  // A host session written as items loses its records: refused unless --allow-lossy, as whole.
  const { format } = plan.outcome;
  if (!SESSION_FORMATS.has(format)) return;
  const records = hostRecordKinds(file, plan.outcome);
  report.droppedRecords = records ?? {};
  const to = (options as { to?: string }).to ?? "jsonl";
  refuseHostLoss(format, to, records, options.allowLossy, sessionItselfHint(keepsInput));
}

/**
 * Runs a command that streams a large log when it can: `streamed` (and `streams`) as in
 * {@link streamedRun} (with `oneRead` as there), else `rewrite` on the whole log as in
 * `rewriteFile` (with `keepsInput` as there), each filling a report made by `fresh`. Never throws: a failure is in `report.error`.
 */
export async function rewriteStreamable<R extends RewriteRun>(
  file: string,
  options: RewriteOptions,
  fresh: () => R,
  streamed: (plan: StreamPlan, report: R) => Promise<boolean>,
  rewrite: (loaded: LoadedTranscript, report: R) => Rewritten,
  keepsInput = false,
  streams?: (plan: StreamPlan) => boolean,
  oneRead?: OneReadWrite<R>,
): Promise<R> {
  const done = await streamedRun(file, options, fresh, streamed, streams, keepsInput, oneRead);
  if (done) return done;
  const report = fresh();
  return rewriteFile(file, options, report, (loaded) => rewrite(loaded, report), keepsInput);
}
