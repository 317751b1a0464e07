// The older Codex rollout (Sept 2025): a first metadata line (`id`, `timestamp`, `instructions`),
// then bare Responses items interleaved with `{ "record_type": "state" }` lines.
import { itemPayload, MAIN } from "./codex-rollout.js";
import { mainReader } from "./main-reader.js";

/** Whether a record is the legacy metadata line. */
export function isLegacyMeta(line: Record<string, unknown>): boolean {
  return line.type === undefined && line.role === undefined && typeof line.id === "string";
}

/** Reads the legacy direct form. */
export const codexRolloutLegacy = mainReader("responses", "openai", (sink, line, at) => {
  if ("record_type" in line) return; // state snapshot: not an item
  if (isLegacyMeta(line)) return sink.meta(MAIN, { sessionId: line.id });
  sink.item(MAIN, itemPayload(line), at);
});
