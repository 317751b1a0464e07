// The second read of a host session fixed in its own format (stream/host-fix.ts): the chosen
// conversation's current history cut into pieces as stream/pieces.ts cuts it (no call key used on
// both sides of a cut, not inside a call group, not after reasoning), and only between records:
// a record whose items fall in two pieces could not be written back from either.
import type { Item } from "../../items/types.js";
import type { TranscriptRecord } from "../../readers/types.js";
import { HistorySink } from "./history-sink.js";
import { cutsAfter } from "./pieces.js";
import type { StreamPlan } from "./plan.js";

/**
 * A piece's items and the records they were read from (each record's items all in it); false
 * refuses the cut (the piece grows and is offered again at the next cut). `last` cannot be refused.
 */
export type HostPiece = (items: Item[], records: TranscriptRecord[], last: boolean) => boolean;

/** The sink of the second read: hands each piece on once the next record's first item shows. */
export class HostPieceSink extends HistorySink {
  #items: Item[] = [];
  #records: TranscriptRecord[] = [];
  /** The piece may end after its last item, if the next item is another record's. */
  #cuttable = false;
  /** Items handed on in pieces so far: the number of the held piece's first. */
  #handed = 0;
  /** The first line of a record held (a pi summary's line comes after those it leads). */
  #firstLine = Number.POSITIVE_INFINITY;

  /**
   * `early` gets the ids the reader says a line names before their own line (sink.ts earlyLink),
   * `offPath` those of entries on a branch the session no longer resumes (sink.ts offPath).
   */
  constructor(
    plan: StreamPlan,
    private readonly piece: HostPiece,
    private readonly min: number,
    private readonly early = new Set<string>(),
    private readonly offPaths = new Set<string>(),
  ) {
    super(plan);
  }

  earlyLink(id: string): void {
    this.early.add(id);
  }

  offPath(id: string): void {
    this.offPaths.add(id);
  }

  protected next(item: Item, record: TranscriptRecord, closes: boolean): void {
    const previous = this.#records[this.#records.length - 1];
    if (this.#cuttable && previous !== undefined && previous.line !== record.line)
      this.flush(false);
    this.#items.push(item);
    this.#records.push(record);
    this.#firstLine = Math.min(this.#firstLine, record.line ?? 0);
    this.#cuttable = closes && this.#items.length >= this.min && cutsAfter(this.#items);
  }

  /** Hands the piece held on (`last`: the end of the read); kept when the cut is refused. */
  flush(last: boolean): void {
    this.#cuttable = false;
    if (this.#items.length === 0) return;
    if (!this.piece(this.#items, this.#records, last)) return;
    this.#handed += this.#items.length;
    this.plan.guess?.cut(this.#handed);
    this.#items = [];
    this.#records = [];
    this.#firstLine = Number.POSITIVE_INFINITY;
  }

  /** The first line of the records held (infinite: none), which no line before is waiting for. */
  get firstLine(): number {
    return this.#firstLine;
  }
}
