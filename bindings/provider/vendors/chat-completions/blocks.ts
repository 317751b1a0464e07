// How Chat Completions messages read as seam blocks, in a completion and as transcript items.
import { PRIVATE_MESSAGE_FIELDS } from "../../../items/kinds.js";
import { parseArguments } from "../../adapter.js";
import { citedText } from "../../blocks/citations.js";
import type { ItemSpellings } from "../../convert/spelling.js";
import type { Block, TextBlock, ThinkingBlock, ToolUseBlock } from "../../protocol.js";
import { isRecord } from "../../validate.js";

const VENDOR = "openai-chat";

/** The message fields that carry private reasoning, or undefined when there are none. */
function privateFields(message: Record<string, unknown>): Record<string, unknown> | undefined {
  const fields = PRIVATE_MESSAGE_FIELDS.filter((name) => message[name] != null);
  if (fields.length === 0) return undefined;
  return Object.fromEntries(fields.map((name) => [name, message[name]]));
}

// reasoning_content, else the text of reasoning_details / thinking_blocks entries.
function reasoningText(fields: Record<string, unknown>): string {
  if (typeof fields.reasoning_content === "string") return fields.reasoning_content;
  const entries = [fields.reasoning_details, fields.thinking_blocks].flatMap((list) =>
    Array.isArray(list) ? list.filter(isRecord) : [],
  );
  return entries
    .map((entry) => entry.text ?? entry.summary ?? entry.thinking)
    .filter((text): text is string => typeof text === "string")
    .join("\n\n");
}

/**
 * A `tool_calls` entry as a tool-use block (the entry kept as `item`, less its `index`: a stream
 * position that DeepSeek also writes into whole answers, so `stream` and `complete` agree).
 */
export function chatToolUse(raw: Record<string, unknown>): ToolUseBlock {
  const { index: _position, ...call } = raw;
  const custom = isRecord(call.custom) ? call.custom : undefined;
  const fn = isRecord(call.function) ? call.function : (custom ?? {});
  const input = custom ? custom.input : parseArguments(fn.arguments);
  const id = String(call.id ?? "");
  return { type: "tool-use", id, name: String(fn.name ?? ""), input, vendor: VENDOR, item: call };
}

/** The private reasoning fields of an assistant message as one thinking block, if any. */
export function chatThinking(message: Record<string, unknown>): ThinkingBlock | undefined {
  const fields = privateFields(message);
  if (!fields) return undefined;
  return { type: "thinking", text: reasoningText(fields), vendor: VENDOR, item: fields };
}

/**
 * A message's string `content` as a text block; its `annotations` (web search url citations)
 * become citations, `item` then holding `{ content, annotations }`.
 */
export function chatText(message: Record<string, unknown>): TextBlock {
  const content = String(message.content);
  const item = { content, annotations: message.annotations };
  return citedText(content, message.annotations, VENDOR, item);
}

/** The content blocks of an assistant message: thinking, text, then tool calls. */
export function chatMessageBlocks(message: Record<string, unknown>): Block[] {
  const blocks: Block[] = [];
  const thinking = chatThinking(message);
  if (thinking) blocks.push(thinking);
  if (typeof message.content === "string" && message.content !== "") {
    blocks.push(chatText(message));
  }
  const calls = Array.isArray(message.tool_calls) ? message.tool_calls.filter(isRecord) : [];
  return [...blocks, ...calls.map(chatToolUse)];
}

/** Chat Completions' part of the item spellings conversion reads. */
export const CHAT_SPELLING: ItemSpellings["chat"] = {
  text: chatText,
  thinking: chatThinking,
  toolUse: chatToolUse,
};
