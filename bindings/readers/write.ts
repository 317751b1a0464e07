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

// The meta record, read once (a throwing getter is the caller's bad argument); its dialect only
// when the items alone would be read as another.
function metaRecord(
  meta: ItemsMeta | undefined,
  items: readonly Item[],
): Record<string, string> | undefined {
  const fields = callerOptions(meta, "meta");
  if (fields?.api === undefined || fields.api !== apiOfItem(items[0]))
    return itemsMetaRecord(fields);
  return itemsMetaRecord({ ...fields, api: undefined });
}

// A JSON array with one element per line: diffable, and still one JSON value.
function jsonArray(values: readonly unknown[]): string {
  if (values.length === 0) return "[]\n";
  return `[\n${values.map((v) => JSON.stringify(v)).join(",\n")}\n]\n`;
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
  const caller = callerOptions(options) as WriteOptions | undefined;
  const format = caller?.format;
  if (format === undefined || !WRITE_FORMATS.includes(format))
    throw invalidArgument(`unknown write format ${JSON.stringify(format)}`);
  checkItems(items);
  checkWritable(items, format === "msgpack");
  try {
    return serialize(items, format, caller?.requestFields, metaRecord(caller?.meta, items));
  } catch (cause) {
    // A getter that throws only on a second read, or a value the pre-walk let through.
    if (cause instanceof TranscriptError) throw cause;
    throw new TranscriptError("invalid-item", "the items cannot be written", { cause });
  }
}

function serialize(
  items: readonly Item[],
  format: WriteFormat,
  fields?: Record<string, unknown>,
  head?: Record<string, string>,
): string | Uint8Array {
  switch (format) {
    case "jsonl":
      return [...jsonLines(items, head)].join("");
    case "json":
      return jsonArray(head ? [head, ...items] : items);
    case "msgpack":
      return encodeValue(head ? [head, ...items] : items);
    case "chat": {
      const { messages } = chatMessages(items);
      return fields ? `${JSON.stringify({ ...fields, messages }, null, 1)}\n` : jsonArray(messages);
    }
    case "responses":
      return `${JSON.stringify({ ...fields, input: items }, null, 1)}\n`;
    default: {
      const { system, messages } = anthropicMessages(items);
      const body = system === undefined ? { ...fields, messages } : { ...fields, system, messages };
      return `${JSON.stringify(body, null, 1)}\n`;
    }
  }
}
