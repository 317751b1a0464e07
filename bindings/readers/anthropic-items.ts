// Anthropic message content → Responses items, as the provider seam maps a response
// (`responseItems`): text → an assistant `message` with an `output_text` part, `tool_use` →
// `function_call` (`arguments` a JSON string), thinking and every other block kept verbatim as
// an item. User content: `tool_result` → `function_call_output`, other blocks → a user message.
// Fields the Responses shape has no place for (`caller`, `is_error`, `cache_control`) ride along
// on the item, so anthropic-write.ts gives the blocks back unchanged.

import type { Item } from "../items/types.js";
import { argumentsJson } from "../provider/adapter.js";
import { isRecordObject, problem } from "./problem.js";

type Block = Record<string, unknown>;

/** Copies every field of `block` but `skip` onto `target` (a `__proto__` field as a field). */
export function withExtras(target: Block, block: Block, skip: readonly string[]): Block {
  for (const key of Object.keys(block)) {
    if (skip.includes(key) || Object.hasOwn(target, key)) continue;
    // Defined, not assigned: assigning `__proto__` would swap the prototype and lose the field.
    if (key === "__proto__")
      Object.defineProperty(target, key, {
        value: block[key],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else target[key] = block[key];
  }
  return target;
}

const TOOL_USE_FIELDS = ["type", "id", "name", "input"];
const TOOL_RESULT_FIELDS = ["type", "tool_use_id", "content"];

// A text block with only `type` and `text` is an `output_text` part; one with citations or
// cache control stays itself, so nothing is lost.
function assistantTextItem(block: Block): Item {
  const plain = Object.keys(block).every((key) => key === "type" || key === "text");
  const part = plain ? { type: "output_text", text: block.text, annotations: [] } : block;
  return { type: "message", role: "assistant", content: [part] } as Item;
}

/** One assistant content block as an item. */
export function assistantBlockItem(block: Block): Item {
  if (block.type === "text") return assistantTextItem(block);
  if (block.type === "tool_use") {
    const call = {
      type: "function_call",
      call_id: block.id,
      name: block.name,
      arguments: argumentsJson(block.input),
    };
    return withExtras(call, block, TOOL_USE_FIELDS) as Item;
  }
  return block as Item; // thinking, redacted_thinking, server blocks, compaction: verbatim
}

/** A user text block as an `input_text` part (verbatim when it carries more than text). */
function userPart(block: Block): Block {
  const plain = block.type === "text" && Object.keys(block).length === 2 && "text" in block;
  return plain ? { type: "input_text", text: block.text } : block;
}

function toolResultItem(block: Block): Item {
  const output: Block = { type: "function_call_output", call_id: block.tool_use_id };
  if (block.content !== undefined) output.output = block.content;
  return withExtras(output, block, TOOL_RESULT_FIELDS) as Item;
}

/**
 * Refuses content blocks that are no JSON object (no API takes one, and no item is made of it).
 * @throws RecordProblem `unknown-record` where `content` is a list holding one.
 */
export function checkBlocks(content: unknown): void {
  if (!Array.isArray(content)) return;
  for (const block of content)
    if (!isRecordObject(block))
      problem("unknown-record", "a content block that is not a JSON object");
}

/**
 * The items of one Anthropic message (`role` user or assistant; content a string or blocks).
 * @throws RecordProblem where a block is no JSON object ({@link checkBlocks}).
 */
export function anthropicMessageItems(role: string, content: unknown): Item[] {
  checkBlocks(content);
  if (typeof content === "string") {
    if (role === "assistant") return [assistantTextItem({ type: "text", text: content })];
    return [{ type: "message", role, content } as Item];
  }
  const blocks = Array.isArray(content) ? (content as Block[]) : [];
  if (role === "assistant") return blocks.map(assistantBlockItem);
  const items: Item[] = [];
  let parts: Block[] = [];
  const flush = () => {
    if (parts.length) items.push({ type: "message", role, content: parts } as Item);
    parts = [];
  };
  for (const block of blocks) {
    if (block?.type === "tool_result") {
      flush();
      items.push(toolResultItem(block));
    } else parts.push(userPart(block));
  }
  flush();
  return items;
}
