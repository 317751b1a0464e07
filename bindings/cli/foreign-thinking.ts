// Thinking signed by another model (a model switch): Anthropic refuses its signature, so `fix`
// leaves it out and `check` reports it. The producing model is what each record names (Claude
// Code's `message.model`); the session's model is `--model`, else the log's last one.
import type { Item } from "../items/types.js";
import type { Transcript, TranscriptRecord } from "../readers/types.js";
import type { PreflightInputOf } from "./preflight-input.js";

const isThinking = (item: Item) =>
  (item as { type?: unknown }).type === "thinking" ||
  (item as { type?: unknown }).type === "redacted_thinking";

/** The model the session continues with: `--model`, else the last one the log names. */
export function sessionModel(t: Transcript, model: string | undefined): string | undefined {
  return model ?? t.meta.model;
}

/** The thinking items of `items` whose record names another model than `model`. */
export function foreignThinkingItems(
  items: readonly Item[],
  recordOf: (item: Item) => TranscriptRecord,
  model: string | undefined,
): Set<Item> {
  const foreign = new Set<Item>();
  if (model === undefined) return foreign;
  for (const item of items) {
    const maker = recordOf(item).model;
    if (isThinking(item) && maker !== undefined && maker !== model) foreign.add(item);
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
