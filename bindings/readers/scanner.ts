// Reads one input, chunk by chunk: sniffs msgpack / a JSON document / JSON lines, detects the
// format from the first record, and hands each record to the format's reader. JSONL is never
// joined into one string, nor an array document (read an element at a time); other documents are.

import { TranscriptError } from "../errors.js";
import { hooks } from "../internal/hooks.js";
import { decode } from "../msgpack/codec.js";
import { ARRAY_FORMATS, ArrayDocument, type ArrayTarget } from "./array-document.js";
import {
  afterUndecided,
  detectDocument,
  detectLineFormat,
  isUndecidedLine,
  LINE_FORMATS,
} from "./detect.js";
import { documentRecords } from "./document.js";
import { MAIN } from "./formats/codex-rollout.js";
import { readerFor } from "./formats/index.js";
import type { RecordReader } from "./formats/reader.js";
import { isItemsMeta } from "./items-meta.js";
import { elementNotJson } from "./json-array-splitter.js";
import { NOT_JSON, parsedLine } from "./json-line.js";
import {
  ByteLineSplitter,
  documentTooLarge,
  LineSplitter,
  MAX_RECORD_BYTES,
  recordTooLarge,
} from "./lines.js";
import { isLineRecord, linesFollow } from "./lines-follow.js";
import { isMsgpackArray } from "./msgpack-array-splitter.js";
import { MsgpackDocument, malformedMsgpack } from "./msgpack-document.js";
import { invalidRecord, RecordProblem, UNKNOWN_TYPE } from "./problem.js";
import { recordKind } from "./record-kind.js";
import type { TranscriptSink } from "./sink.js";
import { countType, type RangeProblems, SkippedRecords } from "./skipped.js";
import { skippedHead } from "./skipped-head.js";
import type {
  LeftOut,
  ScanOptions,
  SkippedHead,
  SkippedRecord,
  TranscriptApi,
  TranscriptFormat,
  TranscriptRecord,
} from "./types.js";
import { Utf8Chunks } from "./utf8-chunks.js";

/** What a scan found besides the records it handed to the sink. */
export interface ScanOutcome {
  format: TranscriptFormat;
  api: TranscriptApi;
  /** The skipped records listed (SKIPPED_LISTED of them at most, a truncated last line always). */
  skipped: SkippedRecord[];
  /** Every record skipped. */
  skippedCount: number;
  warnings: string[];
  /** Records of types the reader does not know, by type: read past (no items), never fatal. */
  unknownTypes?: Record<string, number>;
  /** Every record read (skipped ones too). */
  records?: number;
  /** The input was one document (JSON or msgpack), its records not lines. */
  document?: boolean;
  /** The items are not every record's in file order (a pi session's branch or compaction). */
  rebuilt?: boolean;
  /** A read in file order (`streamed`): what is off the history the log resumes (formats/reader.ts). */
  leftOut?: LeftOut;
  /** The records that parse (a JSON lines log's lines, a document's records), by kind (record-kind.ts), in order of first sight. */
  recordKinds?: Record<string, number>;
}

type Mode = "sniff" | "lines" | "document" | "msgpack";

const WHITESPACE = /\S/;
const ENCODER = new TextEncoder();
const MSGPACK_WHOLE =
  "a msgpack document that is no array (read whole: large logs are best kept as JSON lines or an array)";
const JSON_WHOLE =
  "a JSON document that is no array (read whole: large logs are best kept as JSON lines or an array)";
/** Held of a `{` input whose first line is no record before the lines after it are looked at. */
const LINES_CHECK_FROM = 4 * 1024 * 1024;
/** Bytes decoded first while the mode is undecided; each further slice twice the last. */
const SNIFF_SLICE = 64 * 1024;

/** The warning for a last line cut short. */
export function truncatedWarning(line: number | undefined): string {
  return `line ${line}: the last line is cut short (a log still being written?): skipped`;
}

const copyOf = (bytes: Uint8Array): Uint8Array => Uint8Array.prototype.slice.call(bytes);

