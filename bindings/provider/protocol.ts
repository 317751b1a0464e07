// The provider seam of SPEC §9: one protocol, provider-neutral plain-data shapes.

/** How hard the model should think; adapters map it to reasoning effort or a thinking budget. */
export type Effort = "low" | "medium" | "high" | "xhigh" | "max";

/** The wire dialect a vendor payload belongs to; an adapter echoes only its own. */
export type VendorName = "openai-responses" | "openai-chat" | "anthropic";

/** A JSON object as decoded from a vendor payload, carried untouched. */
export type VendorPayload = { readonly [field: string]: unknown };

/** One system block; `cache` asks for a cache breakpoint after it. */
export interface SystemBlock {
  readonly text: string;
  readonly cache?: boolean;
}

/**
 * Where a cited range lies: `char`, `page` or `block` count in the cited source (Anthropic's
 * start/end indexes or page numbers as it reports them); `text` counts characters of the text
 * block itself (a Responses or Chat `url_citation`, a `container_file_citation`).
 */
export interface CitationRange {
  readonly unit: "char" | "page" | "block" | "text";
  readonly start: number;
  readonly end: number;
}

/**
 * A source a text block cites, enough to render a reference. `document` is a document block
 * of the request (Anthropic), `search-result` a `search_result` block (Anthropic), `web` a web
 * page (Anthropic web search, a Responses or Chat `url_citation`), `file` an OpenAI file
 * (`file_citation`, `container_file_citation`, `file_path`). `index` is Anthropic's
 * `document_index` or `search_result_index`, or a Responses file annotation's `index`; `url` is
 * a page's URL or a search result's `source`. Fields the vendor leaves out or null are absent.
 */
export interface Citation {
  readonly type: "document" | "search-result" | "web" | "file";
  readonly citedText?: string;
  readonly url?: string;
  readonly title?: string;
  readonly index?: number;
  readonly fileId?: string;
  readonly filename?: string;
  readonly range?: CitationRange;
}

/**
 * Text the model wrote, or a user's text. Text read from a vendor with citations (Anthropic
 * `citations`, Responses and Chat `annotations`) also carries them as `citations`, and `vendor`
 * and `item` (the raw text block / `output_text` part; Chat: `{ content, annotations }`), which
 * the Anthropic and Responses adapters send back verbatim; Chat and other adapters send the
 * plain text. Text without citations has none of the three.
 */
export interface TextBlock {
  readonly type: "text";
  readonly text: string;
  readonly citations?: readonly Citation[];
  readonly vendor?: VendorName;
  readonly item?: VendorPayload;
}

/**
 * A tool call. `input` is the parsed arguments. When read from a vendor, `vendor` and `item`
 * hold the raw call (a Responses `function_call`, a Chat `tool_calls` entry, an Anthropic
 * `tool_use`), which the same vendor's adapter sends back verbatim.
 */
export interface ToolUseBlock {
  readonly type: "tool-use";
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
  readonly vendor?: VendorName;
  readonly item?: VendorPayload;
}

/**
 * Readable reasoning. `item` is the vendor payload the next turn must echo (a Responses
 * `reasoning` item with `encrypted_content`, an Anthropic `thinking` block with its
 * `signature`, Chat `reasoning_content`-style message fields); adapters of another vendor,
 * and every adapter when `item` is absent, leave the block out of the request.
 */
export interface ThinkingBlock {
  readonly type: "thinking";
  readonly text: string;
  readonly vendor?: VendorName;
  readonly item?: VendorPayload;
}

/**
 * A vendor payload with no neutral meaning (a compaction checkpoint, `redacted_thinking`,
 * a server-executed tool call and its result): carried through `content` untouched and
 * sent back only to an adapter of the same `vendor`. For `openai-responses` and `anthropic`
 * `item` is a whole input item / content block; for `openai-chat` it is assistant message
 * fields, or in a user message one content part (a `file` part with a `file_id`).
 */
export interface VendorBlock {
  readonly type: "vendor";
  readonly vendor: VendorName;
  readonly item: VendorPayload;
}

/**
 * The result of a tool call, sent in a `user` message; `toolUseId` is the call's `id`.
 * `content` is text, or text, image and file blocks in order (a screenshot, a fetched PDF).
 */
export interface ToolResultBlock {
  readonly type: "tool-result";
  readonly toolUseId: string;
  readonly content: string | readonly (TextBlock | ImageBlock | FileBlock)[];
  readonly isError?: boolean;
}

/**
 * Where an image's bytes are: a URL (`https:`; a `data:` URL is accepted and sent as base64
 * where a vendor needs that) or base64 `data` with its `mediaType` (`image/png`, ...).
 */
export type ImageSource =
  | { readonly type: "url"; readonly url: string }
  | { readonly type: "base64"; readonly mediaType: string; readonly data: string };

