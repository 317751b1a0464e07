// One transcript item → the seam blocks it stands for, with the role they belong to.

import { appendAll } from "../../append-all.js";
import { isArrayValue } from "../../is-array.js";
import {
  callKey,
  callKeys,
  chatToolCalls,
  isCallItem,
  isMessage,
  isOutputItem,
  itemType,
} from "../../items/index.js";
import { nestedArray } from "../../limits.js";
import { mediaPartBlock } from "../blocks/media-parts.js";
import type { Block, ToolResultBlock, VendorPayload } from "../protocol.js";
import { isRecord } from "../validate.js";
import type { ItemSpellings } from "./spelling.js";

/** A block with its role; `callKey` on calls and `resultKey` on outputs drive the pairing. */
export interface Entry {
  readonly role: "user" | "assistant";
  readonly block: Block;
  readonly callKey?: string;
  readonly resultKey?: string;
}

/** The text of a string, or of the `text` fields of a parts array. */
export function partsText(content: unknown): string {
  if (typeof content === "string") return content;
  const parts = nestedArray(content);
  if (parts === undefined) return "";
  return parts
    .map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : ""))
    .join("");
}

function outputText(output: unknown): string {
  return typeof output === "string" || isArrayValue(output)
    ? partsText(output)
    : JSON.stringify(output ?? "");
}

type ResultPart = Exclude<ToolResultBlock["content"], string>[number];

// A part of a tool output as a result block: an image, a file, a text, or nothing (a file id).
function resultPart(part: unknown): ResultPart[] {
  const media = mediaPartBlock(part);
  if (media?.type === "image" || media?.type === "file") return [media];
  if (media !== undefined) return [];
  return isRecord(part) && typeof part.text === "string" ? [{ type: "text", text: part.text }] : [];
}

// Tool output as result content: text, or blocks when it holds an image or a file.
function resultContent(output: unknown): ToolResultBlock["content"] {
  const parts = nestedArray(output);
  if (parts === undefined) return outputText(output);
  const blocks = parts.flatMap(resultPart);
  return blocks.some((block) => block.type !== "text") ? blocks : partsText(output);
}

function textEntries(role: Entry["role"], content: unknown): Entry[] {
  const text = partsText(content);
  return text === "" ? [] : [{ role, block: { type: "text", text } }];
}

// User content in order: runs of text parts become one text block, images and files break the runs.
function userEntries(content: unknown): Entry[] {
  const parts = nestedArray(content);
  if (parts === undefined) return textEntries("user", content);
  const entries: Entry[] = [];
  let run: unknown[] = [];
  for (const part of parts) {
    const block = mediaPartBlock(part);
    if (block === undefined) {
      run.push(part);
      continue;
    }
    appendAll(entries, textEntries("user", run)).push({ role: "user", block });
    run = [];
  }
  return [...entries, ...textEntries("user", run)];
}

function chatCallEntries(message: VendorPayload, spellings: ItemSpellings): Entry[] {
  return (chatToolCalls(message) ?? []).filter(isRecord).map((call) => {
    const block = spellings.chat.toolUse(call);
    return { role: "assistant", block, callKey: block.id };
  });
}

// An assistant text part; an `output_text` part keeps its annotations as citations.
function assistantText(part: VendorPayload, spellings: ItemSpellings): Entry[] {
  if (typeof part.text !== "string" || part.text === "") return [];
  const block: Block =
    part.type === "output_text"
      ? spellings.responses.outputText(part)
      : { type: "text", text: part.text };
  return [{ role: "assistant", block }];
}

function assistantEntries(message: VendorPayload, spellings: ItemSpellings): Entry[] {
  const entries: Entry[] = [];
  const thinking = spellings.chat.thinking(message);
  if (thinking) entries.push({ role: "assistant", block: thinking });
  const parts = nestedArray(message.content)?.filter(isRecord) ?? [];
  for (const part of parts) {
    if (part.type === "thinking" || part.type === "redacted_thinking") {
      appendAll(entries, itemEntries(part, spellings));
    } else if (part.type === "output_text" || part.type === "text") {
      appendAll(entries, assistantText(part, spellings));
    }
  }
  // A Chat message's string content keeps its `annotations` as citations.
  if (typeof message.content === "string" && message.content !== "") {
    entries.push({ role: "assistant", block: spellings.chat.text(message) });
  }
  return [...entries, ...chatCallEntries(message, spellings)];
}

function messageEntries(message: VendorPayload, spellings: ItemSpellings): Entry[] {
  switch (message.role) {
    case "user":
      return userEntries(message.content);
    case "assistant":
      return assistantEntries(message, spellings);
    case "tool": {
      const toolUseId = String(message.tool_call_id ?? "");
      const content = resultContent(message.content);
      const block: Block = { type: "tool-result", toolUseId, content };
      return [{ role: "user", block, resultKey: toolUseId }];
    }
    default:
      return []; // system and developer text goes to request.system; legacy `function` is skipped
  }
}

function toolResult(item: VendorPayload): Block {
  return {
    type: "tool-result",
    toolUseId: String(item.call_id ?? ""),
    content: resultContent(item.output),
  };
}

function keyed(item: VendorPayload, role: Entry["role"], block: Block): Entry {
  if (isCallItem(item)) return { role, block, callKey: callKeys(item)[0] };
  if (isOutputItem(item)) return { role, block, resultKey: callKey(item) };
  return { role, block };
}

/** The entries of one item, read with the vendors' spellings; unknown and server items become vendor blocks. */
export function itemEntries(item: unknown, spellings: ItemSpellings): Entry[] {
  if (!isRecord(item)) return [];
  if (isMessage(item)) return messageEntries(item, spellings);
  const type = itemType(item);
  if (type === "function_call_output" || type === "custom_tool_call_output") {
    return [keyed(item, "user", toolResult(item))];
  }
  const block = spellings.anthropic.isItem(item)
    ? spellings.anthropic.block(item)
    : spellings.responses.itemBlock(item);
  return [keyed(item, isOutputItem(item) ? "user" : "assistant", block)];
}
