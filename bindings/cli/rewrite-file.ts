// The steps fix, compact and convert share: refuse an output that is the input, read the one
// conversation, let the command make the output's items, refuse a format that cannot hold some of
// them or of the request body's fields (unless --allow-lossy), write. Each command decides only
// its items.
import type { Family, Item } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import type { ScanOutcome } from "../readers/scanner.js";
import type { TranscriptFormat } from "../readers/types.js";
import type { WriteFormat } from "../readers/write.js";
import type { ReportedViolation } from "./check.js";
import { type Failure, failureOf } from "./failure.js";
import {
  hostRecordKinds,
  refuseHostLoss,
  SESSION_FORMATS,
  sessionItselfHint,
} from "./host-records.js";
import { writeOutput } from "./io.js";
import { lostByFormat, refuseChatAsResponses, refuseLoss } from "./lossy.js";
import { writeItems } from "./output.js";
import { refuseInputAsOutput } from "./output-target.js";
import type { BodyCarry } from "./request-fields.js";
import {
  carried,
  defaultWriteFormat,
  type InputOptions,
  type LoadedTranscript,
  loadTranscript,
} from "./transcript-file.js";
import { inputStamp, unchangedInput } from "./unchanged.js";

/** Options of a command that writes one conversation to `output`. */
export interface RewriteOptions extends InputOptions {
  output: string;
  /** Write even when the output format has no form for some items (counted in `dropped`). */
  allowLossy?: boolean;
}

/** What every rewriting command reports of the run itself (`--json`). */
export interface RewriteRun {
  ok: boolean;
  error?: Failure;
  /** The file's other conversations, not written (`--conversation ID` takes one). */
  otherConversations?: string[];
  /** A host log's records that hold no item (events, session records): left out of the items. */
  recordsLeftOut?: number;
  /**
   * Records a lenient read skipped (no JSON, or no record its reader takes): in no items output;
   * a host session fixed in its own format copies them as they are.
   */
  skippedRecords?: number;
  /** The log's last line, cut short (a log still being written?): in no output. */
  tornLine?: number;
  /** Items the output format has no form for, by type: written only with --allow-lossy. */
  dropped: Record<string, number>;
  /** The input request body's fields the output has no place for: written only with --allow-lossy. */
  droppedFields: string[];
  /** A host session written as items: its records by type, not kept (only with --allow-lossy). */
  droppedRecords?: Record<string, number>;
}

/** What fix and compact report in common (`--json`). */
export interface RewriteReport extends RewriteRun {
  file: string;
  output: string;
  format?: string;
  api?: PreflightApi;
  /** The write format, or for a host session fixed into its own format, the session's format. */
  to?: WriteFormat | TranscriptFormat;
  conversation?: string;
  itemsBefore?: number;
  itemsAfter?: number;
  /** Violations the output still has (checked for the output's own API); `ok` when none. */
  remaining: ReportedViolation[];
  /** Present when the closing preflight did not run (a streamed rewrite): why. */
  preflight?: { ran: false; skippedBecause: string };
}

/**
 * What a rewrite reports of the records its read skipped: those a lenient read skipped
 * (`skippedRecords`), and the torn last line apart (`tornLine`), which no output holds; none
 * where there are none. Throws nothing.
 */
export function skippedFields(outcome: Pick<ScanOutcome, "skipped" | "skippedCount">): {
  skippedRecords?: number;
  tornLine?: number;
} {
  const torn = outcome.skipped.find((s) => s.reason === "truncated"); // always listed
  const skippedRecords = outcome.skippedCount - (torn ? 1 : 0);
  return {
    ...(skippedRecords > 0 ? { skippedRecords } : {}),
    ...(torn ? { tornLine: torn.line ?? torn.index + 1 } : {}),
  };
}

/**
 * A rewriting command's report before the run, in its `--json` key order: the file, the output,
 * `ok`, the command's own `fields`, then what the output format lost. Never throws.
 */
export function freshReport<F extends object>(file: string, output: string, fields: F) {
  return { file, output, ok: false, ...fields, dropped: {}, droppedFields: [] as string[] };
}

/** A command's output: what it writes and how, and whether the run is `ok` once written. */
export interface Rewritten {
  /** The items as written (the request body's head, request-fields.ts, included). */
  items: readonly Item[];
  /** What the output keeps of the input's request body (carryRequestFields). */
  body: BodyCarry;
  to: WriteFormat;
  ok: boolean;
  /** The producing family the user named, written for a later check (items formats). */
  producer?: Family;
}

/**
 * Runs a rewriting command on `file`: `rewrite` makes the output from the loaded conversation.
 * With `keepsInput` (fix), the input's own bytes are written when the output would read back as
 * the input did (unchanged.ts). Never throws: a failure (a usage error, an unreadable input, a
 * lossy format, a failed write) is in `report.error`, and nothing is written unless `rewrite`
 * returned.
 */
export async function rewriteFile<R extends RewriteRun>(
  file: string,
  options: RewriteOptions,
  report: R,
  rewrite: (loaded: LoadedTranscript) => Rewritten,
  keepsInput = false,
): Promise<R> {
  try {
    refuseInputAsOutput(file, options.output, options);
    const stamp = keepsInput ? inputStamp(file) : undefined;
    const loaded = await loadTranscript(file, options);
    if (loaded.others.length) report.otherConversations = loaded.others;
    if (loaded.recordsLeftOut) report.recordsLeftOut = loaded.recordsLeftOut;
    Object.assign(report, skippedFields(loaded.outcome));
    const { items, body, to, ok, producer } = rewrite(loaded);
    report.dropped = lostByFormat(items, to);
    report.droppedFields = body.lost;
    const { requestBody } = loaded.transcript.meta;
    refuseLoss(report.dropped, to, options.allowLossy, body.lost, requestBody);
    const { format } = loaded.outcome;
    if (SESSION_FORMATS.has(format)) {
      const records = hostRecordKinds(file, loaded.outcome);
      report.droppedRecords = records ?? {};
      refuseHostLoss(format, to, records, options.allowLossy, sessionItselfHint(keepsInput));
    }
    const carry = carried(loaded, body, producer);
    const same = keepsInput ? unchangedInput(file, stamp, loaded, items, to, carry) : undefined;
    if (same) await writeOutput(options.output, [same]);
    else await writeItems(options.output, items, to, carry);
    report.ok = ok;
  } catch (error) {
    report.error = failureOf(error);
  }
  return report;
}

/**
 * The dialect fix and compact read the conversation in (`--api`, else the file's) and the format
 * they write (`--to`, else the dialect's own), recorded in `report` with the file's format and the
 * conversation's id.
 * @throws {UsageError} for Chat messages written as Responses items.
 */
export function dialectOf(
  loaded: LoadedTranscript,
  options: { api?: PreflightApi; to?: WriteFormat },
  report: { format?: string; api?: PreflightApi; to?: string; conversation?: string },
): { api: PreflightApi; to: WriteFormat } {
  const { outcome, transcript } = loaded;
  const api = options.api ?? outcome.api;
  const to = options.to ?? defaultWriteFormat(api, transcript.meta);
  refuseChatAsResponses(transcript.items, to);
  Object.assign(report, { format: outcome.format, api, to, conversation: transcript.id });
  return { api, to };
}
