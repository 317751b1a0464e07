// Items → Chat Completions messages. Chat messages pass through unchanged; Responses messages
// become `{ role, content }`, calls `tool_calls` on an assistant message (merged into the assistant
// message just before them), outputs `role: "tool"` messages. Private items of other families
// (reasoning, thinking, compaction) and types Chat has no form for are dropped and counted.

import { isArrayValue } from "../is-array.js";
import { itemType } from "../items/classify.js";
import type { Item } from "../items/types.js";
import { checkConvertible } from "./item-checks.js";
import { textOf } from "./vendor-blocks.js";

type Block = Record<string, unknown>;

/** What {@link chatMessages} returns. */
export interface ChatConversion {
  messages: Block[];
  /** `origins[i]`: the index of the item `messages[i]` starts at. */
  origins: number[];
  /** Indices of the items that have no Chat form. */
  dropped: number[];
}

function contentPart(part: Block): Block | undefined {
  if (typeof part.text === "string") return { type: "text", text: part.text };
  if (part.type === "input_image" && typeof part.image_url === "string") {
    return { type: "image_url", image_url: { url: part.image_url, detail: part.detail ?? "auto" } };
  }
  return undefined;
}

// A Responses message's content as Chat content: a string when it is all text.
function chatContent(content: unknown): unknown {
  if (!isArrayValue(content)) return content;
  const parts = (content as Block[]).map(contentPart).filter((p) => p !== undefined);
  return parts.every((p) => p.type === "text") ? textOf(parts) : parts;
}

function toolCall(item: Block): Block {
  if (item.type === "custom_tool_call") {
    return { id: item.call_id, type: "custom", custom: { name: item.name, input: item.input } };
  }
  const fn = { name: item.name, arguments: item.arguments };
  return { id: item.call_id, type: "function", function: fn };
}

function outputText(output: unknown): string {
  if (typeof output === "string") return output;
  return isArrayValue(output) ? textOf(output) : JSON.stringify(output ?? "");
}

/**
 * The Chat messages of a transcript (Responses items or Chat messages). Inputs are not mutated.
 * @throws {TranscriptError} `invalid-argument` / `invalid-item` as `checkConvertible` (item-checks.ts) says.
 */
export function chatMessages(items: readonly Item[]): ChatConversion {
  checkConvertible(items);
  const messages: Block[] = [];
  const origins: number[] = [];
  const dropped: number[] = [];
  const push = (message: Block, index: number) => {
    messages.push(message);
    origins.push(index);
  };
  const created = new Set<Block>(); // assistant messages made here (inputs are never touched)
  let open: Block | undefined; // the assistant message calls may still join
  items.forEach((raw, index) => {
    const item = raw as Block;
    const type = itemType(item);
    if (type === "function_call" || type === "custom_tool_call") {
      if (!open) {
        open = { role: "assistant", content: null, tool_calls: [] };
        created.add(open);
        push(open, index);
      }
      (open.tool_calls as Block[]).push(toolCall(item));
      return;
    }
    open = undefined;
    if (type === "function_call_output" || type === "custom_tool_call_output") {
      push({ role: "tool", tool_call_id: item.call_id, content: outputText(item.output) }, index);
    } else if (type === "message" && item.type === undefined) {
      push(item, index); // already a Chat message
    } else if (type === "message") {
      const message: Block = { role: item.role, content: chatContent(item.content) };
      push(message, index);
      if (item.role === "assistant") {
        open = Object.assign(message, { tool_calls: [] });
        created.add(open);
      }
    } else dropped.push(index);
  });
  // An assistant message that got no calls carries no empty tool_calls.
  for (const m of created) if (!(m.tool_calls as Block[]).length) delete m.tool_calls;
  return { messages, origins, dropped };
}
