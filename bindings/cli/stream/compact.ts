// `compact` on a log too large to hold: two reads (stream/plan.ts, stream/pieces.ts). Each piece
// is planned alone with its share of the cutoff (pieces share no key, so the whole plan's start
// is the first piece's that keeps anything: a call unresolved at the cutoff keeps what follows
// it). Pieces before that are validated and counted, never written; that piece is compacted as
// the whole-log path compacts the whole (instructions and summary ahead of what it keeps); later
// pieces go through the same replacement with nothing ahead. Streamed for a text output, cut at
// an item number or at an item named by line or id (found in the piece that holds it: every
// piece before it lies wholly before the cutoff); anything else goes to the whole-log path.

import { appendAll } from "../../append-all.js";
import { makeCompactionPlan } from "../../compaction/plan.js";
import { endsInMessageWithUse, splitsAcrossPieces } from "../../compaction/server-uses.js";
import { TranscriptError } from "../../errors.js";
import type { Item } from "../../items/types.js";
import type { PreflightApi } from "../../preflight/index.js";
import { Projection } from "../../projection.js";
import { jsonLines, type WriteFormat } from "../../readers/write.js";
import type { MissingOutputRepair } from "../../reconcile/repairs.js";
import { INTERRUPTED_TEXT } from "../../session/outputs.js";
import { type CutoffSpec, type NamedCutoff, namedItem, namesNoItem } from "../cutoff.js";
import { writeStreamedOutput } from "../io.js";
import { outputApi } from "../lossy.js";
import { repairWith } from "../repair.js";
import type { RewriteOptions } from "../rewrite-file.js";
import { summaryItem } from "../summary-item.js";
import { defaultWriteFormat } from "../transcript-file.js";
import { closedBy, documentOutput } from "./document-output.js";
import type { ItemsHeader } from "./items-header.js";
import { keptTexts } from "./kept-texts.js";
import { MsgpackOutput } from "./msgpack-output.js";
import {
  cutsAfter,
  type PieceWriter,
  type PlanBeside,
  streamPieces,
  Unstreamable,
} from "./pieces.js";
import type { StreamPlan } from "./plan.js";

/** Options of `compact` (CompactOptions), defined here for the streamed compact to read. */
export interface StreamCompactOptions extends RewriteOptions {
  /** An item number, or the line or id of the first item to keep (cutoff.ts). */
  cutoff: CutoffSpec | number;
  summary: string;
  api?: PreflightApi;
  to?: WriteFormat;
  repairText?: string;
}

/**
 * What a streamed `compact` of `plan` writes: any output (JSON lines, a document of
 * document-output.ts, msgpack), whichever dialect the log was read in. Throws nothing.
 */
function compactedTo(plan: StreamPlan, options: StreamCompactOptions): WriteFormat {
  return options.to ?? defaultWriteFormat(options.api ?? plan.outcome.api, plan.meta);
}

/**
 * Whether `cutoff` is within `plan`'s items (out of range, or an empty log: the whole-log path
 * refuses or writes it); a named one is looked for in the pieces. Throws nothing.
 */
export function cutsWithin(plan: StreamPlan, cutoff: number | NamedCutoff): boolean {
  return (typeof cutoff !== "number" || cutoff <= plan.items) && plan.items > 0;
}

/**
 * Where `compact` cuts when the streamed path can take it (else undefined): an item number, or
 * the line or id of the first item to keep, found as the pieces come (the first read's plan
 * holds no item's line or id). Throws nothing.
 */
export function streamedCutoff(
  plan: StreamPlan,
  options: StreamCompactOptions,
): number | NamedCutoff | undefined {
  const cut = cutoffToStream(options);
  return cut !== undefined && cutsWithin(plan, cut) ? cut : undefined;
}

/**
 * The cutoff a streamed compact takes, the plan's items not counted yet (a one-read run checks
 * them when its read ends, {@link cutsWithin}): an item number, or an item named by line or id;
 * undefined for anything else (the whole-log path refuses it). Throws nothing.
 */
