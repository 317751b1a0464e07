// Predicates and accessors over plain item objects (SPEC §1).

import { isArrayValue } from "../is-array.js";
import { nestedArray } from "../limits.js";
import {
  type Executor,
  keyedKind,
  NATIVE_COMPACTION_TYPES,
  own,
  PRIVATE_MESSAGE_FIELDS,
  privateType,
  THINKING_BLOCK_TYPES,
} from "./kinds.js";

/** A plain object (not null, not an array). */
export function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null && !isArrayValue(value);
}

/** The item's `type`; `message` for a Chat Completions message (a `role`, no `type`). */
export function itemType(item: unknown): string | undefined {
  if (!isObject(item)) return undefined;
  const type = own(item, "type");
  if (typeof type === "string") return type;
  return typeof own(item, "role") === "string" ? "message" : undefined;
}

/** A message item (Responses `message` or a Chat Completions message). */
export function isMessage(item: unknown): boolean {
  return itemType(item) === "message";
}

/** A Responses `reasoning` item. */
export function isReasoning(item: unknown): boolean {
  return itemType(item) === "reasoning";
}

/** A native compaction checkpoint (`compaction` or a legacy spelling). */
export function isNativeCompactionItem(item: unknown): boolean {
  return NATIVE_COMPACTION_TYPES.has(itemType(item) ?? "");
}

/** A `compaction_trigger` request control: never a stored item. */
export function isCompactionTrigger(item: unknown): boolean {
  return itemType(item) === "compaction_trigger";
}

function role(item: unknown): unknown {
  return isMessage(item) ? own(item as object, "role") : undefined;
}

/** The non-empty `tool_calls` array of a Chat Completions assistant message, else undefined. */
export function chatToolCalls(item: unknown): readonly unknown[] | undefined {
  if (role(item) !== "assistant") return undefined;
  const calls = own(item as object, "tool_calls");
  if (!isArrayValue(calls) || calls.length === 0) return undefined;
  // A sparse array may claim 2**32-1 entries: refused before anything walks it.
  return nestedArray(calls);
}

/** A Chat Completions `role: "tool"` message. */
export function isChatToolOutput(item: unknown): boolean {
  return role(item) === "tool";
}

/** A legacy Chat Completions `function_call` message or `role: "function"` reply (classified, never reordered). */
export function isLegacyFunctionCall(item: unknown): boolean {
  const r = role(item);
  if (r === "function") return true;
  return (
    r === "assistant" && isObject(own(item as object, "function_call")) && !chatToolCalls(item)
  );
}

/** A call item: a Responses call kind, or a Chat Completions assistant message with `tool_calls`. */
export function isCallItem(item: unknown): boolean {
  return keyedKind(itemType(item) ?? "")?.call === true || chatToolCalls(item) !== undefined;
}

/** An output item: a Responses output kind, or a Chat Completions `role: "tool"` message. */
export function isOutputItem(item: unknown): boolean {
  return keyedKind(itemType(item) ?? "")?.call === false || isChatToolOutput(item);
}

/** Is this call or output executed by the server (`execution`, `environment.type`, or its kind)? */
export function isServerExecuted(item: unknown): boolean {
  const type = itemType(item) ?? "";
  return executedBy(item as object, type, keyedKind(type)?.executor);
}

/**
 * isServerExecuted once the item's `type` and its kind's executor are known (undefined: not a
 * call or output kind); reads `environment` or `execution` only where they decide.
 */
export function executedBy(item: object, type: string, executor: Executor | undefined): boolean {
  if (executor !== "dynamic") return executor === "server";
  if (type === "shell_call") {
    const env = own(item, "environment");
    const envType = isObject(env) ? own(env, "type") : undefined;
    return envType !== undefined && envType !== null && envType !== "local";
  }
  return own(item, "execution") === "server";
}

/** The name of the field that holds the key of a single-key call or output; undefined for other items. */
export function callKeyField(item: unknown): string | undefined {
  const keyField = keyedKind(itemType(item) ?? "")?.keyField;
  if (keyField !== undefined) return keyField;
  return isChatToolOutput(item) ? "tool_call_id" : undefined;
}

/** The raw key field value of a single-key call or output (may be anything). */
export function rawCallKey(item: unknown): unknown {
  const field = callKeyField(item);
  return field === undefined ? undefined : own(item as object, field);
}

function validKey(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The correlation key of a Responses call or output, or of a Chat `role: "tool"` message;
 * undefined for anything else, for a key that is not a non-empty string, and for a Chat
 * assistant message with `tool_calls` (it holds several keys: use {@link callKeys}).
 */
export function callKey(item: unknown): string | undefined {
  return validKey(rawCallKey(item));
}

/** All keys of a call item in order: a Chat group's `tool_calls[].id`s, or the one key of a call. */
export function callKeys(item: unknown): string[] {
  const calls = chatToolCalls(item);
  if (calls) {
    return calls.flatMap((call) => {
      const key = isObject(call) ? validKey(own(call, "id")) : undefined;
      return key === undefined ? [] : [key];
    });
  }
  const key = isCallItem(item) ? callKey(item) : undefined;
  return key === undefined ? [] : [key];
}

/** A client-executed call: one whose missing output must be repaired. */
export function needsOutput(item: unknown): boolean {
  return isCallItem(item) && !isServerExecuted(item);
}

/** True for items only the producing model family can replay (SPEC §1). */
export function isFamilyPrivateItem(item: unknown): boolean {
  return privateType(itemType(item) ?? "") ?? isServerExecuted(item);
}

function hasThinkingBlocks(content: unknown): boolean {
  return (
    nestedArray(content)?.some(
      (part) => isObject(part) && THINKING_BLOCK_TYPES.has(String(own(part, "type"))),
    ) === true
  );
}

/** True for a shared message that carries private parts (reasoning fields or thinking blocks). */
export function hasFamilyPrivateContent(item: unknown): boolean {
  return isMessage(item) && hasPrivateParts(item as object);
}

/** Does this message (known to be one) carry private parts? */
export function hasPrivateParts(fields: object): boolean {
  if (
    own(fields, "role") === "assistant" &&
    PRIVATE_MESSAGE_FIELDS.some((field) => own(fields, field) != null)
  ) {
    return true;
  }
  return hasThinkingBlocks(own(fields, "content"));
}

/** A fresh copy of a message without its private parts; the item itself when it has none. */
export function withoutPrivateContent<T>(item: T): T {
  if (!hasFamilyPrivateContent(item)) return item;
  const copy: Record<string, unknown> = { ...(item as object) };
  for (const field of PRIVATE_MESSAGE_FIELDS) delete copy[field];
  const parts = nestedArray(copy.content);
  if (parts !== undefined) {
    copy.content = parts.filter(
      (part) => !(isObject(part) && THINKING_BLOCK_TYPES.has(String(own(part, "type")))),
    );
  }
  return copy as T;
}

function partText(part: unknown): string {
  if (!isObject(part)) return "";
  const type = own(part, "type");
  if (type !== "output_text" && type !== "text") return "";
  const text = own(part, "text");
  return typeof text === "string" ? text : "";
}

/**
 * The concatenated assistant text of a message: `output_text` parts (Responses), or the
 * `content` string or `text` parts (Chat Completions). Undefined for anything else.
 */
export function itemAssistantText(item: unknown): string | undefined {
  if (role(item) !== "assistant") return undefined;
  const content = own(item as object, "content");
  if (typeof content === "string") return content;
  const parts = nestedArray(content);
  if (parts === undefined) return "";
  return parts.map(partText).join("");
}
