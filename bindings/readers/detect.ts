// Format detection from the first record (line formats) or from the parsed document.
import { RESPONSES_ITEM_TYPES } from "../items/kinds.js";
import { familyOfModel } from "./family-of.js";
import { CLAUDE_CODE_TYPES } from "./formats/claude-code.js";
import { ROLLOUT_TYPES } from "./formats/codex-rollout.js";
import { isLegacyMeta } from "./formats/codex-rollout-legacy.js";
import { hasResponsesParts } from "./formats/item-lines.js";
import { isRecordObject } from "./problem.js";
import { LINE_FORMAT_NAMES, type TranscriptFormat } from "./types.js";

/** Formats read line by line (a Claude Code JSON array is read as a document too). */
export const LINE_FORMATS: ReadonlySet<TranscriptFormat> = new Set(LINE_FORMAT_NAMES);

const hasAny = (value: Record<string, unknown>, fields: readonly string[]) =>
  fields.some((field) => field in value);

/** The format of a JSONL file from its first record, or undefined when no format fits. */
export function detectLineFormat(value: unknown): TranscriptFormat | undefined {
  if (!isRecordObject(value)) return undefined;
  const type = value.type;
  if (ROLLOUT_TYPES.has(type) && "payload" in value) return "codex-rollout";
  if ("record_type" in value || isLegacyMeta(value)) return "codex-rollout-legacy";
  if (type === "session" && hasAny(value, ["cwd", "provider", "modelId"])) return "pi-session";
  if (isClaudeCodeLine(value, type)) return "claude-code";
  if (Array.isArray(value.traj)) return "chat-log";
  if (typeof type === "string") return "responses-jsonl";
  if (typeof value.role !== "string") return undefined;
  if (hasResponsesParts(value)) return "responses-jsonl";
  return hasAnthropicLineBlock(value) && !isChatMessage(value)
    ? "anthropic-messages"
    : "chat-jsonl";
}

/** Role lines that decide nothing held at most before the log is read as Chat messages. */
export const UNDECIDED_RECORDS = 10_000;
/** Their bytes (or UTF-16 units) held at most. */
export const UNDECIDED_BYTES = 16 * 2 ** 20;

/**
 * Whether `value` is a line Chat and Anthropic messages both write (a user or assistant message
 * of text): its log's format is read from a later line. Throws nothing.
 */
export function isUndecidedLine(value: unknown): boolean {
  if (!isRecordObject(value) || typeof value.role !== "string" || "type" in value) return false;
  if (hasResponsesParts(value) || isChatMessage(value) || hasAnthropicLineBlock(value))
    return false;
  const content = value.content;
  return !Array.isArray(content) || !content.some((p) => CHAT_ONLY_PARTS.has(p?.type));
}

/**
 * The format the next line `value` decides for a JSON lines log whose first `held` records
 * (`bytes` long) were undecided lines ({@link isUndecidedLine}): Anthropic messages at a line only
 * they write, Chat messages at any other (the first line's format, as ever) and past
 * {@link UNDECIDED_RECORDS} or {@link UNDECIDED_BYTES}; undefined while undecided. Throws nothing.
 */
export function afterUndecided(
  value: unknown,
  held: number,
  bytes: number,
): TranscriptFormat | undefined {
  if (isUndecidedLine(value))
    return held + 1 >= UNDECIDED_RECORDS || bytes >= UNDECIDED_BYTES ? "chat-jsonl" : undefined;
  return detectLineFormat(value) === "anthropic-messages" ? "anthropic-messages" : "chat-jsonl";
}

const CLAUDE_CODE_NAMES = ["sessionId", "uuid", "leafUuid", "messageId"];

// Claude Code's line types are lowercase words joined by hyphens (items use underscores; the
// items meta record a dot).
const HOST_LINE_TYPE = /^[a-z]+(-[a-z]+)*$/;

// A Claude Code line: a known line type naming a line or session, or another type of its spelling
// and no Responses item's beside a `sessionId` (a newer host version's line, e.g.
// `worktree-state`; items carry no sessionId).
function isClaudeCodeLine(value: Record<string, unknown>, type: unknown): boolean {
  if (CLAUDE_CODE_TYPES.has(type as string)) return hasAny(value, CLAUDE_CODE_NAMES);
  if (typeof type !== "string" || typeof value.sessionId !== "string") return false;
  return HOST_LINE_TYPE.test(type) && !RESPONSES_ITEM_TYPES.has(type);
}

// Block types only Anthropic messages hold (Chat parts are text, image_url, input_audio, file).
const ANTHROPIC_ONLY = new Set([
  "tool_use",
  "tool_result",
  "thinking",
  "redacted_thinking",
  "image",
  "document",
  "server_tool_use",
]);

