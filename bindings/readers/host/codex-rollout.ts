// Codex rollouts: the repair is the `response_item` Codex itself records for a call it answers
// after an interruption (the call's output kind; Codex's own text is "aborted"). Rollouts are a
// plain sequence: no tree to relink.
import type { HostAdapter, HostRecord } from "./adapter.js";
import { unitMismatch } from "./blocks.js";
import { isoTime, timeOfField } from "./time.js";

function keepCompacted(record: HostRecord, kept: readonly boolean[]): HostRecord | undefined {
  const history = record.payload?.replacement_history;
  const count = Array.isArray(history) ? history.length : 1;
  if (count !== kept.length) throw unitMismatch(count, kept.length);
  if (!kept.includes(true)) return undefined;
  if (!Array.isArray(history)) return record;
  const replacement_history = history.filter((_: unknown, i: number) => kept[i]);
  return { ...record, payload: { ...record.payload, replacement_history } };
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
