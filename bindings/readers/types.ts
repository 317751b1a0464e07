// The shapes readTranscript(s) returns and takes (SPEC §11).
import type { Family, Item } from "../items/types.js";

/** A stored log's format (SPEC §11, details settled). */
export type TranscriptFormat =
  | "codex-rollout"
  | "codex-rollout-legacy"
  | "claude-code"
  | "pi-session"
  | "chat-log"
  | "responses-jsonl"
  | "chat-jsonl"
  | "json-array"
  | "anthropic-messages"
  | "msgpack"
  | "responses-response"
  | "chat-completion"
  | "anthropic-response";

/** The formats read line by line (JSONL); the others are one JSON or msgpack document. */
export const LINE_FORMAT_NAMES: readonly TranscriptFormat[] = [
  "codex-rollout",
  "codex-rollout-legacy",
  "claude-code",
  "pi-session",
  "chat-log",
  "responses-jsonl",
  "chat-jsonl",
];

/** Every format name. */
export const TRANSCRIPT_FORMATS: readonly TranscriptFormat[] = [
  ...LINE_FORMAT_NAMES,
  "json-array",
  "anthropic-messages",
  "msgpack",
  "responses-response",
  "chat-completion",
  "anthropic-response",
];

/** The dialect a log was written in: what `check` preflights against by default. */
export type TranscriptApi = "responses" | "chat" | "anthropic";

/** Where an item came from: the record's 0-based position, and its 1-based line in line formats. */
export interface TranscriptRecord {
  readonly index: number;
  readonly line?: number;
  /** The model that produced the item, where the log names it (Claude Code and pi assistant records, Codex `turn_context`). */
  readonly model?: string;
}

/** A compaction the log records. */
export interface CompactionPoint {
  /** `codex-compacted`, `claude-code-compact-boundary`, `claude-code-compact-summary`, `pi-compaction`. */
  readonly source: string;
  /** The compaction record's position and line. */
  readonly record: TranscriptRecord;
  /** How many items of the conversation came before it (in log order). */
  readonly before: number;
  /** Codex: how many items its `replacement_history` put in their place. */
  readonly replacement?: number;
}

/** The request body forms a log can be read from and written back to. */
export type RequestBodyKind = "anthropic" | "chat" | "responses";

/** What a log says about itself. */
export interface TranscriptMeta {
  model?: string;
  /** The producing family (`openai`, `anthropic`, `xai`, ...), when the log says or the model implies it. */
  family?: Family;
  sessionId?: string;
  /** A request body's fields that are not transcribed (`model`, `tools`, `max_tokens`, ...): written back by a body of the same form. */
  requestFields?: Record<string, unknown>;
  /** The request body the log is (`anthropic`: `{ messages, system? }`, `chat`: `{ messages }`, `responses`: `{ input, instructions? }`), when it is one. */
  requestBody?: RequestBodyKind;
  compactions: CompactionPoint[];
}

/** A record left out under `lenient`, or a truncated last line. */
export interface SkippedRecord {
  readonly line?: number;
  readonly index: number;
  readonly reason: string;
}

/** One conversation of a log. */
export interface Transcript {
  /** `main`, a session id, `sidechain:<uuid prefix>` (docs/decisions.md "Conversations": a repeated prefix) or `record-<n>` (one per tau-bench record). */
  readonly id: string;
  readonly items: Item[];
  /** `records[i]` is where `items[i]` came from. */
  readonly records: TranscriptRecord[];
  readonly meta: TranscriptMeta;
}

/** What {@link readTranscripts} returns. */
export interface TranscriptsResult {
  readonly format: TranscriptFormat;
  readonly api: TranscriptApi;
  readonly transcripts: Transcript[];
  /**
   * Records skipped: bad ones under `lenient`, and a truncated last line; the first 1,000 are
   * listed (a truncated last line always), `skippedCount` counts them all.
   */
  readonly skipped: SkippedRecord[];
  /** Every record skipped (`skipped` lists the first 1,000). */
  readonly skippedCount: number;
  /** Human-readable notes, e.g. the truncated last line. */
  readonly warnings: string[];
}

