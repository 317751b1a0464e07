// A scan of an input given in pieces, as the tests compare reads: the outcome and conversations,
// or the TranscriptError's stable fields.
import { TranscriptError } from "../../bindings/errors.js";
import { Collector } from "../../bindings/readers/collect.js";
import { Scanner } from "../../bindings/readers/scanner.js";
import type { ScanOptions } from "../../bindings/readers/types.js";

/** Reads `input` piece by piece. @throws what is no TranscriptError. */
export function scanPieces(input: readonly (string | Uint8Array)[], options: ScanOptions) {
  const collector = new Collector();
  const scanner = new Scanner(collector, options);
  try {
    for (const piece of input) scanner.write(piece);
    const outcome = scanner.end();
    return { outcome, conversations: [...collector.conversations.values()] };
  } catch (error) {
    if (!(error instanceof TranscriptError)) throw error;
    const { code, message, reason, line, index } = error;
    return { error: { code, message, reason, line, index } };
  }
}