// Content part types only Chat messages hold.
const CHAT_ONLY_PARTS = new Set(["image_url", "input_audio", "file", "refusal"]);

// Chat Completions request fields an Anthropic Messages body has no field of that name for.
const CHAT_ONLY_FIELDS = [
  "stop",
  "n",
  "response_format",
  "frequency_penalty",
  "presence_penalty",
  "logprobs",
  "top_logprobs",
  "logit_bias",
  "max_completion_tokens",
  "seed",
  "user",
  "parallel_tool_calls",
  "modalities",
  "reasoning_effort",
];

const isChatMessage = (m: Record<string, any>) =>
  !["user", "assistant"].includes(m.role) || "tool_calls" in m || "tool_call_id" in m;

function hasAnthropicBlock(m: Record<string, any>): boolean {
  return Array.isArray(m.content) && m.content.some((b: any) => ANTHROPIC_ONLY.has(b?.type));
}

// A line's block only Anthropic writes: a `thinking` one signed (Chat servers such as Mistral's
// write unsigned thinking parts; a document is judged by all its messages, a line alone).
function hasAnthropicLineBlock(m: Record<string, any>): boolean {
  return (
    Array.isArray(m.content) &&
    m.content.some(
      (b: any) =>
        ANTHROPIC_ONLY.has(b?.type) && (b.type !== "thinking" || typeof b.signature === "string"),
    )
  );
}

/** What one message says of an Anthropic document: none is (`not`), an Anthropic-only block, or neither. Throws nothing. */
export function anthropicSign(m: unknown): "not" | "block" | "neutral" {
  if (!isRecordObject(m) || "type" in m || isChatMessage(m)) return "not";
  return hasAnthropicBlock(m) ? "block" : "neutral";
}

/** Whether `messages` are Anthropic messages rather than Chat messages or items. */
export function looksAnthropic(messages: readonly unknown[], requestBody = false): boolean {
  let block = false;
  for (const m of messages) {
    const sign = anthropicSign(m);
    if (sign === "not") return false;
    block ||= sign === "block";
  }
  return requestBody || block;
}

/**
 * The format of a JSON array document, told its elements one by one (a large array is read so):
 * decided at the first element that settles it, else at the end. detectDocument's rule for arrays.
 * Throws nothing.
 */
export class ArrayFormat {
  private block = false;
  private seen = 0;
  /** The format, once the elements seen settle it. */
  format?: TranscriptFormat;

  see(value: unknown): void {
    if (this.format !== undefined) return;
    if (this.seen++ === 0 && detectLineFormat(value) === "claude-code") this.format = "claude-code";
    else {
      const sign = anthropicSign(value);
      if (sign === "not") this.format = "json-array";
      this.block ||= sign === "block";
    }
  }

  /** The format once every element was seen. */
  end(): TranscriptFormat {
    return this.format ?? (this.block ? "anthropic-messages" : "json-array");
  }
}

/** The format of a whole parsed JSON document, or undefined. */
export function detectDocument(value: unknown): TranscriptFormat | undefined {
  if (Array.isArray(value)) {
    const format = new ArrayFormat();
    for (const element of value) {
      format.see(element);
      if (format.format !== undefined) break;
    }
    return format.end();
  }
  if (!isRecordObject(value)) return undefined;
  if (value.object === "response" && Array.isArray(value.output)) return "responses-response";
  if (value.object === "chat.completion" && Array.isArray(value.choices)) return "chat-completion";
  if (value.type === "message" && Array.isArray(value.content)) return "anthropic-response";
  if (Array.isArray(value.messages)) {
    // A body of plain user/assistant text fits both: a field only Chat bodies have names the API,
    // else its model (a GPT model's is Chat).
    const family = familyOfModel(value.model);
    const chat =
      CHAT_ONLY_FIELDS.some((f) => f in value) || (family !== undefined && family !== "anthropic");
    return looksAnthropic(value.messages, !chat) ? "anthropic-messages" : "json-array";
  }
  if (isResponsesBody(value)) return "json-array";
  return undefined;
}

/** Whether a value is a Responses request body: `{ input, ... }` with an array or text input and no `messages`. */
export function isResponsesBody(value: Record<string, unknown>): boolean {
  return (Array.isArray(value.input) || typeof value.input === "string") && !("messages" in value);
}

/**
 * Whether the first line of a `{` input is a whole document rather than a JSON lines record: a
 * request body or an API response on one line (no line format starts with one), or an Anthropic
 * response (a `stop_reason` no Responses item has).
 */
export function isDocumentLine(value: unknown): boolean {
  if (!isRecordObject(value) || detectDocument(value) === undefined) return false;
  return detectLineFormat(value) === undefined || "stop_reason" in value;
}
