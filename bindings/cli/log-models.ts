// The models a log records (Claude Code's and pi's assistant `model`, Codex's `turn_context`), for
// the model-switch rule of ../model-signed.ts: `fix` leaves another model's signed content out,
// `check` reports it. The session's model is `--model`, else the log's last one.
import type { Transcript } from "../readers/types.js";
import type { PreflightInputOf } from "./preflight-input.js";

/** The model the session continues with: `--model`, else the last one the log names. */
export function sessionModel(t: Transcript, model: string | undefined): string | undefined {
  return model ?? t.meta.model;
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
