// The history a Claude Code session resumes (the pinned version's `--resume`): the path from the
// message its last line hangs under, up the `parentUuid` links (a compact boundary goes on at its
// `logicalParentUuid`: the reader keeps a compacted session's whole history). A session the user
// rewound (`/rewind`, an edited earlier prompt) keeps the branch it left: a prompt (or another
// line the user's side wrote) off that path that hangs under it starts a branch Claude Code no
// longer sends, and every line under it is on that branch. Other lines off the path (parallel
// tool results hanging off their call's line, a message split over sibling lines, progress lines)
// and trees the path never reaches are read as before: Claude Code puts those results back, and
// a line left out wrongly would lose a live result.
import type { TranscriptRecord } from "../types.js";
import { grown } from "./grown.js";
import { RunOffsets } from "./run-offsets.js";
import { UuidTable } from "./uuid-table.js";

type Line = Record<string, any>;

/** Bits of an entry's kind. */
const MESSAGE = 1; // a user or assistant line
const PROMPT = 2; // a line the user's side wrote (isPrompt)
const SIDECHAIN = 4;
const HAS_CHILD = 8;
const HAS_MESSAGE_CHILD = 16;

/** What a read found of the history Claude Code resumes. */
export interface Resumed {
  /** By entry, 1 for a line on a branch the session left (length 0: none). */
  dead: Uint8Array;
  /** The record indexes of those lines. */
  leftOut: Set<number>;
  /** The line of the first prompt that starts a branch left. */
  first?: number;
}

/** No entry (a root's parent, a line without a uuid). */
export const NO_PARENT = -1;

/** Entries kept at first; the arrays double as lines come. */
const FIRST = 1024;

/**
 * Whether a line is one the user's side wrote (a prompt, a meta message, a local command, a
 * queued command; no tool result, no compaction summary): it starts a branch left when it hangs
 * off the path, as Claude Code sends none of these off it.
 */
function isPrompt(line: Line): boolean {
  if (line.type === "system") return line.subtype === "local_command";
  if (line.type === "attachment") return line.attachment?.type === "queued_command";
  if (line.type !== "user" || line.isCompactSummary === true) return false;
  const content = line.message?.content;
  return !Array.isArray(content) || !content.some((block) => block?.type === "tool_result");
}

/** The lines of one Claude Code session in file order, and which of them Claude Code resumes. */
export class ClaudeCodePath {
  /** Each line's entry, by uuid (a repeated uuid names its last line, as Claude Code's map does). */
  private readonly ids = new UuidTable();
  private parents = new Int32Array(FIRST);
  private kinds = new Uint8Array(FIRST);
  /** Each entry's record index (the read's, which a second read of the same input repeats). */
  private readonly indexes = new RunOffsets();
  /** Each entry's line (0: none, a document's record). */
  private readonly lines = new RunOffsets();
  /** A compact boundary's logical parent, by the boundary's entry. */
  private readonly logical = new Map<number, string>();
  private count = 0;
  private prompts = 0;

  /**
   * Takes the next line: its entry, or NO_PARENT for a line without a uuid. Throws nothing.
   * @param parent the entry of the line's parent (see {@link parentOf}).
   */
  entry(line: Line, at: TranscriptRecord, parent: number): number {
    if (parent !== NO_PARENT) {
      this.kinds[parent] |= HAS_CHILD;
      if (line.type === "user" || line.type === "assistant")
        this.kinds[parent] |= HAS_MESSAGE_CHILD;
    }
    if (typeof line.uuid !== "string") return NO_PARENT;
    const entry = this.count++;
    this.parents = grown(this.parents, this.count);
    this.kinds = grown(this.kinds, this.count);
    this.parents[entry] = parent;
    this.indexes.push(at.index);
    this.lines.push(at.line ?? 0);
    let kind = line.type === "user" || line.type === "assistant" ? MESSAGE : 0;
    if (isPrompt(line)) {
      kind |= PROMPT;
      this.prompts++;
    }
    if (line.isSidechain === true) kind |= SIDECHAIN;
    this.kinds[entry] = kind;
    if (parent === NO_PARENT && typeof line.logicalParentUuid === "string")
      this.logical.set(entry, line.logicalParentUuid);
    this.ids.set(line.uuid, entry);
    return entry;
  }

