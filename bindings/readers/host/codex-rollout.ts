// Codex rollouts: the repair is the `response_item` Codex itself records for a call it answers
// after an interruption (the call's output kind; Codex's own text is "aborted"). Rollouts are a
// plain sequence: no tree to relink.
import { TranscriptError } from "../../errors.js";
import { isCodexOwnItem } from "../formats/codex-rollout.js";
import type { HostAdapter, HostRecord } from "./adapter.js";
import { unitMismatch } from "./blocks.js";
import { isoTime, timeOfField } from "./time.js";

// A compaction's replacement history keeping the items `kept` names; Codex's own entries (its
// undo snapshots, which the reader makes no item of) stay wherever they stand.
function keepCompacted(record: HostRecord, kept: readonly boolean[]): HostRecord | undefined {
  const history = record.payload?.replacement_history;
  if (!Array.isArray(history)) return keepRebuilt(record, kept);
  const items = history.filter((entry) => !isCodexOwnItem(entry)).length;
  if (items !== kept.length) throw unitMismatch(items, kept.length);
  let k = 0;
  const replacement_history = history.filter((entry) => isCodexOwnItem(entry) || kept[k++]);
  if (replacement_history.length === 0) return undefined;
  return { ...record, payload: { ...record.payload, replacement_history } };
}

// A summary-only compaction's items are Codex's rebuild (the user's messages so far, the summary):
// its record is kept or left out whole.
function keepRebuilt(record: HostRecord, kept: readonly boolean[]): HostRecord | undefined {
  if (kept.length === 0) throw unitMismatch(1, 0);
  if (kept.every(Boolean)) return record;
  if (!kept.some(Boolean)) return undefined;
  throw new TranscriptError(
    "invalid-record",
    "a compacted record without `replacement_history` is kept or left out whole: not rewritten",
    { reason: "host-write-mismatch" },
  );
}

/** Codex CLI's rollout JSONL (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`). */
export const codexRolloutHost: HostAdapter = {
  timeOf: (record) => timeOfField(record.timestamp),
  keep(record, kept) {
    if (record.type === "compacted") return keepCompacted(record, kept);
    if (kept.length !== 1) throw unitMismatch(1, kept.length);
    return kept[0] ? record : undefined;
  },
  outputRecord: ({ output, time }) => ({
    timestamp: isoTime(time),
    type: "response_item",
    payload: output,
  }),
};

/** JSON lines of items (`responses-jsonl`, `chat-jsonl`): an item a line, the repair one more. */
export const itemLinesHost: HostAdapter = {
  timeOf: () => undefined,
  keep(record, kept) {
    if (kept.length !== 1) throw unitMismatch(1, kept.length);
    return kept[0] ? record : undefined;
  },
  outputRecord: ({ output }) => output as HostRecord,
};
