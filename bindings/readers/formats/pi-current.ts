// A pi session's history as pi resumes it (pi-coding-agent's `buildSessionContext`): the entries
// on the branch of the last entry (pi-path.ts) and, past its last compaction, the compaction's
// summary as user text first, the entries from its first kept one up to it, then those after
// it. The reader's calls are held until the read is over (deferred-sink.ts): the last lines
// decide which earlier ones count.
import type { Item } from "../../items/types.js";
import { anthropicMessageItems } from "../anthropic-items.js";
import type { TranscriptSink } from "../sink.js";
import type { TranscriptRecord } from "../types.js";
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

/** What a read of the history pi resumes found, once released. */
export interface PiRelease {
  /** Entries of branches the session left, left out. */
  leftOut: number;
  /** The items are not every entry's in file order (a branch left out, a compaction). */
  rebuilt: boolean;
}

/** One read's held calls and compactions; {@link PiCurrent.release} hands on the history pi resumes. */
export class PiCurrent {
  /** The sink the reader writes to. */
  readonly held = new DeferredSink();
  private readonly compactions: Compaction[] = [];

  constructor(private readonly path: PiPath) {}

  /** The next line is entry `entry` (undefined: none, pi-path.ts) of `line`. Throws nothing. */
  entry(entry: number | undefined, line: Line, at: TranscriptRecord): void {
    this.held.entry = entry ?? NO_ENTRY;
    if (entry !== undefined && line.type === "compaction")
      this.compactions.push({ entry, line, at });
  }

  // The last compaction on the path: pi rebuilds the history from it.
  private lastOn(live: Uint8Array): Compaction | undefined {
    for (let k = this.compactions.length - 1; k >= 0; k--)
      if (live[this.compactions[k].entry] === 1) return this.compactions[k];
    return undefined;
  }

  /**
   * Hands on to `sink` the calls of the history pi resumes.
   * @throws what `sink` throws.
   */
  release(sink: TranscriptSink): PiRelease {
    const live = this.path.live();
    const leftOut = live.length - live.reduce((n, on) => n + on, 0);
    const last = this.lastOn(live);
    if (last === undefined) {
      this.held.release(sink, (entry) => (live[entry] === 1 ? ALL : NONE));
      return { leftOut, rebuilt: leftOut > 0 };
    }
    const kept = this.path.keptFrom(last.line);
    // pi keeps none before the compaction when its first kept entry is not on the path before it.
    const from = kept !== undefined && live[kept] === 1 && kept < last.entry ? kept : last.entry;
    const fate = (entry: number): Fate => {
      if (live[entry] === 0) return NONE;
      return entry < from || entry === last.entry ? NO_ITEMS : ALL;
    };
    this.held.release(sink, fate, summaryItem(last));
    return { leftOut, rebuilt: true };
  }
}

// The compaction's summary as pi sends it (its words around the summary, whatever it holds).
function summaryItem({ line, at }: Compaction): HeldItem {
  const text = `${SUMMARY_PREFIX}${line.summary}${SUMMARY_SUFFIX}`;
  const [item] = anthropicMessageItems("user", [{ type: "text", text }]) as Item[];
  return { conversation: MAIN, item, record: at };
}
