// The reader of each format.
import type { TranscriptSink } from "../sink.js";
import type { TranscriptApi, TranscriptFormat } from "../types.js";
import { anthropicMessagesReader } from "./anthropic-messages.js";
import { chatLog } from "./chat-log.js";
import { claudeCode } from "./claude-code.js";
import { codexRollout } from "./codex-rollout.js";
import { codexRolloutLegacy } from "./codex-rollout-legacy.js";
import { itemReader } from "./item-lines.js";
import { piSession } from "./pi-session.js";
import type { ReaderFactory } from "./reader.js";

/** A sink that keeps nothing (a read for its outcome alone). */
export const NULL_SINK: TranscriptSink = { item() {}, compaction() {}, meta() {} };

/** The dialect a read of `format` starts in (its reader's, before any record). Throws nothing. */
export function readerApi(format: TranscriptFormat): TranscriptApi {
  return readerFor(format)(NULL_SINK, {}).api;
}

/**
 * Whether a streamed first read of `format` (ScanOptions `streamed`) makes no item and only names
 * what the next read leaves out (`leftOut`): a pi session's, its tree alone. Throws nothing.
 */
export function namesFirst(format: TranscriptFormat | undefined): format is TranscriptFormat {
  return format === "pi-session";
}

/** The reader factory of `format`; `api` decides the dialect of json-array and msgpack. */
export function readerFor(
  format: TranscriptFormat,
  api: TranscriptApi = "responses",
): ReaderFactory {
  switch (format) {
    case "codex-rollout":
      return codexRollout;
    case "codex-rollout-legacy":
      return codexRolloutLegacy;
    case "claude-code":
      return claudeCode;
    case "pi-session":
      return piSession;
    case "chat-log":
      return chatLog;
    case "anthropic-messages":
    case "anthropic-response":
      return anthropicMessagesReader;
    case "chat-jsonl":
    case "chat-completion":
      return itemReader("chat");
    case "responses-jsonl":
    case "responses-response":
      return itemReader("responses");
    default:
      return itemReader(api); // json-array, msgpack
  }
}
