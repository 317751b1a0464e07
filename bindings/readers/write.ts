// writeTranscript (SPEC §11): items as JSONL, a JSON array, msgpack, Chat messages or an
// Anthropic Messages body.
import { invalidArgument, TranscriptError } from "../errors.js";
import type { Item } from "../items/types.js";
import { callerOptions } from "../limits.js";
import { encodeValue } from "../msgpack/codec.js";
import { anthropicMessages } from "./anthropic-write.js";
import { chatMessages } from "./chat-write.js";
import { apiOfItem } from "./formats/item-lines.js";
import { checkItems } from "./item-checks.js";
import { ITEMS_META_TYPE, type ItemsMeta, itemsMetaRecord } from "./items-meta.js";
import { jsonArray, jsonBody } from "./json-chunks.js";
import { checkWritable, type MAX_WRITTEN_VALUES } from "./writable.js";

/** The formats {@link writeTranscript} writes. */
export type WriteFormat = "jsonl" | "json" | "msgpack" | "chat" | "anthropic" | "responses";

/** Every write format. */
export const WRITE_FORMATS: readonly WriteFormat[] = [
  "jsonl",
  "json",
  "msgpack",
  "chat",
  "anthropic",
  "responses",
];

/** Options of {@link writeTranscript}. */
export interface WriteOptions {
  format: WriteFormat;
  /** `chat`, `anthropic` and `responses`: a request body's other fields (`meta.requestFields`), written beside `messages` or `input` (chat then writes `{ ...fields, messages }`). */
  requestFields?: Record<string, unknown>;
  /**
   * `jsonl`, `json` and `msgpack`: what the log says about itself (`meta.family`, `model`,
   * `sessionId`), written as a first `{ type: "clinker-transcript.meta", ... }` record that the
   * readers take back into `meta` (not an item). Nothing is written when none is set.
   */
  meta?: ItemsMeta;
}

/**
 * Items as JSON lines, one string per item with its newline (for writing a stream), after the
 * meta record when `meta` holds a carried field (see {@link WriteOptions.meta}). No items: the
 * meta record alone, even empty, so the file reads back as a conversation of no items (an empty
 * file is no log: `empty-input`). `texts[i]`, when set, is item i's JSON.stringify, written as it is.
 * @throws {TranscriptError} as {@link checkItems} (at the first line); `invalid-item` (with
 *   `index`, reason `unwritable`) for an item JSON.stringify throws on (a cycle, a BigInt, a getter).
 * @throws {TranscriptError} `invalid-argument` when `meta` cannot be read.
 */
export function* jsonLines(
  items: readonly Item[],
  meta?: ItemsMeta,
  texts?: readonly (string | undefined)[],
): Generator<string> {
  checkItems(items);
  const head =
    metaRecord(meta, items) ?? (items.length === 0 ? { type: ITEMS_META_TYPE } : undefined);
  if (head) yield `${JSON.stringify(head)}\n`;
  for (let index = 0; index < items.length; index++)
    yield `${texts?.[index] ?? jsonLine(items[index], index)}\n`;
}

function jsonLine(item: Item, index: number): string {
  try {
    return JSON.stringify(item);
  } catch (cause) {
    throw new TranscriptError("invalid-item", `item ${index} cannot be written as JSON`, {
      index,
      reason: "unwritable",
      cause,
    });
  }
}

/**
 * The meta record `jsonl` and `json` outputs open `items` with (undefined: none), read once; its
 * dialect only when the items alone would be read as another.
 * @throws {TranscriptError} `invalid-argument` for a `meta` that cannot be read.
 */
export function metaRecord(
  meta: ItemsMeta | undefined,
  items: readonly Item[],
): Record<string, string> | undefined {
  const fields = callerOptions(meta, "meta");
  if (fields?.api === undefined || fields.api !== apiOfItem(items[0]))
    return itemsMetaRecord(fields);
  return itemsMetaRecord({ ...fields, api: undefined });
}

/**
 * Items as msgpack elements, one per value, after the meta record when `meta` holds a carried
 * field (as {@link jsonLines}): behind {@link msgpackArrayHeader} of their count (and the other
 * pieces' elements), the bytes `writeTranscript` writes as `msgpack` (for writing a stream).
 * @throws {TranscriptError} as {@link checkItems} and checkWritable (`index` counted in `items`);
 *   `invalid-argument` when `meta` cannot be read.
 */
export function msgpackElements(items: readonly Item[], meta?: ItemsMeta): Uint8Array[] {
  checkItems(items);
  checkWritable(items, true);
  const head = metaRecord(meta, items);
  const values = head ? [head, ...items] : items;
  return unwritable(() => values.map((value) => encodeValue(value)));
}

/** The header of a msgpack array of `count` elements, as msgpackr writes it. Throws nothing. */
export function msgpackArrayHeader(count: number): Uint8Array {
  if (count < 16) return Uint8Array.of(0x90 | count);
  if (count < 0x10000) return Uint8Array.of(0xdc, count >> 8, count & 0xff);
  const header = new Uint8Array(5);
  header[0] = 0xdd;
  new DataView(header.buffer).setUint32(1, count);
  return header;
}

