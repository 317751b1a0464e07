// Readable private content as plain assistant text (SPEC §3 "Foreign private content as text"):
// what another family may replay of reasoning or thinking that carries text. Fresh items only.
import { invalidArgument } from "../errors.js";
import { nestedArray } from "../limits.js";
import { isObject } from "./classify.js";
import { own, PRIVATE_MESSAGE_FIELDS, THINKING_BLOCK_TYPES } from "./kinds.js";
import type { Item } from "./types.js";

/** `foreign` of itemsForFamily: drop another family's private content, or keep its text. */
export type ForeignChoice = "drop" | "text";

/**
 * Does `foreign` ask for text?
 * @throws {TranscriptError} `invalid-argument` for anything but "drop", "text" or undefined.
 */
export function keepsForeignText(foreign: unknown): boolean {
  if (foreign === undefined || foreign === "drop") return false;
  if (foreign === "text") return true;
  throw invalidArgument('foreign must be "drop" or "text"');
}

/** The string fields `field` of the entries of `list` (an array), non-empty ones. */
function entryTexts(list: unknown, field: string, out: string[]): void {
  const entries = nestedArray(list);
  if (entries === undefined) return;
  for (let k = 0; k < entries.length; k++) {
    const entry: unknown = entries[k];
    const text = isObject(entry) ? own(entry, field) : undefined;
    if (typeof text === "string" && text !== "") out.push(text);
  }
}

/** Readable text of a private item: a reasoning item's summary (else its content), a thinking item's text. */
function privateItemText(item: object): string {
  const texts: string[] = [];
  const thinking = own(item, "thinking");
  if (typeof thinking === "string" && thinking !== "") texts.push(thinking);
  entryTexts(own(item, "summary"), "text", texts);
  if (texts.length === 0) entryTexts(own(item, "content"), "text", texts);
  return texts.join("\n\n");
}

/**
 * A private item's readable text as a Responses assistant message (`output_text`); undefined
 * when it carries none (encrypted or redacted content only).
 */
export function privateItemAsText(item: Item): Item | undefined {
  if (!isObject(item)) return undefined;
  const text = privateItemText(item);
  if (text === "") return undefined;
  return { type: "message", role: "assistant", content: [{ type: "output_text", text }] } as Item;
}

/** The readable text of a message's private fields (reasoning_content, reasoning_details, thinking_blocks). */
function privateFieldText(item: object): string {
  const texts: string[] = [];
  if (own(item, "role") === "assistant") {
    const content = own(item, PRIVATE_MESSAGE_FIELDS[0]);
    if (typeof content === "string" && content !== "") texts.push(content);
    const details = own(item, PRIVATE_MESSAGE_FIELDS[1]);
    entryTexts(details, "text", texts);
    entryTexts(details, "summary", texts);
    entryTexts(own(item, PRIVATE_MESSAGE_FIELDS[2]), "thinking", texts);
  }
  return texts.join("\n\n");
}

/** A message's private parts turned into text: the fresh copy, and whether it holds anything else. */
export interface MessageAsText {
  readonly item: Item;
  /** False when the copy holds only text that stood in for private content (a handoff alone). */
  readonly sharedLeft: boolean;
}

/**
 * A fresh copy of a message whose private fields and thinking parts become text parts of the
 * message itself, in its dialect (`output_text` in a Responses message, `text` in a Chat one);
 * parts without text (redacted, signature only) are dropped. Undefined when no private part
 * carries text.
 */
export function messageWithPrivateText(item: Item): MessageAsText | undefined {
  if (!isObject(item)) return undefined;
  const partType = own(item, "type") === "message" ? "output_text" : "text";
  const fieldText = privateFieldText(item);
  const content = own(item, "content");
  const parts: unknown[] = fieldText === "" ? [] : [{ type: partType, text: fieldText }];
  let converted = parts.length > 0;
  let sharedLeft = own(item, "tool_calls") != null;
  const list = nestedArray(content);
  if (list !== undefined) {
    for (let k = 0; k < list.length; k++) {
      const part: unknown = list[k];
      const type = isObject(part) ? own(part, "type") : undefined;
      if (!THINKING_BLOCK_TYPES.has(String(type))) {
        parts.push(part);
        sharedLeft = true;
        continue;
      }
      const text = own(part as object, "thinking");
      if (typeof text === "string" && text !== "") {
        parts.push({ type: partType, text });
        converted = true;
      }
    }
  } else if (typeof content === "string" && content !== "") {
    parts.push({ type: partType, text: content });
    sharedLeft = true;
  }
  if (!converted) return undefined;
  const copy: Record<string, unknown> = { ...(item as object) };
  for (const field of PRIVATE_MESSAGE_FIELDS) delete copy[field];
  copy.content = parts;
  return { item: copy as Item, sharedLeft };
}
