// Records that are items themselves: JSONL or JSON arrays of Responses items or Chat messages,
// msgpack arrays, and the outputs of single API responses.
import type { TranscriptApi } from "../types.js";
import { itemPayload, MAIN } from "./codex-rollout.js";
import type { ReaderFactory, RecordReader } from "./reader.js";

/** A reader whose every record is one item of the one conversation. */
export function itemReader(api: TranscriptApi): ReaderFactory {
  return (sink): RecordReader => ({
    api,
    record(value, at) {
      sink.item(MAIN, itemPayload(value), at);
    },
  });
}

/** The dialect of an item: `chat` for a message with a role and no type. */
export function apiOfItem(value: unknown): TranscriptApi {
  const item = value as Record<string, unknown> | null;
  return typeof item?.type !== "string" && typeof item?.role === "string" ? "chat" : "responses";
}
