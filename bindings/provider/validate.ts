// Request validation shared by the stub and every adapter: bad shapes never reach a vendor.
import { invalidArgument } from "../errors.js";
import { isArrayValue } from "../is-array.js";
import { nestedArray } from "../limits.js";
import {
  FILE_DETAILS,
  hasScheme,
  IMAGE_DETAILS,
  isDataUrl,
  isImageMediaType,
  isMediaType,
  parseBase64Url,
  parseDataUrl,
} from "./blocks/image-source.js";
import type { ProviderRequest } from "./protocol.js";

const EFFORTS = new Set(["low", "medium", "high", "xhigh", "max"]);
const BLOCK_TYPES = new Set([
  "text",
  "image",
  "file",
  "tool-use",
  "thinking",
  "vendor",
  "tool-result",
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !isArrayValue(value);
}

function checkSystem(system: unknown): void {
  if (!isArrayValue(system)) throw invalidArgument("request.system must be an array of blocks");
  nestedArray(system); // each array's length bounded before any walk
  system.forEach((block, i) => {
    if (!isRecord(block) || typeof block.text !== "string") {
      throw invalidArgument(`request.system[${i}] must be { text: string, cache? }`, { index: i });
    }
  });
}

// Why a URL source is unusable, or undefined when it is fine; `kind` names the data: URL wanted.
function urlProblem(url: unknown, kind: "image" | "file"): string | undefined {
  if (typeof url !== "string" || !hasScheme(url)) return "source.url must be an absolute URL";
  if (!isDataUrl(url)) return undefined;
  if (kind === "image") {
    return parseDataUrl(url) ? undefined : "a data: URL must be data:image/<type>;base64,<data>";
  }
  return parseBase64Url(url)
    ? undefined
    : "a data: URL must be data:<type>/<subtype>;base64,<data>";
}

/** Why an image block in a message of `role` cannot be sent, or undefined when it can. */
export function imageProblem(block: object, role: unknown): string | undefined {
  if (role !== "user") return "an image may only be in a user message";
  const { detail, source } = block as Record<string, unknown>;
  if (detail !== undefined && !IMAGE_DETAILS.has(detail as string)) {
    return `image detail must be one of ${[...IMAGE_DETAILS].join(", ")}`;
  }
  if (!isRecord(source)) return "an image needs a source";
  if (source.type === "url") return urlProblem(source.url, "image");
  if (source.type !== "base64") return 'image source.type must be "url" or "base64"';
  if (!isImageMediaType(source.mediaType)) return "source.mediaType must be image/<type>";
  if (typeof source.data !== "string" || source.data === "") return "source.data must be base64";
  return undefined;
}

const OPTIONAL_STRINGS = ["filename", "title", "context"] as const;

// Why a file block's optional fields are unusable, or undefined.
function fileFieldsProblem(block: Record<string, unknown>): string | undefined {
  const name = OPTIONAL_STRINGS.find((f) => block[f] !== undefined && typeof block[f] !== "string");
  if (name) return `file ${name} must be a string`;
  if (block.detail !== undefined && !FILE_DETAILS.has(block.detail as string)) {
    return `file detail must be one of ${[...FILE_DETAILS].join(", ")}`;
  }
  if (block.citations !== undefined && typeof block.citations !== "boolean") {
    return "file citations must be a boolean";
  }
  return undefined;
}

/** Why a file block in a message of `role` cannot be sent, or undefined when it can. */
export function fileProblem(block: object, role: unknown): string | undefined {
  if (role !== "user") return "a file may only be in a user message";
  const fields = fileFieldsProblem(block as Record<string, unknown>);
  if (fields) return fields;
  const { source } = block as Record<string, unknown>;
  if (!isRecord(source)) return "a file needs a source";
  if (source.type === "url") return urlProblem(source.url, "file");
  if (source.type === "text") {
    return typeof source.text === "string" && source.text !== ""
      ? undefined
      : "source.text must be a non-empty string";
  }
  if (source.type !== "base64") return 'file source.type must be "url", "base64" or "text"';
  if (!isMediaType(source.mediaType)) return "source.mediaType must be <type>/<subtype>";
  if (typeof source.data !== "string" || source.data === "") return "source.data must be base64";
  return undefined;
}

// Why a tool result's content cannot be sent: text, or text, image and file blocks (as above).
function resultProblem(content: unknown, role: unknown): string | undefined {
  if (typeof content === "string") return undefined;
  const bad = "tool-result content must be a string or text, image and file blocks";
  if (!isArrayValue(content)) return bad;
  for (const part of nestedArray(content) ?? []) {
    if (isRecord(part) && (part.type === "image" || part.type === "file")) {
      const problem = part.type === "image" ? imageProblem(part, role) : fileProblem(part, role);
      if (problem) return `tool-result: ${problem}`;
    } else if (!isRecord(part) || part.type !== "text" || typeof part.text !== "string") {
      return bad;
    }
  }
  return undefined;
}

// Why a block of a message of `role` cannot be sent (images, files, tool results checked deeply).
function blockProblem(block: Record<string, unknown>, role: unknown): string | undefined {
  if (block.type === "image") return imageProblem(block, role);
  if (block.type === "file") return fileProblem(block, role);
  if (block.type === "tool-result") return resultProblem(block.content, role);
  return undefined;
}

function checkContent(message: Record<string, unknown>, i: number): void {
  const content = message.content;
  if (typeof content === "string") return;
  if (!isArrayValue(content)) {
    throw invalidArgument(`request.messages[${i}].content must be a string or blocks`, {
      index: i,
    });
  }
  for (const block of nestedArray(content) ?? []) {
    if (!isRecord(block) || !BLOCK_TYPES.has(block.type as string)) {
      throw invalidArgument(`request.messages[${i}] holds a block of unknown type`, {
        index: i,
        item: block,
      });
    }
    const problem = blockProblem(block, message.role);
    if (problem)
      throw invalidArgument(`request.messages[${i}]: ${problem}`, { index: i, item: block });
  }
}

function checkMessages(messages: unknown): void {
  if (!isArrayValue(messages)) throw invalidArgument("request.messages must be an array");
  nestedArray(messages);
  messages.forEach((message, i) => {
    if (!isRecord(message) || (message.role !== "user" && message.role !== "assistant")) {
      throw invalidArgument(`request.messages[${i}].role must be "user" or "assistant"`, {
        index: i,
      });
    }
    checkContent(message, i);
  });
}

function checkTools(tools: unknown): void {
  if (tools === undefined) return;
  if (
    !isArrayValue(tools) ||
    nestedArray(tools)?.some((t) => !isRecord(t) || typeof t.name !== "string")
  ) {
    throw invalidArgument("request.tools must be an array of { name, description?, inputSchema? }");
  }
}

/**
 * Throws an `invalid-argument` TranscriptError unless `request` has the SPEC §9 shape. Image
 * and file blocks must be in `user` messages with a usable source and known optional fields
 * (a file's URL may be any absolute URL or `data:<type>;base64,` URL, its text non-empty);
 * tool-result content is a string or text, image and file blocks (checked alike); the error
 * names the message (`index`) and carries the block (`item`).
 */
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
