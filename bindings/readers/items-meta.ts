// The first record of items JSONL, JSON or msgpack that carries what the log said about itself
// (producing family, model, session id), so a log written as items keeps them (docs/decisions.md).
import type { Family } from "../items/types.js";
import { isRecordObject } from "./problem.js";
import type { MetaFields } from "./sink.js";
import type { TranscriptApi } from "./types.js";

/** The `type` of the meta record: no provider's item type (they have no dot). */
export const ITEMS_META_TYPE = "clinker-transcript.meta";

/** What the meta record carries. */
export interface ItemsMeta {
  family?: Family;
  model?: string;
  sessionId?: string;
  /**
   * The dialect the items are in, written only when the items alone would be read as another
   * (Anthropic content as items reads as Responses): the record's `api`.
   */
  api?: TranscriptApi;
}

const APIS: readonly string[] = ["responses", "chat", "anthropic"];

/** The dialect a meta record states, if any. */
export function apiOfRecord(value: Record<string, unknown>): TranscriptApi | undefined {
  return APIS.includes(value.api as string) ? (value.api as TranscriptApi) : undefined;
}

/** Whether a record is the meta record. */
export function isItemsMeta(value: unknown): value is Record<string, unknown> {
  return isRecordObject(value) && value.type === ITEMS_META_TYPE;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The meta fields a meta record gives (strings only; anything else is left out). */
export function metaOfRecord(value: Record<string, unknown>): MetaFields {
  return { family: text(value.family), model: text(value.model), sessionId: text(value.sessionId) };
}

/** The meta record for `meta`, or undefined when it holds none of the carried fields. */
export function itemsMetaRecord(meta: ItemsMeta | undefined): Record<string, string> | undefined {
  if (meta === undefined) return undefined;
  const record: Record<string, string> = { type: ITEMS_META_TYPE };
  for (const key of ["family", "model", "sessionId", "api"] as const) {
    const value = meta[key];
    if (typeof value === "string") record[key] = value;
  }
  return Object.keys(record).length > 1 ? record : undefined;
}
