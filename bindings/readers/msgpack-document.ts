// A msgpack document that is one array (what `--to msgpack` writes), read an element at a time:
// each element's bytes decoded alone and handed on once the first ones tell the items' dialect.
// The same records as documentRecords of the whole; the bytes are never held whole.
import { TranscriptError } from "../errors.js";
import { decode } from "../msgpack/codec.js";
import { itemsDialectKnown } from "./array-document.js";
import { apiOfItems } from "./formats/item-lines.js";
import { documentTooLarge } from "./lines.js";
import { MsgpackArraySplitter } from "./msgpack-array-splitter.js";
import { invalidRecord } from "./problem.js";
import type { TranscriptApi } from "./types.js";

/** Where a msgpack array's records go. */
export interface MsgpackTarget {
  /** The dialect, once known (before the first record). */
  start(api: TranscriptApi): void;
  /** An element: its value and its index among the elements. */
  record(value: unknown, index: number): void;
}

/** The refusal of a msgpack input that cannot be decoded, whole or an element at a time. Throws nothing. */
export const malformedMsgpack = (): TranscriptError =>
  invalidRecord("malformed-msgpack", "the msgpack input cannot be decoded");

/** One msgpack array's reading, pushed its bytes in chunks (what it throws: push, end). */
export class MsgpackDocument {
  private readonly splitter: MsgpackArraySplitter;
  /** The elements read before the dialect was known (at most two). */
  private readonly firsts: unknown[] = [];
  private started = false;

  constructor(
    private readonly target: MsgpackTarget,
    maxRecord: number,
  ) {
    this.splitter = new MsgpackArraySplitter(
      {
        element: (bytes, index) => this.element(bytes, index),
        malformed: malformedMsgpack,
        tooLarge: () => documentTooLarge(maxRecord, "a msgpack array element"),
      },
      maxRecord,
    );
  }

  /** Reads a chunk of the bytes. Throws `invalid-record` (`malformed-msgpack`, `record-too-large`). */
  push(bytes: Uint8Array): void {
    this.splitter.push(bytes);
  }

  /** Ends the document, handing on what is held. Throws as {@link MsgpackDocument.push}. */
  end(): void {
    this.splitter.end();
    if (!this.started) this.start();
  }

  private element(bytes: Uint8Array, index: number): void {
    const value = decodeElement(bytes);
    if (this.started) {
      this.target.record(value, index);
      return;
    }
    this.firsts.push(value);
    if (itemsDialectKnown(this.firsts)) this.start();
  }

  private start(): void {
    this.started = true;
    this.target.start(apiOfItems(this.firsts));
    this.firsts.forEach((value, index) => this.target.record(value, index));
  }
}

function decodeElement(bytes: Uint8Array): unknown {
  try {
    return decode(bytes);
  } catch (error) {
    if (!(error instanceof TranscriptError)) throw error;
    throw malformedMsgpack();
  }
}
