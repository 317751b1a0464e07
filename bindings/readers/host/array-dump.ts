// A host session dumped as one JSON array of its records (what a Claude Code Stop hook writes of
// its transcript): the host writer edits JSON lines, so the elements become lines for it (one
// compact line each, line n the n-th element), and its lines become an array again in the dump's
// own layout: an element it did not touch as its original text, byte for byte, a new or rewritten
// one indented as the dump indents its elements.
import type { RawLine } from "./raw-lines.js";

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const BOM = 0xfeff;

/** A dump's elements as the host writer's lines, and what writing them back as the dump needs. */
export interface ArrayDump {
  /** One line per element, `JSON.stringify` of its value, each with its newline. */
  readonly lines: RawLine[];
  /** Each line's text (what the writer copies an untouched element's line as). */
  readonly compact: string[];
  /** Each element's text as the dump holds it. */
  readonly texts: string[];
  /** Before the first element (`[` and what follows it), between two, after the last. */
  readonly open: string;
  readonly separator: string;
  readonly close: string;
  /** The indentation of an element's first line, and the step of each level inside it ("": one line). */
  readonly base: string;
  readonly step: string;
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

// Where the value starting at `from` ends (its last character + 1), or the text's end where it
// ends first (a head cut short); a scalar ends where a space, comma or bracket follows it.
function valueEnd(text: string, from: number): number {
  const n = text.length;
  let depth = 0;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < n && text.charCodeAt(i) !== QUOTE; i++)
        if (text.charCodeAt(i) === BACKSLASH) i++;
      if (depth === 0) return Math.min(i + 1, n);
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth++;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth === 0) return i; // a scalar's end: the array closes
      if (--depth === 0) return i + 1;
    } else if (depth === 0 && (isSpace(c) || c === COMMA)) return i;
  }
  return n;
}

// The `[start, end)` span of each element of the array `text` holds (valid JSON, its `[` at `at`).
function elementSpans(text: string, at: number): [number, number][] {
  const spans: [number, number][] = [];
  let i = at + 1;
  for (;;) {
    while (isSpace(text.charCodeAt(i))) i++;
    if (i >= text.length || text.charCodeAt(i) === CLOSE_ARRAY) return spans;
    const end = Math.max(valueEnd(text, i), i + 1); // each turn moves on, whatever the text
    spans.push([i, end]);
    i = end;
    while (isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) === COMMA) i++;
  }
}

// The indentation of an element's first line and the step inside it, read from its text.
function indentation(open: string, first: string | undefined): { base: string; step: string } {
  const base = /\n([ \t]*)$/.exec(open)?.[1] ?? "";
  const inner = first && /^[[{]\r?\n([ \t]*)/.exec(first)?.[1];
  if (inner === undefined || inner === "") return { base, step: "" };
  return { base, step: inner.startsWith(base) ? inner.slice(base.length) || "  " : inner };
}

/**
 * The dump `text` (a whole JSON array, already parsed by the read) as the host writer's lines;
 * undefined when `text` is not an array (a JSON lines log).
 * @throws {SyntaxError} for an element that is not JSON (a read refuses such a dump first).
 */
export function arrayDump(text: string): ArrayDump | undefined {
  let at = text.charCodeAt(0) === BOM ? 1 : 0;
  while (isSpace(text.charCodeAt(at))) at++;
  if (text.charCodeAt(at) !== OPEN_ARRAY) return undefined;
  const spans = elementSpans(text, at);
  const texts = spans.map(([start, end]) => text.slice(start, end));
  const encoder = new TextEncoder();
  const compact = texts.map((t) => JSON.stringify(JSON.parse(t)));
  const lines = compact.map((c): RawLine => ({ bytes: encoder.encode(c), end: "\n" }));
  const open = spans.length ? text.slice(0, spans[0][0]) : text.slice(0, at + 1);
  const close = spans.length ? text.slice(spans[spans.length - 1][1]) : text.slice(at + 1);
  const separator =
    spans.length > 1
      ? text.slice(spans[0][1], spans[1][0])
      : `,${open.slice(open.indexOf("[") + 1)}`;
  return { lines, compact, texts, open, separator, close, ...indentation(open, texts[0]) };
}

/** Whether `text` (the start of a file) opens a JSON array. Throws nothing. */
export function opensArray(text: string): boolean {
  let at = text.charCodeAt(0) === BOM ? 1 : 0;
  while (isSpace(text.charCodeAt(at))) at++;
  return text.charCodeAt(at) === OPEN_ARRAY;
}

/** Whether the first element of the array `head` opens ends within it. Throws nothing. */
export function firstElementEnds(head: string): boolean {
  let at = head.charCodeAt(0) === BOM ? 1 : 0;
  while (isSpace(head.charCodeAt(at))) at++;
  let i = at + 1;
  while (isSpace(head.charCodeAt(i))) i++;
  return valueEnd(head, i) < head.length;
}

/**
 * The first element of the array that `head` (the start of a file) opens, parsed; undefined when
 * `head` opens no array or ends before the element does. Throws nothing.
 */
export function firstElement(head: string): unknown {
  let at = head.charCodeAt(0) === BOM ? 1 : 0;
  while (isSpace(head.charCodeAt(at))) at++;
  if (head.charCodeAt(at) !== OPEN_ARRAY) return undefined;
  let i = at + 1;
  while (isSpace(head.charCodeAt(i))) i++;
  try {
    return JSON.parse(head.slice(i, valueEnd(head, i)));
  } catch {
    return undefined; // cut short by the head's end, or not JSON: the read reports it
  }
}

// A new or rewritten element's text, laid out as the dump lays out its elements.
function elementText(dump: ArrayDump, line: string): string {
  if (dump.step === "") return line;
  const value: unknown = JSON.parse(line);
  return JSON.stringify(value, null, dump.step).replaceAll("\n", `\n${dump.base}`);
}

/**
 * The host writer's output `lines` (its JSON lines, each element's line as {@link arrayDump} made
 * it where the element was not touched) as the dump: untouched elements as their original text.
 * @throws {SyntaxError} for a line that is not JSON (the writer writes none).
 */
export function dumpText(dump: ArrayDump, lines: readonly string[]): string {
  // Each element line's texts, in order: a line met twice (two equal records) takes them in turn.
  const original = new Map<string, string[]>();
  dump.compact.forEach((key, n) => {
    const texts = original.get(key);
    if (texts) texts.push(dump.texts[n]);
    else original.set(key, [dump.texts[n]]);
  });
  const elements = lines.map((line) => original.get(line)?.shift() ?? elementText(dump, line));
  if (elements.length === 0 && dump.texts.length === 0) return `${dump.open}${dump.close}`;
  // Every element left out: the brackets kept, what lay between them gone.
  if (elements.length === 0) {
    const [open, close] = [dump.open.indexOf("[") + 1, dump.close.lastIndexOf("]")];
    return `${dump.open.slice(0, open)}${dump.close.slice(close)}`;
  }
  return `${dump.open}${elements.join(dump.separator)}${dump.close}`;
}
