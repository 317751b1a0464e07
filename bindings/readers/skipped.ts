// The records a lenient read skips: every one counted, the first SKIPPED_LISTED listed (a log of
// bad lines would otherwise hold an object a line, gigabytes on a large one), and a truncated last
// line always (the in-place writers and the host readers look for it).
import { UNKNOWN_TYPE } from "./problem.js";
import type { SkippedRecord, TranscriptRecord } from "./types.js";

/** How many skipped records a read lists (it counts them all). */
export const SKIPPED_LISTED = 1_000;

/** Whether a list holding `listed` records lists one more skipped for `reason`. Throws nothing. */
const listsAnother = (listed: number, reason: string) =>
  listed < SKIPPED_LISTED || reason === "truncated";

/**
 * The record `at` skipped for `reason`, built as a literal: V8 gives each object spread from a
 * record its own hidden class here (about 200 bytes more per skipped line). Throws nothing.
 */
export function skippedAt(at: TranscriptRecord, reason: string): SkippedRecord {
  const { index, line } = at;
  return line === undefined ? { index, reason } : { index, line, reason };
}

/** A record a range scan could not take, kept for the caller to place in the whole file. */
export interface RangeProblem {
  reason: string;
  message: string;
  at: TranscriptRecord;
}

/** What a range scan found wrong, as data a worker posts: listed, counted, unknown types by type. */
export interface RangeProblemsFound {
  /** The first bad records (a truncated last line always), as {@link SkippedRecords} lists them. */
  listed: RangeProblem[];
  /** Every bad record (unknown types aside). */
  count: number;
  /** Records of types the reader does not know, by type, in order of first sight. */
  unknownTypes: Record<string, number>;
}

/** Counts one record of `type` into `counts`. */
export function countType(counts: Record<string, number>, type: string): void {
  counts[type] = (counts[type] ?? 0) + 1;
}

/** A range scan's bad records: at most what the file's list can show of them is kept. */
export class RangeProblems {
  readonly found: RangeProblemsFound = {
    listed: [],
    count: 0,
    unknownTypes: Object.create(null),
  };

  /** Takes the bad record `at` (`message`: an unknown type's name). Throws nothing. */
  add(reason: string, message: string, at: TranscriptRecord): void {
    const found = this.found;
    if (reason === UNKNOWN_TYPE) {
      countType(found.unknownTypes, message);
      return;
    }
    found.count++;
    if (listsAnother(found.listed.length, reason)) found.listed.push({ reason, message, at });
  }
}

/** A read's skipped records: counted, and listed up to {@link SKIPPED_LISTED}. */
export class SkippedRecords {
  readonly listed: SkippedRecord[] = [];
  count = 0;

  /** Counts the record `at` skipped for `reason`, listed while the list has room. Throws nothing. */
  add(at: TranscriptRecord, reason: string): void {
    this.count++;
    if (listsAnother(this.listed.length, reason)) this.listed.push(skippedAt(at, reason));
  }

  /** Counts `n` more skipped records, none listed (the list is full before them). Throws nothing. */
  addUnlisted(n: number): void {
    this.count += n;
  }
}