/** One read of one input. */
export class Scanner {
  private mode: Mode = "sniff";
  /** Byte input decoded (the sniffed start, a document); its `notUtf8` refuses a document. */
  private readonly utf8 = new Utf8Chunks();
  private buffered: string[] = [];
  private bytes: Uint8Array[] = [];
  /** The raw chunks while sniffing: lines are then split from the bytes, not the decoded text. */
  private sniffed: Uint8Array[] = [];
  private textInput = false;
  private splitter?: LineSplitter;
  private byteSplitter?: ByteLineSplitter;
  /** A JSON document that is one array: read an element at a time. */
  private array?: ArrayDocument;
  /** A msgpack document that is one array: read an element at a time too. */
  private msgpackArray?: MsgpackDocument;
  /** The input's first character that is no whitespace, once sniffing met it. */
  private firstChar?: string;
  private reader?: RecordReader;
  private format?: TranscriptFormat;
  private records = 0;
  readonly skipped = new SkippedRecords();
  readonly warnings: string[] = [];
  /** Records of types the reader does not know, by type (null prototype: any name is a key). */
  readonly unknownTypes: Record<string, number> = Object.create(null);
  /** Lines that parse, by kind (null prototype: any name is a key), less the run not yet added. */
  private readonly kinds: Record<string, number> = Object.create(null);
  /** The kind of the last lines counted, and how many in a row are not yet in `kinds`. */
  private runKind: string | undefined;
  private run = 0;
  /** A range scan's problems (bad records, truncated ones too), instead of throwing. */
  private problems?: RangeProblems;
  /** Bytes (or UTF-16 units) held for a document or a line not yet ended. */
  private held = 0;
  /**
   * A `{` input held as a document because its first line is no record: from this many held, the
   * lines after it are looked at (linesFollow), again at each doubling until they are whole.
   */
  private linesCheckAt?: number;
  /** Lines read from decoded text after a document was begun: its UTF-8 is checked at the end. */
  private linesFromText = false;
  /** The JSON line (or array element) being read and its value, while the sink takes its records (the last one after). */
  lineText = "";
  lineValue: unknown;
  /** The number of the last line of JSON lines handed to the reader (or read past): 0 while none. */
  linesRead = 0;
  /** A first line that is the items' meta record: the format is detected from the next line. */
  private metaLine?: { value: unknown; at: TranscriptRecord };
  /** First lines Chat and Anthropic messages both write: held until a line says which (detect.ts). */
  private undecided?: { values: { value: unknown; at: TranscriptRecord }[]; bytes: number };
  /** The lines a second read skips unparsed (types.ts SkippedHead), read as a first read found them. */
  private readonly head: SkippedHead | undefined;
  private readonly options: ScanOptions;

  constructor(
    private readonly sink: TranscriptSink,
    options: ScanOptions,
  ) {
    const head = skippedHead(options.leaveOut);
    this.head = head;
    // The format the first read found: the line it starts at may tell no format of its own.
    this.options = head ? { ...options, format: options.format ?? head.format } : options;
    if (head) this.records = head.records;
  }

  /**
   * A scanner for one byte range of a JSON lines file of a known `format` (the parallel check):
   * lines and record indexes count from the range's start, a mid-file range drops no byte-order
   * mark, and bad records go to `problems` (read by {@link Scanner.endRange}) instead of throwing.
   */
  static forRange(
    sink: TranscriptSink,
    format: TranscriptFormat,
    atFileStart: boolean,
    problems: RangeProblems,
  ): Scanner {
    const scanner = new Scanner(sink, { format, lenient: true });
    scanner.problems = problems;
    scanner.mode = "lines";
    scanner.byteSplitter = new ByteLineSplitter(
      (text, line, terminated, notUtf8) => scanner.line(text, line, terminated, notUtf8),
      undefined,
      atFileStart,
    );
    scanner.use(format, "responses");
    return scanner;
  }

  /** Ends a range scan: how many lines and records it held, and its records by kind. */
  endRange(): { lines: number; records: number; recordKinds: Record<string, number> } {
    this.byteSplitter!.end();
    return {
      lines: this.byteSplitter!.lines,
      records: this.records,
      recordKinds: this.recordKinds(),
    };
  }

