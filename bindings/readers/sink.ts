// What a format reader emits: items per conversation, compactions, and what the log says about
// itself. The collector keeps everything (readTranscripts); the CLI's tally keeps counts only.
import type { Item } from "../items/types.js";
import type { TranscriptMeta, TranscriptRecord } from "./types.js";

/** A compaction as a reader sees it. */
export interface CompactionEvent {
  readonly source: string;
  readonly record: TranscriptRecord;
  /** Codex: the items the history is replaced by (the current history restarts from them). */
  readonly replacement?: readonly Item[];
  /**
   * Codex: the replacement is a rebuild that may hold user messages of lines before the first one
   * this reader read (a range read alone cannot tell it whole).
   */
  readonly needsEarlierLines?: boolean;
}

/** Where readers put what they read. `conversation` is the conversation id. */
export interface TranscriptSink {
  item(conversation: string, item: Item, record: TranscriptRecord): void;
  compaction(conversation: string, event: CompactionEvent): void;
  /** Fields of the conversation's meta; a later value replaces an earlier one. */
  meta(conversation: string, fields: Partial<Omit<TranscriptMeta, "compactions">>): void;
  /**
   * Claude Code and pi logs, only where the sink has it: `id` is named in a line's link field before a
   * line with that id was read, or is a second line's id (a record left out whole has its links
   * re-pointed on every line, so a streamed writer cannot leave out a record named before it).
   */
  earlyLink?(id: string): void;
  /**
   * A pi session's second read, only where the sink has it: `id` names an entry on a branch pi
   * no longer resumes (left out, `leaveOut`), told as its line is read (the host writer keeps
   * what it inserts off such an entry, as the whole-log writer's `offPath` does). A skipped head's
   * entries are not told (types.ts SkippedHead: no line there names a later record, so the writer
   * rewrites none of them).
   */
  offPath?(id: string): void;
}

/** The meta fields a reader passes to {@link TranscriptSink.meta}. */
export type MetaFields = Parameters<TranscriptSink["meta"]>[1];

// The fields that name something: a log's value there that is no string (a number, null) names
// nothing and is read as none (a pi `modelId` of 7 made the log unreadable downstream).
const NAMES: ReadonlySet<string> = new Set(["model", "family", "sessionId"]);

/** Copies the defined fields of `fields` onto `meta` (a name only where it is a string). Throws nothing. */
export function assignMeta(meta: TranscriptMeta, fields: MetaFields): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || (NAMES.has(key) && typeof value !== "string")) continue;
    (meta as unknown as Record<string, unknown>)[key] = value;
  }
}
