// Codex CLI rollout (~/.codex/sessions/*.jsonl): `{ timestamp, type, payload }` envelopes. Only
// `response_item` payloads are items; `compacted` replaces the history with its
// `replacement_history`; `session_meta` and `turn_context` give the session id and model.
import type { Item } from "../../items/types.js";
import { objectRecord, problem, unknownType } from "../problem.js";
import type { TranscriptSink } from "../sink.js";
import type { TranscriptRecord } from "../types.js";
import type { ReaderFactory, RecordReader } from "./reader.js";

/** The envelope types of a rollout. */
export const ROLLOUT_TYPES: ReadonlySet<string> = new Set([
  "session_meta",
  "response_item",
  "event_msg",
  "turn_context",
  "compacted",
]);

/** The one conversation id of a rollout. */
export const MAIN = "main";

/** A Responses item payload, or an `unknown-record` problem. */
export function itemPayload(value: unknown): Item {
  const item = objectRecord(value);
  if (typeof item.type !== "string" && typeof item.role !== "string") {
    problem("unknown-record", "an item needs a string `type` or `role`");
  }
  return item as Item;
}

// Older Codex wrote only the summary `message`: the history continues from it as user text.
function replacementOf(payload: Record<string, any>): Item[] {
  if (Array.isArray(payload.replacement_history))
    return payload.replacement_history.map(itemPayload);
  if (typeof payload.message !== "string") {
    problem("unknown-record", "a compacted record needs `replacement_history` or `message`");
  }
  const text = { type: "input_text", text: payload.message };
  return [{ type: "message", role: "user", content: [text] } as Item];
}

function envelope(sink: TranscriptSink, line: Record<string, any>, at: TranscriptRecord): void {
  const payload = objectRecord(line.payload);
  if (line.type === "response_item") sink.item(MAIN, itemPayload(payload), at);
  else if (line.type === "compacted") {
    const replacement = replacementOf(payload);
    sink.compaction(MAIN, { source: "codex-compacted", record: at, replacement });
  } else if (line.type === "session_meta")
    sink.meta(MAIN, { sessionId: payload.id, family: "openai" });
  else if (line.type === "turn_context") sink.meta(MAIN, { model: payload.model });
  // event_msg: the UI's events, not items
}

/** Reads the envelope form. */
export const codexRollout: ReaderFactory = (sink): RecordReader => ({
  api: "responses",
  record(value, at) {
    const line = objectRecord(value);
    if (!("payload" in line) || typeof line.type !== "string")
      problem("unknown-record", "not a rollout record (`type` and `payload`)");
    if (!ROLLOUT_TYPES.has(line.type)) unknownType(line.type); // a newer version's record type
    envelope(sink, line, at);
  },
});