  /** Takes the next chunk of the input. */
  write(chunk: string | Uint8Array): void {
    if (typeof chunk === "string") {
      if (this.byteSplitter) this.byteSplitter.push(ENCODER.encode(chunk));
      else {
        this.textInput = true;
        this.text(chunk);
      }
      return;
    }
    if (this.byteSplitter) {
      this.byteSplitter.push(chunk);
      return;
    }
    if (this.mode === "msgpack") {
      this.msgpack(chunk);
      return;
    }
    if (this.mode === "sniff" && this.buffered.length === 0 && chunk.length > 0) {
      const forced = this.options.format;
      if (forced === "msgpack" || (forced === undefined && isMsgpackArray(chunk[0]))) {
        this.mode = "msgpack";
        if (isMsgpackArray(chunk[0]) && !hooks.wholeArrays) this.startMsgpackArray();
        this.msgpack(chunk);
        return;
      }
    }
    if (this.mode === "sniff") {
      this.sniffed.push(chunk);
      this.sniff(chunk);
      // Held past this call only while still undecided: then a copy (the caller may reuse its buffer).
      if (this.mode === "sniff") this.sniffed[this.sniffed.length - 1] = copyOf(chunk);
      return;
    }
    for (const text of this.utf8.decode(chunk)) this.text(text);
  }

  // Decodes a chunk in growing slices until the mode is decided: JSON lines are then split from
  // the sniffed bytes, so only the log's start is decoded (decoding a whole 16 MB chunk, and
  // checking it, cost more than reading its lines).
  private sniff(chunk: Uint8Array): void {
    for (let at = 0, size = SNIFF_SLICE; at === 0 || at < chunk.length; at += size, size *= 2) {
      if (this.byteSplitter) return; // lines: the splitter took every sniffed chunk, this one whole
      for (const text of this.utf8.decode(chunk.subarray(at, at + size))) {
        if (this.byteSplitter) return; // lines chosen within this slice: the splitter took it whole
        this.text(text);
      }
    }
  }

  private get maxRecord(): number {
    return this.options.maxRecordBytes ?? MAX_RECORD_BYTES;
  }

  // A whole document is one record: held in memory up to the record limit, refused past it.
  private hold(n: number): void {
    this.held += n;
    if (this.held <= this.maxRecord) return;
    if (this.mode === "msgpack") throw documentTooLarge(this.maxRecord, MSGPACK_WHOLE);
    if (this.mode === "document") throw documentTooLarge(this.maxRecord, JSON_WHOLE);
    throw recordTooLarge(this.maxRecord);
  }

  /** Ends the input: reads what is left and returns the outcome. */
  end(): ScanOutcome {
    if (this.msgpackArray) this.msgpackArray.end();
    else if (this.mode === "msgpack") this.readDocument("msgpack", this.msgpackValue());
    else if (this.byteSplitter) this.byteSplitter.end();
    else {
      this.text(this.utf8.end());
      if (this.mode === "sniff") this.decide(true);
      if (this.mode === "document") this.endDocument();
      else this.endLines();
    }
    // Lines that never said Chat or Anthropic: Chat messages, as the first line names them.
    if (this.undecided && this.reader === undefined) this.startItems("chat-jsonl");
    // Items JSONL of no item: its meta record alone.
    if (this.metaLine && this.reader === undefined) this.startItems("responses-jsonl");
    if (this.reader === undefined || this.format === undefined) {
      throw invalidRecord("empty-input", noRecordMessage(this.skipped.count));
    }
    this.checkOnlyTruncated();
    this.reader.end?.();
    return {
      format: this.format,
      api: this.reader.api,
      skipped: this.skipped.listed,
      skippedCount: this.skipped.count,
      warnings: [...this.warnings, ...(this.reader.warnings ?? [])],
      unknownTypes: this.unknownTypes,
      records: this.records,
      recordKinds: this.head ? { ...this.head.recordKinds } : this.recordKinds(),
      ...(this.reader.rebuilt ? { rebuilt: true } : {}),
      ...(this.reader.leftOut ? { leftOut: this.withHead(this.reader.leftOut) } : {}),
      ...(this.mode === "document" || this.mode === "msgpack" ? { document: true } : {}),
    };
  }

