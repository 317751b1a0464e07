// Writing items as a command's output file (temp file + rename, or stdout for `-`).
import type { Item } from "../items/types.js";
import { jsonLines, type WriteFormat, writeTranscript } from "../readers/write.js";
import { writeOutput } from "./io.js";

/** Writes `items` in `format` to `target` (a request body's other fields kept); JSONL is streamed a line at a time. */
export async function writeItems(
  target: string,
  items: readonly Item[],
  format: WriteFormat,
  requestFields?: Record<string, unknown>,
): Promise<void> {
  const chunks =
    format === "jsonl" ? jsonLines(items) : [writeTranscript(items, { format, requestFields })];
  await writeOutput(target, chunks);
}
