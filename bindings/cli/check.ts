// `check FILE...`: per file and conversation, what the log holds and every preflight violation.
import { statSync } from "node:fs";
import type { Family, Item } from "../items/types.js";
import { type PreflightApi, preflight, type Violation } from "../preflight/index.js";
import { preflightAgain } from "../preflight/preflight.js";
import { Collector } from "../readers/collect.js";
import type { ScanOutcome } from "../readers/scanner.js";
import type { Transcript, TranscriptFormat, TranscriptRecord } from "../readers/types.js";
import { type Failure, failureOf } from "./failure.js";
import { scanFile } from "./load.js";
import { itemModelsOf, sessionModel } from "./log-models.js";
import { countHistory, type ParallelOptions } from "./parallel/count.js";
import { itemIndexOf, type PreflightInputOf, preflightInput } from "./preflight-input.js";
import { type ConversationTally, TallySink, TeeSink } from "./tally.js";

/** Options of `check`. */
export interface CheckOptions {
  api?: PreflightApi;
  format?: TranscriptFormat;
  lenient?: boolean;
  family?: Family;
  /** The family that produced the log's private content, when the log does not name it. */
  fromFamily?: Family;
  model?: string;
  /** Inputs larger than this are checked by the pairing counts alone (no items kept). */
  preflightMaxBytes: number;
  /** Worker threads for those larger inputs (none: one streamed read). */
  parallel?: ParallelOptions;
}

/** A preflight violation as reported: the rule, the provider's words, the fix, and where. */
export interface ReportedViolation {
  rule: string;
  message: string;
  fix: string;
  callId?: string;
  /** Position in the preflighted input (items, or Anthropic messages). */
  index: number;
  line?: number;
}

/** One conversation's report (a stable `--json` shape, documented in docs/cli.md). */
export interface ConversationReport
  extends Pick<
    ConversationTally,
    | "id"
    | "items"
    | "kinds"
    | "calls"
    | "outputs"
    | "unresolved"
    | "orphans"
    | "duplicates"
    | "malformed"
  > {
  model?: string;
  family?: string;
  sessionId?: string;
  /** Private items (and messages with private content) by producing family. */
  private: Record<string, number>;
  compactions: {
    source: string;
    line?: number;
    index: number;
    before: number;
    replacement?: number;
  }[];
  preflight: { api: PreflightApi; ran: boolean; skippedBecause?: string };
  violations: ReportedViolation[];
  ok: boolean;
}

/** One file's report. */
export interface FileReport {
  file: string;
  ok: boolean;
  format?: TranscriptFormat;
  api?: PreflightApi;
  error?: Failure;
  /** The records skipped (--lenient), the first 1,000 listed (a truncated last line always). */
  skipped: { line?: number; index: number; reason: string }[];
  /** Every record skipped. */
  skippedCount: number;
  warnings: string[];
  /** Records of types the reader does not know (a newer host version's), by type: read past. */
  unknownTypes: Record<string, number>;
  conversations: ConversationReport[];
}

// Every object preflight may look a producer up by: the items, and for Anthropic each message and
// each block (a thinking block inside a message's content is no item of its own).
function producersOf(
  items: readonly Item[],
  of: PreflightInputOf,
  producer: Family,
): Map<unknown, Family> {
  const families = new Map<unknown, Family>(items.map((item) => [item, producer]));
  if (of.blockOrigins === undefined) return families;
  for (const message of of.input as { content?: unknown }[]) {
    families.set(message, producer);
    if (Array.isArray(message.content))
      for (const block of message.content) families.set(block, producer);
  }
  return families;
}

/** Preflight of a conversation for `api`, each violation with the line of the item it points at. */
export function violationsOf(
  t: Transcript,
  api: PreflightApi,
  options: { model?: string; family?: Family; producer?: Family },
): ReportedViolation[] {
  return locatedViolations(t, api, options).map((v) => v.reported);
}

/** A violation and the item of `t.items` it names (undefined: a whole Anthropic message). */
export interface LocatedViolation {
  reported: ReportedViolation;
  item: number | undefined;
}

/** {@link violationsOf}, each with the position of the item it names in `t.items`. */
export function locatedViolations(
  t: Transcript,
  api: PreflightApi,
  options: { model?: string; family?: Family; producer?: Family },
): LocatedViolation[] {
  return locatedPreflight(t, api, options).located;
}

/**
 * {@link locatedViolations}, and `unrecorded`: {@link violationsOf} of the same items without
 * their records, read from this call where that is the same call (no item read a model; then
 * only the lines differ) or the rules run again over this call's reading of the items without the
 * models (Responses and Anthropic); undefined otherwise.
 */
