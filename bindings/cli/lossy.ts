// Lossless or loud: what an output format has no form for (reasoning in Chat, thinking or another
// family's reasoning outside Anthropic, unknown item types) is refused before anything is written,
// unless --allow-lossy, and then counted by type in the report.
import { itemType } from "../items/classify.js";
import type { Item } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import { anthropicMessages } from "../readers/anthropic-write.js";
import { chatMessages } from "../readers/chat-write.js";
import { apiOfItem } from "../readers/formats/item-lines.js";
import type { WriteFormat } from "../readers/write.js";
import { UsageError } from "./failure.js";

/** Items `to` has no form for, by item type (a null-prototype record: any type name is a key). */
export function lostByFormat(items: readonly Item[], to: WriteFormat): Record<string, number> {
  const indices =
    to === "chat"
      ? chatMessages(items).dropped
      : to === "anthropic"
        ? anthropicMessages(items).dropped
        : [];
  return countByType(items, indices);
}

/** The items at `indices` counted by item type (a null-prototype record). Throws nothing. */
export function countByType(
  items: readonly Item[],
  indices: readonly number[],
): Record<string, number> {
  const out: Record<string, number> = Object.create(null);
  for (const i of indices) {
    const type = itemType(items[i]) ?? "(none)";
    out[type] = (out[type] ?? 0) + 1;
  }
  return out;
}

/** `type n, type n` for a count record, most first. */
export function countsText(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
}

/**
 * Refuses an output that would lose `lost` items or the request body's `fields` unless `allowLossy`.
 * @throws {UsageError} code `lossy-output` naming what would be lost (exit 2).
 */
export function refuseLoss(
  lost: Record<string, number>,
  to: WriteFormat,
  allowLossy?: boolean,
  fields: readonly string[] = [],
  /** The input's body form (`--to` it, and every field is kept). */
  body?: WriteFormat,
) {
  const total = Object.values(lost).reduce((a, b) => a + b, 0);
  if ((total === 0 && fields.length === 0) || allowLossy) return;
  const items = total ? `${total} item(s) (${countsText(lost)})` : "";
  const named = fields.length ? `the request body's field(s) ${fields.join(", ")}` : "";
  const keeps = total ? "--to jsonl keeps every item" : `--to ${body} keeps every field`;
  throw new UsageError(
    `--to ${to} has no form for ${[items, named].filter(Boolean).join(" nor ")}: refused, nothing written; --allow-lossy writes without them, ${keeps}`,
    "lossy-output",
  );
}

/**
 * Refuses `--to responses` for Chat messages: a Responses body holds the items as they are. The
 * items say (a log checked for Chat, a pi session a Chat provider served, may hold Responses
 * items).
 * @throws {UsageError} for Chat messages written as a Responses body (exit 2).
 */
export function refuseChatAsResponses(items: readonly Item[], to: WriteFormat): void {
  if (to !== "responses" || !items.some((item) => apiOfItem(item) === "chat")) return;
  throw new UsageError(
    "--to responses writes Responses items as they are, and this log's items are Chat messages: --to chat or --to jsonl",
  );
}

/** The API a written output is sent to (its closing check's): a body form's own, else the log's. */
export function outputApi(to: WriteFormat, api: PreflightApi): PreflightApi {
  return to === "chat" || to === "anthropic" || to === "responses" ? to : api;
}
