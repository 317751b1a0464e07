// readTranscripts / readTranscript / readTranscriptSync (SPEC §11).
import { invalidArgument } from "../errors.js";
import { callerOptions } from "../limits.js";
import { Collector } from "./collect.js";
import { Scanner } from "./scanner.js";
import {
  type ReadOptions,
  TRANSCRIPT_FORMATS,
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
  const { format, api, skipped, warnings } = scanner.end();
  return { format, api, transcripts: [...collector.conversations.values()], skipped, warnings };
}

function start(given: ReadOptions): [Scanner, Collector] {
  const options = callerOptions(given); // read once: a throwing getter is invalid-argument
  checkOptions(options);
  const collector = new Collector(options.history);
  return [new Scanner(collector, options), collector];
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
  const [scanner, collector] = start(options);
  if (typeof data === "string" || data instanceof Uint8Array) writeWhole(scanner, data);
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
  const [scanner, collector] = start(options);
  if (typeof data !== "string" && !(data instanceof Uint8Array)) {
    throw invalidArgument("data must be a string or bytes");
  }
  writeWhole(scanner, data);
  return result(scanner, collector);
}

function single(read: TranscriptsResult): TranscriptResult {
  const { transcripts, format, api, skipped, warnings } = read;
  if (transcripts.length > 1) {
    throw invalidArgument(`the log holds ${transcripts.length} conversations: use readTranscripts`);
  }
  const one = transcripts[0] ?? { items: [], records: [], meta: { compactions: [] } };
  return { format, api, items: one.items, records: one.records, meta: one.meta, skipped, warnings };
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
