// Where a recorded host compacted: shared by the corpus readers without importing the corpus index.
import type { Item } from "../../bindings/index.js";

/** A real compaction point of a transcript. */
export interface CompactionPoint {
  /** `codex-compacted`, `claude-code-compact-boundary`, `claude-code-compact-summary`, `pi-compaction`. */
  readonly source: string;
  /** Number of the transcript's items that precede the point (the items the compaction saw). */
  readonly index: number;
  /**
   * Where the host itself cut: pi's `firstKeptEntryIndex` mapped to an item index; undefined
   * when the host replaced everything before the point.
   */
  readonly hostCutoff?: number;
  /**
   * What the host put in place of the history: Codex's `replacement_history`; for Claude Code
   * the continuation summary message (also in `items`, at `index`); for pi the summary as a
   * user message (pi keeps it outside the messages, so it is not in `items`).
   */
  readonly replacement: readonly Item[];
}
