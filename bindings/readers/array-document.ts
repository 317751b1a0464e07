// A JSON document that is one array, read an element at a time: each element parsed alone and
// handed on once the elements seen settle the format (and the items' dialect); until then their
// texts are held, at most a record's worth. The same records as documentRecords of the whole.
import { ArrayFormat } from "./detect.js";
import { apiOfItems } from "./formats/item-lines.js";
import { apiOfRecord, isItemsMeta } from "./items-meta.js";
import { elementNotJson, JsonArraySplitter } from "./json-array-splitter.js";
import { documentTooLarge } from "./lines.js";
import type { TranscriptApi, TranscriptFormat } from "./types.js";

/** The formats an array document is read as element by element (the others' records need the whole). */
export const ARRAY_FORMATS: ReadonlySet<TranscriptFormat> = new Set([
  "json-array",
  "claude-code",
  "anthropic-messages",
]);

/** Where an array document's records go. */
export interface ArrayTarget {
  /** The format and dialect, once known (before the first record). */
  start(format: TranscriptFormat, api: TranscriptApi): void;
  /** An element: its value, its index among the elements, and its text. */
  record(value: unknown, index: number, text: string): void;
  /** Throws when the bytes read so far are not UTF-8 (checked before each element is parsed). */
  checkUtf8(): void;
}

/** One array document's reading, pushed its text in chunks (what it throws: push, end). */
export class ArrayDocument {
  private readonly splitter: JsonArraySplitter;
  private readonly detected = new ArrayFormat();
  /** The texts of the elements read before the format was known, and their length. */
  private held: string[] = [];
  private heldLength = 0;
  /** The first two elements: the items' dialect is read from them (apiOfItems). */
  private readonly firsts: unknown[] = [];
  private started = false;
  private index = 0;

  constructor(
    private readonly target: ArrayTarget,
    private readonly forced: TranscriptFormat | undefined,
    private readonly maxRecord: number,
  ) {
    const tooLarge = (line: number) => documentTooLarge(maxRecord, "a document element", line);
    this.splitter = new JsonArraySplitter((t, l) => this.element(t, l), maxRecord, tooLarge);
  }

  /** Reads a chunk of the document's text. Throws `invalid-record` (`not-json`, `record-too-large`, ...). */
  push(text: string): void {
    this.splitter.push(text);
  }

  /** Ends the document, handing on what is held. Throws as {@link ArrayDocument.push}. */
  end(): void {
    this.splitter.end();
    if (!this.started) this.start(this.forced ?? this.detected.end());
  }

  private element(text: string, line: number): void {
    this.target.checkUtf8();
    const value = parse(text, line);
    if (this.started) {
      this.target.record(value, this.index++, text);
      return;
    }
    if (this.firsts.length < 2) this.firsts.push(value);
    this.detected.see(value);
    this.held.push(text);
    this.heldLength += text.length;
    const format = this.forced ?? this.detected.format;
    if (format !== undefined && this.apiKnown(format)) this.start(format);
    else if (this.heldLength > this.maxRecord) {
      throw documentTooLarge(
        this.maxRecord,
        "a document whose format its start does not tell",
        line,
      );
    }
  }

  // Whether the elements held tell the items' dialect (a meta record may leave it to the next).
  private apiKnown(format: TranscriptFormat): boolean {
    return format !== "json-array" || itemsDialectKnown(this.firsts);
  }

  private start(format: TranscriptFormat): void {
    this.started = true;
    const api = format === "json-array" ? apiOfItems(this.firsts) : "responses";
    this.target.start(format, api);
    const held = this.held;
    this.held = [];
    for (const text of held) this.target.record(JSON.parse(text), this.index++, text);
  }
}

/**
 * Whether the first elements of an items array (at most two) tell its dialect: a meta record
 * that names none leaves it to the next element. Throws nothing.
 */
export function itemsDialectKnown(firsts: readonly unknown[]): boolean {
  if (firsts.length >= 2) return true;
  const first = firsts[0];
  return !isItemsMeta(first) || apiOfRecord(first) !== undefined;
}

function parse(text: string, line: number): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw elementNotJson(text, cause, line);
  }
}
