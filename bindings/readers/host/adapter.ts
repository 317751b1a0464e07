// What the host writer needs to know of one host's log format: how a record's blocks map to the
// items the reader made of it, what record answers a call, and how records link into a tree.
import type { Item } from "../../items/types.js";
import type { LinkFields } from "../formats/early-links.js";

/** One parsed record (a log line). */
export type HostRecord = Record<string, any>;

/** A record to write after `anchor`: a repair, or an output moved next to its call. */
export interface NewRecordInput {
  /** The output item the record carries. */
  readonly output: Item;
  /** Its call, when the log holds it. */
  readonly call: Item | undefined;
  /** A repair (an output the fix made up) rather than an output moved from elsewhere. */
  readonly repair: boolean;
  /** The record the new one follows (in the file, and in the tree where the host keeps one). */
  readonly anchor: HostRecord;
  /** Milliseconds since the epoch: between the anchor's time and the next record's. */
  readonly time: number;
  /** Tree formats: the new record's id and its parent's. */
  readonly id?: string;
  readonly parent?: string | null;
}

/** Tree formats: the field naming a record, the one naming its parent, and other references. */
export type TreeLink = LinkFields;

/** One host's log format, as the host writer edits it. */
export interface HostAdapter {
  readonly link?: TreeLink;
  /** A fresh record id (tree formats). */
  freshId?(): string;
  /** The record's time in milliseconds, when it has one. */
  timeOf(record: HostRecord): number | undefined;
  /**
   * The record keeping only the items `kept[i]` of the `kept.length` the reader made of it;
   * undefined when nothing is left.
   * @throws {TranscriptError} `invalid-record` when the record does not make `kept.length` items.
   */
  keep(record: HostRecord, kept: readonly boolean[]): HostRecord | undefined;
  /** The record the host writes for `input.output`. */
  outputRecord(input: NewRecordInput): HostRecord;
  /**
   * Tree formats whose host resumes one branch: the ids of the records (the log's, in file
   * order) on no branch it resumes. Throws nothing.
   */
  offPath?(records: Iterable<HostRecord>): ReadonlySet<string>;
}
