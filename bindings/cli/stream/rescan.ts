// The second read of a streamed rewrite: the file again through a Scanner into the caller's sink,
// under the run's progress line; the caller drains what the sink made after each chunk.
import { Scanner, type ScanOutcome } from "../../readers/scanner.js";
import type { TranscriptSink } from "../../readers/sink.js";
import type { ReadOptions } from "../../readers/types.js";
import { counted, openInput } from "../io.js";
import { progressFor } from "../progress.js";

/** What a caller of {@link rescan} is told besides the sink's calls. */
export interface RescanHooks {
  /** Sees each chunk before the scanner does. */
  take?: (chunk: Uint8Array) => void;
  /** Handed the scanner first (its current line). */
  reading?: (scanner: Scanner) => void;
  /** The read's outcome, once the scanner ended (before the generator's last step returns). */
  ended?: (outcome: ScanOutcome) => void;
}

/**
 * Reads `file` into `sink`, yielding once a chunk is scanned and ending the scanner after the last.
 * @throws the read's errors and what `sink` or a hook throws.
 */
export async function* rescan(
  file: string,
  sink: TranscriptSink,
  options: ReadOptions,
  hooks: RescanHooks = {},
): AsyncGenerator<void> {
  const input = openInput(file);
  const progress = progressFor(file, input.size);
  // The plan's items are every record's in file order (plan.ts planOf): a pi session's come as
  // read, not held to the read's end as its current history would be (the same items).
  const scanner = new Scanner(sink, { ...options, history: "full" });
  hooks.reading?.(scanner);
  try {
    for await (const chunk of counted(input.stream, (n) => progress.add(n))) {
      hooks.take?.(chunk);
      scanner.write(chunk);
      yield;
    }
  } finally {
    progress.stop();
  }
  const outcome = scanner.end();
  hooks.ended?.(outcome);
}