  // The reader's `leftOut` with its head completed (the format, every line's kind), where the read
  // was clean (no record skipped, of an unknown type or warned of); else without one.
  private withHead(leftOut: LeftOut): LeftOut {
    if (leftOut.head === undefined) return leftOut;
    const clean =
      this.skipped.count === 0 &&
      this.warnings.length === 0 &&
      Object.keys(this.unknownTypes).length === 0;
    const { head, ...rest } = leftOut;
    if (!clean || this.format === undefined) return rest;
    const recordKinds = { ...this.recordKinds() };
    return { ...rest, head: { ...head, format: this.format, recordKinds } };
  }

  /** The lines that parsed, by kind, in order of first sight. */
  private recordKinds(): Record<string, number> {
    if (this.run > 0) this.kinds[this.runKind!] += this.run;
    this.run = 0;
    return this.kinds;
  }

  // Counts a line of `kind`: a run of one kind is one comparison a line, not a dictionary update.
  private countKind(kind: string): void {
    if (kind === this.runKind) {
      this.run++;
      return;
    }
    this.recordKinds();
    this.kinds[kind] ??= 0; // entered at first sight, which orders the kinds
    this.runKind = kind;
    this.run = 1;
  }

  private endLines(): void {
    if (this.linesFromText) this.refuseNotUtf8(); // decoded text has no line of its own to name
    if (this.byteSplitter) this.byteSplitter.end();
    else this.splitter?.end();
  }

  private text(chunk: string): void {
    if (this.mode === "lines") {
      this.splitter!.push(chunk);
      return;
    }
    if (this.array) {
      this.pushArray(chunk);
      return;
    }
    if (chunk !== "") this.buffered.push(chunk);
    if (this.mode === "sniff" && this.decidable(chunk)) this.decide(false);
    const checkAt = this.linesCheckAt;
    if (checkAt !== undefined && this.held + chunk.length >= checkAt) this.checkLines();
    // Lines or an array chosen: what was held went on, and each line or element is bounded alone.
    if (!this.splitter && !this.byteSplitter && !this.array) this.hold(chunk.length);
  }

  // Whether the text held, `chunk` its newest, may decide the mode: its first character is known
  // and, for an unforced `{`, its first line's end. Only then is the text joined (joining at every
  // 32 KiB piece made a 40 MB body on one line take 78 s).
  private decidable(chunk: string): boolean {
    if (this.firstChar === undefined) {
      const at = chunk.search(WHITESPACE);
      if (at < 0) return false;
      this.firstChar = chunk[at];
      chunk = chunk.slice(at);
    }
    if (this.firstChar !== "{" || this.options.format !== undefined) return true;
    return chunk.includes("\n");
  }

  // Chooses the mode once the first character (and for `{`, the first line) is known.
  private decide(ended: boolean): void {
    const text = this.buffered.join("");
    this.buffered = text === "" ? [] : [text];
    const start = text.search(WHITESPACE);
    if (start < 0) return;
    const forced = this.options.format;
    const first = text[start];
    let lines = first !== "[" && first !== "{";
    if (forced !== undefined) lines = LINE_FORMATS.has(forced) && first !== "[";
    else if (first === "{") {
      const nl = text.indexOf("\n", start);
      if (nl < 0 && !ended) return;
      lines = isLineRecord(text.slice(start, nl < 0 ? undefined : nl));
    }
    if (!lines) {
      this.mode = "document";
      this.sniffed = [];
      if (first === "{" && forced === undefined)
        this.linesCheckAt = Math.min(LINES_CHECK_FROM, this.maxRecord);
      const array = forced === undefined || ARRAY_FORMATS.has(forced);
      if (first === "[" && array && !hooks.wholeArrays) this.startArray();
      return;
    }
    this.startLines(!this.textInput);
  }

  // An array document: what was held goes to its reading, and every later chunk.
  private startArray(): void {
    const target: ArrayTarget = {
      start: (format, api) => this.use(format, api),
      record: (value, index, text) => {
        this.records++;
        this.countKind(recordKind(value));
        this.lineText = text; // an element is read as a line is (its text kept where unchanged)
        this.lineValue = value;
        this.record(value, { index });
      },
      checkUtf8: () => this.refuseNotUtf8(),
    };
    this.array = new ArrayDocument(target, this.options.format, this.maxRecord);
    const held = this.buffered;
    this.buffered = [];
    for (const text of held) this.pushArray(text);
  }

  // A document that is not UTF-8 is refused as such first, whatever else is wrong after (as whole).
  private pushArray(text: string): void {
    try {
      this.array!.push(text);
    } catch (error) {
      this.refuseNotUtf8();
      throw error;
    }
  }

