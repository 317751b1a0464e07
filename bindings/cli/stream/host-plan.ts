// Whether and how `fix` streams a large host session in its own format (host-fix.ts): the first
// read's plan (two reads), or a one-read run's guesses (one-read.ts) after a first read that only
// names what is off the history (a pi session's) or none, and the checks a plan must pass either
// way; anything else is left to the whole-log path.
import { readerApi } from "../../readers/formats/index.js";
import type { LeftOut, TranscriptFormat } from "../../readers/types.js";
import type { FixOptions } from "../fix-transcript.js";
import { ONE_READ_FORMATS, sniffLineFormat } from "../host-records.js";
import { countFile } from "../parallel/count.js";
import { FIRST_LINE_READ_MAX, streamsFile } from "../transcript-file.js";
import { endingModel, OneRead } from "./one-read.js";
import { OTHER_ITEMS_MAX } from "./other-conversations.js";
import { KeyUseSink, planStream, type StreamPlan } from "./plan.js";

// The dialects whose preflight decides a piece as the whole (no rule reads across a cut).
const STREAMED_APIS: ReadonlySet<string> = new Set(["responses", "anthropic"]);

/**
 * Whether the log `plan` describes streams in its own format (of `formats`): one conversation
 * with items, the others small, lines of a streamed dialect, no torn last line.
 * @throws nothing.
 */
export function streamable(
  plan: StreamPlan | undefined,
  options: FixOptions,
  formats: ReadonlySet<string>,
): plan is StreamPlan {
  if (!plan || plan.id === undefined || plan.items === 0 || plan.otherItems > OTHER_ITEMS_MAX)
    return false;
  const { format, api, skipped, document } = plan.outcome;
  // A session dumped as one JSON array is held whole (its records are no lines to stream).
  if (document || !formats.has(format) || !STREAMED_APIS.has(options.api ?? api)) return false;
  return !skipped.some((s) => s.reason === "truncated");
}

/**
 * The input's size when the options let it stream over the bound, else undefined.
 * @throws nothing: the whole-log path meets a failure to read it and reports it.
 */
export function streamedSize(file: string, options: FixOptions): number | undefined {
  if (options.family !== undefined || options.foreign !== undefined) return undefined;
  try {
    return streamsFile(file, options);
  } catch {
    return undefined;
  }
}

/**
 * The first read's plan when the log (of `formats`, `size` bytes as {@link streamedSize} has
 * it) streams in its own format, else undefined; `leaveOut`: what an earlier read found off the
 * history the session resumes.
 * @throws nothing: a failure of the read sends the whole-log path to meet and report it.
 */
export async function hostPlan(
  file: string,
  options: FixOptions,
  formats: ReadonlySet<string>,
  size = streamedSize(file, options),
  leaveOut?: LeftOut,
): Promise<StreamPlan | undefined> {
  if (size === undefined) return undefined;
  let plan: StreamPlan | undefined;
  try {
    plan = await planStream(file, size, options, options.parallel, leaveOut);
  } catch {
    return undefined;
  }
  return streamable(plan, options, formats) ? plan : undefined;
}

/**
 * The format `file` is read in (the options', else its first line's, where one of `formats`),
 * or undefined. @throws nothing.
 */
export function hostFormat(
  file: string,
  options: FixOptions,
  formats: ReadonlySet<string>,
): TranscriptFormat | undefined {
  let format: TranscriptFormat | undefined;
  try {
    format = options.format ?? sniffLineFormat(file, FIRST_LINE_READ_MAX, options.lenient);
  } catch {
    return undefined;
  }
  return format !== undefined && formats.has(format) ? format : undefined;
}

/**
 * A one-read run's guesses when the log (of `size` bytes, over its bound) is of a format fixed
 * in one read (`format`, {@link hostFormat}) in a streamed dialect, else undefined.
 * @throws nothing.
 */
export function oneReadFor(
  file: string,
  size: number,
  options: FixOptions,
  format: TranscriptFormat | undefined,
): OneRead | undefined {
  if (format === undefined || !ONE_READ_FORMATS.has(format)) return undefined;
  const api = readerApi(format);
  if (!STREAMED_APIS.has(options.api ?? api)) return undefined;
  const model = endingModel(file, size);
  return new OneRead(format, api, options, model === undefined ? undefined : { model });
}

/**
 * For a format whose first streamed read makes no item and names what the next leaves out
 * (readers/formats/index.ts `namesFirst`: a pi session's tree): that read, then a one-read run's guesses with
 * what it found (its dialect, what is off the history, the meta it ends with); undefined where the
 * log is not to stream (a read that fails, another dialect or format).
 * @throws nothing: a failure of the read sends the whole-log path to meet and report it.
 */
export async function afterNamingRead(
  file: string,
  size: number,
  options: FixOptions,
  format: TranscriptFormat,
): Promise<OneRead | undefined> {
  const read = { format, lenient: options.lenient, streamed: true };
  let named: Awaited<ReturnType<typeof countFile>>;
  try {
    named = await countFile(file, size, () => new KeyUseSink(), read, options.parallel);
  } catch {
    return undefined;
  }
  const { leftOut, api, document, skipped } = named.outcome;
  if (!leftOut || document || !STREAMED_APIS.has(options.api ?? api)) return undefined;
  // A torn last line is the whole-log path's to report (streamable refuses it at the end too).
  if (skipped.some((s) => s.reason === "truncated")) return undefined;
  return new OneRead(format, api, options, leftOut.ending, leftOut);
}
