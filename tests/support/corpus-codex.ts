// Codex CLI rollouts (~/.codex/sessions/*.jsonl) as Responses items.
//
// Modern format: every line is an envelope `{timestamp, type, payload}`. Only the payloads of
// `response_item` lines are items; `session_meta`, `event_msg` and `turn_context` are not. A
// `compacted` line is a compaction point: its `replacement_history` (a list of items) is what
// Codex replaced the history with, and later `response_item`s follow it.
// Legacy direct format (Sept 2025): a first metadata line (no `type`), then bare items
// interleaved with `{"record_type":"state"}` lines.
import type { Item } from "../../bindings/index.js";
import type { CompactionPoint } from "./corpus-point.js";

const ENVELOPE_TYPES = new Set([
  "session_meta",
  "response_item",
  "event_msg",
  "turn_context",
  "compacted",
]);

function isEnvelope(line: Record<string, unknown>): boolean {
  return (
    typeof line.type === "string" &&
    ENVELOPE_TYPES.has(line.type) &&
    Object.hasOwn(line, "payload") &&
    Object.hasOwn(line, "timestamp")
  );
}

/** Items and compaction points of a parsed rollout; throws on a line of no known shape. */
export function codexRolloutToItems(lines: readonly Record<string, any>[]): {
  items: Item[];
  compactions: CompactionPoint[];
} {
  const items: Item[] = [];
  const compactions: CompactionPoint[] = [];
  lines.forEach((line, n) => {
    if (isEnvelope(line)) {
      if (line.type === "response_item") items.push(line.payload);
      else if (line.type === "compacted") {
        compactions.push({
          source: "codex-compacted",
          index: items.length,
          replacement: line.payload.replacement_history ?? [],
        });
      }
    } else if (Object.hasOwn(line, "record_type")) {
      // legacy state record: not an item
    } else if (n === 0 && line.type === undefined) {
      // legacy session metadata: not an item
    } else if (typeof line.type === "string") {
      items.push(line as Item);
    } else {
      throw new Error(`codex rollout line ${n + 1} has no known shape`);
    }
  });
  return { items, compactions };
}