export function cutoffToStream(options: StreamCompactOptions): number | NamedCutoff | undefined {
  const { cutoff } = options;
  if (typeof cutoff === "object" && !("item" in cutoff)) return cutoff;
  const n = typeof cutoff === "number" ? cutoff : cutoff.item;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Writes the compacted conversation of `plan` to `options.output`, cut at `cutoff` (an item
 * number, or an item named by line or id, found in the piece that holds it), `header` ahead of
 * the first piece (`beside`: the read is also a one-read run's, which checks it); returns what
 * compactFile reports of it, except the closing preflight (reported as skipped).
 * @throws {Unstreamable} when the engines refuse a piece; {@link UsageError} (nothing written)
 * for a named cutoff no item matches, as cutoffItem refuses it; what `beside` throws; the
 * write's fs errors.
 */
export async function compactStreamed(
  file: string,
  stream: StreamPlan,
  cutoff: number | NamedCutoff,
  options: StreamCompactOptions,
  header: ItemsHeader,
  beside?: PlanBeside,
) {
  const api = options.api ?? stream.outcome.api;
  const to = compactedTo(stream, options);
  const dropped: Record<string, number> = Object.create(null);
  const messages = documentOutput(to, !!options.allowLossy, dropped, () => header.next());
  const packed = to === "msgpack" ? new MsgpackOutput() : undefined;
  const repair = repairWith(options.repairText ?? INTERRUPTED_TEXT);
  let repairs = 0;
  const repairOutput = (r: MissingOutputRepair) => {
    repairs++;
    return repair.repairOutput(r);
  };
  const instructions: Item[] = []; // of the pieces cut away so far (plan.instructions())
  let [at, unresolved, after] = [0, 0, 0];
  // The item number cut at: unknown (past every piece so far) until a named item is met.
  let cutAt = typeof cutoff === "number" ? cutoff : Number.POSITIVE_INFINITY;
  let start: number | undefined;
  let openUse = false; // the message going on after the pieces so far holds a server tool use
  const captured = (items: Item[], cut: number) =>
    makeCompactionPlan(new Projection(items), {
      cutoff: cut,
      isRepairedOutput: repair.isRepairedOutput,
    });
  // The items the plan keeps are the objects read, unchanged: written as their lines' texts
  // (`from`: where the piece's kept items start, after what goes ahead of them).
  const written = (kept: Item[], items: Item[], texts: (string | undefined)[], from = 0) => {
    after += kept.length;
    if (packed) return packed.piece(kept, header.next());
    const own = keptTexts(items, texts, kept, from);
    if (messages) return messages.piece(kept, own);
    return [...jsonLines(kept, header.next(), own)];
  };
  const write: PieceWriter = (items, records, last, texts) => {
    // A cutoff pulls a call group back with the private items (reasoning) just before it.
    if (!last && !cutsAfter(items)) return undefined;
    try {
      const from = at;
      at += items.length;
      if (cutAt === Number.POSITIVE_INFINITY && typeof cutoff !== "number") {
        const named = namedItem(cutoff, items, records);
        if (named >= 0) cutAt = from + named;
      }
      // The cutoff within this piece: all of it before, none after.
      const cut = Math.max(0, Math.min(items.length, cutAt - from));
      if (start !== undefined) {
        if (cut > 0) unresolved += captured(items, cut).unresolvedCalls.length;
        return written(captured(items, 0).projection({ repairOutput }).items(), items, texts);
      }
      // What is kept starts in the first piece whose plan keeps anything (pieces plan alone, so
      // the whole plan's start is the first piece's start short of its end), or at the very end.
      const plan = captured(items, cut);
      unresolved += plan.unresolvedCalls.length;
      appendAll(instructions, plan.instructions());
      const itemAt = (i: number) => items[i];
      // The last piece is handed on as `last` (pieces.ts): before it, more items follow.
      if (plan.start === items.length && !last) {
        openUse = endsInMessageWithUse(itemAt, items.length, openUse);
        return [];
      }
      // A server tool use and its result in two pieces: the whole-log path keeps them together.
      if (splitsAcrossPieces(itemAt, items.length, plan.start, openUse, !last))
        throw new Unstreamable("a server tool use and its result are in two pieces");
      start = from + plan.start;
      const ahead = [...instructions, summaryItem(options.summary, api)];
      const kept = plan.projection({ replacementItems: ahead, repairOutput }).items();
      return written(kept, items, texts, plan.start);
    } catch (error) {
      if (error instanceof TranscriptError) throw new Unstreamable(error.message);
      throw error;
    }
  };
  const read = streamPieces(file, stream, options, write, options.streamPiece, true, beside);
  // Thrown after the last piece, before the write completes: nothing is left written.
  async function* pieces() {
    yield* read;
    if (typeof cutoff !== "number" && cutAt === Number.POSITIVE_INFINITY) throw namesNoItem(cutoff);
  }
  if (packed) await packed.write(options.output, pieces());
  else
    await writeStreamedOutput(options.output, messages ? closedBy(pieces(), messages) : pieces());
  return {
    cutoff: cutAt,
    start,
    unresolvedBeforeCutoff: unresolved,
    instructionsKept: instructions.length,
    repairs,
    itemsAfter: after,
    api: outputApi(to, api),
    to,
    dropped,
  };
}
