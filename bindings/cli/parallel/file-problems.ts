// The bad records of every range, taken in file order as the ranges are counted, into what one
// read of the file reports (same skipped list and count, warnings, unknown types, first refusal),
// without holding a problem a line: a log of bad lines read leniently has millions.
import { readerApi } from "../../readers/formats/index.js";
import { invalidRecord } from "../../readers/problem.js";
import { checkOnlyTruncated, type ScanOutcome, truncatedWarning } from "../../readers/scanner.js";
import { type RangeProblemsFound, SkippedRecords } from "../../readers/skipped.js";
import type { TranscriptFormat, TranscriptRecord } from "../../readers/types.js";
import type { Offsets } from "./batch.js";

/** A file's problems, added a range at a time in file order. */
export class FileProblems {
  readonly #skipped = new SkippedRecords();
  readonly #warnings: string[] = [];
  readonly #unknownTypes: Record<string, number> = Object.create(null);
  /** The first record that refuses the file (not lenient): thrown once every range is counted. */
  #refused?: { reason: string; message: string; at: TranscriptRecord };

  constructor(private readonly lenient: boolean | undefined) {}

  /** Adds a range's problems, `offsets` where the range starts in the file. Throws nothing. */
  add(found: RangeProblemsFound, offsets: Offsets): void {
    for (const [type, n] of Object.entries(found.unknownTypes))
      this.#unknownTypes[type] = (this.#unknownTypes[type] ?? 0) + n;
    for (const { reason, message, at: local } of found.listed) {
      const at = { index: local.index + offsets.records, line: (local.line ?? 0) + offsets.lines };
      if (reason === "truncated") this.#warnings.push(truncatedWarning(at.line));
      else if (!this.lenient) {
        this.#refused ??= { reason, message, at };
        continue;
      }
      this.#skipped.add(at, reason);
    }
    // Past the range's list: the file's is full by then (the range listed as many as it holds).
    this.#skipped.addUnlisted(found.count - found.listed.length);
  }

  /**
   * The file's outcome, `records` read in all.
   * @throws {TranscriptError} `invalid-record` for the first bad record (not lenient), and for a
   * file whose only line is cut short.
   */
  outcome(format: TranscriptFormat, records: number): ScanOutcome {
    const refused = this.#refused;
    if (refused) throw invalidRecord(refused.reason, refused.message, refused.at);
    const skipped = this.#skipped;
    checkOnlyTruncated(skipped.listed, records, this.lenient);
    return {
      format,
      api: readerApi(format),
      skipped: skipped.listed,
      skippedCount: skipped.count,
      warnings: this.#warnings,
      unknownTypes: this.#unknownTypes,
      records,
    };
  }
}
