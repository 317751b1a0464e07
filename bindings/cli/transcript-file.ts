// One conversation of an input file, for the commands that rewrite it (fix, compact, convert).
import type { Family } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import { Collector } from "../readers/collect.js";
import type { ScanOutcome } from "../readers/scanner.js";
import type { Transcript, TranscriptFormat, TranscriptMeta } from "../readers/types.js";
import type { WriteFormat } from "../readers/write.js";
import { UsageError } from "./failure.js";
import { scanFile } from "./load.js";
import type { Carried } from "./output.js";
import type { TargetOptions } from "./output-target.js";
import type { BodyCarry } from "./request-fields.js";

/** Options every rewriting command takes. */
export interface InputOptions extends TargetOptions {
  format?: TranscriptFormat;
  lenient?: boolean;
  /** The conversation to take from a file of several. */
  conversation?: string;
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
   * model changes; unknown types, skipped lines): an items output has no place for them.
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

function recordsLeftOut(outcome: ScanOutcome, all: readonly Transcript[]): number {
  if (!HOST_RECORDS.has(outcome.format)) return 0;
  const held = new Set(all.flatMap((t) => t.records.map((r) => r.index)));
  return (outcome.records ?? 0) - held.size;
}

/**
 * Reads `file` and picks its one conversation, or `--conversation`, or the main one beside
 * sub-agent sidechains.
 * @throws {UsageError} for several conversations that are not one main and its sidechains, or an unknown `--conversation`.
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
  const ids = all.map((t) => t.id);
  const loaded = (transcript: Transcript, others: string[]): LoadedTranscript => ({
    outcome,
    transcript,
    others,
    recordsLeftOut: recordsLeftOut(outcome, all),
  });
  if (options.conversation !== undefined) {
    const chosen = collector.conversations.get(options.conversation);
    if (!chosen)
      throw new UsageError(
        `no conversation ${options.conversation} in ${file} (it has: ${ids.join(", ")})`,
      );
    return loaded(
      chosen,
      ids.filter((id) => id !== chosen.id),
    );
  }
  // A main conversation with sub-agent sidechains (Claude Code): the main one, the rest reported.
  const main = collector.conversations.get("main");
  const sidechains = ids.filter((id) => id !== "main");
  if (main && all.length > 1 && sidechains.every((id) => id.startsWith("sidechain:")))
    return loaded(main, sidechains);
  if (all.length > 1) {
    throw new UsageError(
      `${file} holds ${all.length} conversations (${ids.slice(0, 5).join(", ")}${all.length > 5 ? ", ..." : ""}): choose one with --conversation`,
    );
  }
  const none = { id: "main", items: [], records: [], meta: { compactions: [] } };
  return loaded(all[0] ?? none, []);
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
  const { meta } = loaded.transcript;
  return {
    ...(body.fields ? { requestFields: body.fields } : {}),
    meta: { family: producer ?? meta.family, model: meta.model, sessionId: meta.sessionId },
  };
}
