// Writes a host log with its conversations fixed: every line the fix does not touch is copied
// byte for byte; a line that loses items is written anew without them (or left out when nothing
// is left); new and moved outputs become the host's own records after the line they follow; in
// a tree format (Claude Code, pi) the parent links are re-pointed so each chain stays one line
// of descent. One forward pass: a parent always comes before its children.
import { callKey } from "../../items/classify.js";
import { parsedLine } from "../json-line.js";
import type { HostAdapter, HostRecord } from "./adapter.js";
import { Links, removedRecords, withChanges } from "./links.js";
import {
  type HostConversation,
  type Insertion,
  newPlacement,
  type Placement,
  place,
} from "./place.js";
import { parseLine, type RawLine } from "./raw-lines.js";

/** What the host writer changed, by line of the original (1-based). */
export interface HostChanges {
  /** Records written for outputs: the call each answers, the line it follows, moved or new. */
  readonly added: { callId: string; after: number; moved: boolean }[];
  /** Lines left out whole (their items all removed, or a torn last line). */
  readonly removed: number[];
  /** Lines written anew: items left out of them, or their parent re-pointed. */
  readonly rewritten: number[];
  /** "record" where the numbers count a dump's records (its array's elements, 1-based), not lines. */
  readonly unit?: "record";
}

/** The new log as chunks, and what changed. */
export interface HostEditResult {
  readonly chunks: Uint8Array[];
  readonly changes: HostChanges;
}

/** Lines after an insertion read for the next record's time. */
export const NEXT_TIME_LINES = 64;

const DECODER = new TextDecoder();

const ENCODER = new TextEncoder();
const NEWLINE = ENCODER.encode("\n");
const LF = 0x0a;
const CR = 0x0d;

// The object a line holds; undefined for one that is not JSON or not an object.
function recordOf(text: string): HostRecord | undefined {
  const value = parsedLine(text);
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as HostRecord)
    : undefined;
}

/** The original log's lines by number (1-based); undefined past its end or where not held. */
export type LineAt = (line: number) => RawLine | undefined;

/**
 * The host writer's pass over a log: `write` each line in order, and the editor emits it (copied,
 * rewritten or left out) and the records placed after it. The placement may be replaced between
 * lines (a streamed log is placed a piece at a time); the tree's state carries over.
 */
export class HostEditor {
  #chunks: Uint8Array[] = [];
  /** The newline of the lines read so far (a CRLF log's added records end as its lines do). */
  #newline: "\n" | "\r\n" = "\n";
  #lastCopied = -1;
  readonly changes: HostChanges = { added: [], removed: [], rewritten: [] };
  private readonly links?: Links;

  /**
   * `removed`: tree formats, the records left out whole (links.ts removedRecords); `lineAt` must
   * hold each line written, the 64 after it (the next record's time) and a moved output's line.
   */
  constructor(
    private readonly adapter: HostAdapter,
    private readonly lineAt: LineAt,
    public placement: Placement,
    removed: ReadonlyMap<string, string | null> = new Map(),
    offPath?: ReadonlySet<string>,
  ) {
    if (adapter.link) this.links = new Links(adapter.link, removed, offPath);
  }

  /**
   * Tree formats: records left out whole that the constructor's `removed` did not name (a
   * streamed log placed a piece at a time); links to them are re-pointed from the next line
   * written on, so no line written before may name them.
   */
  leaveOut(removed: ReadonlyMap<string, string | null>): void {
    this.links?.leaveOut(removed);
  }

  /** The chunks emitted since the last call. */
  drain(): Uint8Array[] {
    const chunks = this.#chunks;
    this.#chunks = [];
    return chunks;
  }

  /** The records placed before the first line. */
  start(): void {
    const first = this.lineAt(1);
    if (first?.end) this.#newline = first.end;
    this.insertAfter(0, undefined);
  }

  /** Line `line` left out (a torn last line). */
  omit(line: number): void {
    this.changes.removed.push(line);
  }

