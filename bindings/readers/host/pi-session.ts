// pi sessions: the repair is the `toolResult` message pi itself makes for a call left without a
// result (`isError: true`, text content, the call's `toolName`), as a `message` entry chained
// into the `id` / `parentId` tree (session format 3; older files have no ids and no tree).

import { piDeadEntries } from "../formats/pi-path.js";
import { piToolCallId } from "../formats/pi-responses.js";
import { isUnsentPiBlock, PI_SESSION_LINK } from "../formats/pi-session.js";
import { textOf } from "../vendor-blocks.js";
import type { HostAdapter, HostRecord, NewRecordInput } from "./adapter.js";
import { keepContent, unitMismatch } from "./blocks.js";
import { isoTime, timeOfField } from "./time.js";

function resultContent(output: HostRecord): unknown {
  const value = output.output;
  return Array.isArray(value) ? value : [{ type: "text", text: textOf(value) }];
}

function toolResult(input: NewRecordInput): HostRecord {
  const { output, call, time, repair } = input;
  const record = output as HostRecord;
  return {
    role: "toolResult",
    toolCallId: call === undefined ? record.call_id : piToolCallId(call),
    toolName: (call as HostRecord | undefined)?.name ?? "",
    content: resultContent(record),
    isError: repair || record.is_error === true,
    timestamp: time,
  };
}

function outputRecord(input: NewRecordInput): HostRecord {
  const { anchor, time, id, parent } = input;
  const tree = "id" in anchor ? { id, parentId: parent ?? null } : {};
  const message = toolResult(input);
  return { type: "message", ...tree, timestamp: isoTime(time), message };
}

function keepMessage(record: HostRecord, kept: readonly boolean[]): HostRecord | undefined {
  if (record.type === "custom_message") {
    // An extension's message: its content read as a user message's (formats/pi-session.ts).
    const rest = keepContent({ content: record.content }, "user", kept);
    return rest && { ...record, content: rest.content };
  }
  const message = record.message ?? {};
  if (message.role === "user" || message.role === "assistant") {
    const unsent = (block: unknown) => isUnsentPiBlock(message, block);
    const kept_ = keepContent(message, message.role, kept, unsent);
    return kept_ && { ...record, message: kept_ };
  }
  if (kept.length !== 1) throw unitMismatch(1, kept.length);
  return kept[0] ? record : undefined;
}

/** pi's session JSONL (`~/.pi/agent/sessions/<cwd>/<time>_<id>.jsonl`). */
export const piSessionHost: HostAdapter = {
  link: PI_SESSION_LINK,
  freshId: () => globalThis.crypto.randomUUID().slice(0, 8),
  timeOf: (record) => timeOfField(record.timestamp),
  keep: keepMessage,
  outputRecord,
  offPath: piDeadEntries,
};
