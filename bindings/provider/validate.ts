// Request validation shared by the stub and every adapter: bad shapes never reach a vendor.
import { invalidArgument } from "../errors.js";
import type { ProviderRequest } from "./protocol.js";

const EFFORTS = new Set(["low", "medium", "high", "xhigh", "max"]);
const BLOCK_TYPES = new Set(["text", "tool-use", "thinking", "vendor", "tool-result"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkSystem(system: unknown): void {
  if (!Array.isArray(system)) throw invalidArgument("request.system must be an array of blocks");
  system.forEach((block, i) => {
    if (!isRecord(block) || typeof block.text !== "string") {
      throw invalidArgument(`request.system[${i}] must be { text: string, cache? }`, { index: i });
    }
  });
}

function checkContent(content: unknown, i: number): void {
  if (typeof content === "string") return;
  if (!Array.isArray(content)) {
    throw invalidArgument(`request.messages[${i}].content must be a string or blocks`, {
      index: i,
    });
  }
  for (const block of content) {
    if (!isRecord(block) || !BLOCK_TYPES.has(block.type as string)) {
      throw invalidArgument(`request.messages[${i}] holds a block of unknown type`, {
        index: i,
        item: block,
      });
    }
  }
}

function checkMessages(messages: unknown): void {
  if (!Array.isArray(messages)) throw invalidArgument("request.messages must be an array");
  messages.forEach((message, i) => {
    if (!isRecord(message) || (message.role !== "user" && message.role !== "assistant")) {
      throw invalidArgument(`request.messages[${i}].role must be "user" or "assistant"`, {
        index: i,
      });
    }
    checkContent(message.content, i);
  });
}

function checkTools(tools: unknown): void {
  if (tools === undefined) return;
  if (!Array.isArray(tools) || tools.some((t) => !isRecord(t) || typeof t.name !== "string")) {
    throw invalidArgument("request.tools must be an array of { name, description?, inputSchema? }");
  }
}

/** Throws an `invalid-argument` TranscriptError unless `request` has the SPEC §9 shape. */
export function validateRequest(request: unknown): asserts request is ProviderRequest {
  if (!isRecord(request)) throw invalidArgument("a provider request must be an object");
  checkSystem(request.system);
  checkMessages(request.messages);
  checkTools(request.tools);
  const { maxTokens, effort, model } = request;
  if (maxTokens !== undefined && !(Number.isInteger(maxTokens) && (maxTokens as number) > 0)) {
    throw invalidArgument("request.maxTokens must be a positive integer");
  }
  if (effort !== undefined && !EFFORTS.has(effort as string)) {
    throw invalidArgument(`request.effort must be one of ${[...EFFORTS].join(", ")}`);
  }
  if (model !== undefined && typeof model !== "string") {
    throw invalidArgument("request.model must be a string");
  }
}

export { isRecord };
