// The second read of a streamed rewrite: the chosen conversation's current history handed on in
// pieces that plan alone as they would in the whole (no key used on both sides of a cut; the
// consumer refuses a cut that would split a call group), so only one piece is held at a time.
import { FLAG_PRIVATE, KIND_CALL, KIND_CHAT_CALLS } from "../../../common/codes.js";
import { describeItem } from "../../items/describe.js";
import { PART_LEAVES, PART_USE, serverToolId, serverToolPart } from "../../items/server-tools.js";
import type { Item } from "../../items/types.js";
import { canonicalMember, canonicalObject } from "../../readers/canonical-json.js";
import type { Scanner, ScanOutcome } from "../../readers/scanner.js";
import type { TranscriptSink } from "../../readers/sink.js";
import type { ReadOptions, TranscriptFormat, TranscriptRecord } from "../../readers/types.js";
import { TeeSink } from "../tally.js";
import { HistorySink } from "./history-sink.js";
import { planRead, type StreamPlan } from "./plan.js";
import { rescan } from "./rescan.js";

export { Unstreamable } from "./unstreamable.js";

/** Why a streamed rewrite has no closing preflight (`preflight.skippedBecause`). */
export const STREAMED_PREFLIGHT = "the input was rewritten in pieces (--stream-min-mb)";

/** Whether a piece ends in a call: a cut there would split its group from calls after it. */
export function endsInCall(list: readonly Item[]): boolean {
  if (list.length === 0) return false;
  const kind = describeItem(list[list.length - 1]).kind;
  return kind === KIND_CALL || kind === KIND_CHAT_CALLS;
}

/** Whether a piece ends in a private item (reasoning), which a call group after it pulls along. */
export function endsInPrivate(items: readonly Item[]): boolean {
  return items.length > 0 && (describeItem(items[items.length - 1]).flags & FLAG_PRIVATE) !== 0;
}

/** How far back a cut looks for a server tool use in the message it would end. */
const SERVER_USE_REACH = 64;

/**
 * Whether a piece ends inside an assistant message that holds an Anthropic server tool use
 * (`server_tool_use`, `mcp_tool_use`) among its last {@link SERVER_USE_REACH} items: its result
 * comes later in the same message, and a piece holding the result without it would leave the
 * result out as a stray (fix-piece.ts sends a use farther back to the whole-log path).
 */
export function endsInServerUse(items: readonly Item[]): boolean {
  const stop = Math.max(0, items.length - SERVER_USE_REACH);
  for (let i = items.length - 1; i >= stop; i--) {
    const part = serverToolPart(items[i]);
    if (part === PART_LEAVES) return false;
    if (part === PART_USE && serverToolId(items[i], part) !== undefined) return true;
  }
  return false;
}

/**
 * Whether a piece may end after `items`: not inside a call group ({@link endsInCall}), not between
 * reasoning and the group it precedes ({@link endsInPrivate}), not between a server tool use and
 * its result ({@link endsInServerUse}).
 */
export function cutsAfter(items: readonly Item[]): boolean {
  return !endsInCall(items) && !endsInPrivate(items) && !endsInServerUse(items);
}

/**
 * Pieces hold at least this many items (unless the rest is smaller): few planning calls, yet a
 * piece dies young. At 4,096 items (about 3 MB of a Codex log) each piece outlived V8's young
 * generation and the old one grew by ~110 MB of them between full collections (peak RSS over
 * 300 MB on 1 GB); at 512 it stays near its live size and the whole run takes less CPU.
 */
export const MIN_STREAM_PIECE = 512;

/**
 * Output text is handed on in strings of about this many characters: small enough to be made in
 * V8's young generation (a piece's whole text would be a large object, garbage the old generation
 * grows by until a full collection: the second read's peak memory).
 */
export const OUTPUT_BATCH = 16 * 1024;

/** What a piece is written as: text (lines, a document's parts), or bytes (msgpack elements). */
export type Written = string | Uint8Array;

/**
 * Turns one piece into its output lines (each with its newline); undefined refuses the cut there
 * (the piece grows and is offered again at the next cut). `last` pieces cannot be refused.
 * `texts` (when asked for): each item's JSON as JSON.stringify writes it, where its line held it
 * so (the item unchanged since), else undefined.
 */
export type PieceWriter = (
  items: Item[],
  records: TranscriptRecord[],
  last: boolean,
  texts: (string | undefined)[],
) => readonly Written[] | undefined;

/** Formats whose reader hands each record on as its item, unchanged (item-lines.ts). */
const ITEM_RECORDS: ReadonlySet<TranscriptFormat> = new Set([
  "responses-jsonl",
  "chat-jsonl",
  "json-array",
]);

/** Whether the items of `format` are read unchanged from their records, whose texts may be kept. */
function keepsTexts(format: TranscriptFormat): boolean {
  return format === "codex-rollout" || ITEM_RECORDS.has(format);
}

