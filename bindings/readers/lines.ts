// Splits chunks into lines without ever joining the whole input into one string: text chunks by
// string search, byte chunks by searching the bytes for `\n` and decoding each line alone (a UTF-8
// character never holds the byte 0x0A, so a line's bytes are whole characters).
import { concatBytes } from "../concat-bytes.js";
import { wasUtf8 } from "../utf8.js";
import { invalidRecord } from "./problem.js";

/** The longest record (a line, or a whole JSON or msgpack document) read by default: 256 MiB. */
export const MAX_RECORD_BYTES = 256 * 1024 * 1024;

/**
 * The `invalid-record` error (reason `record-too-large`) for a record past `max` bytes, so an
 * input without newlines (`/dev/zero`) is refused instead of growing memory without bound.
 */
export function recordTooLarge(max: number, line?: number) {
  return invalidRecord(
    "record-too-large",
    `a record longer than ${max} bytes (no newline for that long: not a log of this tool's formats?)`,
    line === undefined ? undefined : { index: -1, line },
  );
}

/**
 * The `invalid-record` error (reason `record-too-large`) for `what` of a document past `max` bytes:
 * an element of an array, what is held to tell its format, or a document read whole (returned).
 */
export function documentTooLarge(max: number, what: string, line?: number) {
  const at = line === undefined ? undefined : { index: line - 1, line };
  return invalidRecord("record-too-large", `${what} longer than ${max} bytes`, at);
}

/**
 * Receives each line: its text (no `\n`, no trailing `\r`), 1-based number, whether a newline
 * ended it, and (byte input) true when its bytes were not well-formed UTF-8.
 */
export type LineHandler = (
  text: string,
  line: number,
  terminated: boolean,
  notUtf8?: boolean,
) => void;

/** Splits pushed chunks into lines; `end()` flushes the last, unterminated line. */
export class LineSplitter {
  private rest = "";
  private line = 0;

  constructor(
    private readonly onLine: LineHandler,
    private readonly maxLine = MAX_RECORD_BYTES,
  ) {}

  push(chunk: string): void {
    let start = 0;
    let text = chunk;
    if (this.rest !== "") {
      const nl = chunk.indexOf("\n");
      if (nl < 0) {
        this.rest += chunk;
        // A UTF-16 unit is at least one byte: past `maxLine` units the line is past its bytes.
        if (this.rest.length > this.maxLine) throw recordTooLarge(this.maxLine, this.line + 1);
        return;
      }
      this.emit(this.rest + chunk.slice(0, nl), true);
      this.rest = "";
      start = nl + 1;
      text = chunk;
    }
    for (let nl = text.indexOf("\n", start); nl >= 0; nl = text.indexOf("\n", start)) {
      this.emit(text.slice(start, nl), true);
      start = nl + 1;
    }
    this.rest = text.slice(start);
    if (this.rest.length > this.maxLine) throw recordTooLarge(this.maxLine, this.line + 1);
  }

  end(): void {
    if (this.rest !== "") this.emit(this.rest, false);
    this.rest = "";
  }

  private emit(text: string, terminated: boolean): void {
    this.line++;
    this.onLine(text.endsWith("\r") ? text.slice(0, -1) : text, this.line, terminated);
  }
}

/** Bytes with a fast `\n` search. */
interface Bytes {
  indexOf(byte: number, from: number): number;
  length: number;
  subarray(start: number, end?: number): Uint8Array;
}

/** How a {@link ByteLineSplitter} searches and decodes bytes. */
export interface ByteAccess {
  wrap(chunk: Uint8Array): Bytes;
  decode(bytes: Bytes, start: number, end: number): string;
}

interface NodeBuffer extends Bytes {
  utf8Slice(start: number, end: number): string;
}
interface NodeBufferClass {
  from(buffer: ArrayBufferLike, byteOffset: number, length: number): NodeBuffer;
}

const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** Any runtime: TypedArray search, TextDecoder per line. */
export const PORTABLE_ACCESS: ByteAccess = {
  wrap: (chunk) => chunk,
  decode: (bytes, start, end) => decoder.decode(bytes.subarray(start, end)),
};

// Node's Buffer where it exists: memchr search, native decoding (about twice as fast).
const NodeBuffer = (globalThis as unknown as { Buffer?: NodeBufferClass }).Buffer;
const BUFFER_ACCESS: ByteAccess | undefined = NodeBuffer && {
  wrap: (c) => NodeBuffer.from(c.buffer, c.byteOffset, c.byteLength),
  decode: (bytes, start, end) => (bytes as NodeBuffer).utf8Slice(start, end),
};

/**
 * Splits byte chunks into lines, as decoding the whole input with `TextDecoder` and splitting the
 * text would (a leading byte-order mark is dropped, invalid bytes become U+FFFD and the line is
 * flagged `notUtf8`), one line at a time.
 */
export class ByteLineSplitter {
  private rest: Uint8Array[] = []; // the bytes of the line not yet ended
  private restBytes = 0;
  private line = 0;

  constructor(
    private readonly onLine: LineHandler,
    private readonly access: ByteAccess = BUFFER_ACCESS ?? PORTABLE_ACCESS,
    /** False for a range that starts mid-file: its first line has no byte-order mark to drop. */
    private readonly atFileStart = true,
    private readonly maxLine = MAX_RECORD_BYTES,
    /** Lines before this one are handed on empty, not decoded (a head skipped, types.ts SkippedHead). */
    private readonly skipBefore = 0,
  ) {}

  /** The lines emitted so far. */
  get lines(): number {
    return this.line;
  }

  push(chunk: Uint8Array): void {
    const { wrap } = this.access;
    const bytes = wrap(chunk);
    let start = 0;
    let nl = bytes.indexOf(10, 0);
    if (nl >= 0 && this.rest.length > 0) {
      this.rest.push(chunk.subarray(0, nl));
      this.emit(wrap(concatBytes(this.rest)), 0, -1, true);
      this.rest = [];
      this.restBytes = 0;
      start = nl + 1;
      nl = bytes.indexOf(10, start);
    }
    for (; nl >= 0; nl = bytes.indexOf(10, start)) {
      this.emit(bytes, start, nl, true);
      start = nl + 1;
    }
    // Copied (Buffer#slice would not copy): the rest outlives a chunk its reader may reuse.
    if (start < chunk.length) {
      this.restBytes += chunk.length - start;
      if (this.restBytes > this.maxLine) throw recordTooLarge(this.maxLine, this.line + 1);
      this.rest.push(Uint8Array.prototype.slice.call(chunk, start));
    }
  }

  end(): void {
    if (this.rest.length > 0) this.emit(this.access.wrap(concatBytes(this.rest)), 0, -1, false);
    this.rest = [];
    this.restBytes = 0;
  }

  // `end` -1: to the end of `bytes`.
  private emit(bytes: Bytes, start: number, end: number, terminated: boolean): void {
    this.line++;
    if (this.line < this.skipBefore) {
      this.onLine("", this.line, terminated, false);
      return;
    }
    const stop = end < 0 ? bytes.length : end;
    let text = this.access.decode(bytes, start, stop);
    // Only a line holding U+FFFD can have been invalid: no view of its bytes made for the others.
    const notUtf8 = text.includes("\uFFFD") && !wasUtf8(bytes.subarray(start, stop), text);
    if (this.line === 1 && this.atFileStart && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    this.onLine(text.endsWith("\r") ? text.slice(0, -1) : text, this.line, terminated, notUtf8);
  }
}