  /** The entry of the line `line` names as its parent, or NO_PARENT. Throws nothing. */
  parentOf(line: Line): number {
    return this.entryOf(line.parentUuid);
  }

  /** The entry of the line with this uuid, or NO_PARENT. Throws nothing. */
  entryOf(uuid: unknown): number {
    return typeof uuid === "string" ? (this.ids.get(uuid) ?? NO_PARENT) : NO_PARENT;
  }

  /** Whether a line with this uuid was read. Throws nothing. */
  readonly knows = (uuid: string): boolean => this.ids.get(uuid) !== undefined;

  /**
   * The message Claude Code resumes from: the last line with no child, outside sidechains, taken
   * up to its user or assistant message (itself, or its nearest ancestor), one with no message
   * child. One pass: a parent's entry is always before its child's.
   */
  private leaf(): number {
    const over = new Int32Array(this.count);
    for (let e = 0; e < this.count; e++) {
      const parent = this.parents[e];
      over[e] = this.kinds[e] & MESSAGE ? e : parent === NO_PARENT ? NO_PARENT : over[parent];
    }
    for (let e = this.count - 1; e >= 0; e--) {
      if (this.kinds[e] & (SIDECHAIN | HAS_CHILD)) continue;
      const message = over[e];
      if (message !== NO_PARENT && !(this.kinds[message] & HAS_MESSAGE_CHILD)) return message;
    }
    return NO_PARENT;
  }

  /** Marks the path from the leaf (through compact boundaries' logical parents) in `live`; the leaf. */
  private walk(live: Uint8Array): number {
    const leaf = this.leaf();
    let at = leaf;
    while (at !== NO_PARENT && live[at] === 0) {
      live[at] = 1;
      const parent = this.parents[at];
      const logical = parent === NO_PARENT ? this.logical.get(at) : undefined;
      at = logical === undefined ? parent : this.entryOf(logical);
    }
    return leaf;
  }

  /**
   * The lines on branches the session left: a prompt off the path whose parent is in a subtree of
   * the path, and every line under it. Throws nothing.
   */
  resumed(): Resumed {
    const none = { dead: new Uint8Array(0), leftOut: new Set<number>() };
    if (this.prompts < 2) return none; // a branch left needs a prompt besides the one resumed
    const live = new Uint8Array(this.count);
    const leaf = this.walk(live);
    // 1: under the path (on it or in a subtree of a line on it); 2: on a branch left.
    const state = new Uint8Array(this.count);
    let first: number | undefined;
    for (let e = 0; e < this.count; e++) {
      const parent = this.parents[e];
      const over = parent === NO_PARENT || parent >= e ? 0 : state[parent];
      // Lines after the leaf that are no message (a queued command that came last): sent after it.
      if (live[e] === 0 && parent !== NO_PARENT && (parent === leaf || live[parent] === 2))
        if (!(this.kinds[e] & MESSAGE)) live[e] = 2;
      if (live[e] !== 0) state[e] = 1;
      else if (over === 2) state[e] = 2;
      else if (over === 1 && (this.kinds[e] & (PROMPT | SIDECHAIN)) === PROMPT) {
        state[e] = 2;
        first ??= e;
      } else state[e] = over;
    }
    if (first === undefined) return none;
    const leftOut = new Set<number>();
    for (let e = 0; e < this.count; e++) {
      state[e] = state[e] === 2 ? 1 : 0;
      if (state[e] === 1) leftOut.add(this.indexes.at(e));
    }
    const line = this.lines.at(first);
    return { dead: state, leftOut, ...(line > 0 ? { first: line } : {}) };
  }

  /** The record index of entry `entry`. Throws nothing. */
  recordOf(entry: number): number {
    return this.indexes.at(entry);
  }

  /** Frees the tables (the read is over; `dead` was taken). Throws nothing. */
  end(): void {
    this.ids.clear();
  }
}
