// `fix FILE -o OUT`: the fixed conversation (fix-transcript.ts) written, a large log to any text
// output in two streamed reads (stream/fix.ts), anything else whole.

import type { TranscriptFormat } from "../readers/types.js";
import {
  emptyFixReport,
  type FixOptions,
  type FixReport,
  fixTranscript,
} from "./fix-transcript.js";
import { sniffLineFormat } from "./host-records.js";
import { outputApi } from "./lossy.js";
import { carryRequestFields } from "./request-fields.js";
import { dialectOf } from "./rewrite-file.js";
import { fixStreamed, mayStreamFix, streamsFix } from "./stream/fix.js";
import type { StreamPlan } from "./stream/plan.js";
import { rewriteStreamable } from "./stream/run.js";
import { FIRST_LINE_READ_MAX, streamsFile } from "./transcript-file.js";

// The whole-log step's pieces live in fix-transcript.ts (stream/fix.ts reads them without a cycle).
export {
  emptyFixReport,
  type FixOptions,
  type FixReport,
  fixTranscript,
} from "./fix-transcript.js";

// A large log fixed in two streamed reads (stream/fix.ts), a plan streamsFix took.
async function fixStreamedInto(
  file: string,
  plan: StreamPlan,
  options: FixOptions,
  report: FixReport,
): Promise<boolean> {
  const to = streamsFix(plan, options) ?? "jsonl";
  const api = outputApi(to, options.api ?? plan.outcome.api);
  Object.assign(report, { format: plan.outcome.format, api, to, conversation: plan.id });
  await fixStreamed(file, plan, options, report, options.streamPiece);
  report.ok = true;
  return true;
}

// The first line's format where a streamed run would be tried (a file over its bound), else
// undefined: nothing is read for a log held anyway. Throws nothing (the run meets any failure).
function streamedFormat(file: string, options: FixOptions): TranscriptFormat | undefined {
  try {
    const streams = streamsFile(file, options) !== undefined;
    return streams ? sniffLineFormat(file, FIRST_LINE_READ_MAX, options.lenient) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `fix`; never throws (failures are in `error`). `lineFormat`: the file's first line's
 * format when the caller has read it, null when it found none (undefined: read here, only where
 * a streamed run would be tried).
 */
export function fixFile(
  file: string,
  options: FixOptions,
  lineFormat?: TranscriptFormat | null,
): Promise<FixReport> {
  const fresh = () => emptyFixReport(file, options.output);
  const streamed = (plan: StreamPlan, report: FixReport) =>
    fixStreamedInto(file, plan, options, report);
  // Options or a log that never stream skip the first read, which could only find that out.
  const held = { ...options, streamMinBytes: Number.POSITIVE_INFINITY };
  const format =
    options.format ??
    (lineFormat === undefined ? streamedFormat(file, options) : (lineFormat ?? undefined));
  return rewriteStreamable(
    file,
    mayStreamFix(options, format) ? options : held,
    fresh,
    streamed,
    (loaded, report) => {
      const { transcript } = loaded;
      const { api, to } = dialectOf(loaded, options, report);
      // The closing check is the written output's: Chat or Anthropic when that is what is written.
      const fixed = fixTranscript(transcript, api, options, report, outputApi(to, api));
      report.api = outputApi(to, api);
      const body = carryRequestFields(transcript.meta, to);
      const items = [...body.head, ...fixed];
      const ok = report.remaining.length === 0;
      return { items, body, to, ok, producer: options.fromFamily };
    },
    true,
    (plan) => streamsFix(plan, options) !== undefined,
  );
}
