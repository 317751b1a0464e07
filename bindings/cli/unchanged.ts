// A valid log comes back byte for byte (SPEC §5's invariant, issue 29): when `fix` changed nothing
// and what it would write reads back as the input did, the input's own bytes are written, so a
// log another JSON writer made (Python's escapes and spacing) is not rewritten in ours.
import { readFileSync, statSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { TranscriptError } from "../errors.js";
import type { Item } from "../items/types.js";
import { readTranscriptsSync } from "../readers/read.js";
import type { ScanOutcome } from "../readers/scanner.js";
import { type WriteFormat, writeTranscript } from "../readers/write.js";
import type { Carried } from "./output.js";
import type { LoadedTranscript } from "./transcript-file.js";

/** The input's size and time of change before it was read (stdin: none). */
export interface InputStamp {
  size: number;
  mtimeMs: number;
}

/** The stamp of `file` (undefined for stdin). */
export function inputStamp(file: string): InputStamp | undefined {
  if (file === "-") return undefined;
  const { size, mtimeMs } = statSync(file);
  return { size, mtimeMs };
}

// The same item objects in the same order: nothing dropped, moved or added.
const sameItems = (before: readonly Item[], after: readonly Item[]) =>
  before.length === after.length && before.every((item, i) => item === after[i]);

/**
 * Whether a read's own bytes may stand for what a fix that changed nothing writes: one
 * conversation, no record skipped, none of an unknown type (otherwise the items are written).
 * Throws nothing.
 */
export function bytesMayStand(outcome: ScanOutcome, others: readonly unknown[]): boolean {
  return (
    others.length === 0 &&
    outcome.skippedCount === 0 &&
    Object.keys(outcome.unknownTypes ?? {}).length === 0
  );
}

/**
 * The input's bytes when writing `fixed` as `to` would give a file that reads back as the input
 * did (format, items and meta), nothing was changed or skipped, and the file is still as it was
 * read; otherwise undefined (write the items).
 * @throws {TranscriptError} as {@link writeTranscript} for items it cannot write.
 */
export function unchangedInput(
  file: string,
  stamp: InputStamp | undefined,
  loaded: LoadedTranscript,
  fixed: readonly Item[],
  to: WriteFormat,
  carried: Carried,
): Uint8Array | undefined {
  const { outcome, transcript, others } = loaded;
  if (!stamp || !bytesMayStand(outcome, others) || !sameItems(transcript.items, fixed))
    return undefined;
  const written = textOf(fixed, to, carried);
  if (written === undefined) return undefined;
  const again = readTranscriptsSync(written);
  const [one] = again.transcripts;
  if (again.format !== outcome.format || again.transcripts.length !== 1) return undefined;
  if (
    !isDeepStrictEqual(one.items, transcript.items) ||
    !isDeepStrictEqual(one.meta, transcript.meta)
  )
    return undefined;
  const bytes = readFileSync(file);
  const now = inputStamp(file);
  return now?.size === stamp.size && now.mtimeMs === stamp.mtimeMs && bytes.length === stamp.size
    ? bytes
    : undefined;
}

// What writing `fixed` gives; undefined past the longest string (then the items are written).
function textOf(fixed: readonly Item[], to: WriteFormat, carried: Carried) {
  try {
    return writeTranscript(fixed, { format: to, ...carried });
  } catch (error) {
    if (error instanceof TranscriptError && error.reason === "output-too-long") return undefined;
    throw error;
  }
}
