// The branch of a pi session that pi resumes (pi-coding-agent's `buildSessionContext`): the path
// from the last entry up its `parentId` links. A session before format 2 has no tree: pi chains
// its entries in file order when it loads it, so every entry is on the path. The reader
// (pi-session.ts) reads that path; the host writer (host/pi-session.ts) answers a call on it.
import type { TranscriptRecord } from "../types.js";
import { grown } from "./grown.js";
import { RunOffsets } from "./run-offsets.js";
import { UuidTable } from "./uuid-table.js";

type Line = Record<string, unknown>;

/** No parent (a root), or no entry with that id. */
const NONE = -1;
const FIRST = 1024;

/**
 * The entries of one pi session in file order, where it branches, and (with `tree`) which of them
 * are on the branch pi resumes.
 */
export class PiPath {
  /**
   * Each id's key (its number in order of first mention, as an entry's id or parent), in 16
   * bytes an id where pi's own ids (8 hex digits) or uuids name the entries (uuid-table.ts).
   */
  private readonly keys = new UuidTable();
  /** Each key's last entry (pi's index keeps the last), NONE while no entry has that id. */
  private lastEntry = new Int32Array(FIRST);
  /** Each entry's parent key (NONE: a root), by entry number; none in a chained session. */
  private parents = new Int32Array(FIRST);
  /** Each entry's place among the session's lines (the header's is 0), by entry number. */
  private readonly places = new RunOffsets();
  /** Each entry's record index (the read's, which a second read of the same input repeats). */
  private readonly indexes = new RunOffsets();
  /** Each entry's line (0: none, a document's record). */
  private readonly lineNumbers = new RunOffsets();
  private count = 0;
  private lines = 0;
  private linear = true;
  /** The last entry's id (a string compare: parents are most often the entry before). */
  private previous: string | undefined;
  private forks = 0;
  private repeats = false;
  /** A parent was named before an entry had its id. */
  private ahead = false;
  private firstFork: TranscriptRecord | undefined;

  /** `tree`: keep each entry's links for {@link live} (else only count entries and branches). */
  constructor(private readonly tree = true) {}

  /**
   * Takes the next line: its entry number, or undefined for a line off the tree (the session
   * header, an entry without an id in a session of format 2 on). Throws nothing.
   */
  entry(line: Line, at: TranscriptRecord): number | undefined {
    const place = this.lines++;
    if (line.type === "session") {
      // pi migrates a session of no version or a version below 2 to a chain in file order.
      this.linear = ((line.version ?? 1) as number) < 2;
      return undefined;
    }
    if (!this.linear && typeof line.id !== "string") return undefined;
    const entry = this.count++;
    if (!this.linear) {
      const parent = typeof line.parentId === "string" ? line.parentId : null;
      if (this.previous !== undefined && parent !== this.previous) {
        this.forks++;
        this.firstFork ??= at;
      }
      this.previous = line.id as string;
    }
    if (this.tree) this.link(entry, place, line, at);
    return entry;
  }

  // Keeps entry `entry`'s place, record and (in a tree) its id and parent.
  private link(entry: number, place: number, line: Line, at: TranscriptRecord): void {
    this.places.push(place);
    this.indexes.push(at.index);
    this.lineNumbers.push(at.line ?? 0);
    if (this.linear) {
      // Chained in file order: a parent named here is none pi reads, so none this path knows.
      if (typeof line.parentId === "string") this.ahead = true;
      return;
    }
    const parent = typeof line.parentId === "string" ? this.keyOf(line.parentId) : NONE;
    if (parent !== NONE && this.lastEntry[parent] === NONE) this.ahead = true;
    const key = this.keyOf(line.id as string);
    if (this.lastEntry[key] !== NONE) this.repeats = true;
    this.lastEntry[key] = entry;
    this.parents = grown(this.parents, this.count);
    this.parents[entry] = parent;
  }

  // The key of `id`, a new one (no entry yet) at its first mention.
  private keyOf(id: string): number {
    const known = this.keys.get(id);
    if (known !== undefined) return known;
    const key = this.keys.size;
    this.keys.set(id, key);
    this.lastEntry = grown(this.lastEntry, key + 1);
    this.lastEntry[key] = NONE;
    return key;
  }

  // The last entry with id `id`, if any.
  private byId(id: string): number | undefined {
    const key = this.keys.get(id);
    const entry = key === undefined ? NONE : this.lastEntry[key];
    return entry === NONE ? undefined : entry;
  }

  /** Frees the id table now (the read is over; a full collection would free it only later). Throws nothing. */
  end(): void {
    this.keys.clear();
  }

  /** The record index of entry `entry`. Throws nothing. */
  recordOf(entry: number): number {
    return this.indexes.at(entry);
  }

  /** The line of entry `entry` (0: none, a document's record). Throws nothing. */
  lineOf(entry: number): number {
    return this.lineNumbers.at(entry);
  }

  /** Whether an entry read so far has id `id` (a tree's; none in a chained session). Throws nothing. */
  has(id: string): boolean {
    return this.byId(id) !== undefined;
  }

  /** Whether two entries read so far share an id. */
  get repeated(): boolean {
    return this.repeats;
  }

  /** Whether an entry read so far named as its parent an id no entry before it had. */
  get parentAhead(): boolean {
    return this.ahead;
  }

  /**
   * The entry a compaction keeps from (its `firstKeptEntryId`; before format 2 its
   * `firstKeptEntryIndex`, a place among the lines, as pi migrates it), if any. Throws nothing.
   */
  keptFrom(compaction: Line): number | undefined {
    if (!this.linear) {
      const id = compaction.firstKeptEntryId;
      return typeof id === "string" ? this.byId(id) : undefined;
    }
    const place = compaction.firstKeptEntryIndex;
    if (typeof place !== "number") return undefined;
    return this.places.entryOf(place);
  }

  /** How many entries start a branch (their parent is not the entry before them). */
  get branches(): number {
    return this.forks;
  }

  /** Where the first branch starts. */
  get firstBranch(): TranscriptRecord | undefined {
    return this.firstFork;
  }

  /**
   * The entries on the path from the last one, by entry number (a parent cycle, which pi would
   * walk forever, ends the path where it closes). Throws nothing.
   */
  live(): Uint8Array {
    const live = new Uint8Array(this.count);
    // No entry starts a branch, no id repeats: the path from the last entry goes through all.
    if (this.linear || (this.forks === 0 && !this.repeats)) return live.fill(1);
    for (let at = this.count - 1; at >= 0; ) {
      if (live[at] === 1) break;
      live[at] = 1;
      const parent = this.parents[at];
      at = parent === NONE ? NONE : this.lastEntry[parent];
    }
    return live;
  }
}

/**
 * The ids of the entries of `lines` (a pi session's records in file order) on no branch pi
 * resumes; empty when the session does not branch. Throws nothing.
 */
export function piDeadEntries(lines: Iterable<Line>): Set<string> {
  const path = new PiPath();
  const ids: string[] = [];
  let index = 0;
  for (const line of lines) {
    const entry = path.entry(line, { index: index++ });
    if (entry !== undefined) ids[entry] = String(line.id);
  }
  const dead = new Set<string>();
  if (path.branches === 0) return dead;
  const live = path.live();
  // An id two entries share is live when either is (a line naming it is read by its id).
  const liveIds = new Set(ids.filter((_, entry) => live[entry] === 1));
  for (const id of ids) if (!liveIds.has(id)) dead.add(id);
  return dead;
}
