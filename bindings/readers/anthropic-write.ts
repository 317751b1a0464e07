// Items → Anthropic Messages `{ system?, messages }`: the inverse of anthropic-items.ts, so items
// read from an Anthropic log come back as the same blocks (thinking signatures untouched).
// Items Anthropic has no place for (OpenAI reasoning, web search calls, unknown types) are dropped
// and counted.

import { appendAll } from "../append-all.js";
import { isArrayValue } from "../is-array.js";
import { isMessage } from "../items/classify.js";
import type { Item } from "../items/types.js";
import { isAnthropicItem } from "../provider/vendors/anthropic/blocks.js";
import { withExtras } from "./anthropic-items.js";
import { checkConvertible } from "./item-checks.js";
import { parsedArguments } from "./vendor-blocks.js";

type Block = Record<string, unknown>;
type Role = "user" | "assistant";
interface Message {
  role: Role;
  content: string | Block[];
}

/** What {@link anthropicMessages} returns. */
export interface AnthropicConversion {
  system?: string | Block[];
  messages: Message[];
  /** `origins[i]`: the index of the first item in `messages[i]`. */
  origins: number[];
  /** `blockOrigins[i][j]`: the index of the item block `j` of `messages[i]` came from. */
  blockOrigins: number[][];
  /** Indices of the items that have no Anthropic form. */
  dropped: number[];
}

const RESPONSES_ONLY = ["type", "call_id", "name", "arguments", "id", "status", "output", "input"];

function userPart(part: Block): Block {
  if (part.type === "input_text") return { type: "text", text: part.text };
  if (part.type === "input_image" && typeof part.image_url === "string") {
    const data = /^data:([^;]+);base64,(.*)$/s.exec(part.image_url);
    const source = data
      ? { type: "base64", media_type: data[1], data: data[2] }
      : { type: "url", url: part.image_url };
    return { type: "image", source };
  }
  return part;
}

function assistantPart(part: Block): Block {
  if (part.type === "output_text") return { type: "text", text: part.text };
  if (part.type === "refusal") return { type: "text", text: part.refusal };
  return part;
}

function chatCalls(message: Block): Block[] {
  const calls = isArrayValue(message.tool_calls) ? (message.tool_calls as Block[]) : [];
  return calls.map((call) => {
    const fn = (call.function ?? {}) as Block;
    return { type: "tool_use", id: call.id, name: fn.name, input: parsedArguments(fn.arguments) };
  });
}

// A message item as [role, content]; undefined for system and developer messages.
function messageBlocks(item: Block): [Role, string | Block[]] | undefined {
  const { role, content } = item;
  if (role === "tool") {
    const result = { type: "tool_result", tool_use_id: item.tool_call_id, content };
    return ["user", [result]];
  }
  if (role !== "user" && role !== "assistant") return undefined;
  if (typeof content === "string" && role === "user") return ["user", content];
  const parts = typeof content === "string" ? [{ type: "text", text: content }] : content;
  const blocks = isArrayValue(parts)
    ? (parts as Block[]).map(role === "user" ? userPart : assistantPart)
    : [];
  return [role, role === "assistant" ? [...blocks, ...chatCalls(item)] : blocks];
}

// A non-message item as [role, blocks], or undefined when Anthropic has no form for it.
function itemBlocks(item: Block): [Role, Block[]] | undefined {
  switch (item.type) {
    case "function_call": {
      const use = { type: "tool_use", id: item.call_id, name: item.name };
      const block = { ...use, input: parsedArguments(item.arguments) };
      return ["assistant", [withExtras(block, item, RESPONSES_ONLY)]];
    }
    case "custom_tool_call":
      return [
        "assistant",
        [{ type: "tool_use", id: item.call_id, name: item.name, input: { input: item.input } }],
      ];
    case "function_call_output":
    case "custom_tool_call_output": {
      const result: Block = { type: "tool_result", tool_use_id: item.call_id };
      if (item.output !== undefined) result.content = toolContent(item.output);
      return ["user", [withExtras(result, item, RESPONSES_ONLY)]];
    }
    default:
      return isAnthropicItem(item) ? ["assistant", [item]] : undefined;
  }
}

function toolContent(output: unknown): unknown {
  return isArrayValue(output) ? (output as Block[]).map(userPart) : output;
}

function systemOf(items: Block[]): string | Block[] | undefined {
  if (items.length === 0) return undefined;
  if (items.length === 1 && typeof items[0].content === "string") return items[0].content;
  return items.flatMap((item) =>
    typeof item.content === "string"
      ? [{ type: "text", text: item.content }]
      : ((item.content ?? []) as Block[]).map(userPart),
  );
}

// Whether blocks join the last message: same role, and two user messages' parts never meet (the
// reader makes one item of a run of user parts, so they would come back as one).
function joins(last: Message | undefined, role: Role, userMessage: boolean): boolean {
  if (last?.role !== role || typeof last.content === "string") return false;
  return !(role === "user" && userMessage && last.content.at(-1)?.type !== "tool_result");
}

/**
 * The Anthropic messages of a transcript (Responses items or Chat messages). Consecutive blocks
 * of one role form one message; a string-content user message stays a message of its own;
 * system and developer messages become `system`. Inputs are not mutated.
 * @throws {TranscriptError} `invalid-argument` / `invalid-item` as `checkConvertible` (item-checks.ts) says.
 */
export function anthropicMessages(items: readonly Item[]): AnthropicConversion {
  checkConvertible(items);
  const messages: Message[] = [];
  const origins: number[] = [];
  const blockOrigins: number[][] = [];
  const system: Block[] = [];
  const dropped: number[] = [];
  items.forEach((raw, index) => {
    const item = raw as Block;
    const converted = isMessage(item) ? messageBlocks(item) : itemBlocks(item);
    if (converted === undefined) {
      if (isMessage(item) && (item.role === "system" || item.role === "developer"))
        system.push(item);
      else dropped.push(index);
      return;
    }
    const [role, content] = converted;
    const last = messages.at(-1);
    const blocks = typeof content === "string" ? 1 : content.length;
    if (typeof content !== "string" && joins(last, role, isMessage(item))) {
      appendAll(last!.content as Block[], content);
    } else {
      messages.push({ role, content: typeof content === "string" ? content : [...content] });
      origins.push(index);
      blockOrigins.push([]);
    }
    for (let b = 0; b < blocks; b++) blockOrigins[blockOrigins.length - 1].push(index);
  });
  const head = systemOf(system);
  return {
    ...(head === undefined ? {} : { system: head }),
    messages,
    origins,
    blockOrigins,
    dropped,
  };
}
