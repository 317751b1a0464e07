// The lines of a pi session before the history it resumes (types.ts SkippedHead): what its first
// read notes so a second may skip them unparsed, and what the second hands its sink instead.
import type { TranscriptSink } from "../sink.js";
import type { LeftOut, SkippedHead, TranscriptApi, TranscriptRecord } from "../types.js";
import { MAIN } from "./codex-rollout.js";
import type { LinkFields } from "./early-links.js";
import type { MetaTrail } from "./meta-trail.js";
import type { PiPath } from "./pi-path.js";

/** The source of a pi compaction's event. */
export const PI_COMPACTION = "pi-compaction";

/** What a first read notes of each object line, for the head it may name. */
export class PiHeadNotes {
  private readonly compactions: TranscriptRecord[] = [];
  /** The link fields naming an entry besides the parent, which the path reads itself. */
  private readonly refs: readonly string[];
  /** A line named an entry before its line in one of them (sink.ts earlyLink). */
  private early = false;

  constructor(
    link: LinkFields,
    private readonly path: PiPath,
  ) {
    this.refs = [...(link.refs ?? []), ...(link.rangeStarts ?? [])];
  }

  /** The next object line, before the path takes it. Throws nothing. */
  note(line: Record<string, unknown>, at: TranscriptRecord): void {
    if (line.type === "compaction") this.compactions.push(at);
    // A streamed writer cannot re-point a link that a skipped line makes to a later record.
    for (const field of this.refs) {
      const id = line[field];
      if (typeof id === "string" && !this.path.has(id)) this.early = true;
    }
  }

  /**
   * The head before `leaveOut.itemsFrom` (on line `fromLine`), with the meta `trail` gives and
   * the session's dialect `api`; undefined where there is none to skip or its links reach ahead.
   * Throws nothing.
   */
  head(
    leaveOut: LeftOut,
    fromLine: number | undefined,
    trail: MetaTrail,
    api: TranscriptApi,
  ): SkippedHead | undefined {
    const { itemsFrom, records } = leaveOut;
    if (itemsFrom === undefined || itemsFrom === 0 || !fromLine) return undefined;
    if (this.early || this.path.parentAhead || this.path.repeated) return undefined;
    const firstBranch = this.path.firstBranch;
    return {
      line: fromLine,
      records: itemsFrom,
      meta: trail.before(itemsFrom, records),
      compactions: this.compactions.filter((at) => at.index < itemsFrom && !records.has(at.index)),
      api,
      branches: this.path.branches,
      ...(firstBranch ? { firstBranch } : {}),
    };
  }
}

/**
 * Hands `sink` what the skipped head's records would have: their meta, merged, and their
 * compactions. @throws what the sink throws.
 */
export function replayHead(sink: TranscriptSink, head: SkippedHead): void {
  sink.meta(MAIN, head.meta);
  for (const record of head.compactions) sink.compaction(MAIN, { source: PI_COMPACTION, record });
}
