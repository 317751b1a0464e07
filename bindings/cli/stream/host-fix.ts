// `fix SESSION -o OUT` (and `--in-place`, in-place-streamed.ts) on a host session too large to
// hold, written in its own format: the first read is check's (stream/plan.ts; a Claude Code
// session has none, a pi session's names only what is off its history: one-read.ts), the next cuts the conversation into pieces between records
// (host-pieces.ts), fixes each through the whole-log fix step (fix-piece.ts) and places it in the
// log (place.ts) as the whole-log path places the whole; the host writer (host/edit.ts) then
// copies every line the fix does not touch as its bytes and writes the repair records after
// their calls. What a piece cannot decide as the whole does sends the run to the whole-log path
// (Unstreamable, nothing written): besides fix-piece.ts's cases, an output placed before the
// piece's first record (the whole places it after an earlier one), a record left out whole in a
// tree format that a line before it names or whose reader does not report such lines (the whole
// re-points links to it from anywhere in the file, earlier lines too), a torn last line, other
// conversations (Claude Code sidechains) over OTHER_ITEMS_MAX items or that fixing would change
// (other-conversations.ts), and the Chat dialect but for a JSON lines log of Chat messages
// (docs/decisions.md says why Responses, Anthropic and Chat pieces decide as the whole does).
import type { Item } from "../../items/types.js";
import { namesFirst } from "../../readers/formats/index.js";
import type { TreeLink } from "../../readers/host/adapter.js";
import { type HostChanges, HostEditor, NEXT_TIME_LINES } from "../../readers/host/edit.js";
import { hostAdapter } from "../../readers/host/index.js";
import { removedRecords } from "../../readers/host/links.js";
import {
  type HostConversation,
  newPlacement,
  type Placement,
  place,
} from "../../readers/host/place.js";
import type { RawLine } from "../../readers/host/raw-lines.js";
import type { Scanner, ScanOutcome } from "../../readers/scanner.js";
import type { LeftOut, TranscriptRecord } from "../../readers/types.js";
import { failureOf } from "../failure.js";
import { conversationLabel, mergeFixReport } from "../fix-merge.js";
import { emptyFixReport, type FixOptions, type FixReport } from "../fix-transcript.js";
import { SESSION_FORMATS } from "../host-records.js";
import { writeStreamedOutput } from "../io.js";
import { skippedFields } from "../rewrite-file.js";
import { TeeSink } from "../tally.js";
import { Replan } from "./cut-guess.js";
import { pieceFixer } from "./fix-piece.js";
import { HostPieceSink } from "./host-pieces.js";
import { hostFormat, hostPlan, oneReadOf, streamable, streamedSize } from "./host-plan.js";
import { LineWindow } from "./line-window.js";
import type { OneRead } from "./one-read.js";
import { OtherConversations } from "./other-conversations.js";
import { MIN_STREAM_PIECE, Unstreamable } from "./pieces.js";
import { planRead, type StreamPlan } from "./plan.js";
import { rescan } from "./rescan.js";

/** A fixed piece placed in the log, to write once the lines after its last are read. */
interface Placed {
  placement: Placement;
  /** Its last record's line. */
  end: number;
  /** Tree formats: the records it leaves out whole, by id, with their parents. */
  removed?: Map<string, string | null>;
}

/** A tree format's log as the second read holds it: what leaving a record out must know. */
interface Tree {
  link: TreeLink;
  lineAt: (line: number) => RawLine | undefined;
  /** The ids named before their line (sink.ts earlyLink); undefined where the reader does not say. */
  early: ReadonlySet<string> | undefined;
}

// The formats whose reader hands each line's items on as it reads that line (Claude Code's holds
// a thinking-only line's until a later one): the lines before the piece held are written as read,
// so a history that starts late (after a pi or Codex compaction) holds no line before it (a 600
// MB Codex rollout compacting every 500 turns held them all: 825 MB).
const WRITES_AHEAD: ReadonlySet<string> = new Set(["pi-session", "codex-rollout"]);

// The tree formats whose reader reports the ids named before their line (sink.ts earlyLink).
const EARLY_LINKS_REPORTED: ReadonlySet<string> = new Set(["claude-code", "pi-session"]);

/** What `fix --in-place` streams besides the sessions: a JSON lines log of Responses items or Chat messages, written back line for line. */
export const IN_PLACE_FORMATS: ReadonlySet<string> = new Set([
  ...SESSION_FORMATS,
  "responses-jsonl",
  "chat-jsonl",
]);