  /**
   * Whether line `line`, ended by a newline, is written as its own bytes with nothing after it:
   * the placement keeps all its items and places nothing after it, and no link is re-pointed.
   */
  untouched(line: number): boolean {
    const { kept, inserts } = this.placement;
    return !kept.get(line)?.includes(false) && !inserts.has(line) && !this.links?.active;
  }

  /**
   * The lines from `from` to `to` that are not {@link untouched} as far as the placement says, in
   * order (their newline aside); undefined in a tree format, where a re-pointed link touches
   * lines the placement does not name (ask {@link untouched} per line there).
   */
  touched(from: number, to: number): number[] | undefined {
    if (this.links) return undefined;
    const { kept, inserts } = this.placement;
    const lines: number[] = [];
    for (const line of inserts.keys()) if (line >= from && line <= to) lines.push(line);
    for (const [line, fate] of kept)
      if (line >= from && line <= to && fate.includes(false) && !inserts.has(line))
        lines.push(line);
    return lines.sort((a, b) => a - b);
  }

  /** Untouched lines' bytes with their newlines (see {@link untouched}), copied as they are. */
  copy(bytes: Uint8Array): void {
    this.#chunks.push(bytes);
    const n = bytes.length;
    // Copied runs end at a newline (a CR before it may close the run before).
    if (n > 0 && bytes[n - 1] === LF) {
      const before = n > 1 ? bytes[n - 2] : this.#lastCopied;
      this.#newline = before === CR ? "\r\n" : "\n";
    }
    if (n > 0) this.#lastCopied = bytes[n - 1];
  }

  /** Line `line` (`raw`) as the placement has it, and what is placed after it. */
  write(line: number, raw: RawLine): void {
    if (raw.end) this.#newline = raw.end;
    const kept = this.placement.kept.get(line);
    let record: HostRecord | undefined;
    let text: string | undefined;
    if (kept?.includes(false)) {
      const original = parseLine(raw);
      record = this.adapter.keep(original, kept);
      if (record === undefined) {
        this.changes.removed.push(line);
        return;
      }
      text = JSON.stringify(this.relinked(record) ?? record);
    } else if (this.links?.active) text = this.relinkedText(raw);
    if (text === undefined) this.emit(raw.bytes, raw.end || this.endAfter(line));
    else {
      this.changes.rewritten.push(line);
      this.emit(ENCODER.encode(text), raw.end || this.endAfter(line));
    }
    this.insertAfter(
      line,
      record ?? (this.placement.inserts.has(line) ? parseLine(raw) : undefined),
    );
  }

  // The line's text with its links re-pointed, when one changes (the rest byte for byte).
  private relinkedText(raw: RawLine): string | undefined {
    const links = this.links as Links;
    const text = DECODER.decode(raw.bytes);
    if (!links.mentions(text)) return undefined;
    const record = recordOf(text);
    if (record === undefined) return undefined; // a line a lenient read skipped: copied as it is
    const changes = links.changes(record);
    return changes.size ? withChanges(text, record, changes) : undefined;
  }

  // `record` with its links re-pointed; undefined when none changes.
  private relinked(record: HostRecord): HostRecord | undefined {
    const changes = this.links?.changes(record);
    return changes?.size ? { ...record, ...Object.fromEntries(changes) } : undefined;
  }

  // Only the last line has no newline of its own: it gains one when records follow it.
  private endAfter(line: number): RawLine["end"] {
    const more = this.lineAt(line + 1) !== undefined || this.placement.inserts.has(line);
    return more ? this.#newline : "";
  }

  private emit(bytes: Uint8Array, end: string): void {
    this.#chunks.push(bytes);
    if (end === "\n") this.#chunks.push(NEWLINE);
    else if (end !== "") this.#chunks.push(ENCODER.encode(end));
  }

