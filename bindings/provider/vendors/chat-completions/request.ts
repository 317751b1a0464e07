// ProviderRequest → Chat Completions `chat.completions.create` body.

import { invalidArgument } from "../../../errors.js";
import {
  type AdapterOptions,
  argumentsJson,
  modelOf,
  ownItem,
  systemText,
  toolFields,
} from "../../adapter.js";
import { dataUrl, isDataUrl, sourceUrl } from "../../blocks/image-source.js";
import type {
  Block,
  FileBlock,
  ImageBlock,
  ProviderMessage,
  ProviderRequest,
  ToolSpec,
} from "../../protocol.js";

const VENDOR = "openai-chat";

/** Options of the Chat Completions adapter. */
export interface ChatCompletionsOptions extends AdapterOptions {
  /**
   * Send system blocks as text parts with `cache_control: { type: "ephemeral" }` on those
   * marked `cache` (OpenRouter-style gateways read it; OpenAI caches prefixes by itself).
   * Default false: one system message with the blocks' text joined by blank lines.
   */
  readonly cacheControl?: boolean;
}

function systemMessages(request: ProviderRequest, options: ChatCompletionsOptions): unknown[] {
  if (!options.cacheControl) {
    const text = systemText(request);
    return text === undefined ? [] : [{ role: "system", content: text }];
  }
  if (request.system.length === 0) return [];
  const content = request.system.map((block) =>
    block.cache
      ? { type: "text", text: block.text, cache_control: { type: "ephemeral" } }
      : { type: "text", text: block.text },
  );
  return [{ role: "system", content }];
}

function toolCall(block: Block): unknown {
  if (block.type !== "tool-use") return undefined;
  const own = ownItem(block, VENDOR);
  if (own) return own;
  const fn = { name: block.name, arguments: argumentsJson(block.input) };
  return { id: block.id, type: "function", function: fn };
}

function texts(blocks: readonly Block[]): string {
  return blocks.map((block) => (block.type === "text" ? block.text : "")).join("");
}

// Assistant content: text, tool calls, and this vendor's private fields (reasoning_content ...).
// Cited text goes as plain text: the assistant message param has no `annotations` field.
function assistantMessage(blocks: readonly Block[]): unknown[] {
  const calls = blocks.map(toolCall).filter((call) => call !== undefined);
  const privateFields = blocks.flatMap((block) =>
    block.type === "thinking" || block.type === "vendor" ? [ownItem(block, VENDOR)] : [],
  );
  const text = texts(blocks);
  if (text === "" && calls.length === 0 && privateFields.every((f) => f === undefined)) return [];
  const message: Record<string, unknown> = {
    role: "assistant",
    content: text === "" ? null : text,
  };
  if (calls.length > 0) message.tool_calls = calls;
  for (const fields of privateFields) Object.assign(message, fields);
  return [message];
}

// An image as an `image_url` part; base64 becomes a data URL, `original` Chat's nearest, `high`.
function imagePart(block: ImageBlock): unknown {
  const url = sourceUrl(block.source);
  if (block.detail === undefined) return { type: "image_url", image_url: { url } };
  const detail = block.detail === "original" ? "high" : block.detail;
  return { type: "image_url", image_url: { url, detail } };
}

// A file as a `file` part with a `data:` URL; a text source as a text part. Chat has no field
// for a file URL: that is an error before any I/O rather than a file silently left out.
function filePart(block: FileBlock, index: number): unknown {
  const { source } = block;
  if (source.type === "text") return { type: "text", text: source.text };
  if (source.type === "url" && !isDataUrl(source.url)) {
    const message = `request.messages[${index}]: Chat Completions cannot send a file by URL`;
    throw invalidArgument(message, { index, item: block });
  }
  const data = source.type === "url" ? source.url : dataUrl(source.mediaType, source.data);
  const filename = block.filename ?? block.title;
  const file = filename === undefined ? { file_data: data } : { file_data: data, filename };
  return { type: "file", file };
}

// One user block as content parts; this vendor's own vendor blocks are parts (a file id).
function userParts(block: Block, index: number): unknown[] {
  if (block.type === "image") return [imagePart(block)];
  if (block.type === "file") return [filePart(block, index)];
  if (block.type === "text") return block.text === "" ? [] : [{ type: "text", text: block.text }];
  const own = ownItem(block, VENDOR);
  return block.type === "vendor" && own ? [own] : [];
}

const needsParts = (block: Block) =>
  block.type === "image" ||
  block.type === "file" ||
  (block.type === "vendor" && ownItem(block, VENDOR) !== undefined);

// User content: one string when there is only text, else text, image and file parts in order.
function userContent(blocks: readonly Block[], index: number): string | unknown[] {
  if (!blocks.some(needsParts)) return texts(blocks);
  return blocks.flatMap((block) => userParts(block, index));
}

const LABELS = { image: "Images", file: "Files" } as const;

// A tool result's images and files, led by a line naming the call: a tool message takes text only.
function resultMedia(block: Block): Block[] {
  if (block.type !== "tool-result" || typeof block.content === "string") return [];
  const media = block.content.filter((part) => part.type !== "text");
  if (media.length === 0) return [];
  const kinds = new Set(media.map((part) => part.type));
  const label = kinds.size > 1 ? "Images and files" : LABELS[media[0].type];
  return [
    { type: "text", text: `${label} from the result of tool call ${block.toolUseId}:` },
    ...media,
  ];
}

function toolMessage(block: Block): unknown[] {
  if (block.type !== "tool-result") return [];
  const content = typeof block.content === "string" ? block.content : texts(block.content);
  return [{ role: "tool", tool_call_id: block.toolUseId, content }];
}

// Tool results first (they must follow the assistant's calls), then one user message with the
// results' images and files and the user's own text, images and files.
function userMessages(blocks: readonly Block[], index: number): unknown[] {
  const out: unknown[] = blocks.flatMap(toolMessage);
  const own = blocks.filter((block) => block.type !== "tool-result");
  const user = [...blocks.flatMap(resultMedia), ...own];
  const content = userContent(user, index);
  if (content !== "" || blocks.every((block) => block.type === "text")) {
    out.push({ role: "user", content });
  }
  return out;
}

/**
 * One message (the request's `index`th) as Chat messages (a user message with tool results
 * yields `tool` messages). A file by URL is `invalid-argument`: Chat has no field for it.
 */
export function chatMessages(message: ProviderMessage, index = 0): unknown[] {
  if (typeof message.content === "string") {
    return [{ role: message.role, content: message.content }];
  }
  return message.role === "assistant"
    ? assistantMessage(message.content)
    : userMessages(message.content, index);
}

const tool = (spec: ToolSpec) => ({ type: "function", function: toolFields(spec, "parameters") });

/** The request body: `effort` → `reasoning_effort`, `maxTokens` → `max_completion_tokens`. */
export function chatParams(
  request: ProviderRequest,
  options: ChatCompletionsOptions,
): Record<string, unknown> {
  const params: Record<string, unknown> = {
    model: modelOf(request, options),
    messages: [...systemMessages(request, options), ...request.messages.flatMap(chatMessages)],
  };
  if (request.tools && request.tools.length > 0) params.tools = request.tools.map(tool);
  if (request.maxTokens !== undefined) params.max_completion_tokens = request.maxTokens;
  if (request.effort !== undefined) params.reasoning_effort = request.effort;
  return { ...params, ...options.params };
}