/** Places one fixed piece; throws Unstreamable where the whole would place it otherwise. */
function placed(
  items: readonly Item[],
  records: readonly TranscriptRecord[],
  fixed: readonly Item[],
  tree?: Tree,
): Placed {
  const placement = newPlacement();
  place({ items, records, fixed }, placement);
  const first = records[0].line as number;
  const end = records[records.length - 1].line as number;
  // No input reaches this (a moved output and a repair go after their call, which stays): kept.
  for (const anchor of placement.inserts.keys())
    if (anchor < first) throw new Unstreamable("an output placed before its piece");
  if (!tree) return { placement, end };
  const removed = removedRecords(
    tree.link,
    tree.lineAt as (line: number) => RawLine,
    placement.kept,
  );
  if (removed.size === 0) return { placement, end };
  // Links after the record are re-pointed as they are written; one before it is written already.
  if (!tree.early) throw new Unstreamable("a record left out of a tree");
  for (const id of removed.keys())
    if (tree.early.has(id)) throw new Unstreamable("a record left out that a line before it names");
  return { placement, end, removed };
}

/**
 * The piece without the item that leads the history from a later line (a pi compaction's summary,
 * first of the first piece): the fix reads it as the whole does, the writer leaves its line as it
 * is. Throws Unstreamable where the fix did not keep it first.
 */
function withoutLead(piece: HostConversation, lead: Item | undefined): HostConversation {
  const { items, records, fixed } = piece;
  if (lead === undefined || items[0] !== lead) return piece;
  if (fixed[0] !== lead) throw new Unstreamable("the fix moved what leads the history");
  return { items: items.slice(1), records: records.slice(1), fixed: fixed.slice(1) };
}

/**
 * The second read (or a one-read run's only read, `one`): the fixed log's bytes, a batch of lines
 * at a time; the run's `seen` gets the editor's changes, its report the pieces' findings, and a
 * one-read run's `plan` the read's own once its guesses held.
 */
async function* fixedLog(
  file: string,
  run: HostFixRun,
  options: FixOptions,
  formats: ReadonlySet<string>,
  one?: OneRead,
): AsyncGenerator<Uint8Array> {
  const { plan, report, seen } = run;
  const api = options.api ?? plan.outcome.api;
  const adapter = hostAdapter(plan.outcome.format);
  const fix = pieceFixer(file, plan, api, options, report);
  const min = options.streamPiece ?? MIN_STREAM_PIECE;
  const window = new LineWindow();
  // pi: the entries of branches left, named as the read passes them (before their line is written).
  const offPath = new Set<string>();
  const editor = new HostEditor(adapter, window.at, newPlacement(), undefined, offPath);
  seen.lines = editor.changes;
  const queue: Placed[] = [];
  const ahead = WRITES_AHEAD.has(plan.outcome.format);
  let scanner: Scanner | undefined; // the lines it has read (none while it sniffs the format)
  let written = 0; // the last line written
  const early = new Set<string>();
  const reported = EARLY_LINKS_REPORTED.has(plan.outcome.format);
  const tree = adapter.link && {
    link: adapter.link,
    lineAt: window.at,
    early: reported ? early : undefined,
  };
  const sink = new HostPieceSink(
    plan,
    (items, records, last) => {
      if (one && !one.keepsFixing(plan.meta)) return true; // only the plan is gathered from here
      const fixed = fix(items, records, last);
      if (fixed === undefined) return false;
      const piece = withoutLead({ items, records, fixed }, plan.leaveOut?.first?.item);
      if (piece.items.length > 0) queue.push(placed(piece.items, piece.records, piece.fixed, tree));
      return true;
    },
    min,
    early,
    offPath,
  );
  // Lines up to `end`: runs of untouched ones copied as slices, the others through the editor.
  const writeTo = (end: number) => {
    let run = written + 1; // the first line of the run of untouched lines not yet copied
    const through = (line: number) => {
      for (const bytes of window.bytes(run, line - 1)) editor.copy(bytes);
      const raw = window.at(line);
      if (raw === undefined) throw new Error(`line ${line} of ${file} is not held`);
      editor.write(line, raw);
      run = line + 1;
    };
    // Outside a tree the placement names the lines to write (a last line without its newline
    // and nothing after it is written as its bytes either way); in a tree every line is asked.
    const touched = editor.touched(run, end);
    if (touched === undefined) {
      for (let line = run; line <= end; line++)
        if (!window.terminated(line) || !editor.untouched(line)) through(line);
    } else for (const line of touched) through(line);
    for (const bytes of window.bytes(run, end)) editor.copy(bytes);
    written = Math.max(written, end);
    window.drop(written);
  };
  // Writes the placed pieces whose following lines (the next record's time) are read.
  const ready = () => {
    while (queue.length && (window.ended || window.last >= queue[0].end + NEXT_TIME_LINES)) {
      const { placement, end, removed } = queue.shift() as Placed;
      editor.placement = placement;
      if (removed) editor.leaveOut(removed);
      writeTo(end);
    }
    if (window.ended) {
      // What follows the last piece: lines of no item of the conversation.
      editor.placement = newPlacement();
      writeTo(window.last);
    } else if (ahead && queue.length === 0) {
      // No piece waits: the lines before the piece held are no piece's (a compacted history starts late).
      const end = Math.min(window.last, scanner?.linesRead ?? 0, sink.firstLine - 1);
      editor.placement = newPlacement();
      if (end > written) writeTo(end);
    }
    // Handed on as made (the writer copies small ones into its buffer): a join would copy each twice.
    return editor.drain();
  };
  // A one-read run learns of the other conversations as it reads: it holds them (a few, small).
  const others =
    plan.others.length > 0 || one ? new OtherConversations(plan.id as string) : undefined;
  const read = new TeeSink([sink, ...(others ? [others] : []), ...(one ? [one.uses] : [])]);
  let outcome: ScanOutcome | undefined;
  const hooks = {
    reading: (reading: Scanner) => {
      scanner = reading;
    },
    take: (chunk: Uint8Array) => window.push(chunk),
    ended: (o: ScanOutcome) => {
      outcome = o;
    },
  };
  for await (const _ of rescan(file, read, planRead(plan, options), hooks)) {
    // A one-read run that stopped fixing writes nothing more (its bytes go): it holds no line.
    if (one?.stopped) {
      queue.length = 0;
      window.drop(window.last);
    } else yield* ready();
  }
  // A last line without its newline is held before the last piece is placed (it may leave it out).
  window.end();
  sink.flush(true);
  // Before the last bytes: a guess found wrong, or a log the plan refuses, writes nothing.
  if (one) run.plan = settled(one, file, outcome as ScanOutcome, options, formats);
  // Before the last bytes: a conversation that would change sends the run to the whole-file path.
  seen.others = others?.reports(file, run.plan.outcome.format, api, options) ?? new Map();
  // An id an entry left out shares with another: the whole-log writer keeps it on the path.
  for (const id of offPath)
    if (early.has(id)) throw new Unstreamable("an id of a branch left is repeated");
  yield* ready();
}

