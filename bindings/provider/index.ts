/**
 * `clinker-transcript/provider`: the provider seam of SPEC §9. One two-method protocol
 * over plain data, a deterministic stub (the default), adapters over the official
 * `openai` and `@anthropic-ai/sdk` clients (optional peers, never bundled), and the
 * conversion between transcript items and request/response shapes.
 *
 * @module
 */
// A module public in full is re-exported whole; the others name what is public.

export type { AdapterOptions } from "./adapter.js";
export type { RequestMessagesOptions } from "./convert/request.js";
/** Transcript items → request messages and system blocks. */
export { requestSystem } from "./convert/request.js";
/** A response → Responses-shaped transcript items. */
export { responseItems } from "./convert/response.js";
export type { ProviderErrorReason } from "./errors.js";
/** The error a vendor failure becomes: code `provider`, with `status` and `vendorType`. */
export { ProviderError } from "./errors.js";
/** Transcript items → request messages (with every vendor's item spellings). */
export { requestMessages } from "./messages.js";
/** The two-method protocol: its plain-data types, the refusal guard and a response's readers. */
export * from "./protocol.js";
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
