// The tree of a Claude Code or pi log along the host writer's pass (edit.ts): which records were
// left out, which anchors' next child is re-pointed to records inserted after them, and a record's
// text with its links changed field by field.
import type { HostRecord, TreeLink } from "./adapter.js";
import { parseLine, type RawLine } from "./raw-lines.js";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The tree's state along the pass: removed ids, and anchors whose next child is re-pointed. */
export class Links {
  private readonly pending = new Map<string, string>();
  // A removed record's first kept descendant on its line of descent, once the pass has met it.
  private readonly successor = new Map<string, string>();

  private readonly removed: Map<string, string | null>;
  /** A link field's string value in a line's text (its first group), wherever it stands. */
  private readonly field: RegExp;

  /**
   * `removed`: each record left out, by id, with its original parent (known before the pass);
   * `offPath`: the ids of records on no branch the host resumes (adapter.ts offPath).
   */
  constructor(
    readonly link: TreeLink,
    removed: ReadonlyMap<string, string | null>,
    private readonly offPath: ReadonlySet<string> = new Set(),
  ) {
    this.removed = new Map(removed);
    const names = [link.parent, ...(link.refs ?? []), ...(link.rangeStarts ?? [])];
    this.field = new RegExp(`"(?:${names.map(escapeRegExp).join("|")})"\\s*:\\s*"([^"]*)"`, "g");
  }

  /** More records left out (a streamed pass learns them a piece at a time, before their lines). */
  leaveOut(removed: ReadonlyMap<string, string | null>): void {
    for (const [id, parent] of removed) this.removed.set(id, parent);
  }

  get active(): boolean {
    return this.removed.size > 0 || this.pending.size > 0;
  }

  /**
   * Whether `text` may name a removed record or an anchor in a link field (a cheap test before
   * parsing: one scan of the line, whatever the number of ids).
   */
  mentions(text: string): boolean {
    // A \u escape may spell a field's name: only the parsed record says.
    if (text.includes("\\u")) return true;
    const field = this.field;
    field.lastIndex = 0;
    for (let m = field.exec(text); m !== null; m = field.exec(text)) {
      const id = m[1];
      if (this.removed.has(id) || this.pending.has(id) || id.includes("\\")) return true;
    }
    return false;
  }

  /** The nearest kept ancestor of `id` (itself when kept). */
  ancestor(id: string | null): string | null {
    let at = id;
    for (let steps = 0; at !== null && this.removed.has(at); steps++) {
      // Removed records naming each other as parents (a hostile log) have no kept ancestor.
      if (steps === this.removed.size) return null;
      at = this.removed.get(at) ?? null;
    }
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
    // A record off the resumed branch keeps its place: what is inserted follows the live child.
    const off = this.offPath.has(record[id]);
    set(parent, (v) => (off ? this.ancestor(v) : this.parentFor(v)));
    this.kept(record[id], record[parent]);
    for (const field of refs) set(field, (v) => this.ancestor(v));
    for (const field of rangeStarts)
      set(field, (v) => (this.removed.has(v) ? (this.successor.get(v) ?? v) : v));
    return out;
  }
}

/** The ids of the records left out whole (every item of their line removed), with their parents. */
export function removedRecords(
  link: TreeLink,
  lineAt: (line: number) => RawLine,
  kept: ReadonlyMap<number, boolean[]>,
): Map<string, string | null> {
  const removed = new Map<string, string | null>();
  for (const [line, fate] of kept) {
    if (fate.includes(true)) continue;
    const record = parseLine(lineAt(line));
    const parent = record[link.parent];
    if (typeof record[link.id] === "string")
      removed.set(record[link.id], typeof parent === "string" ? parent : null);
  }
  return removed;
}

/**
 * `text` (the JSON of `record`) with `changes` made field by field, the rest byte for byte; the
 * whole record anew when a field's first occurrence in the text is not its top-level value.
 */
export function withChanges(
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
