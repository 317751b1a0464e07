// Whether and how `fix` streams a large host session in its own format (host-fix.ts): the first
// read's plan (two reads), or a one-read run's guesses (one-read.ts) after a first read that only
// names what is off the history (a pi session's) or none, and the checks a plan must pass either
// way; anything else is left to the whole-log path.
import { namesFirst, readerApi } from "../../readers/formats/index.js";
import type { LeftOut, TranscriptFormat } from "../../readers/types.js";
import type { FixOptions } from "../fix-transcript.js";
import { ONE_READ_FORMATS, sniffLineFormat } from "../host-records.js";
import { countFile, type ParallelOptions } from "../parallel/count.js";
import { FIRST_LINE_READ_MAX, type InputOptions, streamsFile } from "../transcript-file.js";
import { endingModel, OneRead, type OneReadUse } from "./one-read.js";
import { OTHER_ITEMS_MAX } from "./other-conversations.js";
import { KeyUseSink, planStream, type StreamPlan } from "./plan.js";

// The dialects whose preflight decides a piece as the whole (no rule reads across a cut).
const STREAMED_APIS: ReadonlySet<string> = new Set(["responses", "anthropic"]);

// Chat messages as their lines (chat-array.ts says why a piece decides as the whole); a host
// session checked for Chat is held (its items are read in the Anthropic form).
const streamedApi = (format: string, api: string) =>
  STREAMED_APIS.has(api) || (api === "chat" && format === "chat-jsonl");

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
  if (document || !formats.has(format) || !streamedApi(format, options.api ?? api)) return false;
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
  options: InputOptions,
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

/** The options a one-read run reads (a command's: fix's, convert's). */
export type OneReadOptions = InputOptions & { api?: string };

/**
 * Whether a one-read run of a log in dialect `api` goes on: fix's only in a streamed dialect (its
 * preflight decides a piece as the whole); one that writes items in any.
 */
function takes(api: string, options: OneReadOptions, use: OneReadUse): boolean {
  return use !== "fix" || STREAMED_APIS.has(options.api ?? api);
}

/**
 * A one-read run's guesses when the log (of `size` bytes, over its bound) is of a format read
 * in one read (`format`, {@link hostFormat}) in a dialect it {@link takes}, else undefined.
 * @throws nothing.
 */
export function oneReadFor(
  file: string,
  size: number,
  options: OneReadOptions,
  format: TranscriptFormat | undefined,
  use: OneReadUse = "fix",
): OneRead | undefined {
  if (format === undefined || !ONE_READ_FORMATS.has(format)) return undefined;
  const api = readerApi(format);
  if (!takes(api, options, use)) return undefined;
  const model = endingModel(file, size);
  return new OneRead(format, api, options, {
    ...(model === undefined ? {} : { ending: { model } }),
    use,
  });
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
  options: OneReadOptions & { parallel?: ParallelOptions },
  format: TranscriptFormat,
  use: OneReadUse = "fix",
): Promise<OneRead | undefined> {
  const read = { format, lenient: options.lenient, streamed: true };
  let named: Awaited<ReturnType<typeof countFile>>;
  try {
    named = await countFile(file, size, () => new KeyUseSink(), read, options.parallel);
  } catch {
    return undefined;
  }
  const { leftOut, api, document, skipped } = named.outcome;
  if (!leftOut || document || !takes(api, options, use)) return undefined;
  // A torn last line is the whole-log path's to report (streamable refuses it at the end too).
  if (skipped.some((s) => s.reason === "truncated")) return undefined;
  return new OneRead(format, api, options, { ending: leftOut.ending, leaveOut: leftOut, use });
}

/**
 * The one-read run of a log of `size` bytes (over its bound) in `format` ({@link hostFormat}):
 * after a read naming what is off the history where the format names first (a pi session's),
 * else foreseen from the log's end (a Claude Code session's); undefined for another format or
 * dialect, or where the naming read fails; `use`: what the run writes.
 * @throws nothing.
 */
export async function oneReadOf(
  file: string,
  size: number,
  options: OneReadOptions & { parallel?: ParallelOptions },
  format: TranscriptFormat | undefined,
  use: OneReadUse = "fix",
): Promise<OneRead | undefined> {
  if (namesFirst(format)) return afterNamingRead(file, size, options, format, use);
  return oneReadFor(file, size, options, format, use);
}
