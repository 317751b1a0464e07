// The one msgpackr configuration of the server path: plain maps and arrays, no records, no
// structured clone, no extensions. Used to decode single items and to encode repairs.
// The pure-JS parts only: msgpackr's Node entry loads a native extension (18-24 ms of cold start)
// and reads an environment variable (Deno would need --allow-env). Types only here: the classes
// come from msgpackr-source.ts, which the Node build loads on first use.
import { DEFAULT_MAX_DEPTH } from "../../common/codes.js";
import { invalidArgument, TranscriptError } from "../errors.js";
import { kept } from "../internal/hooks.js";
import type { Item } from "../items/types.js";
import { msgpackr } from "./msgpackr-source.js";
import { mentionsProto, walkItems } from "./walk.js";
import { statusError } from "./wasm-scan.js";

/**
 * The msgpackr options the server path reads and writes items with (plain maps and arrays, no
 * records, no structured clone, no extensions): pass them to `new Packr(...)` for the bytes you
 * store, so what you write is what `reconcileMsgpack` reads.
 */
export const MSGPACK_OPTIONS = Object.freeze({
  useRecords: false,
  structuredClone: false,
  moreTypes: false,
  mapsAsObjects: true,
  encodeUndefinedAsNil: true,
  int64AsType: "number",
} as const);
const OPTIONS = MSGPACK_OPTIONS;

// The codecs, made on first use (importing the library builds none), kept for the process.
const packr = () => (kept.codecs.packr ??= new (msgpackr().Packr)(OPTIONS));
const unpackr = () => (kept.codecs.unpackr ??= new (msgpackr().Unpackr)(OPTIONS));
const mapUnpackr = () =>
  (kept.codecs.mapUnpackr ??= new (msgpackr().Unpackr)({ ...OPTIONS, mapsAsObjects: false }));

/** A decoded Map (maps are Maps on the slow path) as a plain object; `__proto__` an own field. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (!(value instanceof Map)) return value;
  const object: Record<string, unknown> = {};
  for (const [key, field] of value)
    Object.defineProperty(object, String(key), {
      value: plain(field),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return object;
}

/**
 * Decodes bytes (msgpackr errors become `malformed-msgpack`). msgpackr renames a `__proto__` key
 * to `__proto_`; bytes that hold that name are decoded as Maps and copied with it as an own field,
 * as JSON.parse does (the planners refuse such keys before decoding).
 */
export function decode(bytes: Uint8Array): unknown {
  // Made outside the try: a failure to load msgpackr is not the input's fault.
  const proto = mentionsProto(bytes);
  const codec = proto ? mapUnpackr() : unpackr();
  try {
    const value = codec.unpack(bytes);
    return proto ? plain(value) : value;
  } catch (cause) {
    throw new TranscriptError("malformed-msgpack", "msgpackr could not decode the input", {
      reason: "decode",
      cause,
    });
  }
}

/**
 * Checks that planned bytes are still there: a view on a buffer transferred away since planning
 * reads as empty (and `subarray` on it throws a raw TypeError).
 * @throws {TranscriptError} `invalid-argument` when the buffer was detached.
 */
export function checkAttached(bytes: Uint8Array, offsets: Uint32Array): void {
  if (bytes.byteLength < offsets[offsets.length - 1])
    throw invalidArgument(
      "the planned bytes are gone: their ArrayBuffer was detached (transferred)",
    );
}

/** Item `index` decoded from its byte range. @throws {TranscriptError} as checkAttached, or malformed-msgpack. */
export function decodeItem(bytes: Uint8Array, offsets: Uint32Array, index: number): Item {
  checkAttached(bytes, offsets);
  return decode(bytes.subarray(offsets[index], offsets[index + 1])) as Item;
}

/** The item at `index` for an error report, or undefined when it cannot be decoded. */
export function decodeItemOrUndefined(
  bytes: Uint8Array,
  offsets: Uint32Array,
  index: number,
): Item | undefined {
  try {
    return decodeItem(bytes, offsets, index);
  } catch {
    return undefined;
  }
}

/**
 * Encodes one item (a repair output) and checks that the stored path would read it back: an item
 * that cannot be encoded, or encodes to something the scan rejects (a Date, a `__proto__` key,
 * nesting past the default depth), is `invalid-repair`.
 */
export function encodeItem(item: Item, callId: string): Uint8Array {
  let encoded: Uint8Array;
  const codec = packr(); // made outside the try: a failure to load msgpackr is not the item's
  try {
    encoded = new Uint8Array(codec.pack([item]));
  } catch (cause) {
    throw invalidRepair(item, callId, "it cannot be encoded as msgpack", cause);
  }
  const status = walkItems(encoded, 1, DEFAULT_MAX_DEPTH);
  if (typeof status === "number") {
    const detail = statusError(status).reason;
    throw invalidRepair(item, callId, `its msgpack would be rejected (${detail})`);
  }
  return encoded.subarray(status[0], status[1]);
}

function invalidRepair(item: Item, callId: string, why: string, cause?: unknown): TranscriptError {
  return new TranscriptError("invalid-repair", `the repair output for ${callId}: ${why}`, {
    reason: "unencodable-output",
    item,
    callId,
    cause,
  });
}

/** A value (an item list) as msgpack with the same configuration the decoder reads. */
export function encodeValue(value: unknown): Uint8Array {
  return new Uint8Array(packr().pack(value));
}