/**
 * Writes items in `format`: `jsonl` (one item a line), `json` (an array), `msgpack` (an array,
 * as bytes), `chat` (a JSON array of Chat Completions messages), `anthropic` (a Messages body
 * `{ system?, messages }`) or `responses` (a Responses request body `{ input }`, the items as
 * they are). `chat` and `anthropic` leave out items the target has no form for (another
 * family's reasoning, unknown types). `jsonl`, `json` and `msgpack` start with the meta record
 * when `meta` holds a family, model or session id. Items are not mutated.
 * @throws {TranscriptError} `invalid-argument` for an unknown format, a non-array, or options
 *   or `meta` that cannot be read.
 * @throws {TranscriptError} `limit-exceeded` past 4,000,000 items or entries of one array, 1,024
 *   levels of nesting or {@link MAX_WRITTEN_VALUES} values (checkWritable); `invalid-item` (with
 *   `index`) for a cycle, a BigInt or a field that throws when read.
 * @throws {TranscriptError} `invalid-item` for an item that is not an object, and for `chat` and
 *   `anthropic` a message whose content is not a string or an array of objects, or an output part
 *   that is not an object.
 * @throws {TranscriptError} `limit-exceeded` (reason `output-too-long`) for a text longer than
 *   the runtime's longest string (about 512 MiB in V8): {@link writeTranscriptChunks} writes it.
 */
export function writeTranscript(
  items: readonly Item[],
  options: WriteOptions & { format: "msgpack" },
): Uint8Array;
export function writeTranscript(
  items: readonly Item[],
  options: WriteOptions & { format: Exclude<WriteFormat, "msgpack"> },
): string;
export function writeTranscript(items: readonly Item[], options: WriteOptions): string | Uint8Array;
export function writeTranscript(
  items: readonly Item[],
  options: WriteOptions,
): string | Uint8Array {
  const { format, shape, head } = prepared(items, options);
  if (shape === undefined) return unwritable(() => encodeValue(head ? [head, ...items] : items));
  try {
    // A body is one JSON.stringify: faster than joining its chunks, and the same text.
    return unwritable(() =>
      "body" in shape ? `${JSON.stringify(shape.body, null, 1)}\n` : [...shape.chunks].join(""),
    );
  } catch (cause) {
    if (!isStringLength(cause instanceof TranscriptError ? cause.cause : cause)) throw cause;
    throw new TranscriptError(
      "limit-exceeded",
      `the ${format} text is longer than the longest string this runtime makes: write it with writeTranscriptChunks, or as jsonl`,
      { reason: "output-too-long", cause },
    );
  }
}

/**
 * {@link writeTranscript}'s output in chunks, for a stream: strings whose concatenation is its
 * text (an item, message or line at a time, so an output longer than the runtime's longest
 * string can still be written), or for `msgpack` its one array of bytes. The items are checked,
 * and Chat or Anthropic messages made, before this returns.
 * @throws {TranscriptError} as {@link writeTranscript} (`output-too-long` aside), and
 *   `invalid-item` while iterating for a field that throws only when read again.
 */
export function writeTranscriptChunks(
  items: readonly Item[],
  options: WriteOptions,
): Iterable<string | Uint8Array> {
  const { shape, head } = prepared(items, options);
  if (shape === undefined) return [unwritable(() => encodeValue(head ? [head, ...items] : items))];
  return unwritableChunks("body" in shape ? jsonBody(shape.body, shape.list) : shape.chunks);
}

/** A text output: a request body with the list written an element at a time, or chunks. */
type Shape = { body: Record<string, unknown>; list: string } | { chunks: Iterable<string> };

// The options read once, the items checked, the meta record, and the text output's shape
// (msgpack: none).
function prepared(
  items: readonly Item[],
  options: WriteOptions,
): { format: WriteFormat; shape?: Shape; head?: Record<string, string> } {
  const caller = callerOptions(options) as WriteOptions | undefined;
  const format = caller?.format;
  if (format === undefined || !WRITE_FORMATS.includes(format))
    throw invalidArgument(`unknown write format ${JSON.stringify(format)}`);
  checkItems(items);
  checkWritable(items, format === "msgpack");
  const head = metaRecord(caller?.meta, items);
  if (format === "msgpack") return { format, head };
  const shape = unwritable(() => shapeOf(items, format, caller?.requestFields, head));
  return { format, shape, head };
}

// A value the pre-walk let through, or a getter that throws only on a second read: invalid-item.
function refused(cause: unknown): TranscriptError {
  return cause instanceof TranscriptError
    ? cause
    : new TranscriptError("invalid-item", "the items cannot be written", { cause });
}

function unwritable<T>(make: () => T): T {
  try {
    return make();
  } catch (cause) {
    throw refused(cause);
  }
}

function* unwritableChunks(chunks: Iterable<string>): Generator<string> {
  try {
    yield* chunks;
  } catch (cause) {
    throw refused(cause);
  }
}

// V8's RangeError for a string past its longest.
function isStringLength(cause: unknown): boolean {
  return cause instanceof RangeError && /string length/i.test(cause.message);
}

// Each text format's output; Chat and Anthropic messages are made (and checked) here.
function shapeOf(
  items: readonly Item[],
  format: Exclude<WriteFormat, "msgpack">,
  fields?: Record<string, unknown>,
  head?: Record<string, string>,
): Shape {
  switch (format) {
    case "jsonl":
      return { chunks: jsonLines(items, head) };
    case "json":
      return { chunks: jsonArray(head ? [head, ...items] : items) };
    case "chat": {
      const { messages } = chatMessages(items);
      return fields
        ? { body: { ...fields, messages }, list: "messages" }
        : { chunks: jsonArray(messages) };
    }
    case "responses":
      return { body: { ...fields, input: items }, list: "input" };
    default: {
      const { system, messages } = anthropicMessages(items);
      const body = system === undefined ? { ...fields, messages } : { ...fields, system, messages };
      return { body, list: "messages" };
    }
  }
}
