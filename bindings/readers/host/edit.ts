// Writes a host log with its conversations fixed: every line the fix does not touch is copied
// byte for byte; a line that loses items is written anew without them (or left out when nothing
// is left); new and moved outputs become the host's own records after the line they follow; in
// a tree format (Claude Code, pi) the parent links are re-pointed so each chain stays one line
// of descent. One forward pass: a parent always comes before its children.
import { callKey } from "../../items/classify.js";
import type { HostAdapter, HostRecord, TreeLink } from "./adapter.js";
import { type HostConversation, type Insertion, newPlacement, placeConversation } from "./place.js";
import type { RawLine } from "./raw-lines.js";

/** What the host writer changed, by line of the original (1-based). */
export interface HostChanges {
  /** Records written for outputs: the call each answers, the line it follows, moved or new. */
  readonly added: { callId: string; after: number; moved: boolean }[];
  /** Lines left out whole (their items all removed, or a torn last line). */
  readonly removed: number[];
  /** Lines written anew: items left out of them, or their parent re-pointed. */
  readonly rewritten: number[];
}

/** The new log as chunks, and what changed. */
export interface HostEditResult {
  readonly chunks: Uint8Array[];
  readonly changes: HostChanges;
}

const ENCODER = new TextEncoder();
const DECODER = new TextDecoder();
const NEWLINE = ENCODER.encode("\n");

const parse = (line: RawLine): HostRecord => JSON.parse(DECODER.decode(line.bytes));
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The tree's state along the pass: removed ids, and anchors whose next child is re-pointed. */
class Links {
  private readonly pending = new Map<string, string>();
  // A removed record's first kept descendant on its line of descent, once the pass has met it.
  private readonly successor = new Map<string, string>();

  /** `removed`: each record left out, by id, with its original parent (known before the pass). */
  constructor(
    readonly link: TreeLink,
    private readonly removed: ReadonlyMap<string, string | null>,
  ) {}

  get active(): boolean {
    return this.removed.size > 0 || this.pending.size > 0;
  }

  /** Whether `text` may name a removed record or an anchor (a cheap test before parsing). */
  mentions(text: string): boolean {
    if (this.removed.size + this.pending.size > 64) return true;
    for (const id of this.removed.keys()) if (text.includes(id)) return true;
    for (const id of this.pending.keys()) if (text.includes(id)) return true;
    return false;
  }

  /** The nearest kept ancestor of `id` (itself when kept). */
  ancestor(id: string | null): string | null {
    let at = id;
    while (at !== null && this.removed.has(at)) at = this.removed.get(at) ?? null;
    return at;
  }

  /** The parent a record's parent becomes: through removed records, then to inserted ones. */
  parentFor(parent: string | null): string | null {
    const at = this.ancestor(parent);
    if (at !== null && this.pending.has(at)) {
      const tail = this.pending.get(at) as string;
      this.pending.delete(at);
      return tail;
    }
    return at;
  }

  /** A kept record with id `id` whose parent was `parent`: the successor of the removed ones above it. */
  kept(id: unknown, parent: unknown): void {
    if (typeof id !== "string") return;
    let at = typeof parent === "string" ? parent : null;
    while (at !== null && this.removed.has(at) && !this.successor.has(at)) {
      this.successor.set(at, id);
      at = this.removed.get(at) ?? null;
    }
  }

  /** After `anchorId`, records were inserted ending with `tail`: its next child follows `tail`. */
  inserted(anchorId: string, tail: string): void {
    this.pending.set(anchorId, tail);
  }

  /** The fields of `record` whose value changes, with their new values. */
  changes(record: HostRecord): Map<string, string | null> {
    const { id, parent, refs = [], rangeStarts = [] } = this.link;
    const out = new Map<string, string | null>();
    const set = (field: string, to: (value: string) => string | null) => {
      const value = record[field];
      if (typeof value !== "string") return;
      const next = to(value);
      if (next !== value) out.set(field, next);
    };
    set(parent, (v) => this.parentFor(v));
    this.kept(record[id], record[parent]);
    for (const field of refs) set(field, (v) => this.ancestor(v));
    for (const field of rangeStarts)
      set(field, (v) => (this.removed.has(v) ? (this.successor.get(v) ?? v) : v));
    return out;
  }
}

