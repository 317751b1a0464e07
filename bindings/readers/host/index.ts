// writeTranscriptLike (SPEC §11): fixed items written back into the original log's own format,
// for the hosts whose logs a user resumes (Claude Code, Codex, pi) and JSON lines of items.

import { concatBytes } from "../../concat-bytes.js";
import { invalidArgument } from "../../errors.js";
import type { Item } from "../../items/types.js";
import type { TranscriptFormat, TranscriptRecord, TranscriptsResult } from "../types.js";
import type { HostAdapter } from "./adapter.js";
import { type ArrayDump, arrayDump, dumpText } from "./array-dump.js";
import { claudeCodeHost } from "./claude-code.js";
import { codexRolloutHost, itemLinesHost } from "./codex-rollout.js";
import { editHostLog, type HostChanges, type HostEditResult } from "./edit.js";
import { piSessionHost } from "./pi-session.js";
import type { HostConversation } from "./place.js";
import { rawLines } from "./raw-lines.js";

export type { HostChanges } from "./edit.js";

/** The formats {@link writeTranscriptLike} writes back. */
export const HOST_FORMATS: readonly TranscriptFormat[] = [
  "claude-code",
  "codex-rollout",
  "codex-rollout-legacy",
  "pi-session",
  "responses-jsonl",
  "chat-jsonl",
];

const ADAPTERS: Partial<Record<TranscriptFormat, HostAdapter>> = {
  "claude-code": claudeCodeHost,
  "codex-rollout": codexRolloutHost,
  // The older Codex rollout: bare Responses items a line, between state and metadata lines.
  "codex-rollout-legacy": itemLinesHost,
  "pi-session": piSessionHost,
  "responses-jsonl": itemLinesHost,
  "chat-jsonl": itemLinesHost,
};

/**
 * The host writer's adapter of `format`.
 * @throws {TranscriptError} `invalid-argument` for a format not written back (see {@link HOST_FORMATS}).
 */
export function hostAdapter(format: TranscriptFormat): HostAdapter {
  const adapter = ADAPTERS[format];
  if (!adapter)
    throw invalidArgument(
      `a log in the ${format} format is not written back in its own format (only ${HOST_FORMATS.join(", ")} are)`,
    );
  return adapter;
}

/** An original log: its bytes (or text) and what `readTranscripts` read from them. */
export interface OriginalLog {
  readonly data: string | Uint8Array;
  readonly read: TranscriptsResult;
}

/** What {@link writeTranscriptLike} returns: the new log's bytes and what changed, by line. */
export interface HostWrite {
  readonly data: Uint8Array;
  readonly changes: HostChanges;
}

// A dump's records carry their element number as their line (the writer's lines are its elements).
const asLines = (records: readonly TranscriptRecord[]): TranscriptRecord[] =>
  records.map((r) => (r.line === undefined ? { ...r, line: r.index + 1 } : r));

function conversationsOf(
  fixed: readonly Item[] | ReadonlyMap<string, readonly Item[]>,
  read: TranscriptsResult,
  dump: boolean,
): HostConversation[] {
  const byId: ReadonlyMap<string, readonly Item[]> = Array.isArray(fixed)
    ? new Map(read.transcripts.length === 1 ? [[read.transcripts[0].id, fixed]] : [])
    : (fixed as ReadonlyMap<string, readonly Item[]>);
  if (Array.isArray(fixed) && read.transcripts.length !== 1)
    throw invalidArgument(
      `the log holds ${read.transcripts.length} conversations: pass a map of conversation id to items`,
    );
  return read.transcripts.flatMap((t) => {
    const items = byId.get(t.id);
    const records = dump ? asLines(t.records) : t.records;
    return items ? [{ items: t.items, records, fixed: items }] : [];
  });
}

/**
 * The chunks of {@link writeTranscriptLike}'s output (for writing a large log as a stream).
 * @throws {TranscriptError} as {@link writeTranscriptLike}.
 */
export function hostLogChunks(
  fixed: readonly Item[] | ReadonlyMap<string, readonly Item[]>,
  like: OriginalLog,
): HostEditResult {
  const { data, read } = like;
  const adapter = hostAdapter(read.format);
  const dump = dumpOf(data, read);
  if (dump)
    return dumpChunks(dump, editHostLog(adapter, dump.lines, conversationsOf(fixed, read, true)));
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const torn = read.skipped.filter((s) => s.reason === "truncated" && s.line !== undefined);
  const omit = new Set(torn.map((s) => s.line as number));
  return editHostLog(adapter, rawLines(bytes), conversationsOf(fixed, read, false), omit);
}

// The log as a dump of its records (a JSON array read as one document: its records have no line).
function dumpOf(data: string | Uint8Array, read: TranscriptsResult): ArrayDump | undefined {
  const first = read.transcripts.find((t) => t.records.length > 0)?.records[0];
  if (first === undefined || first.line !== undefined) return undefined;
  // A byte-order mark stays in the text: the dump's opening keeps it.
  const text =
    typeof data === "string" ? data : new TextDecoder("utf-8", { ignoreBOM: true }).decode(data);
  let dump: ArrayDump | undefined;
  try {
    dump = arrayDump(text);
  } catch (cause) {
    throw invalidArgument("the log's data is not the JSON array its read was read from", { cause });
  }
  let last = -1; // the last record any conversation was read from
  for (const t of read.transcripts) last = Math.max(last, t.records.at(-1)?.index ?? -1);
  if (dump && last >= dump.lines.length)
    throw invalidArgument("the log's data holds fewer records than its read was read from");
  return dump;
}

// The writer's lines of a dump as the dump itself, one chunk; its changes name elements as lines.
function dumpChunks(dump: ArrayDump, edited: HostEditResult): HostEditResult {
  const text = new TextDecoder().decode(concatBytes(edited.chunks));
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  const changes = { ...edited.changes, unit: "record" as const };
  return { chunks: [new TextEncoder().encode(dumpText(dump, lines))], changes };
}

/**
 * Writes fixed items back into the original log's format (SPEC §11, `like`): every line the fix
 * did not touch is copied byte for byte; a new or moved output is the record the host itself
 * writes (Claude Code: a `user` record with an `is_error` `tool_result`, chained by
 * `parentUuid`; Codex: a `response_item`; pi: a `toolResult` message entry, chained by
 * `parentId`), timed between its neighbours; a record whose items were all left out is left
 * out (its children re-pointed to its parent); a torn last line is left out. `fixed` holds the
 * read item objects that stay (not copies) plus new outputs: one list for a log of one
 * conversation, or a map from conversation id (conversations not in it stay as they are). A
 * session dumped as one JSON array of its records (a Claude Code Stop hook's) is written back as
 * such an array: untouched records as their original text, new and rewritten ones indented as
 * the dump indents its records; `changes` then counts records (`unit: "record"`), not lines.
 * @throws {TranscriptError} `invalid-argument` for a format not written back (see
 *   {@link HOST_FORMATS}), a list for a log of several conversations, or items other than
 *   outputs added or moved.
 * @throws {TranscriptError} `invalid-record` when a record no longer makes the items it was read as.
 * @throws {TranscriptError} `invalid-argument` when a dump's `data` is not the array `read` was read from.
 */
export function writeTranscriptLike(
  fixed: readonly Item[] | ReadonlyMap<string, readonly Item[]>,
  like: OriginalLog,
): HostWrite {
  const { chunks, changes } = hostLogChunks(fixed, like);
  return { data: concatBytes(chunks), changes };
}
