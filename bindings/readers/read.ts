// readTranscripts / readTranscript / readTranscriptSync (SPEC §11).
import { invalidArgument } from "../errors.js";
import { callerOptions } from "../limits.js";
import { Collector } from "./collect.js";
import { lineFormatOf, recordLineIn } from "./first-line.js";
import { NULL_SINK, namesFirst } from "./formats/index.js";
import { Scanner } from "./scanner.js";
import {
  type LeftOut,
  type ReadOptions,
  TRANSCRIPT_FORMATS,
  type TranscriptFormat,
  type TranscriptInput,
  type TranscriptResult,
  type TranscriptsResult,
} from "./types.js";

function checkOptions(options: ReadOptions): void {
  if (typeof options !== "object" || options === null)
    throw invalidArgument("options must be an object");
  const { format, history } = options;
  if (format !== undefined && !TRANSCRIPT_FORMATS.includes(format)) {
    throw invalidArgument(`unknown format ${JSON.stringify(format)}`);
  }
  if (history !== undefined && history !== "current" && history !== "full") {
    throw invalidArgument('history must be "current" or "full"');
  }
}

/** The largest chunk of bytes readTranscriptsSync hands the scanner at once. */
export const SYNC_CHUNK_BYTES = 16 * 1024 * 1024;

// Bytes in a stream's pieces: over V8's longest string (about 512 MB) they cannot be decoded at once.
function writeWhole(scanner: Scanner, data: string | Uint8Array): void {
  if (typeof data === "string") scanner.write(data);
  else
    for (let at = 0; at === 0 || at < data.length; at += SYNC_CHUNK_BYTES)
      scanner.write(data.subarray(at, at + SYNC_CHUNK_BYTES));
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof (value as AsyncIterable<unknown>)?.[Symbol.asyncIterator] === "function";

// A string from an iterable is a line (as readline yields); bytes are raw chunks.
function asChunk(value: unknown): string | Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (typeof value !== "string") throw invalidArgument("a stream must yield strings or bytes");
  return value.endsWith("\n") ? value : `${value}\n`;
}

function result(scanner: Scanner, collector: Collector): TranscriptsResult {
  const { format, api, skipped, skippedCount, warnings } = scanner.end();
  const transcripts = [...collector.conversations.values()];
  return { format, api, transcripts, skipped, skippedCount, warnings };
}

/**
 * From this many characters (or bytes), a log given whole whose first read names what the next
 * leaves out (formats/index.ts `namesFirst`: a pi session) is read twice and holds no item off
 * the history it resumes (docs/decisions.md, "A pi session given whole is read twice").
 */
export const NAMED_FIRST_MIN = 8 * 1024 * 1024;

/** The longest start of a log given whole read for its first line's format. */
const FIRST_LINE_MAX = 4 * 1024 * 1024;

// The format the line of `data` its reader starts from names (first-line.ts), if any.
function firstLineFormat(data: string | Uint8Array, lenient = false): TranscriptFormat | undefined {
  const head =
    typeof data === "string"
      ? data.slice(0, FIRST_LINE_MAX)
      : new TextDecoder().decode(data.subarray(0, FIRST_LINE_MAX));
  return lineFormatOf(recordLineIn(head, lenient, data.length <= FIRST_LINE_MAX));
}

// What a first read of `data` names off the history it resumes (a large pi session's), for the
// read that follows to leave out; undefined: one read. Its problems are the next read's to report.
function namedFirst(data: string | Uint8Array, options: ReadOptions): LeftOut | undefined {
  if (data.length < NAMED_FIRST_MIN || options.history === "full") return undefined;
  const format = options.format ?? firstLineFormat(data, options.lenient);
  if (!namesFirst(format)) return undefined;
  const first = new Scanner(NULL_SINK, { ...options, format, lenient: true, streamed: true });
  try {
    writeWhole(first, data);
    return first.end().leftOut;
  } catch {
    return undefined; // the read that follows meets it and reports it
  }
}

function start(given: ReadOptions, whole?: string | Uint8Array): [Scanner, Collector] {
  const options = callerOptions(given); // read once: a throwing getter is invalid-argument
  checkOptions(options);
  const collector = new Collector(options.history);
  const leaveOut = whole === undefined ? undefined : namedFirst(whole, options);
  return [new Scanner(collector, leaveOut ? { ...options, leaveOut } : options), collector];
}

/**
 * Reads a stored log into its conversations: `{ format, api, transcripts, skipped, warnings }`.
 * `data` is a string, bytes, or an async iterable of byte chunks (`fs.createReadStream(path)`)
 * or of lines (strings, as `readline` yields). JSON lines are read one at a time.
 * @throws {TranscriptError} `invalid-record` for an empty input or a bad record (with `line`), unless `lenient`.
 * @throws {TranscriptError} `invalid-argument` for bad options or input.
 */
export async function readTranscripts(
  data: TranscriptInput,
  options: ReadOptions = {},
): Promise<TranscriptsResult> {
  const whole = typeof data === "string" || data instanceof Uint8Array ? data : undefined;
  const [scanner, collector] = start(options, whole);
  if (whole !== undefined) writeWhole(scanner, whole);
  else if (isAsyncIterable(data)) for await (const chunk of data) scanner.write(asChunk(chunk));
  else throw invalidArgument("data must be a string, bytes or an async iterable");
  return result(scanner, collector);
}

/**
 * {@link readTranscripts} of a string or bytes, synchronously.
 * @throws {TranscriptError} `invalid-record` for an empty input or a bad record (with `line`), unless `lenient`.
 * @throws {TranscriptError} `invalid-argument` for bad options or input.
 */
export function readTranscriptsSync(
  data: string | Uint8Array,
  options: ReadOptions = {},
): TranscriptsResult {
  if (typeof data !== "string" && !(data instanceof Uint8Array)) {
    throw invalidArgument("data must be a string or bytes");
  }
  const [scanner, collector] = start(options, data);
  writeWhole(scanner, data);
  return result(scanner, collector);
}

function single(read: TranscriptsResult): TranscriptResult {
  const { transcripts, format, api, skipped, skippedCount, warnings } = read;
  if (transcripts.length > 1) {
    throw invalidArgument(`the log holds ${transcripts.length} conversations: use readTranscripts`);
  }
  const one = transcripts[0] ?? { items: [], records: [], meta: { compactions: [] } };
  const { items, records, meta } = one;
  return { format, api, items, records, meta, skipped, skippedCount, warnings };
}

/**
 * Reads a log of one conversation: `{ format, api, items, records, meta, skipped, warnings }`.
 * @throws {TranscriptError} `invalid-argument` when the log holds several conversations (the count is named), or for bad options.
 * @throws {TranscriptError} `invalid-record` for an empty input or a bad record (with `line`), unless `lenient`.
 */
export async function readTranscript(
  data: TranscriptInput,
  options: ReadOptions = {},
): Promise<TranscriptResult> {
  return single(await readTranscripts(data, options));
}

/**
 * {@link readTranscript} of a string or bytes, synchronously.
 * @throws {TranscriptError} `invalid-argument` when the log holds several conversations, or for bad options.
 * @throws {TranscriptError} `invalid-record` for an empty input or a bad record (with `line`), unless `lenient`.
 */
export function readTranscriptSync(
  data: string | Uint8Array,
  options: ReadOptions = {},
): TranscriptResult {
  return single(readTranscriptsSync(data, options));
}
