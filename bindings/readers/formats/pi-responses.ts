// An assistant message pi made with an OpenAI Responses API (OpenAI's, Azure's, or the ChatGPT
// subscription's): read as pi sends it back there (pi-ai's `convertResponsesMessages`): a signed
// thinking block is the reasoning item its signature holds, a text block an assistant message
// under its item id, a tool call `"<call_id>|<item id>"` a function call with both.
import type { Item } from "../../items/types.js";
import { anthropicMessageItems, withExtras } from "../anthropic-items.js";
import type { TranscriptApi } from "../types.js";
import { piImagePart } from "./pi-images.js";

type Block = Record<string, any>;

/** The `api` pi records on an assistant message a Responses API made. */
export const PI_RESPONSES_APIS: ReadonlySet<string> = new Set([
  "openai-responses",
  "azure-openai-responses",
  "openai-codex-responses",
]);

/** pi's providers whose models it serves through a Responses API. */
const RESPONSES_PROVIDERS: ReadonlySet<string> = new Set([
  "openai",
  "azure-openai-responses",
  "openai-codex",
]);

/** The API pi sends to through its Chat Completions provider (OpenRouter, Groq, local servers…). */
const PI_CHAT_API = "openai-completions";

/**
 * The API a pi session goes on with after `entry`, when the entry names a model (as pi restores
 * one: the last model change or assistant message, a failed one too): a message's own API (a
 * Responses API's `responses`, Chat Completions' `chat`, any other `anthropic`, whose form the
 * reader reads every other API's messages in); a model change's provider when it names the
 * Anthropic or a Responses API (another provider's API is pi's registry's: undefined, as for an
 * entry naming no model). Throws nothing.
 */
export function piSessionApi(entry: Block): TranscriptApi | undefined {
  if (entry.type === "model_change" || entry.type === "session") {
    if (entry.provider === "anthropic") return "anthropic";
    return RESPONSES_PROVIDERS.has(entry.provider) ? "responses" : undefined;
  }
  const message = entry.type === "message" ? entry.message : undefined;
  if (message?.role !== "assistant" || typeof message.api !== "string") return undefined;
  if (PI_RESPONSES_APIS.has(message.api)) return "responses";
  return message.api === PI_CHAT_API ? "chat" : "anthropic";
}

const TOOL_CALL_FIELDS = ["type", "id", "name", "arguments"];

/**
 * A pi tool call id as a Responses API's two: pi keeps `"<call_id>|<item id>"` for a call a
 * Responses API made and sends the part before `|` as the call's (and its result's) `call_id`,
 * the rest as the item's `id` (so `piToolCallId` gives the id back whole). Any other id is the
 * call id alone. Throws nothing.
 */
export function piCallIds(id: unknown): { call_id: unknown; id?: string } {
  const bar = typeof id === "string" ? id.indexOf("|") : -1;
  if (bar < 0) return { call_id: id };
  const whole = id as string;
  return { call_id: whole.slice(0, bar), id: whole.slice(bar + 1) };
}

/**
 * The tool call id pi keeps for a function call item read from its session (`piCallIds`
 * reversed): what a result pi reads must name. Throws nothing.
 */
export function piToolCallId(call: Item | undefined): unknown {
  const item = call as Block | undefined;
  if (typeof item?.id === "string" && typeof item.call_id === "string")
    return `${item.call_id}|${item.id}`;
  return item?.call_id;
}

/**
 * A pi tool call block as a function call item (its arguments as JSON, its id as `piCallIds`
 * splits it, its other fields kept). Throws nothing (the block is parsed JSON).
 */
export function piCallItem(block: Block): Item {
  const call = {
    type: "function_call",
    ...piCallIds(block.id),
    name: block.name,
    arguments: JSON.stringify(block.arguments ?? {}),
  };
  return withExtras(call, block, TOOL_CALL_FIELDS) as Item;
}

// The reasoning item a signed thinking block holds (its signature, as JSON); undefined when the
// signature is no reasoning item (a damaged one: kept as the block it is, which `check` reports).
function reasoningItem(signature: string): Item | undefined {
  try {
    const item = JSON.parse(signature);
    return item?.type === "reasoning" && !Array.isArray(item) ? item : undefined;
  } catch {
    return undefined;
  }
}

// A text block's item id and phase, from its `textSignature` (`{"v":1,"id":…,"phase":…}`, or the
// id itself in older sessions).
function textIds(signature: unknown): Block {
  if (typeof signature !== "string" || signature === "") return {};
  if (signature.startsWith("{")) {
    try {
      const parsed = JSON.parse(signature);
      if (parsed?.v === 1 && typeof parsed.id === "string") {
        const { phase } = parsed;
        const known = phase === "commentary" || phase === "final_answer";
        return known ? { id: parsed.id, phase } : { id: parsed.id };
      }
    } catch {
      // an older session's plain id
    }
  }
  return { id: signature };
}

/**
 * The item pi sends to a Responses API for one block of an assistant message that API made;
 * undefined for an unsigned thinking block, which it leaves out. Throws nothing.
 */
export function piResponsesItem(block: Block): Item | undefined {
  if (block?.type === "thinking") {
    const signature = block.thinkingSignature;
    if (typeof signature !== "string" || signature === "") return undefined;
    return reasoningItem(signature) ?? (block as Item);
  }
  if (block?.type === "toolCall") return piCallItem(block);
  if (block?.type !== "text" || typeof block.text !== "string")
    return anthropicMessageItems("assistant", [block])[0];
  const content = [{ type: "output_text", text: block.text, annotations: [] }];
  const ids = textIds(block.textSignature);
  return { type: "message", role: "assistant", content, status: "completed", ...ids } as Item;
}

/**
 * A tool result's content as pi sends it to a Responses API for that API's call: its texts joined
 * by newlines, or, with images, the text and each image as input parts (pi's words for a result
 * of neither). Content not a list of blocks stays as it is. Throws nothing.
 */
export function piResponsesOutput(content: unknown): unknown {
  if (!Array.isArray(content)) return content;
  const blocks = content as Block[];
  const text = blocks
    .filter((b) => b?.type === "text")
    .map((b) => b.text)
    .join("\n");
  const images = blocks.filter((b) => b?.type === "image");
  if (images.length === 0) return text.length > 0 ? text : "(see attached image)";
  const parts: unknown[] = text.length > 0 ? [{ type: "input_text", text }] : [];
  return parts.concat(images.map(piImagePart));
}
