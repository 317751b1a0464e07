// Writing items as a command's output file (temp file + rename, or stdout for `-`).
import type { Item } from "../items/types.js";
import type { ItemsMeta } from "../readers/items-meta.js";
import { type WriteFormat, writeTranscriptChunks } from "../readers/write.js";
import { writeOutput } from "./io.js";

/** What a written file carries besides its items. */
export interface Carried {
  /** A request body's other fields, for a body of the same form. */
  requestFields?: Record<string, unknown>;
  /** The log's family, model and session id, for items JSONL, JSON and msgpack. */
  meta?: ItemsMeta;
}

/**
 * Writes `items` in `format` to `target` with what it carries, an item or message at a time (an
 * output past the longest string a runtime makes is written too).
 * @throws {TranscriptError} as writeTranscriptChunks; what writeOutput throws.
 */
export async function writeItems(
  target: string,
  items: readonly Item[],
  format: WriteFormat,
  carried: Carried = {},
): Promise<void> {
  const { requestFields, meta } = carried;
  await writeOutput(target, writeTranscriptChunks(items, { format, requestFields, meta }));
}
