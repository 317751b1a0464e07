// Lossless or loud for request bodies: the fields a body does not transcribe (model, tools,
// thinking, store, ...) are written back whole to the same body form, carried where another
// body form has a field that means the same (body-translate.ts), and otherwise named as lost.
import type { Item } from "../items/types.js";
import type { RequestBodyKind, TranscriptMeta } from "../readers/types.js";
import type { WriteFormat } from "../readers/write.js";
import { translateField } from "./body-translate.js";

/** What an output keeps of the input's request body. */
export interface BodyCarry {
  /** The fields written beside the output body's messages or input (none: nothing to write). */
  fields?: Record<string, unknown>;
  /** A Responses body's `instructions`, as the system message that opens the items written. */
  head: Item[];
  /** The input body's fields the output has no place for, by name. */
  lost: string[];
}

/** The body form a write format is, if any. */
export function bodyOf(to: WriteFormat): RequestBodyKind | undefined {
  return to === "chat" || to === "anthropic" || to === "responses" ? to : undefined;
}

/**
 * What writing `meta`'s request body (when the input was one) as `to` keeps and loses: all of it
 * to the same body form; to another body form what that form holds under its own names; to items
 * (jsonl, json, msgpack) only `instructions`, as a leading system message.
 */
export function carryRequestFields(meta: TranscriptMeta, to: WriteFormat): BodyCarry {
  const from = meta.requestBody;
  const all = meta.requestFields ?? {};
  const target = bodyOf(to);
  if (from === undefined) return { head: [], lost: [] };
  if (target === from)
    return { fields: Object.keys(all).length ? all : undefined, head: [], lost: [] };
  const head: Item[] = [];
  const fields: Record<string, unknown> = {};
  const lost: string[] = [];
  for (const [name, value] of Object.entries(all)) {
    if (from === "responses" && name === "instructions" && typeof value === "string") {
      head.push({ type: "message", role: "system", content: value } as Item);
      continue;
    }
    const carried = target && translateField(name, value, from, target);
    if (carried) fields[carried[0]] = carried[1];
    else lost.push(name);
  }
  return { fields: Object.keys(fields).length ? fields : undefined, head, lost };
}
