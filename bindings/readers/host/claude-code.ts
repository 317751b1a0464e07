// Claude Code sessions: the repair is the `user` record Claude Code writes for a tool call that
// failed (a `tool_result` block with `is_error: true`, `toolUseResult` its text), chained into
// the `parentUuid` tree after the record it follows.
import type { Item } from "../../items/types.js";
import { anthropicMessages } from "../anthropic-write.js";
import { CLAUDE_CODE_LINK, isBlankText } from "../formats/claude-code.js";
import { textOf } from "../vendor-blocks.js";
import type { HostAdapter, HostRecord, NewRecordInput } from "./adapter.js";
import { keepContent } from "./blocks.js";
import { isoTime, timeOfField } from "./time.js";

// The envelope a Claude Code message record repeats from the session (copied from the anchor).
const ENVELOPE = [
  "isSidechain",
  "userType",
  "cwd",
  "sessionId",
  "version",
  "gitBranch",
  "agentId",
  "slug",
  "entrypoint",
];

function toolResultBlock(output: Item, repair: boolean): Record<string, unknown> {
  const [message] = anthropicMessages([output]).messages;
  const block = Array.isArray(message?.content) ? message.content[0] : undefined;
  const result = block ?? { type: "tool_result", tool_use_id: (output as HostRecord).call_id };
  return repair ? { ...result, is_error: true } : result;
}

function outputRecord({ output, repair, anchor, time, id, parent }: NewRecordInput): HostRecord {
  const record: HostRecord = { parentUuid: parent ?? null };
  for (const key of ENVELOPE) if (key in anchor) record[key] = anchor[key];
  const block = toolResultBlock(output, repair);
  record.type = "user";
  record.message = { role: "user", content: [block] };
  record.uuid = id;
  record.timestamp = isoTime(time);
  const text = textOf((output as HostRecord).output);
  // Claude Code's own failed calls carry their text after "Error: " here.
  record.toolUseResult =
    block.is_error === true && !text.startsWith("Error:") ? `Error: ${text}` : text;
  return record;
}

/**
 * Where the reader found a record's items: a message's content, a queued command's prompt (an
 * attachment), a local command's text (a `system` line); and the record with other content there.
 */
function itemSource(record: HostRecord): {
  role: string;
  content: unknown;
  with(content: unknown): HostRecord;
} {
  if (record.type === "attachment") {
    const attachment = record.attachment;
    const withPrompt = (prompt: unknown) => ({ ...record, attachment: { ...attachment, prompt } });
    return { role: "user", content: attachment?.prompt, with: withPrompt };
  }
  if (record.type === "system") {
    return { role: "user", content: record.content, with: (content) => ({ ...record, content }) };
  }
  const message = record.message;
  const withContent = (content: unknown) => ({ ...record, message: { ...message, content } });
  return { role: record.type, content: message?.content, with: withContent };
}

/** Claude Code's session JSONL (`~/.claude/projects/<project>/<session>.jsonl`). */
export const claudeCodeHost: HostAdapter = {
  link: CLAUDE_CODE_LINK,
  freshId: () => globalThis.crypto.randomUUID(),
  timeOf: (record) => timeOfField(record.timestamp),
  keep(record, kept) {
    const source = itemSource(record);
    const rest = keepContent({ content: source.content }, source.role, kept, isBlankText);
    return rest && source.with(rest.content);
  },
  outputRecord,
};
