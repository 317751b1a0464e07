// The older Codex rollout (Sept 2025): a first metadata line (`id`, `timestamp`, `instructions`),
// then bare Responses items interleaved with `{ "record_type": "state" }` lines.
import { objectRecord } from "../problem.js";
import { itemPayload, MAIN } from "./codex-rollout.js";
import type { ReaderFactory, RecordReader } from "./reader.js";

/** Whether a record is the legacy metadata line. */
export function isLegacyMeta(line: Record<string, unknown>): boolean {
  return line.type === undefined && line.role === undefined && typeof line.id === "string";
}

/** Reads the legacy direct form. */
export const codexRolloutLegacy: ReaderFactory = (sink): RecordReader => {
  // Every format's reader has this frame (its family, its API, one record at a time); records differ.
  sink.meta(MAIN, { family: "openai" });
  return {
    api: "responses",
    record(value, at) {
      const line = objectRecord(value);
      if ("record_type" in line) return; // state snapshot: not an item
      if (isLegacyMeta(line)) return sink.meta(MAIN, { sessionId: line.id });
      sink.item(MAIN, itemPayload(line), at);
    },
  };
};