// A one-read run's plan once read to the end; throws Replan with a plan that streams (else
// Unstreamable: the whole-log path decides, as after a first read).
function settled(
  one: OneRead,
  file: string,
  outcome: ScanOutcome,
  options: FixOptions,
  formats: ReadonlySet<string>,
): StreamPlan {
  let plan: StreamPlan;
  try {
    plan = one.settle(file, outcome, options);
  } catch (error) {
    // A plan that does not stream leaves the log to the whole-log path; none starts two reads.
    if (error instanceof Replan && error.plan && !streamable(error.plan, options, formats))
      throw new Unstreamable(error.message);
    throw error;
  }
  if (!streamable(plan, options, formats)) throw new Unstreamable("the log does not stream");
  return plan;
}

/** What the second read found besides the bytes, filled as they are read. */
interface Seen {
  /** The lines added, removed and rewritten. */
  lines?: HostChanges;
  /** The other conversations' reports (each unchanged), by id; set after the last piece. */
  others?: Map<string, FixReport>;
}

/** A large host session's fix in its own format, streamed: its bytes and what it did. */
export interface HostFixRun {
  /** The fixed log, read as it is made; throws Unstreamable where a piece cannot decide as the whole. */
  chunks: AsyncGenerator<Uint8Array>;
  /** Filled as `chunks` is read; complete (format, api, ok) after {@link finishHostFix}. */
  report: FixReport;
  /** What the read found besides the bytes, filled as `chunks` is read. */
  seen: Seen;
  plan: StreamPlan;
  /** A one-read run's guesses (the plan's, while its chunks are read). */
  one?: OneRead;
}

// A run over `plan` (a one-read run's guesses with `one`), its chunks not read yet.
function newRun(
  file: string,
  plan: StreamPlan,
  options: FixOptions,
  formats: ReadonlySet<string>,
  one?: OneRead,
): HostFixRun {
  const run: HostFixRun = {
    chunks: (async function* () {})(),
    report: emptyFixReport(file, options.output),
    seen: {},
    plan,
  };
  if (one) run.one = one;
  run.chunks = fixedLog(file, run, options, formats, one);
  return run;
}

// Two reads: the first read's plan (leaving out `leaveOut`, found by an earlier read), then the run over it.
async function twoReads(
  file: string,
  options: FixOptions,
  formats: ReadonlySet<string>,
  size?: number,
  leaveOut?: LeftOut,
): Promise<HostFixRun | undefined> {
  const plan = await hostPlan(file, options, formats, size, leaveOut);
  return plan && newRun(file, plan, options, formats);
}