/**
 * An image in a `user` message, in order with the text around it. `detail` is OpenAI's
 * fidelity hint (`original` is Responses-only; Chat sends it as `high`); Anthropic has no
 * equivalent and ignores it. Absent means the vendor default (`auto`).
 */
export interface ImageBlock {
  readonly type: "image";
  readonly source: ImageSource;
  readonly detail?: "low" | "high" | "auto" | "original";
}

/**
 * Where a file's content is: a URL (`https:`, or a `data:<type>;base64,` URL), base64 `data`
 * with its `mediaType` (`application/pdf`, `text/plain`, ...), or plain `text`.
 */
export type FileSource =
  | { readonly type: "url"; readonly url: string }
  | { readonly type: "base64"; readonly mediaType: string; readonly data: string }
  | { readonly type: "text"; readonly text: string };

/**
 * A file or document in a `user` message (a PDF, a text file), in order with the text around
 * it. `filename` is OpenAI's name for it and `title` Anthropic's: each vendor gets its own,
 * else the other. `detail` is Responses' rendering hint; `context` and `citations` are
 * Anthropic's (document context, citations enabled); other vendors ignore them.
 */
export interface FileBlock {
  readonly type: "file";
  readonly source: FileSource;
  readonly filename?: string;
  readonly title?: string;
  readonly detail?: "low" | "high" | "auto";
  readonly context?: string;
  readonly citations?: boolean;
}

/** Any block of a message. Responses never hold `tool-result`, `image` or `file` blocks. */
export type Block =
  | TextBlock
  | ImageBlock
  | FileBlock
  | ToolUseBlock
  | ThinkingBlock
  | VendorBlock
  | ToolResultBlock;

/** One conversation turn; assistant content is echoed verbatim from earlier responses. */
export interface ProviderMessage {
  readonly role: "user" | "assistant";
  readonly content: string | readonly Block[];
}

/** A tool the model may call; `inputSchema` is a JSON Schema object for its input. */
export interface ToolSpec {
  readonly name: string;
  readonly description?: string;
  readonly inputSchema?: VendorPayload;
  readonly strict?: boolean;
}

/** One turn's request. Neither it nor the response mentions HTTP, JSON or a vendor field. */
export interface ProviderRequest {
  readonly model?: string;
  readonly system: readonly SystemBlock[];
  readonly messages: readonly ProviderMessage[];
  readonly tools?: readonly ToolSpec[];
  readonly maxTokens?: number;
  readonly effort?: Effort;
}

/** Why a turn ended; vendors may add their own (`stop_sequence`, `pause_turn`, ...). */
export type StopReason = "end_turn" | "tool_use" | "refusal" | "max_tokens" | (string & {});

/** What a refusal says about itself; present only when `stopReason` is `refusal`. */
export interface StopDetails {
  readonly type: "refusal";
  readonly category: string | null;
  readonly explanation: string | null;
}

/** Token counts; optional fields are present when the vendor reports them. */
export interface Usage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly cacheReadTokens?: number;
  readonly cacheWriteTokens?: number;
  readonly reasoningTokens?: number;
}

/** One turn's answer. A refusal is a successful answer with empty or partial `content`. */
export interface ProviderResponse {
  readonly stopReason: StopReason;
  readonly stopDetails?: StopDetails;
  readonly content: readonly Block[];
  readonly model: string;
  readonly usage: Usage;
}

/**
 * Events of a streamed turn. A text block starts empty and grows by `text-delta`s; every
 * other block is announced complete by `block-start`, then `block-stop`. `done` is last.
 */
export type StreamEvent =
  | { readonly type: "text-delta"; readonly text: string }
  | { readonly type: "block-start"; readonly block: Block }
  | { readonly type: "block-stop" }
  | { readonly type: "done"; readonly response: ProviderResponse };

/** The two-method seam every model backend implements. */
export interface Provider {
  /** Runs one turn and resolves with the whole response. */
  complete(request: ProviderRequest): Promise<ProviderResponse>;
  /** Runs one turn, calling `onEvent` as it goes; resolves with what `complete` would have. */
  stream(
    request: ProviderRequest,
    onEvent: (event: StreamEvent) => void,
  ): Promise<ProviderResponse>;
}

/** Did the provider decline? Check it before reading `content`. */
export function isRefused(response: ProviderResponse): boolean {
  return response.stopReason === "refusal";
}

/** The concatenated text of the text blocks (tool-use, thinking and vendor blocks dropped). */
export function responseText(response: ProviderResponse): string {
  let text = "";
  for (const block of response.content) if (block.type === "text") text += block.text;
  return text;
}

/** The tool-use blocks, in order. */
export function toolUses(response: ProviderResponse): ToolUseBlock[] {
  return response.content.filter((block): block is ToolUseBlock => block.type === "tool-use");
}
