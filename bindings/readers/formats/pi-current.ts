// A pi session's history as pi resumes it (pi-coding-agent's `buildSessionContext`): the entries
// on the branch of the last entry (pi-path.ts) and, past its last compaction, the compaction's
// summary as user text first, the entries from its first kept one up to it, then those after
// it. The last lines decide which earlier ones count: the reader's calls are held until the read
// is over (deferred-sink.ts), or a read in file order names what a second read leaves out
// (fate-sink.ts).
import type { Item } from "../../items/types.js";
import { anthropicMessageItems } from "../anthropic-items.js";
import type { TranscriptSink } from "../sink.js";
import type { LeftOut, TranscriptRecord } from "../types.js";
import { MAIN } from "./codex-rollout.js";
import {
  ALL,
  DeferredSink,
  type Fate,
  type HeldItem,
  NO_ENTRY,
  NO_ITEMS,
  NONE,
} from "./deferred-sink.js";
import type { PiPath } from "./pi-path.js";

type Line = Record<string, unknown>;

/** The words pi wraps a compaction's summary in (pi-coding-agent's COMPACTION_SUMMARY_PREFIX and _SUFFIX). */
const SUMMARY_PREFIX =
  "The conversation history before this point was compacted into the following summary:\n\n<summary>\n";
const SUMMARY_SUFFIX = "\n</summary>";

interface Compaction {
  entry: number;
  line: Line;
  at: TranscriptRecord;
}

/** What a read of the history pi resumes found, once over. */
export interface PiRelease {
  /** Entries of branches the session left, left out. */
  leftOut: number;
  /** The items are not every entry's in file order (a branch left out, a compaction). */
  rebuilt: boolean;
}

/** The history pi resumes, decided once the session is read. */
interface Resumed {
  /** 1 for each entry on the path. */
  live: Uint8Array;
  /** Entries off it. */
  leftOut: number;
  /** The last compaction on the path, if any, and the entry pi keeps from (before it: meta only). */
  last?: Compaction;
  from: number;
}

/**
 * One read's compactions, and its calls held (`hold`) for {@link PiCurrent.release}; a read in
 * file order that made no call asks {@link PiCurrent.afterFirst} what the second leaves out.
 */
export class PiCurrent {
  /** The sink the reader writes to when held. */
  readonly held: DeferredSink | undefined;
  private readonly compactions: Compaction[] = [];

  constructor(
    private readonly path: PiPath,
    hold: boolean,
  ) {
    this.held = hold ? new DeferredSink() : undefined;
  }

  /** The next line is entry `entry` (undefined: none, pi-path.ts) of `line`. Throws nothing. */
  entry(entry: number | undefined, line: Line, at: TranscriptRecord): void {
    if (this.held) this.held.entry = entry ?? NO_ENTRY;
    if (entry !== undefined && line.type === "compaction")
      this.compactions.push({ entry, line, at });
  }

  // The path, and its last compaction: pi rebuilds the history from it.
  private resumed(): Resumed {
    const live = this.path.live();
    const leftOut = live.length - live.reduce((n, on) => n + on, 0);
    let last: Compaction | undefined;
    for (let k = this.compactions.length - 1; k >= 0 && !last; k--)
      if (live[this.compactions[k].entry] === 1) last = this.compactions[k];
    if (last === undefined) return { live, leftOut, from: 0 };
    const kept = this.path.keptFrom(last.line);
    // pi keeps none before the compaction when its first kept entry is not on the path before it.
    const from = kept !== undefined && live[kept] === 1 && kept < last.entry ? kept : last.entry;
    return { live, leftOut, last, from };
  }

  /**
   * Hands on to `sink` the held calls of the history pi resumes.
   * @throws what `sink` throws.
   */
  release(sink: TranscriptSink): PiRelease {
    const { live, leftOut, last, from } = this.resumed();
    // The compaction's own entry makes no item (formats/pi-session.ts): NO_ITEMS alike.
    const fate = (entry: number): Fate =>
      live[entry] === 0 ? NONE : last && entry < from ? NO_ITEMS : ALL;
    this.held?.release(sink, fate, last && summaryItem(last));
    return { leftOut, rebuilt: leftOut > 0 || last !== undefined };
  }

  /**
   * A first read's (which made no call): the entries left out, what the second read leaves out
   * (nothing where the history pi resumes is every entry in file order), and the line of the
   * first entry it makes items of, where that follows a compaction. Throws nothing.
   */
  afterFirst(): { leftOut: number; leaveOut: LeftOut; fromLine?: number } {
    const { live, leftOut, last, from } = this.resumed();
    const records = new Set<number>();
    for (let entry = 0; entry < live.length; entry++)
      if (live[entry] === 0) records.add(this.path.recordOf(entry));
    if (last === undefined) return { leftOut, leaveOut: { records } };
    const itemsFrom = this.path.recordOf(from);
    const fromLine = this.path.lineOf(from);
    return { leftOut, leaveOut: { records, itemsFrom, first: summaryItem(last) }, fromLine };
  }
}

// The compaction's summary as pi sends it (its words around the summary, whatever it holds).
function summaryItem({ line, at }: Compaction): HeldItem {
  const text = `${SUMMARY_PREFIX}${line.summary}${SUMMARY_SUFFIX}`;
  const [item] = anthropicMessageItems("user", [{ type: "text", text }]) as Item[];
  return { conversation: MAIN, item, record: at };
}
