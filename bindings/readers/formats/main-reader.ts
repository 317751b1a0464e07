// The frame of a format whose records are JSON objects of one conversation (MAIN).
import { objectRecord } from "../problem.js";
import type { TranscriptSink } from "../sink.js";
import type { TranscriptApi, TranscriptMeta, TranscriptRecord } from "../types.js";
import { MAIN } from "./codex-rollout.js";
import type { ReaderFactory, RecordReader } from "./reader.js";

/** What a format does with one object record of the conversation. */
export type ObjectRecord = (
  sink: TranscriptSink,
  line: Record<string, any>,
  at: TranscriptRecord,
) => void;

/**
 * A reader in `api`'s dialect handing each record to `record` once it is known to be an object
 * (anything else is the `not-an-object` problem); `family`, when the format tells it, is the
 * conversation's before any record.
 */
export function mainReader(
  api: TranscriptApi,
  family: TranscriptMeta["family"] | undefined,
  record: ObjectRecord,
): ReaderFactory {
  return (sink): RecordReader => {
    if (family !== undefined) sink.meta(MAIN, { family });
    return { api, record: (value, at) => record(sink, objectRecord(value), at) };
  };
}