  private insertAfter(line: number, anchor: HostRecord | undefined): void {
    const inserts = this.placement.inserts.get(line);
    if (!inserts) return;
    const times = this.stamps(line, anchor, inserts.length);
    const link = this.adapter.link;
    const anchorId = link && anchor ? anchor[link.id] : undefined;
    let parent: string | null = typeof anchorId === "string" ? anchorId : null;
    inserts.forEach((insertion, k) => {
      const record = this.recordFor(insertion, anchor ?? {}, times[k], parent);
      if (link && typeof record[link.id] === "string") parent = record[link.id];
      this.emit(ENCODER.encode(JSON.stringify(record)), this.#newline);
      const callId = callKey(insertion.output) ?? "";
      this.changes.added.push({ callId, after: line, moved: insertion.from !== undefined });
    });
    if (typeof anchorId === "string" && parent !== null && parent !== anchorId)
      this.links?.inserted(anchorId, parent);
  }

  // A moved output alone in its record takes the record along; otherwise the host's record.
  private recordFor(
    insertion: Insertion,
    anchor: HostRecord,
    time: number,
    parent: string | null,
  ): HostRecord {
    const link = this.adapter.link;
    const whole = this.wholeRecord(insertion);
    if (whole) return link && link.parent in whole ? { ...whole, [link.parent]: parent } : whole;
    const id = this.adapter.freshId?.();
    const { output, call } = insertion;
    const input = { output, call, repair: insertion.from === undefined, anchor, time, id, parent };
    return this.adapter.outputRecord(input);
  }

  private wholeRecord(insertion: Insertion): HostRecord | undefined {
    const line = insertion.fromLine;
    if (line === undefined || this.placement.lineItems.get(line)?.length !== 1) return undefined;
    return parseLine(this.lineAt(line) as RawLine);
  }

  // Times for `count` new records after `line`: a millisecond apart from the anchor's, never
  // past the next record's.
  private stamps(line: number, anchor: HostRecord | undefined, count: number): number[] {
    const start = anchor ? this.adapter.timeOf(anchor) : undefined;
    const next = this.nextTime(line);
    const base = start ?? next ?? Date.now();
    return Array.from({ length: count }, (_, k) => {
      const t = base + (start === undefined ? 0 : k + 1);
      return next !== undefined && next >= base ? Math.min(t, next) : t;
    });
  }

  private nextTime(line: number): number | undefined {
    for (let n = line + 1; n <= line + NEXT_TIME_LINES; n++) {
      const raw = this.lineAt(n);
      if (raw === undefined) return undefined;
      try {
        const time = this.adapter.timeOf(parseLine(raw));
        if (time !== undefined) return time;
      } catch {
        // not JSON (a torn last line): no time
      }
    }
    return undefined;
  }
}

// The records of `lines` that parse (a torn or skipped line is none).
function* parsedRecords(lines: readonly RawLine[]): Generator<HostRecord> {
  for (const raw of lines) {
    const record = recordOf(DECODER.decode(raw.bytes));
    if (record !== undefined) yield record;
  }
}

/**
 * Writes `lines` (a host log) with `conversations` fixed, leaving out the lines in `omit`.
 * @throws {TranscriptError} `invalid-argument` when something other than outputs moved or is new.
 * @throws {TranscriptError} `invalid-record` when a line makes other items than when read.
 */
export function editHostLog(
  adapter: HostAdapter,
  lines: readonly RawLine[],
  conversations: readonly HostConversation[],
  omit: ReadonlySet<number> = new Set(),
): HostEditResult {
  const placement = newPlacement();
  for (const conversation of conversations) place(conversation, placement);
  const lineAt: LineAt = (line) => lines[line - 1];
  const removed = adapter.link
    ? removedRecords(adapter.link, lineAt as (line: number) => RawLine, placement.kept)
    : undefined;
  // Only a record inserted after another re-points a child: which child, the branch says.
  const offPath = placement.inserts.size ? adapter.offPath?.(parsedRecords(lines)) : undefined;
  const editor = new HostEditor(adapter, lineAt, placement, removed, offPath);
  editor.start();
  lines.forEach((raw, i) => {
    if (omit.has(i + 1)) editor.omit(i + 1);
    else editor.write(i + 1, raw);
  });
  return { chunks: editor.drain(), changes: editor.changes };
}
