// Reading one input file for a command: a stream (with a progress bar when large), into a sink.
import { Scanner, type ScanOutcome } from "../readers/scanner.js";
import type { TranscriptSink } from "../readers/sink.js";
import type { ScanOptions } from "../readers/types.js";
import { counted, openInput } from "./io.js";
import { progressFor } from "./progress.js";

/**
 * Reads `path` (`-` is stdin) into the sink `sinkFor` gives for the input's size (undefined for
 * stdin), so a caller can decide what to keep before reading.
 */
export async function scanFile(
  path: string,
  sinkFor: (size: number | undefined) => TranscriptSink,
  options: ScanOptions,
): Promise<ScanOutcome> {
  const input = openInput(path);
  const sink = sinkFor(input.size);
  const progress = progressFor(path, input.size);
  const scanner = new Scanner(sink, options);
  try {
    for await (const chunk of counted(input.stream, (n) => progress.add(n))) scanner.write(chunk);
  } finally {
    progress.stop();
  }
  return scanner.end();
}
