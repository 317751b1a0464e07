// `fix` on a log too large to hold: two reads (stream/plan.ts, stream/pieces.ts), each piece fixed
// by fixTranscript as the whole log is (the model rule by the log's session model, which the first
// read's meta holds; the plan per piece, since pieces share no key). What the whole-log path would
// decide from more than one piece sends the run there (Unstreamable) rather than being restated
// here: an item preflight removes by a rule that may read past it, any violation left, an item id
// seen in an earlier piece, and a log fix leaves unchanged with a meta record written (what
// stands of one without is unchanged-run.ts's). Items of any dialect to every text output (JSON
// lines; the documents of document-output.ts), each piece checked for the API the output goes
// to, without --family or --foreign (their refusals count the whole log).

import type { Item } from "../../items/types.js";
import { readerApi } from "../../readers/formats/index.js";
import type { TranscriptFormat } from "../../readers/types.js";
import { jsonLines, type WriteFormat } from "../../readers/write.js";
import type { FixOptions, FixReport } from "../fix-transcript.js";
import { writeStreamedOutput } from "../io.js";
import { outputApi } from "../lossy.js";
import { carriedMeta, defaultWriteFormat } from "../transcript-file.js";
import { documentOutput } from "./document-output.js";
import { pieceFixer } from "./fix-piece.js";
import { keptTexts } from "./kept-texts.js";
import { arrayHeaderOf, MsgpackOutput } from "./msgpack-output.js";
import { cutsAfter, type PieceWriter, streamPieces, Unstreamable } from "./pieces.js";
import type { StreamPlan } from "./plan.js";
import { UnchangedRun, type UnchangedVerdict } from "./unchanged-run.js";

// The same item objects in the same order: the piece's fix changed nothing.
const sameItems = (before: readonly Item[], after: readonly Item[]) =>
  before.length === after.length && before.every((item, i) => item === after[i]);

/**
 * Whether `options` leave `fix` a streamed run to try on a log whose first line is of `format`
 * (undefined: not known), before any read: not with --family or --foreign, nor a dialect given
 * that a format whose reader starts in another dialect is checked for. Every output streams:
 * text (items as JSON lines or their array, the Chat array, a Messages or Responses body) and
 * msgpack. Throws nothing.
 */
export function mayStreamFix(options: FixOptions, format?: TranscriptFormat): boolean {
  if (selects(options)) return false;
  const read = format === undefined ? "responses" : readerApi(format);
  return read === "responses" || read === (options.api ?? read);
}

/**
 * What `fix` streams `plan` to with `options` (undefined: it does not): any output, of a log
 * checked for the dialect it was read in or of Responses items checked for another. Throws
 * nothing.
 */
export function streamsFix(plan: StreamPlan, options: FixOptions): WriteFormat | undefined {
  const api = options.api ?? plan.outcome.api;
  const read = plan.outcome.api; // the items' dialect (a pi session's is its model's API)
  if ((read !== "responses" && read !== api) || selects(options)) return undefined;
  return options.to ?? defaultWriteFormat(api, plan.meta);
}

// --family and --foreign refuse or keep by what the whole log holds.
const selects = (options: FixOptions) =>
  options.family !== undefined || options.foreign !== undefined;

/**
 * Writes the fixed conversation of `stream` to `options.output` a piece at a time, filling
 * `report` as fixFile fills it (its closing preflight found nothing in any piece).
 * @throws {Unstreamable} when the whole-log path is to decide (see the file's head); the write's
 * fs errors.
 */
export async function fixStreamed(
  file: string,
  stream: StreamPlan,
  options: FixOptions,
  report: FixReport,
  min?: number,
): Promise<void> {
  const api = options.api ?? stream.outcome.api;
  const to = streamsFix(stream, options);
  if (to === undefined) throw new Unstreamable(`fix does not stream ${api} to ${options.to}`);
  const meta = { ...carriedMeta(stream.meta, options.fromFamily), api: stream.outcome.api };
  // Checked for the API the output is sent to, as the whole-log path checks it.
  const fix = pieceFixer(file, stream, api, options, report, outputApi(to, api));
  const messages = documentOutput(to, !!options.allowLossy, report.dropped, () => meta);
  const packed = to === "msgpack" ? new MsgpackOutput() : undefined;
  // msgpack of a msgpack log: its own header goes first in what the written bytes are compared with.
  const ownHeader = packed && stream.outcome.format === "msgpack" ? arrayHeaderOf(file) : undefined;
  // A JSON document never reads back as the JSON lines log read, nor msgpack as any other log:
  // written as if changed.
  let changed = messages !== undefined || (!!packed && ownHeader === undefined);
  let first = true;
  let head = true;
  const fixed = (items: Item[], records: Parameters<PieceWriter>[1], last: boolean) => {
    const out = fix(items, records, last);
    if (out !== undefined) changed ||= !sameItems(items, out);
    return out;
  };
  // While nothing changed, what stands is decided as the whole-log path decides it (unchanged-run.ts).
  const unchanged = new UnchangedRun(file, stream);
  if (ownHeader) unchanged.chunk(ownHeader, false);
  const write: PieceWriter = (items, records, last, texts) => {
    // A cut is not made inside a call group or before what a reasoning item needs after it.
    if (!last && !cutsAfter(items)) return undefined;
    const out = fixed(items, records, last);
    if (out === undefined) return undefined; // the fix ends the piece where no cut may fall
    // A piece fixed to nothing (an item preflight removes) writes nothing: jsonLines would write
    // an empty log's meta record; the meta goes ahead of the first piece that keeps items.
    if (out.length === 0) return [];
    first = false;
    const ahead = head ? meta : undefined; // the items' meta record, ahead of the first piece
    head = false;
    if (packed) return packed.piece(out, ahead);
    // The items fix kept are the objects read, unchanged: written as their lines' texts.
    const kept = keptTexts(items, texts, out);
    if (messages) return messages.piece(out, kept);
    const lines = [...jsonLines(out, ahead, kept)];
    if (!changed) unchanged.wrote(out, kept, lines);
    return lines;
  };
  let verdict: UnchangedVerdict | undefined;
  // Thrown after the last piece, before the write completes: nothing is left written.
  async function* pieces() {
    try {
      for await (const chunk of streamPieces(file, stream, options, write, min, true)) {
        unchanged.chunk(chunk, changed);
        yield chunk;
      }
      if (!changed)
        verdict = ownHeader ? packed?.verdict(unchanged, ownHeader) : unchanged.verdict();
    } finally {
      unchanged.stop();
    }
    if (first) throw new Unstreamable("nothing kept: the whole-log path writes an empty log");
    if (verdict === "whole") throw new Unstreamable("nothing changed: the input's bytes may stand");
    if (verdict === "input") throw new InputStands();
    if (messages) yield messages.end();
  }
  if (packed) return packed.write(options.output, pieces());
  try {
    await writeStreamedOutput(options.output, pieces());
  } catch (error) {
    if (!(error instanceof InputStands)) throw error;
    await writeStreamedOutput(options.output, unchanged.inputBytes());
  }
}

// The run changed nothing and the input's own bytes are what the whole-log path would write.
class InputStands extends Error {}
