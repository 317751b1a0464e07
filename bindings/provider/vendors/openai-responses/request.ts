// ProviderRequest → OpenAI Responses `responses.create` body.
import { type AdapterOptions, argumentsJson, modelOf, ownItem, systemText } from "../../adapter.js";
import { dataUrl, isDataUrl, sourceUrl } from "../../blocks/image-source.js";
import type {
  Block,
  FileBlock,
  ImageBlock,
  ProviderMessage,
  ProviderRequest,
  TextBlock,
  ToolSpec,
} from "../../protocol.js";

const textOf = (text: string): TextBlock => ({ type: "text", text });

const VENDOR = "openai-responses";

/** Options of the Responses adapter. */
export interface OpenAIResponsesOptions extends AdapterOptions {
  /**
   * Keep responses on OpenAI's side (default false: stateless, the full transcript is sent
   * each turn and reasoning comes back encrypted so it can be echoed).
   */
  readonly store?: boolean;
  /**
   * Ask for `reasoning.encrypted_content` when not storing (default: when the request has an
   * `effort`; non-reasoning models reject the include).
   */
  readonly encryptedReasoning?: boolean;
}

function inputMessage(role: ProviderMessage["role"], parts: unknown[]): Record<string, unknown> {
  return { type: "message", role, content: parts };
}

// A file as an `input_file` part (data as a `data:` URL, name from filename or title); a text
// source goes as plain text, which every model reads.
function filePart(block: FileBlock): unknown {
  const { source } = block;
  if (source.type === "text") return { type: "input_text", text: source.text };
  const part: Record<string, unknown> = { type: "input_file" };
  if (source.type === "base64") part.file_data = dataUrl(source.mediaType, source.data);
  else if (isDataUrl(source.url)) part.file_data = source.url;
  else part.file_url = source.url;
  const filename = block.filename ?? block.title;
  if (filename !== undefined) part.filename = filename;
  if (block.detail !== undefined) part.detail = block.detail;
  return part;
}

type Part = TextBlock | ImageBlock | FileBlock;

// A text, image or file block as a message content part; images are `input_image` (detail required).
function contentPart(role: ProviderMessage["role"], block: Part): unknown {
  if (block.type === "file") return filePart(block);
  if (block.type === "image") {
    return {
      type: "input_image",
      image_url: sourceUrl(block.source),
      detail: block.detail ?? "auto",
    };
  }
  if (role === "user") return { type: "input_text", text: block.text };
  // Own assistant text is its `output_text` part, annotations included.
  return ownItem(block, VENDOR) ?? { type: "output_text", text: block.text };
}

// Tool output parts: input_text, input_image (detail only when given: the type has it
// optional) and input_file (as in messages).
function outputPart(block: Part): unknown {
  if (block.type === "text") return { type: "input_text", text: block.text };
  if (block.type === "file") return filePart(block);
  const part = { type: "input_image", image_url: sourceUrl(block.source) };
  return block.detail === undefined ? part : { ...part, detail: block.detail };
}

// One non-text block as an input item, or nothing when it belongs to another vendor.
function blockItem(block: Block): unknown {
  const own = ownItem(block, VENDOR);
  if (own) return own;
  if (block.type === "tool-use") {
    const args = argumentsJson(block.input);
    return { type: "function_call", call_id: block.id, name: block.name, arguments: args };
  }
  if (block.type === "tool-result") {
    const { content } = block;
    const output = typeof content === "string" ? content : content.map(outputPart);
    return { type: "function_call_output", call_id: block.toolUseId, output };
  }
  return undefined;
}

/** One message as input items, in block order; runs of text, images and files become one message item. */
export function messageItems(message: ProviderMessage): unknown[] {
  const { role, content } = message;
  if (typeof content === "string")
    return [inputMessage(role, [contentPart(role, textOf(content))])];
  const items: unknown[] = [];
  let parts: unknown[] = [];
  const flush = () => {
    if (parts.length > 0) items.push(inputMessage(role, parts));
    parts = [];
  };
  for (const block of content) {
    if (block.type === "text" || block.type === "image" || block.type === "file") {
      parts.push(contentPart(role, block));
      continue;
    }
    flush();
    const item = blockItem(block);
    if (item !== undefined) items.push(item);
  }
  flush();
  return items;
}

// Not toolFields: Responses function tools carry description and strict always (null, false).
function tool(spec: ToolSpec): Record<string, unknown> {
  return {
    type: "function",
    name: spec.name,
    description: spec.description ?? null,
    parameters: spec.inputSchema ?? { type: "object", properties: {} },
    strict: spec.strict ?? false,
  };
}

/**
 * The request body. System blocks become `instructions` (OpenAI caches prefixes itself, so
 * `cache` has no field to map to); `effort` becomes `reasoning.effort`.
 */
export function responsesParams(
  request: ProviderRequest,
  options: OpenAIResponsesOptions,
): Record<string, unknown> {
  const store = options.store ?? false;
  const params: Record<string, unknown> = {
    model: modelOf(request, options),
    input: request.messages.flatMap(messageItems),
    store,
  };
  const instructions = systemText(request);
  if (instructions !== undefined) params.instructions = instructions;
  const encrypted = options.encryptedReasoning ?? request.effort !== undefined;
  if (!store && encrypted) params.include = ["reasoning.encrypted_content"];
  if (request.tools && request.tools.length > 0) params.tools = request.tools.map(tool);
  if (request.maxTokens !== undefined) params.max_output_tokens = request.maxTokens;
  if (request.effort !== undefined) params.reasoning = { effort: request.effort };
  return { ...params, ...options.params };
}
