// ProviderRequest → Anthropic Messages `messages.create` body.
import { invalidArgument } from "../../../errors.js";
import { type AdapterOptions, modelOf, ownItem, toolFields } from "../../adapter.js";
import { base64Text, parseBase64Url, urlSource } from "../../blocks/image-source.js";
import type {
  Block,
  Effort,
  FileBlock,
  FileSource,
  ImageBlock,
  ProviderMessage,
  ProviderRequest,
  ToolSpec,
} from "../../protocol.js";

const VENDOR = "anthropic";

/** Options of the Anthropic adapter. */
export interface AnthropicOptions extends AdapterOptions {
  /**
   * `max_tokens` when the request has none (Anthropic requires one); default 4096. The SDK
   * refuses a non-streaming call whose `max_tokens` could take over 10 minutes: use
   * `stream`, or give `requestOptions.timeout`.
   */
  readonly maxTokens?: number;
  /**
   * How `effort` is sent: `budget` (default) as `thinking: { type: "enabled", budget_tokens }`
   * from `thinkingBudgets`, `adaptive` as `thinking: { type: "adaptive" }` plus
   * `output_config.effort`, `off` not at all.
   */
  readonly thinking?: "budget" | "adaptive" | "off";
  /** Thinking budgets per effort, overriding the defaults (1024 ... 32000). */
  readonly thinkingBudgets?: Partial<Record<Effort, number>>;
  /** Use `client.beta.messages` (compaction, context management; pass `betas` in `params`). */
  readonly beta?: boolean;
}

const BUDGETS: Record<Effort, number> = {
  low: 1024,
  medium: 4096,
  high: 16000,
  xhigh: 24000,
  max: 32000,
};

const EPHEMERAL = { type: "ephemeral" };

// An image block param: a base64 `data:` URL becomes a base64 source; `detail` has no field.
function imageBlock(block: ImageBlock): unknown {
  const { source } = block;
  const inline = source.type === "url" ? urlSource(source.url) : source;
  if (inline.type === "url") return { type: "image", source: { type: "url", url: inline.url } };
  const base64 = { type: "base64", media_type: inline.mediaType, data: inline.data };
  return { type: "image", source: base64 };
}

// Base64 content: text/* as a plain-text source, anything else (a PDF) as a base64 source.
function base64Document(inline: { mediaType: string; data: string }): unknown {
  const text = inline.mediaType.startsWith("text/") ? base64Text(inline.data) : undefined;
  if (text !== undefined) return { type: "text", media_type: "text/plain", data: text };
  // Anthropic takes base64 PDFs only: any other type is sent as is and its 400 says so.
  return { type: "base64", media_type: inline.mediaType, data: inline.data };
}

// A document source; a URL that is not a base64 `data:` URL is sent as a URL PDF source.
function documentSource(source: FileSource): unknown {
  if (source.type === "text") return { type: "text", media_type: "text/plain", data: source.text };
  if (source.type === "base64") return base64Document(source);
  const inline = parseBase64Url(source.url);
  return inline ? base64Document(inline) : { type: "url", url: source.url };
}

// A file as a document block; its title is the title, else the filename.
function documentBlock(block: FileBlock): unknown {
  const out: Record<string, unknown> = { type: "document", source: documentSource(block.source) };
  const title = block.title ?? block.filename;
  if (title !== undefined) out.title = title;
  if (block.context !== undefined) out.context = block.context;
  if (block.citations !== undefined) out.citations = { enabled: block.citations };
  return out;
}

/**
 * Anthropic's own block for a replay. A text block's citations lose `file_id`: the response
 * citation types carry it, the request (`*Param`) ones do not, so it is not echoed back.
 */
function replayed(own: Record<string, unknown>): unknown {
  if (own.type !== "text" || !Array.isArray(own.citations)) return own;
  const citations = own.citations.map((citation) => {
    if (typeof citation !== "object" || citation === null || !("file_id" in citation))
      return citation;
    const { file_id: _dropped, ...param } = citation as Record<string, unknown>;
    return param;
  });
  return { ...own, citations };
}

// A block as a content block param, or nothing when it cannot be sent to Anthropic.
function contentBlock(block: Block): unknown {
  const own = ownItem(block, VENDOR);
  if (own) return replayed(own);
  switch (block.type) {
    case "text":
      return { type: "text", text: block.text };
    case "image":
      return imageBlock(block);
    case "file":
      return documentBlock(block);
    case "tool-use":
      return { type: "tool_use", id: block.id, name: block.name, input: block.input ?? {} };
    case "tool-result": {
      const content =
        typeof block.content === "string" ? block.content : block.content.map(contentBlock);
      const result = { type: "tool_result", tool_use_id: block.toolUseId, content };
      return block.isError ? { ...result, is_error: true } : result;
    }
    default:
      return undefined;
  }
}

const isResult = (b: unknown) => (b as { type?: unknown }).type === "tool_result";

/** One message as a Messages param; undefined when nothing in it can be sent. */
export function anthropicMessage(message: ProviderMessage): unknown {
  if (typeof message.content === "string") return { role: message.role, content: message.content };
  const blocks = message.content.map(contentBlock).filter((b) => b !== undefined);
  if (blocks.length === 0) return undefined;
  // Anthropic wants tool results before any other user content.
  const ordered = [...blocks.filter(isResult), ...blocks.filter((b) => !isResult(b))];
  return { role: message.role, content: ordered };
}

const tool = (spec: ToolSpec) => toolFields(spec, "input_schema");

function effortFields(request: ProviderRequest, options: AnthropicOptions, maxTokens: number) {
  const effort = request.effort;
  const mode = options.thinking ?? "budget";
  if (effort === undefined || mode === "off") return {};
  if (mode === "adaptive") return { thinking: { type: "adaptive" }, output_config: { effort } };
  // The API wants 1024 <= budget_tokens < max_tokens; a smaller budget is refused, never dropped.
  const budget = Math.min(options.thinkingBudgets?.[effort] ?? BUDGETS[effort], maxTokens - 1);
  if (budget < 1024) {
    throw invalidArgument(
      `effort "${effort}" needs a thinking budget of at least 1024 tokens below max_tokens ` +
        `(${maxTokens}): raise maxTokens above 1024, or use thinking: "adaptive" or "off"`,
    );
  }
  return { thinking: { type: "enabled", budget_tokens: budget } };
}

/**
 * The request body: system blocks as text blocks with `cache_control` where `cache` is
 * set, tools with `input_schema`, `effort` as thinking (see {@link AnthropicOptions}).
 * @throws {TranscriptError} `invalid-argument` when `effort` asks for a thinking budget that cannot
 * be at least 1024 tokens and below `max_tokens` (thinking: "budget").
 */
export function anthropicParams(
  request: ProviderRequest,
  options: AnthropicOptions,
): Record<string, unknown> {
  const maxTokens = request.maxTokens ?? options.maxTokens ?? 4096;
  const params: Record<string, unknown> = {
    model: modelOf(request, options),
    max_tokens: maxTokens,
    messages: request.messages.map(anthropicMessage).filter((m) => m !== undefined),
  };
  if (request.system.length > 0) {
    params.system = request.system.map((block) =>
      block.cache
        ? { type: "text", text: block.text, cache_control: EPHEMERAL }
        : { type: "text", text: block.text },
    );
  }
  if (request.tools && request.tools.length > 0) params.tools = request.tools.map(tool);
  return { ...params, ...effortFields(request, options, maxTokens), ...options.params };
}
