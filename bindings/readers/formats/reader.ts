// The interface every format reader implements: one parsed record at a time.
import type { TranscriptSink } from "../sink.js";
import type { LeftOut, ScanOptions, TranscriptApi, TranscriptRecord } from "../types.js";

/** Reads the records of one format into a sink; throws RecordProblem for an unknown shape. */
export interface RecordReader {
  readonly api: TranscriptApi;
  record(value: unknown, at: TranscriptRecord): void;
  /** Notes on what was read (the read's warnings), once it is over. */
  readonly warnings?: readonly string[];
  /**
   * Once the read is over: the items are not every record's in file order (a pi session's
   * branch or compaction), so a read in file order would not make them.
   */
  readonly rebuilt?: boolean;
  /**
   * Once a read in file order (`streamed`) is over: what is off the history the log resumes (a
   * rewound Claude Code session's branches left, a pi session's branches left and what its last
   * compaction sums up), which a second read leaves out (`leaveOut`); undefined: nothing.
   */
  readonly leftOut?: LeftOut;
  /** The read is over: frees now what the reader held for it (not at the next full collection). */
  end?(): void;
}

/** Makes a reader for one read. */
export type ReaderFactory = (sink: TranscriptSink, options: ScanOptions) => RecordReader;
