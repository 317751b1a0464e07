// Codex CLI rollout (~/.codex/sessions/*.jsonl): `{ timestamp, type, payload }` envelopes. Only
// `response_item` payloads are items, less Codex's own (which it never sends);
// `compacted` replaces the history with its `replacement_history`; `session_meta` and
// `turn_context` give the session id and model (each item the model produced records the model
// of its turn).
import { isCallItem } from "../../items/classify.js";
import type { Item } from "../../items/types.js";
import { isRecordObject, objectRecord, problem, unknownType } from "../problem.js";
import type { TranscriptSink } from "../sink.js";
import type { TranscriptRecord } from "../types.js";
import { CodexUserMessages } from "./codex-user-messages.js";
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

/**
 * Response items Codex records for itself and leaves out of every request (its history's prompt
 * keeps API items only): `ghost_snapshot`, the git snapshot `/undo` restores, and
 * `compaction_trigger`, its marker asking for a compaction. Kept in compactions' replacement
 * histories too. A host record, not an item: read past, never rewritten.
 */
export const CODEX_OWN_ITEM_TYPES: ReadonlySet<string> = new Set([
  "ghost_snapshot",
  "compaction_trigger",
]);

/**
 * Is `value` one of Codex's own response items: a type of {@link CODEX_OWN_ITEM_TYPES}, or a
 * `system` message (Codex retains no raw system message in what it sends)? Throws nothing.
 */
export function isCodexOwnItem(value: unknown): boolean {
  if (!isRecordObject(value)) return false;
  const type = value.type;
  return CODEX_OWN_ITEM_TYPES.has(type) || (type === "message" && value.role === "system");
}

/** A Responses item payload, or an `unknown-record` problem. */
export function itemPayload(value: unknown): Item {
  const item = objectRecord(value);
  if (typeof item.type !== "string" && typeof item.role !== "string") {
    problem("unknown-record", "an item needs a string `type` or `role`");
  }
  return item as Item;
}

// Older Codex wrote only the summary `message`: Codex rebuilds the history from the user's own
// messages so far and the summary (codex-user-messages.ts).
function replacementOf(payload: Record<string, any>, users: CodexUserMessages): Item[] {
  if (Array.isArray(payload.replacement_history))
    return payload.replacement_history.filter((e) => !isCodexOwnItem(e)).map(itemPayload);
  if (typeof payload.message !== "string") {
    problem("unknown-record", "a compacted record needs `replacement_history` or `message`");
  }
  return users.rebuilt(payload.message);
}

// The items a model produced (reasoning, its messages and calls): the model of the turn that
// wrote them is recorded with each, so a model switch's reasoning is told apart.
function madeByModel(item: Item): boolean {
  const { type, role } = item as { type?: unknown; role?: unknown };
  if (type === "reasoning") return true;
  if (type === "message" || type === undefined) return role === "assistant";
  return isCallItem(item);
}

/** Reads one rollout's envelopes, keeping the model of the current turn (`turn_context`). */
class RolloutReader implements RecordReader {
  readonly api = "responses" as const;
  private model: string | undefined;
  /** The user's messages of the current history, for a compaction that holds only its summary. */
  private readonly users = new CodexUserMessages();

  constructor(private readonly sink: TranscriptSink) {}

  record(value: unknown, at: TranscriptRecord): void {
    const line = objectRecord(value);
    if (!("payload" in line) || typeof line.type !== "string")
      problem("unknown-record", "not a rollout record (`type` and `payload`)");
    if (!ROLLOUT_TYPES.has(line.type)) unknownType(line.type); // a newer version's record type
    const payload = objectRecord(line.payload);
    const sink = this.sink;
    if (line.type === "response_item") {
      if (isCodexOwnItem(payload)) return; // Codex's own (an undo snapshot, say): never sent
      const item = itemPayload(payload);
      this.users.add(item);
      const model = this.model !== undefined && madeByModel(item) ? this.model : undefined;
      sink.item(MAIN, item, model === undefined ? at : { ...at, model });
    } else if (line.type === "compacted") {
      const rebuilt = !Array.isArray(payload.replacement_history);
      const needsEarlierLines = rebuilt && this.users.reachesBefore();
      const replacement = replacementOf(payload, this.users);
      this.users.restart(replacement, !needsEarlierLines);
      const event = { source: "codex-compacted", record: at, replacement };
      sink.compaction(MAIN, needsEarlierLines ? { ...event, needsEarlierLines } : event);
    } else if (line.type === "session_meta")
      sink.meta(MAIN, { sessionId: payload.id, family: "openai" });
    else if (line.type === "turn_context") {
      if (typeof payload.model === "string") this.model = payload.model;
      sink.meta(MAIN, { model: payload.model });
    }
    // event_msg: the UI's events, not items
  }
}

/** Reads the envelope form. */
export const codexRollout: ReaderFactory = (sink): RecordReader => new RolloutReader(sink);
