// One conversation of an input file, for the commands that rewrite it (fix, compact, convert).

import { statSync } from "node:fs";
import type { Family } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import { Collector } from "../readers/collect.js";
import type { ScanOutcome } from "../readers/scanner.js";
import type { Transcript, TranscriptFormat, TranscriptMeta } from "../readers/types.js";
import type { WriteFormat } from "../readers/write.js";
import { UsageError } from "./failure.js";
import { ONE_READ_FORMATS, SESSION_FORMATS, sniffLineFormat } from "./host-records.js";
import { scanFile } from "./load.js";
import type { Carried } from "./output.js";
import type { TargetOptions } from "./output-target.js";
import type { ParallelOptions } from "./parallel/count.js";
import type { BodyCarry } from "./request-fields.js";

/** Options every rewriting command takes. */
export interface InputOptions extends TargetOptions {
  format?: TranscriptFormat;
  lenient?: boolean;
  /** The conversation to take from a file of several. */
  conversation?: string;
  /**
   * Files larger than this are rewritten in two streamed reads where the command allows it
   * (default: STREAM_MIN_BYTES, SESSION_STREAM_MIN_BYTES for a session or Responses items,
   * ONE_READ_STREAM_MIN_BYTES for a Claude Code session).
   */
  streamMinBytes?: number;
  /** Worker threads for the first of those reads (none: one streamed read). */
  parallel?: ParallelOptions;
  /** The streamed pieces' least size in items (tests cut finer). */
  streamPiece?: number;
}

/** The default of `streamMinBytes`: inputs up to this are read whole (and preflighted). */
export const STREAM_MIN_BYTES = 64 * 1024 * 1024;

/**
 * `fix`'s default for a host session or a JSON lines log of Responses items: from about this size
 * two streamed reads take no longer than holding the log, in about half its memory
 * (docs/decisions.md, "Sessions stream from 24 MB"; compact and convert pass STREAM_MIN_BYTES).
 */
export const SESSION_STREAM_MIN_BYTES = 24 * 1024 * 1024;

/**
 * `fix`'s default for a Claude Code session, fixed in one read (stream/one-read.ts): from about
 * 5 MB no slower than holding it, in less memory (docs/decisions.md,
 * "A Claude Code session is fixed in one read").
 */
export const ONE_READ_STREAM_MIN_BYTES = 8 * 1024 * 1024;

/**
 * The longest first line read to choose a streamed run (a session's first record is a few KB):
 * past it the log is taken for what it may be, a document on one line, and no more is read.
 */
export const FIRST_LINE_READ_MAX = 4 * 1024 * 1024;

// The line formats streamed from SESSION_STREAM_MIN_BYTES when no bound is given.
const STREAMED_SOONER: ReadonlySet<string> = new Set([...SESSION_FORMATS, "responses-jsonl"]);

/**
 * The size of `file` when it is rewritten streamed: a file (not stdin) larger than the option's
 * bound, written to a file (on stdout a piece sent to the whole-log path could not be taken back).
 * @throws the fs error when `file` cannot be read.
 */
export function streamsFile(file: string, options: InputOptions & { output: string }) {
  if (file === "-" || options.output === "-") return undefined;
  const size = statSync(file).size;
  return size > (options.streamMinBytes ?? defaultStreamMin(file, size, options))
    ? size
    : undefined;
}

/**
 * The bound for `file` when none is given: lower for a Claude Code session (ONE_READ_FORMATS) and
 * the formats in STREAMED_SOONER (the first line read only for a file in between).
 */
function defaultStreamMin(file: string, size: number, options: InputOptions): number {
  if (size <= ONE_READ_STREAM_MIN_BYTES || size > STREAM_MIN_BYTES) return STREAM_MIN_BYTES;
  const detected = options.format ?? sniffLineFormat(file, FIRST_LINE_READ_MAX, options.lenient);
  if (detected === undefined) return STREAM_MIN_BYTES;
  if (ONE_READ_FORMATS.has(detected)) return ONE_READ_STREAM_MIN_BYTES;
  return STREAMED_SOONER.has(detected) ? SESSION_STREAM_MIN_BYTES : STREAM_MIN_BYTES;
}

