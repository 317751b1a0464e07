// Splits a JSON document that is one array into its elements' texts as its chunks come, so a large
// array is never one string nor one parsed value. Only the structure is scanned (strings, bracket
// nesting, commas); each element's own syntax is left to JSON.parse of its text.
import { invalidRecord } from "./problem.js";

/** Receives each element's text and the 1-based line it starts on. */
export type ElementHandler = (text: string, line: number) => void;

enum Phase {
  Before, // nothing but whitespace yet; `[` expected
  First, // after `[`: an element or `]`
  Next, // after `,`: an element
  Inside, // in an element
  After, // after an element: `,` or `]`
  Closed, // after the closing `]`: whitespace only
}

const QUOTE = 34;
const BACKSLASH = 92;
const NEWLINE = 10;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

const isSpace = (c: number) => c === 32 || c === NEWLINE || c === 13 || c === 9;

/** The `not-json` error of a document, on `line` where one is known (returned, not thrown). */
export function documentNotJson(line?: number) {
  const at = line === undefined ? undefined : { index: line - 1, line };
  return invalidRecord("not-json", "the document is not valid JSON", at);
}

/** Splits one JSON array's text, pushed in chunks, into its elements' texts (what it throws: push, end). */
export class JsonArraySplitter {
  private phase = Phase.Before;
  private line = 1;
  /** The closers the element waits for, innermost last: a byte a level (a hostile nesting costs no more than its text). */
  private closers = new Uint8Array(64);
  private depth = 0;
  private inString = false;
  /** The last character read in a string was an unescaped backslash (a chunk may end there). */
  private escaped = false;
  /** The element's text from earlier chunks, and its length. */
  private parts: string[] = [];
  private partLength = 0;
  private startLine = 1;
  /** The element is a number or literal: it ends at the first delimiter. */
  private bare = false;
  /** Where the element's text starts in the chunk being read (0: in an earlier one). */
  private from = 0;

  constructor(
    private readonly onElement: ElementHandler,
    /** The longest element, in UTF-16 units (a document's record limit). */
    private readonly maxElement: number,
    private readonly tooLarge: (line: number) => Error,
  ) {}

  /**
   * Reads a chunk. Throws `invalid-record` (`not-json`, on the line JSON.parse of the whole would
   * name, or none where it names no position; `record-too-large`).
   */
  push(text: string): void {
    this.from = 0;
    for (let i = 0; i < text.length; i++) {
      if (this.phase === Phase.Inside) {
        const end = this.scanElement(text, i);
        if (end < 0) break;
        this.emit(text.slice(this.from, end));
        i = end - 1; // the delimiter (or the character after a closed element) is read next
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === NEWLINE) this.line++;
      if (isSpace(c)) continue;
      if (this.between(c)) continue;
      this.from = i;
      this.open(c);
      i--; // the element's first character is scanned as part of it
    }
    if (this.phase === Phase.Inside) this.keep(text.slice(this.from));
  }

  /** Ends the input. Throws `not-json` where the array is not closed (on the line it stops, as JSON.parse names it). */
  end(): void {
    if (this.phase === Phase.Closed) return;
    if (this.phase === Phase.Inside) {
      // A cut element: its own parse names where it stops (as the whole document's would).
      const text = this.parts.join("");
      try {
        JSON.parse(text);
      } catch (cause) {
        throw elementNotJson(text, cause, this.startLine);
      }
    }
    // After an element V8 names the end (a `,` or `]` expected); after `[` or `,` no place.
    const afterElement = this.phase === Phase.After || this.phase === Phase.Inside;
    throw documentNotJson(afterElement ? this.line : undefined);
  }

  // A structural character outside any element; true when it was taken (not an element's start).
  private between(c: number): boolean {
    switch (this.phase) {
      case Phase.Before:
        if (c !== OPEN_ARRAY) throw documentNotJson(); // an unexpected token: JSON.parse names no place
        this.phase = Phase.First;
        return true;
      case Phase.First:
        if (c !== CLOSE_ARRAY) return false;
        this.phase = Phase.Closed;
        return true;
      case Phase.Next:
        return false;
      case Phase.After:
        if (c === COMMA) this.phase = Phase.Next;
        else if (c === CLOSE_ARRAY) this.phase = Phase.Closed;
        else throw documentNotJson(this.line);
        return true;
      default:
        throw documentNotJson(this.line); // past the closing `]`
    }
  }

