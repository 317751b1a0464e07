// Thinking or reasoning another model produced (a model switch): Anthropic refuses its signature
// and OpenAI its encrypted content, so `fix` leaves it out and `check` reports it. The producing
// model is what the log names for each record (Claude Code's and pi's assistant `model`, Codex's
// `turn_context`); the session's model is `--model`, else the log's last one.
import type { Item } from "../items/types.js";
import type { Transcript, TranscriptRecord } from "../readers/types.js";
import type { PreflightInputOf } from "./preflight-input.js";

// Blobs only their model verifies: Anthropic (and pi) thinking, Responses encrypted reasoning.
const isModelPrivate = (item: Item) => {
  const { type, encrypted_content } = item as { type?: unknown; encrypted_content?: unknown };
  if (type === "thinking" || type === "redacted_thinking") return true;
  return type === "reasoning" && typeof encrypted_content === "string" && encrypted_content !== "";
};

/** The model the session continues with: `--model`, else the last one the log names. */
export function sessionModel(t: Transcript, model: string | undefined): string | undefined {
  return model ?? t.meta.model;
}

/** The thinking and encrypted reasoning items of `items` whose record names another model than `model`. */
export function foreignThinkingItems(
  items: readonly Item[],
  recordOf: (item: Item) => TranscriptRecord,
  model: string | undefined,
): Set<Item> {
  const foreign = new Set<Item>();
  if (model === undefined) return foreign;
  for (const item of items) {
    const maker = recordOf(item).model;
    if (isModelPrivate(item) && maker !== undefined && maker !== model) foreign.add(item);
  }
  return foreign;
}

/** Preflight's `itemModels` for a conversation: each item, and each Anthropic block, by its record's model. */
export function itemModelsOf(
  t: Transcript,
  of: PreflightInputOf,
): Map<unknown, string> | undefined {
  const models = new Map<unknown, string>();
  t.items.forEach((item, i) => {
    const model = t.records[i]?.model;
    if (model !== undefined) models.set(item, model);
  });
  if (models.size === 0) return undefined;
  (of.input as { content?: unknown }[]).forEach((message, n) => {
    if (!Array.isArray(message.content)) return;
    message.content.forEach((block, m) => {
      const model = t.records[of.blockOrigins?.[n]?.[m] ?? -1]?.model;
      if (model !== undefined) models.set(block, model);
    });
  });
  return models;
}
