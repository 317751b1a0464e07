// tau-bench style Chat logs: one record per line `{ task_id, traj, reward, ... }`, `traj` a Chat
// Completions message list. Each record is a conversation `record-<n>` (n from 1).
import { familyOfModel } from "../family-of.js";
import { objectRecord, problem } from "../problem.js";
import { itemPayload } from "./codex-rollout.js";
import type { ReaderFactory, RecordReader } from "./reader.js";

/** Reads tau-bench style trajectories. */
export const chatLog: ReaderFactory = (sink): RecordReader => {
  let n = 0;
  return {
    api: "chat",
    record(value, at) {
      const record = objectRecord(value);
      if (!Array.isArray(record.traj)) problem("unknown-record", "a chat-log record needs `traj`");
      const id = `record-${++n}`;
      const model = record.info?.model ?? record.model;
      sink.meta(id, { model, family: familyOfModel(model) });
      for (const message of record.traj) sink.item(id, itemPayload(message), at);
    },
  };
};