/** The read file and its chosen conversation. */
export interface LoadedTranscript {
  outcome: ScanOutcome;
  transcript: Transcript;
  /** The file's other conversations (sub-agent sidechains beside the main one), not taken. */
  others: string[];
  /**
   * A host log's records that hold no item of any conversation (Codex events, session and turn
   * records, history a compaction replaced; Claude Code summaries and snapshots; pi's session and
   * model changes and entries of branches it left; unknown types, skipped lines): an items output
   * has no place for them.
   */
  recordsLeftOut: number;
}

/** The formats whose records are not all items: only their own format holds every record. */
const HOST_RECORDS: ReadonlySet<string> = new Set([
  "claude-code",
  "codex-rollout",
  "codex-rollout-legacy",
  "pi-session",
]);

/** A host log's records that hold no item, from the distinct records `held` items came from. */
export function recordsLeftOut(outcome: ScanOutcome, held: number): number {
  if (!HOST_RECORDS.has(outcome.format)) return 0;
  return (outcome.records ?? 0) - held;
}

/**
 * Which of a file's conversations a rewriting command takes (`ids` in order of first appearance):
 * `--conversation`, or the main one beside sub-agent sidechains, or the only one (none: an empty
 * file); the others are reported.
 * @throws {UsageError} for several conversations that are not one main and its sidechains, or an unknown `--conversation`.
 */
export function chooseConversation(
  file: string,
  ids: readonly string[],
  options: InputOptions,
): { id: string | undefined; others: string[] } {
  if (options.conversation !== undefined) {
    const chosen = options.conversation;
    if (!ids.includes(chosen))
      throw new UsageError(`no conversation ${chosen} in ${file} (it has: ${ids.join(", ")})`);
    return { id: chosen, others: ids.filter((id) => id !== chosen) };
  }
  // A main conversation with sub-agent sidechains (Claude Code): the main one, the rest reported.
  const sidechains = ids.filter((id) => id !== "main");
  if (
    ids.includes("main") &&
    ids.length > 1 &&
    sidechains.every((id) => id.startsWith("sidechain:"))
  )
    return { id: "main", others: sidechains };
  if (ids.length > 1) {
    throw new UsageError(
      `${file} holds ${ids.length} conversations (${ids.slice(0, 5).join(", ")}${ids.length > 5 ? ", ..." : ""}): choose one with --conversation`,
    );
  }
  return { id: ids[0], others: [] };
}

/**
 * Reads `file` and picks its one conversation (chooseConversation).
 * @throws {UsageError} as {@link chooseConversation}.
 */
export async function loadTranscript(
  file: string,
  options: InputOptions,
): Promise<LoadedTranscript> {
  const collector = new Collector();
  const outcome = await scanFile(file, () => collector, {
    format: options.format,
    lenient: options.lenient,
  });
  const all = [...collector.conversations.values()];
  const held = new Set(all.flatMap((t) => t.records.map((r) => r.index))).size;
  const { id, others } = chooseConversation(file, [...collector.conversations.keys()], options);
  const none = { id: "main", items: [], records: [], meta: { compactions: [] } };
  const transcript = (id === undefined ? undefined : collector.conversations.get(id)) ?? none;
  return { outcome, transcript, others, recordsLeftOut: recordsLeftOut(outcome, held) };
}

/**
 * The write format matching a dialect: what fix and compact write unless `--to` says. A request
 * body of that dialect is written back as the same body form.
 */
export function defaultWriteFormat(api: PreflightApi, meta?: TranscriptMeta): WriteFormat {
  if (meta?.requestBody === api) return api;
  return api === "chat" ? "chat" : api === "anthropic" ? "anthropic" : "jsonl";
}

/**
 * What the written file carries besides items: the request body fields `body` keeps
 * (request-fields.ts), and for items JSONL, JSON and msgpack the log's family (`producer` when
 * the user named it), model and session id, so a later check knows them.
 */
export function carried(loaded: LoadedTranscript, body: BodyCarry, producer?: Family): Carried {
  return {
    ...(body.fields ? { requestFields: body.fields } : {}),
    // Anthropic content as items would be read as Responses: the record says which it is.
    meta: { ...carriedMeta(loaded.transcript.meta, producer), api: loaded.outcome.api },
  };
}

/** The log's family (`producer` when the user named it), model and session id, as written. */
export function carriedMeta(meta: TranscriptMeta, producer?: Family) {
  return { family: producer ?? meta.family, model: meta.model, sessionId: meta.sessionId };
}