export function locatedPreflight(
  t: Transcript,
  api: PreflightApi,
  options: { model?: string; family?: Family; producer?: Family },
): { located: LocatedViolation[]; unrecorded: (() => ReportedViolation[]) | undefined } {
  const of = preflightInput(t.items, api);
  const family = options.family;
  const producer = options.producer ?? t.meta.family;
  const itemFamilies = family && producer ? producersOf(t.items, of, producer) : undefined;
  // Thinking or encrypted reasoning from another model than the session's is refused (a model switch).
  const itemModels = api === "chat" ? undefined : itemModelsOf(t, of);
  const model = itemModels ? sessionModel(t, options.model) : options.model;
  const families = family ? { family, itemFamilies } : {};
  const given = {
    api,
    ...(model ? { model } : {}),
    ...(itemModels ? { itemModels } : {}),
    ...families,
  };
  const shared = itemModels ? preflightAgain(of.input, given) : undefined;
  const result = shared?.result ?? preflight(of.input, given);
  const located = result.violations.map((v) => locate(v, t.records, of, api));
  // Without records: no item models (so `model` is options.model) and no lines.
  let unrecorded: (() => ReportedViolation[]) | undefined;
  if (!itemModels) unrecorded = () => located.map((v) => unlined(v.reported));
  else if (shared) {
    const bare = { api, ...(options.model ? { model: options.model } : {}), ...families };
    unrecorded = () => shared.again(bare).violations.map((v) => locate(v, [], of, api).reported);
  }
  return { located, unrecorded };
}

// A violation as reported, with the position of the item it names (records: where items came from).
function locate(
  v: Violation,
  records: readonly TranscriptRecord[],
  of: PreflightInputOf,
  api: PreflightApi,
): LocatedViolation {
  const at = itemIndexOf(of, v.index, v.block);
  const record: TranscriptRecord | undefined = records[at];
  const out: ReportedViolation = { rule: v.rule, message: v.message, fix: v.fix, index: v.index };
  if (v.callId !== undefined) out.callId = v.callId;
  if (record?.line !== undefined) out.line = record.line;
  // An Anthropic violation without a block names a message, which may hold several items.
  const exact = api !== "anthropic" || v.block !== undefined;
  return { reported: out, item: exact ? at : undefined };
}

function unlined(v: ReportedViolation): ReportedViolation {
  if (v.line === undefined) return v;
  const { line: _, ...rest } = v;
  return rest;
}

function conversationReport(
  tally: ConversationTally,
  transcript: Transcript | undefined,
  api: PreflightApi,
  options: CheckOptions,
): ConversationReport {
  const { meta } = tally;
  const violations = transcript
    ? violationsOf(transcript, api, { ...options, producer: options.fromFamily })
    : [];
  const pairingClean =
    !tally.unresolved.length &&
    !tally.orphans.length &&
    !tally.duplicates.length &&
    !tally.malformed.length;
  const preflightState = transcript
    ? { api, ran: true }
    : { api, ran: false, skippedBecause: `the input is over ${options.preflightMaxBytes} bytes` };
  return {
    id: tally.id,
    ...(meta.model ? { model: meta.model } : {}),
    ...(meta.family ? { family: meta.family } : {}),
    ...(meta.sessionId ? { sessionId: meta.sessionId } : {}),
    items: tally.items,
    kinds: tally.kinds,
    calls: tally.calls,
    outputs: tally.outputs,
    unresolved: tally.unresolved,
    orphans: tally.orphans,
    duplicates: tally.duplicates,
    malformed: tally.malformed,
    private: tally.privateItems
      ? { [options.fromFamily ?? meta.family ?? "unknown"]: tally.privateItems }
      : {},
    compactions: meta.compactions.map((c) => ({
      source: c.source,
      ...(c.record.line === undefined ? {} : { line: c.record.line }),
      index: c.record.index,
      before: c.before,
      ...(c.replacement === undefined ? {} : { replacement: c.replacement }),
    })),
    preflight: preflightState,
    violations,
    ok: transcript ? violations.length === 0 : pairingClean,
  };
}

/** Checks one file; never throws (an unreadable file is a report with `error`). */
export async function checkFile(file: string, options: CheckOptions): Promise<FileReport> {
  const collector = new Collector();
  try {
    // Items are kept for preflight only when the input is small enough (stdin: always).
    const size = file === "-" ? undefined : statSync(file).size;
    const read = { format: options.format, lenient: options.lenient };
    let tally = new TallySink();
    let outcome: ScanOutcome;
    if (size !== undefined && size > options.preflightMaxBytes) {
      const makeSink = () => new TallySink();
      ({ outcome, sink: tally } = await countHistory(file, size, makeSink, read, options.parallel));
    } else outcome = await scanFile(file, () => new TeeSink([tally, collector]), read);
    const api = options.api ?? outcome.api;
    const conversations = tally
      .results()
      .map((t) => conversationReport(t, collector.conversations.get(t.id), api, options));
    return {
      file,
      ok: conversations.every((c) => c.ok),
      format: outcome.format,
      api,
      skipped: outcome.skipped,
      skippedCount: outcome.skippedCount,
      warnings: outcome.warnings,
      unknownTypes: outcome.unknownTypes ?? {},
      conversations,
    };
  } catch (error) {
    return {
      file,
      ok: false,
      error: failureOf(error),
      skipped: [],
      skippedCount: 0,
      warnings: [],
      unknownTypes: {},
      conversations: [],
    };
  }
}