/** What {@link readTranscript} returns: the file's one conversation. */
export interface TranscriptResult {
  readonly format: TranscriptFormat;
  readonly api: TranscriptApi;
  readonly items: Item[];
  readonly records: TranscriptRecord[];
  readonly meta: TranscriptMeta;
  /** As {@link TranscriptsResult.skipped}: the first 1,000 listed. */
  readonly skipped: SkippedRecord[];
  /** Every record skipped. */
  readonly skippedCount: number;
  readonly warnings: string[];
}

/** Options of the readers. */
export interface ReadOptions {
  /** Skip detection and read as this format. */
  format?: TranscriptFormat;
  /** Skip bad records and list them in `skipped` instead of throwing `invalid-record`. */
  lenient?: boolean;
  /**
   * `current` (default) gives the history as it stands at the end of the log: a Codex rollout's
   * last `compacted` replacement history, then what followed; a pi session's branch pi resumes
   * (the path from its last entry); a Claude Code session's branch Claude Code resumes (a
   * rewound session's branch left out). `full` gives every item in log order.
   */
  history?: "current" | "full";
  /**
   * The longest record read, in bytes: a line of JSON lines, an element of a JSON array (and the
   * elements held until they tell the array's format), or any other JSON or msgpack document
   * whole (default 256 MiB). Longer input throws `invalid-record` (reason `record-too-large`),
   * even with `lenient`.
   */
  maxRecordBytes?: number;
}

/**
 * What a read in file order found off the history a session resumes (the outcome's `leftOut`),
 * which a second read of the same input leaves out (`leaveOut`).
 */
export interface LeftOut {
  /** Records read for nothing: a branch the session left (their problems are still reported). */
  readonly records: ReadonlySet<number>;
  /** pi: the records of its tree before this one are read for their meta alone (its last compaction keeps the entries from here). */
  readonly itemsFrom?: number;
  /** pi: an item handed on before the first one read (its last compaction's summary). */
  readonly first?: { conversation: string; item: Item; record: TranscriptRecord };
  /** pi: the model and family the second read's meta ends with, foreseen (a one-read fix fixes every piece with them). */
  readonly ending?: EndingMeta;
  /** pi: the lines before `itemsFrom`'s, which a second read skips unparsed (what they give, given). */
  readonly head?: SkippedHead;
}

/**
 * The lines of a pi session before the history it resumes, as a first read found them: every
 * record there parsed, well formed and of a known type, no id named before its line or twice. A
 * second read skips them unparsed and starts where a read of them would leave it: the reader
 * hands its sink their meta and compactions, and the outcome names their kinds and branches.
 */
export interface SkippedHead {
  /** The line of the history's first record (`itemsFrom`); lines before it are skipped. */
  readonly line: number;
  /** The records before it (the index of the history's first). */
  readonly records: number;
  /** Their meta fields as a sink merges them (sink.ts assignMeta), the branches left out aside. */
  readonly meta: Partial<Omit<TranscriptMeta, "compactions">>;
  /** Their compactions on the history's branch, in order. */
  readonly compactions: readonly TranscriptRecord[];
  /** The dialect the whole session is read in, and its branches (as a whole read counts them). */
  readonly api: TranscriptApi;
  readonly branches: number;
  readonly firstBranch?: TranscriptRecord;
  /** The scanner's, once the first read ended clean: its format and every line's kind. */
  readonly format?: TranscriptFormat;
  readonly recordKinds?: Readonly<Record<string, number>>;
}

/**
 * The model and family a read's meta ends with, foreseen: each the last string value a record it
 * keeps gives (the meta keeps no other, sink.ts assignMeta).
 */
export interface EndingMeta {
  readonly model?: string;
  readonly family?: string;
}

/**
 * The readers' options as the command line's reads give them (not public): a read that keeps
 * nothing of what it was given (`streamed`: a Claude Code session's items come in file order; a
 * pi session's first read makes no call at all; the outcome's `leftOut` names what is off the
 * history it resumes, always for a pi session) and the second read of the same input that leaves
 * that out (`leaveOut`).
 */
export interface ScanOptions extends ReadOptions {
  streamed?: boolean;
  leaveOut?: LeftOut;
}

/** Input of the async readers: text, bytes, or a stream of either (e.g. `fs.createReadStream`). */
export type TranscriptInput = string | Uint8Array | AsyncIterable<string | Uint8Array>;
