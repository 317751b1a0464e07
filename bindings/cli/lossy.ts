// Lossless or loud: what an output format has no form for (reasoning in Chat, thinking or another
// family's reasoning outside Anthropic, unknown item types) is refused before anything is written,
// unless --allow-lossy, and then counted by type in the report.
import { itemType } from "../items/classify.js";
import type { Item } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import { anthropicMessages } from "../readers/anthropic-write.js";
import { chatMessages } from "../readers/chat-write.js";
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
 * Refuses an output that would lose `lost` items unless `allowLossy`.
 * @throws {UsageError} code `lossy-output` naming what would be lost (exit 2).
 */
export function refuseLoss(lost: Record<string, number>, to: WriteFormat, allowLossy?: boolean) {
  const total = Object.values(lost).reduce((a, b) => a + b, 0);
  if (total === 0 || allowLossy) return;
  throw new UsageError(
    `--to ${to} has no form for ${total} item(s) (${countsText(lost)}): refused, nothing written; --allow-lossy writes without them, --to jsonl keeps every item`,
    "lossy-output",
  );
}

/** The API a written output is sent to (its closing check's): Chat and Anthropic by their format. */
export function outputApi(to: WriteFormat, api: PreflightApi): PreflightApi {
  return to === "chat" ? "chat" : to === "anthropic" ? "anthropic" : api;
}