/**
 * Where the record just read holds `item` as written (canonical-json.ts): a Codex rollout line's
 * payload, or the whole record of an items log; else undefined.
 */
function itemText(scanner: Scanner | undefined, item: Item): string | undefined {
  const value = scanner?.lineValue as { payload?: unknown } | undefined;
  const text = scanner!.lineText;
  if (value === item) return canonicalObject(text) ? text : undefined;
  if (value?.payload !== item) return undefined; // a replaced history's item, or another line's
  const span = canonicalMember(text, "payload");
  return span && text.slice(span[0], span[1]);
}

/** The sink of the second read: the plan's conversation, cut into pieces. */
class PieceSink extends HistorySink {
  #items: Item[] = [];
  #records: TranscriptRecord[] = [];
  #texts: (string | undefined)[] = [];
  #out: (readonly Written[])[] = [];
  /** The piece held may end after its last item (cut when the next item comes). */
  #cuttable = false;
  /** Items handed on in pieces so far. */
  #handed = 0;
  /** The second read's scanner, when the items' texts are kept. */
  scanner?: Scanner;

  constructor(
    plan: StreamPlan,
    private readonly write: PieceWriter,
    private readonly min: number,
  ) {
    super(plan);
  }

  protected next(item: Item, record: TranscriptRecord, closes: boolean): void {
    // Cut before the next item, not after this one: the last piece is always handed on as `last`,
    // and a one-read run checks this item's keys against a cut made before it (cut-guess.ts).
    if (this.#cuttable) this.flush(false);
    this.#items.push(item);
    this.#records.push(record);
    if (this.scanner) this.#texts.push(itemText(this.scanner, item));
    this.#cuttable = closes && this.#items.length >= this.min;
  }

  /** Hands the piece on (`last`: the end of the read); kept when the writer refused the cut. */
  flush(last: boolean): void {
    this.#cuttable = false;
    if (this.#items.length === 0) return;
    const lines = this.write(this.#items, this.#records, last, this.#texts);
    if (lines === undefined) return;
    this.#out.push(lines);
    this.#handed += this.#items.length;
    this.plan.guess?.cut(this.#handed);
    this.#items = [];
    this.#records = [];
    this.#texts = [];
  }

  /**
   * What was written since the last call, batched to about {@link OUTPUT_BATCH} characters or
   * bytes: lines joined, bytes copied into one array.
   */
  *drain(): Generator<Written> {
    const out = this.#out;
    this.#out = [];
    let batch: Written[] = [];
    let size = 0;
    const joined = () => {
      const all = batch;
      batch = [];
      size = 0;
      return typeof all[0] === "string" ? all.join("") : Buffer.concat(all as Uint8Array[]);
    };
    for (const lines of out)
      for (const line of lines) {
        if (batch.length > 0 && typeof line !== typeof batch[0]) yield joined();
        batch.push(line);
        size += line.length;
        if (size >= OUTPUT_BATCH) yield joined();
      }
    if (batch.length > 0) yield joined();
  }
}

/**
 * A read of pieces that is also the plan's (a one-read run's, one-read.ts): `uses` reads beside
 * the pieces' sink, and `ended` is handed the read's outcome before the last piece is written
 * (what it throws ends the run before its last bytes).
 */
export interface PlanBeside {
  readonly uses: TranscriptSink;
  ended(outcome: ScanOutcome): void;
}

/**
 * Reads `file` again (or once, with `beside`) and yields the lines `write` makes of each piece of
 * the plan's conversation, in order. `min` is the pieces' least size (tests cut finer). With
 * `texts`, a Codex rollout's items are handed to `write` with their texts (PieceWriter), for a
 * writer that writes the items read, or those of them it keeps by identity (kept-texts.ts), as
 * JSON lines.
 * @throws what `write` and `beside` throw, and the read's errors (a first read already met any
 * bad record).
 */
export async function* streamPieces(
  file: string,
  plan: StreamPlan,
  options: ReadOptions,
  write: PieceWriter,
  min = MIN_STREAM_PIECE,
  texts = false,
  beside?: PlanBeside,
): AsyncGenerator<Written> {
  const sink = new PieceSink(plan, write, min);
  // Its reader hands each line's payload (or record) on unchanged: that text is the item's.
  const keep = texts && keepsTexts(plan.outcome.format);
  const reading = keep ? (scanner: Scanner) => (sink.scanner = scanner) : undefined;
  const read = beside ? new TeeSink([sink, beside.uses]) : sink;
  for await (const _ of rescan(file, read, planRead(plan, options), {
    reading,
    ended: beside && ((outcome) => beside.ended(outcome)),
  }))
    yield* sink.drain();
  sink.flush(true);
  yield* sink.drain();
}