/**
 * The streamed fix of `file` in its own format, to be read once through {@link writeHostFix}: one
 * read for a Claude Code session (one-read.ts), one after a read that names what is off the
 * history for a pi session, else the first read's plan and a second; undefined when the
 * whole-log path is to run (not a large log of `formats` in a streamed dialect, its other
 * conversations small).
 * @throws nothing: a failure of the first read sends the whole-log path to meet and report it.
 */
export async function hostFixRun(
  file: string,
  options: FixOptions,
  formats: ReadonlySet<string> = SESSION_FORMATS,
): Promise<HostFixRun | undefined> {
  const size = streamedSize(file, options);
  if (size === undefined) return undefined;
  const format = hostFormat(file, options, formats);
  const one = await oneReadOf(file, size, options, format);
  if (one) return newRun(file, one.plan, options, formats, one);
  // A format that names first and cannot stream (a read that fails, another dialect) is not read twice more.
  return namesFirst(format) ? undefined : twoReads(file, options, formats, size);
}

// The run after a one-read run's guess was found wrong (`error`): a second read with the read's
// plan; one read more leaving out what it found off the history; else two reads.
function replanned(
  error: Replan,
  last: HostFixRun,
  file: string,
  options: FixOptions,
  formats: ReadonlySet<string>,
): Promise<HostFixRun | undefined> | HostFixRun {
  if (error.plan) return newRun(file, error.plan, options, formats);
  const one = error.leaveOut && last.one?.leaving(error.leaveOut);
  if (one) return newRun(file, one.plan, options, formats, one);
  return twoReads(file, options, formats, undefined, last.plan.leaveOut);
}

/**
 * Runs `write` over `run`'s chunks; where a one-read run's guess was wrong (nothing of it is to
 * be kept: `write` must take back what it wrote when the chunks throw), over the run that follows:
 * a second read with the read's plan, one read more leaving out what it found off the history,
 * or two reads. Returns the run written; undefined when the
 * whole-log path is to run.
 * @throws what `write` throws (Unstreamable: the whole-log path is to run).
 */
export async function writeHostFix(
  run: HostFixRun,
  file: string,
  options: FixOptions,
  formats: ReadonlySet<string>,
  write: (run: HostFixRun) => Promise<void>,
): Promise<HostFixRun | undefined> {
  // Ends: a run with a plan or without `one` throws no Replan, nor one leaving out what it found.
  for (let next: HostFixRun | undefined = run; next; ) {
    try {
      await write(next);
      return next;
    } catch (error) {
      if (!(error instanceof Replan)) throw error;
      next = await replanned(error, next, file, options, formats);
    }
  }
  return undefined;
}

/**
 * The streamed conversation's report once the run's chunks were all read: format, dialect,
 * conversation and ok.
 */
export function finishHostFix(run: HostFixRun, options: FixOptions): FixReport {
  const { report, plan } = run;
  const { format } = plan.outcome;
  const api = options.api ?? plan.outcome.api;
  Object.assign(report, { format, api, to: format, conversation: plan.id });
  Object.assign(report, skippedFields(plan.outcome)); // lenient's copied as read
  report.ok = report.remaining.length === 0;
  return report;
}

/**
 * Every conversation's report, in the order a whole read lists them (the others unchanged), once
 * the run's chunks were all read.
 */
export function conversationReports(run: HostFixRun, options: FixOptions): FixReport[] {
  const main = finishHostFix(run, options);
  const others = run.seen.others ?? new Map<string, FixReport>();
  return run.plan.ids.flatMap((id) => {
    const one = id === run.plan.id ? main : others.get(id);
    return one ? [one] : [];
  });
}

/** The run's report as one, as the whole-file path merges a session's conversations. */
function mergedHostFix(run: HostFixRun, options: FixOptions): FixReport {
  const report = finishHostFix(run, options);
  if (run.plan.ids.length === 1) return report;
  for (const other of run.seen.others?.values() ?? []) mergeFixReport(report, other);
  report.conversation = conversationLabel(run.plan.ids);
  report.ok = report.remaining.length === 0;
  return report;
}

/**
 * `fix FILE -o OUT` of a large host session in its own format, streamed; undefined when the
 * whole-log path is to run (not streamable, or a piece that cannot decide as the whole does;
 * nothing is then written). Never throws: the write's failure is in `error`.
 */
export async function fixHostStreamed(
  file: string,
  options: FixOptions,
): Promise<FixReport | undefined> {
  const first = await hostFixRun(file, options);
  if (!first) return undefined;
  try {
    const written = await writeHostFix(first, file, options, SESSION_FORMATS, (r) =>
      writeStreamedOutput(options.output, r.chunks),
    );
    return written && mergedHostFix(written, options);
  } catch (error) {
    if (error instanceof Unstreamable) return undefined;
    // Nothing was written: the pieces' findings so far are no report of it (as a failed whole read's).
    return { ...emptyFixReport(file, options.output), error: failureOf(error) };
  }
}
