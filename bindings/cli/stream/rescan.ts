// The second read of a streamed rewrite: the file again through a Scanner into the caller's sink,
// under the run's progress line; the caller drains what the sink made after each chunk.
import { Scanner } from "../../readers/scanner.js";
import type { TranscriptSink } from "../../readers/sink.js";
import type { ReadOptions } from "../../readers/types.js";
import { counted, openInput } from "../io.js";
import { progressFor } from "../progress.js";

/**
 * Reads `file` into `sink`, yielding once a chunk is scanned (`take` sees each chunk first) and
 * ending the scanner after the last; `reading` is handed the scanner first (its current line).
 * @throws the read's errors and what `sink` or `take` throw.
 */
export async function* rescan(
  file: string,
  sink: TranscriptSink,
  options: ReadOptions,
  take?: (chunk: Uint8Array) => void,
  reading?: (scanner: Scanner) => void,
): AsyncGenerator<void> {
  const input = openInput(file);
  const progress = progressFor(file, input.size);
  const scanner = new Scanner(sink, options);
  reading?.(scanner);
  try {
    for await (const chunk of counted(input.stream, (n) => progress.add(n))) {
      take?.(chunk);
      scanner.write(chunk);
      yield;
    }
  } finally {
    progress.stop();
  }
  scanner.end();
}