// The ids of the records left out whole (every item of their line removed), with their parents.
function removedRecords(
  link: TreeLink,
  lines: readonly RawLine[],
  kept: ReadonlyMap<number, boolean[]>,
): Map<string, string | null> {
  const removed = new Map<string, string | null>();
  for (const [line, fate] of kept) {
    if (fate.includes(true)) continue;
    const record = parse(lines[line - 1]);
    const parent = record[link.parent];
    if (typeof record[link.id] === "string")
      removed.set(record[link.id], typeof parent === "string" ? parent : null);
  }
  return removed;
}

// `text` (the JSON of `record`) with `changes` made field by field, the rest byte for byte; the
// whole record anew when a field's first occurrence in the text is not its top-level value.
function withChanges(
  text: string,
  record: HostRecord,
  changes: Map<string, string | null>,
): string {
  let out = text;
  for (const [field, value] of changes) {
    const pattern = new RegExp(`("${escapeRegExp(field)}"\\s*:\\s*)"([^"\\\\]*)"`);
    const match = pattern.exec(out);
    if (!match || match[2] !== record[field])
      return JSON.stringify({ ...record, ...Object.fromEntries(changes) });
    out = out.replace(pattern, (_, key) => `${key}${JSON.stringify(value)}`);
  }
  return out;
}

/** The log's editor for one write. */
class HostEditor {
  readonly chunks: Uint8Array[] = [];
  readonly changes: HostChanges = { added: [], removed: [], rewritten: [] };
  private readonly links?: Links;
  private readonly placement = newPlacement();

  constructor(
    private readonly adapter: HostAdapter,
    private readonly lines: readonly RawLine[],
    conversations: readonly HostConversation[],
    private readonly omit: ReadonlySet<number>,
  ) {
    for (const conversation of conversations) placeConversation(conversation, this.placement);
    if (adapter.link)
      this.links = new Links(
        adapter.link,
        removedRecords(adapter.link, lines, this.placement.kept),
      );
  }

  run(): HostEditResult {
    this.insertAfter(0, undefined);
    this.lines.forEach((raw, i) => {
      const line = i + 1;
      if (this.omit.has(line)) this.changes.removed.push(line);
      else this.line(line, raw);
    });
    return { chunks: this.chunks, changes: this.changes };
  }

  private line(line: number, raw: RawLine): void {
    const kept = this.placement.kept.get(line);
    let record: HostRecord | undefined;
    let text: string | undefined;
    if (kept?.includes(false)) {
      const original = parse(raw);
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
    this.insertAfter(line, record ?? (this.placement.inserts.has(line) ? parse(raw) : undefined));
  }

  // The line's text with its links re-pointed, when one changes (the rest byte for byte).
  private relinkedText(raw: RawLine): string | undefined {
    const links = this.links as Links;
    const text = DECODER.decode(raw.bytes);
    if (!links.mentions(text)) return undefined;
    const record = JSON.parse(text) as HostRecord;
    const changes = links.changes(record);
    return changes.size ? withChanges(text, record, changes) : undefined;
  }

  // `record` with its links re-pointed; undefined when none changes.
  private relinked(record: HostRecord): HostRecord | undefined {
    const changes = this.links?.changes(record);
    return changes?.size ? { ...record, ...Object.fromEntries(changes) } : undefined;
  }

  private endAfter(line: number): "\n" | "" {
    return line < this.lines.length || this.placement.inserts.has(line) ? "\n" : "";
  }

  private emit(bytes: Uint8Array, end: string): void {
    this.chunks.push(bytes);
    if (end === "\n") this.chunks.push(NEWLINE);
    else if (end !== "") this.chunks.push(ENCODER.encode(end));
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
      this.emit(ENCODER.encode(JSON.stringify(record)), "\n");
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
    return parse(this.lines[line - 1]);
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
    for (let n = line; n < Math.min(this.lines.length, line + 64); n++) {
      try {
        const time = this.adapter.timeOf(parse(this.lines[n]));
        if (time !== undefined) return time;
      } catch {
        // not JSON (a torn last line): no time
      }
    }
    return undefined;
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
  return new HostEditor(adapter, lines, conversations, omit).run();
}