  // A msgpack chunk: an array's elements read as they end; any other document held whole.
  private msgpack(chunk: Uint8Array): void {
    if (this.msgpackArray) {
      this.msgpackArray.push(chunk);
      return;
    }
    this.hold(chunk.length);
    this.bytes.push(chunk);
  }

  // A msgpack array document: its elements go to the items reader as they end.
  private startMsgpackArray(): void {
    const target = {
      start: (api: TranscriptApi) => this.use("msgpack", api),
      record: (value: unknown, index: number) => {
        this.records++;
        this.countKind(recordKind(value));
        this.lineText = ""; // no text to keep: an output writes the item anew
        this.lineValue = undefined;
        this.record(value, { index });
      },
    };
    this.msgpackArray = new MsgpackDocument(target, this.maxRecord);
  }

  // Byte input is split from its raw bytes from here on (faster than decoding whole chunks).
  private startLines(fromBytes: boolean): void {
    this.mode = "lines";
    const onLine = (text: string, line: number, terminated: boolean, notUtf8?: boolean) =>
      this.line(text, line, terminated, notUtf8);
    const buffered = this.buffered;
    const sniffed = this.sniffed;
    this.buffered = [];
    this.sniffed = [];
    if (fromBytes) {
      const skip = this.head?.line ?? 0;
      this.byteSplitter = new ByteLineSplitter(onLine, undefined, true, this.maxRecord, skip);
      for (const chunk of sniffed) this.byteSplitter.push(chunk);
      return;
    }
    this.splitter = new LineSplitter(onLine, this.maxRecord);
    for (const chunk of buffered) this.splitter.push(chunk);
  }

  private line(text: string, line: number, terminated: boolean, notUtf8 = false): void {
    this.linesRead = line;
    if (this.head !== undefined && line < this.head.line) return; // skipped: read by the first
    if (text.charCodeAt(0) !== 123 && !WHITESPACE.test(text)) return; // 123: `{`, the usual start
    const at: TranscriptRecord = { index: this.records++, line };
    if (notUtf8) {
      this.fail("invalid-utf8", "the line is not well-formed UTF-8", at);
      return;
    }
    const value = parsedLine(text);
    if (value === NOT_JSON) {
      if (terminated) this.fail("not-json", "the line is not JSON", at);
      else this.truncated(at);
      return;
    }
    this.countKind(recordKind(value));
    if (this.reader === undefined && !this.startReader(value, at, text.length)) return;
    this.lineText = text;
    this.lineValue = value;
    this.record(value, at);
  }

  private truncated(at: TranscriptRecord): void {
    if (this.problems) {
      this.problems.add("truncated", "", at);
      return;
    }
    this.skipped.add(at, "truncated");
    this.warnings.push(truncatedWarning(at.line));
  }

  private checkOnlyTruncated(): void {
    checkOnlyTruncated(this.skipped.listed, this.records, this.options.lenient);
  }

  private startReader(value: unknown, at: TranscriptRecord, size: number): boolean {
    if (this.options.format === undefined && !this.metaLine && isItemsMeta(value)) {
      this.metaLine = { value, at };
      return false;
    }
    const format = this.options.format ?? this.detected(value, at, size);
    if (format === null) return false;
    if (format === undefined) {
      this.fail("unknown-record", "no known log format starts with this record", at);
      return false;
    }
    this.startItems(format);
    return true;
  }

  // The format the first lines name; null while they are held undecided (detect.ts).
  private detected(
    value: unknown,
    at: TranscriptRecord,
    size: number,
  ): TranscriptFormat | undefined | null {
    const held = this.undecided;
    if (!held) {
      // After the items' meta record (this tool's output) the next line decides, as ever.
      if (this.metaLine || !isUndecidedLine(value)) return detectLineFormat(value);
      this.undecided = { values: [{ value, at }], bytes: size };
      return null;
    }
    const format = afterUndecided(value, held.values.length, held.bytes);
    if (format !== undefined) return format;
    held.values.push({ value, at });
    held.bytes += size;
    return null;
  }