  private open(c: number): void {
    if (c === CLOSE_ARRAY || c === CLOSE_OBJECT || c === COMMA) throw documentNotJson(); // as Before
    this.phase = Phase.Inside;
    this.startLine = this.line;
    this.bare = c !== OPEN_ARRAY && c !== OPEN_OBJECT && c !== QUOTE;
  }

  // Scans an element from `i`: the index just past its end, or -1 when the chunk ends first.
  private scanElement(text: string, i: number): number {
    for (; i < text.length; i++) {
      if (this.inString) {
        i = this.stringEnd(text, i);
        if (i < 0) return -1;
        this.inString = false;
        if (this.depth === 0) return i + 1; // an element that is one string
        continue;
      }
      const c = text.charCodeAt(i);
      if (this.bare) {
        if (isSpace(c) || c === COMMA || c === CLOSE_ARRAY) return i;
        continue;
      }
      if (c === QUOTE) this.inString = true;
      else if (c === OPEN_OBJECT || c === OPEN_ARRAY)
        this.nest(c === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY);
      else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        if (this.depth === 0 || this.closers[--this.depth] !== c) throw this.brokenAt(text, i);
        if (this.depth === 0) return i + 1;
      } else if (c === NEWLINE) this.line++;
    }
    return -1;
  }

  // One level deeper, closed by `closer` (the stack doubled when full).
  private nest(closer: number): void {
    if (this.depth === this.closers.length) {
      const grown = new Uint8Array(this.closers.length * 2);
      grown.set(this.closers);
      this.closers = grown;
    }
    this.closers[this.depth++] = closer;
  }

  // The element broken at `text[i]`: its text so far parsed alone fails where the whole's would.
  private brokenAt(text: string, i: number): Error {
    const so = this.parts.join("") + text.slice(this.from, i + 1);
    try {
      JSON.parse(so);
    } catch (cause) {
      return elementNotJson(so, cause, this.startLine);
    }
    return documentNotJson(this.line);
  }

  // The index of the quote that closes the string `i` is in, or -1 (the chunk ends first).
  private stringEnd(text: string, i: number): number {
    if (this.escaped) {
      this.escaped = false;
      i++;
    }
    for (;;) {
      const quote = text.indexOf('"', i);
      if (quote < 0) {
        this.escaped = backslashesBefore(text, text.length, i) % 2 === 1;
        return -1;
      }
      if (backslashesBefore(text, quote, i) % 2 === 0) return quote;
      i = quote + 1;
    }
  }

  // Keeps the part of an element a chunk ended in, bounded by the element limit.
  private keep(part: string): void {
    this.partLength += part.length;
    if (this.partLength > this.maxElement) throw this.tooLarge(this.startLine);
    this.parts.push(part);
  }

  private emit(tail: string): void {
    const whole = this.parts.length === 0 ? tail : this.parts.join("") + tail;
    if (whole.length > this.maxElement) throw this.tooLarge(this.startLine);
    this.parts = [];
    this.partLength = 0;
    this.bare = false;
    this.phase = Phase.After;
    this.onElement(whole, this.startLine);
  }
}

// How many backslashes run back from just before `end`, not before `from`.
function backslashesBefore(text: string, end: number, from: number): number {
  let n = 0;
  while (end - n - 1 >= from && text.charCodeAt(end - n - 1) === BACKSLASH) n++;
  return n;
}

/**
 * The `not-json` error for an element's (or a whole document's) text that JSON.parse refused
 * (`cause`), on the line V8's position falls on, `firstLine` the text's first (returned, not thrown).
 */
export function elementNotJson(text: string, cause: unknown, firstLine: number) {
  const position = Number(/position (\d+)/.exec(String((cause as Error)?.message))?.[1]);
  if (!Number.isFinite(position)) return documentNotJson();
  return documentNotJson(firstLine + text.slice(0, position).split("\n").length - 1);
}
