// Records that are items themselves: JSONL or JSON arrays of Responses items or Chat messages,
// msgpack arrays, and the outputs of single API responses.
import { apiOfRecord, isItemsMeta, metaOfRecord } from "../items-meta.js";
import { problem } from "../problem.js";
import type { TranscriptApi } from "../types.js";
import { itemPayload, MAIN } from "./codex-rollout.js";
import type { ReaderFactory, RecordReader } from "./reader.js";

/**
 * A reader whose every record is one item of the one conversation, its dialect `api` unless the
 * meta record states another (the meta record is no item).
 */
export function itemReader(api: TranscriptApi): ReaderFactory {
  return (sink): RecordReader => {
    let dialect = api;
    return {
      get api() {
        return dialect;
      },
      record(value, at) {
        if (dialect === "chat") refuseAnthropicTools(value);
        if (!isItemsMeta(value)) return sink.item(MAIN, itemPayload(value), at);
        dialect = apiOfRecord(value) ?? dialect;
        sink.meta(MAIN, metaOfRecord(value));
      },
    };
  };
}

// Anthropic's tool blocks: a Chat message holding one would pair nothing (its calls are `tool_calls`).
const ANTHROPIC_TOOL_BLOCKS = new Set(["tool_use", "tool_result"]);

// A Chat log's message with an Anthropic tool block is an Anthropic messages log read as Chat (its
// first lines fit both): refused, not read as a clean log whose calls went unseen.
function refuseAnthropicTools(value: unknown): void {
  const content = (value as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) return;
  const block = content.find((b) => ANTHROPIC_TOOL_BLOCKS.has(b?.type));
  if (block === undefined) return;
  problem(
    "unknown-record",
    `a Chat message holds an Anthropic \`${block.type}\` block: the log is Anthropic messages (format anthropic-messages)`,
  );
}

// Content part types only Responses messages hold (Chat's are text, image_url, input_audio, file).
const RESPONSES_PARTS = new Set(["input_text", "output_text", "input_image", "input_file"]);

/** Whether a message's content parts are Responses parts (a Responses message may omit `type`). */
export function hasResponsesParts(item: Record<string, unknown> | null): boolean {
  const content = item?.content;
  return Array.isArray(content) && content.some((p) => RESPONSES_PARTS.has(p?.type));
}

/** The dialect of a list of items: the meta record's, else its first item's. */
export function apiOfItems(records: readonly unknown[]): TranscriptApi {
  const first = records[0];
  if (!isItemsMeta(first)) return apiOfItem(first);
  return apiOfRecord(first) ?? apiOfItem(records[1]);
}

/** The dialect of an item: `chat` for a message with a role, no type and no Responses parts. */
export function apiOfItem(value: unknown): TranscriptApi {
  const item = value as Record<string, unknown> | null;
  if (typeof item?.type === "string" || typeof item?.role !== "string") return "responses";
  return hasResponsesParts(item) ? "responses" : "chat";
}