  // Starts the reader of `format`, handing it the records held back for detection.
  private startItems(format: TranscriptFormat): void {
    this.use(format, "responses");
    if (this.metaLine) this.record(this.metaLine.value, this.metaLine.at);
    const held = this.undecided?.values ?? [];
    this.undecided = undefined;
    for (const { value, at } of held) this.record(value, at);
  }

  private use(format: TranscriptFormat, api: TranscriptApi): void {
    this.format = format;
    this.reader = readerFor(format, api)(this.sink, this.options);
  }

  private record(value: unknown, at: TranscriptRecord): void {
    try {
      this.reader!.record(value, at);
    } catch (error) {
      if (!(error instanceof RecordProblem)) throw error;
      if (error.reason === UNKNOWN_TYPE && !this.problems)
        countType(this.unknownTypes, error.message);
      else this.fail(error.reason, error.message, at);
    }
  }

  private fail(reason: string, message: string, at: TranscriptRecord): void {
    if (this.problems) {
      this.problems.add(reason, message, at);
      return;
    }
    if (!this.options.lenient) throw invalidRecord(reason, message, at);
    this.skipped.add(at, reason);
  }

  private endDocument(): void {
    this.refuseNotUtf8();
    if (this.array) {
      this.array.end();
      return;
    }
    const text = this.buffered.join("");
    this.buffered = [text];
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (cause) {
      if (!text.trimStart().startsWith("{")) throw elementNotJson(text, cause, 1);
      this.fallBackToLines();
      return;
    }
    const format = this.options.format ?? detectDocument(value);
    if (format === undefined)
      throw invalidRecord("unknown-record", "no known log format has this shape");
    this.readDocument(format, value);
  }

  private refuseNotUtf8(): void {
    if (this.utf8.notUtf8)
      throw invalidRecord("invalid-utf8", "the input is not well-formed UTF-8");
  }

  // A `{` input held as a document whose first line is no record: read as lines from here where
  // the lines after it are records (a log whose first line was cut), not held whole to its end.
  private checkLines(): void {
    const verdict = this.utf8.notUtf8 ? false : linesFollow(this.buffered);
    this.linesCheckAt = verdict === undefined ? this.linesCheckAt! * 2 : undefined;
    if (!verdict) return;
    this.linesFromText = true;
    this.held = 0;
    this.startLines(false);
  }

  // A `{` file that is neither JSON lines nor one JSON value: read as lines to name the bad line.
  private fallBackToLines(): void {
    this.refuseNotUtf8();
    this.startLines(false);
    this.splitter!.end();
  }

  private msgpackValue(): unknown {
    const total = this.bytes.reduce((n, b) => n + b.length, 0);
    const all = new Uint8Array(total);
    let at = 0;
    for (const b of this.bytes) {
      all.set(b, at);
      at += b.length;
    }
    this.bytes = [];
    try {
      return decode(all);
    } catch (error) {
      if (!(error instanceof TranscriptError)) throw error;
      throw malformedMsgpack();
    }
  }

  private readDocument(format: TranscriptFormat, value: unknown): void {
    let doc: ReturnType<typeof documentRecords>;
    try {
      doc = documentRecords(format, value);
    } catch (error) {
      if (error instanceof RecordProblem) throw invalidRecord(error.reason, error.message);
      throw error;
    }
    this.use(format, doc.api ?? "responses");
    if (doc.meta) this.sink.meta(MAIN, doc.meta);
    doc.records.forEach((record, index) => {
      this.records++;
      this.countKind(recordKind(record)); // a host session dumped as an array loses these as items
      this.record(record, { index });
    });
  }
}

/** Why a read found nothing to read: no record, or (lenient) every record skipped. */
function noRecordMessage(skipped: number): string {
  if (skipped === 0) return "empty input: no record to read";
  if (skipped === 1) return "no record to read: its one record was skipped";
  return `no record to read: all ${skipped} records were skipped`;
}

/** The file's only record cut short is no log being written: it is unreadable (invalid-record). */
export function checkOnlyTruncated(
  skipped: readonly SkippedRecord[],
  records: number,
  lenient: boolean | undefined,
): void {
  const only = skipped.length === 1 && records === 1 ? skipped[0] : undefined;
  if (only?.reason === "truncated" && !lenient) {
    throw invalidRecord("not-json", "the only line is not JSON", only);
  }
}
