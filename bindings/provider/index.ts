/**
 * `clinker-transcript/provider`: the provider seam of SPEC §9. One two-method protocol
 * over plain data, a deterministic stub (the default), adapters over the official
 * `openai` and `@anthropic-ai/sdk` clients (optional peers, never bundled), and the
 * conversion between transcript items and request/response shapes.
 *
 * @module
 */

/** Compaction by budget: the default size estimate (JSON length / 4) and summary instruction. */
export { estimateTokens, SUMMARY_INSTRUCTIONS } from "../session/compaction.js";
/**
 * Outputs the loop writes: the default repair policy (`interruptedOutput`, text
 * `INTERRUPTED_TEXT`), the default `isRepairedOutput` (`isSessionRepair`), `outputFor` (an
 * output of the right kind for any call, for custom policies) and `SESSION_REPAIRS`, the
 * metadata key of the table marking published repairs.
 */
export {
  INTERRUPTED_TEXT,
  interruptedOutput,
  isSessionRepair,
  outputFor,
  SESSION_REPAIRS,
} from "../session/outputs.js";
/** The agent loop over the seam: turns, tools, repairs, compaction by budget, abort. */
export { runSession } from "../session/run.js";
/** The metadata key of the projection table recording who produced which item. */
export { SESSION_FAMILIES } from "../session/state.js";
/** The session loop's option, event, tool and result types; see `runSession`. */
export type {
  SessionCall,
  SessionCompactionOptions,
  SessionEvent,
  SessionItemSource,
  SessionOptions,
  SessionRequestOptions,
  SessionResult,
  SessionStatus,
  SessionTool,
  ToolContext,
} from "../session/types.js";
export type { AdapterOptions } from "./adapter.js";
export type { RequestMessagesOptions } from "./convert/request.js";
/** Transcript items → request messages and system blocks. */
export { requestSystem } from "./convert/request.js";
/** A response → Responses-shaped transcript items. */
export { responseItems } from "./convert/response.js";
export type { ProviderErrorReason } from "./errors.js";
/** The error a vendor failure becomes: code `provider`, with `status` and `vendorType`. */
export { ProviderError } from "./errors.js";
export { requestMessages } from "./messages.js";
export type {
  Block,
  Citation,
  CitationRange,
  Effort,
  FileBlock,
  FileSource,
  ImageBlock,
  ImageSource,
  Provider,
  ProviderMessage,
  ProviderRequest,
  ProviderResponse,
  StopDetails,
  StopReason,
  StreamEvent,
  SystemBlock,
  TextBlock,
  ThinkingBlock,
  ToolResultBlock,
  ToolSpec,
  ToolUseBlock,
  Usage,
  VendorBlock,
  VendorName,
  VendorPayload,
} from "./protocol.js";
/** The guard and the two readers of a response. */
export { isRefused, responseText, toolUses } from "./protocol.js";
export type { StubProvider, StubProviderOptions } from "./stub/provider.js";
/** The deterministic stub provider; see the function's own documentation. */
export { createStubProvider } from "./stub/provider.js";
export type {
  StubDataTurn,
  StubExtras,
  StubFullResponse,
  StubToolCall,
  StubTurn,
  StubTurnFunction,
} from "./stub/turns.js";
/** Throws `invalid-argument` unless a value has the ProviderRequest shape. */
export { validateRequest } from "./validate.js";
export type { AnthropicClient } from "./vendors/anthropic/client.js";
/** A Provider over the Anthropic Messages API; see the function's own documentation. */
export { createAnthropicProvider } from "./vendors/anthropic/client.js";
export type { AnthropicOptions } from "./vendors/anthropic/request.js";
export type { ChatCompletionsClient } from "./vendors/chat-completions/client.js";
/** A Provider over Chat Completions; see the function's own documentation. */
export { createChatCompletionsProvider } from "./vendors/chat-completions/client.js";
export type { ChatCompletionsOptions } from "./vendors/chat-completions/request.js";
export type { OpenAIResponsesClient } from "./vendors/openai-responses/client.js";
/** A Provider over the OpenAI Responses API; see the function's own documentation. */
export { createOpenAIResponsesProvider } from "./vendors/openai-responses/client.js";
export type { OpenAIResponsesOptions } from "./vendors/openai-responses/request.js";
