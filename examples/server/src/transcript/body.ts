// Request bodies: a JSON or msgpack array of items, checked by the library before anything is stored.
import { type Item, Projection, reconcileMsgpack, TranscriptError } from "clinker-transcript";
import { ServiceError } from "../http/errors.js";
import { decode } from "./codec.js";
import { checkJsonShape, checkMsgpackShape, DEFAULT_SHAPE, type ShapeLimits } from "./shape.js";

const MSGPACK_TYPES = ["application/msgpack", "application/x-msgpack", "application/vnd.msgpack"];

/** True when `contentType` names msgpack. */
export function isMsgpackType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return MSGPACK_TYPES.includes(type);
}

/**
 * The library's checks of msgpack bytes (truncation, trailing bytes, extensions, `__proto__` keys,
 * `maxItems`): a ReconciliationError means the bytes were well formed, so it is left to the item
 * checks that follow, which report it the same way for JSON.
 */
function checkMsgpack(bytes: Uint8Array, maxItems: number, maxDepth: number): void {
  try {
    reconcileMsgpack(bytes, { limits: { maxItems, maxBytes: bytes.length, maxDepth } });
  } catch (error) {
    if (!(error instanceof TranscriptError) || error.code !== "reconciliation") throw error;
  }
}

/** The body as text; invalid UTF-8 is refused, never turned into U+FFFD (two ids would become one). */
function jsonText(body: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    throw new ServiceError("malformed-json", 400, "the body is not valid UTF-8");
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ServiceError("malformed-json", 400, (error as Error).message);
  }
}

/**
 * Items of a request body: a JSON or msgpack array of item objects, at most `maxItems`, its
 * structure within `shape` (checked before anything is decoded).
 * @throws ServiceError `malformed-json` (400: also invalid UTF-8), `unsupported-media-type` (415).
 * @throws TranscriptError `malformed-msgpack`, `limit-exceeded` (`max-items`, `max-nodes`,
 * `max-depth`, `max-width`), `invalid-argument` (not an array, or empty), `invalid-item` (a
 * non-object or a `compaction_trigger`).
 */
export function parseItems(
  body: Uint8Array,
  contentType: string | null,
  maxItems: number,
  shape: ShapeLimits = DEFAULT_SHAPE,
): Item[] {
  let value: unknown;
  if (isMsgpackType(contentType)) {
    checkMsgpack(body, maxItems, shape.maxDepth);
    checkMsgpackShape(body, shape);
    value = decode(body);
  } else if ((contentType ?? "").toLowerCase().startsWith("application/json")) {
    const text = jsonText(body);
    checkJsonShape(text, shape);
    value = parseJson(text);
  } else {
    throw new ServiceError(
      "unsupported-media-type",
      415,
      "send application/json or application/msgpack",
    );
  }
  if (!Array.isArray(value) || value.length === 0)
    throw new TranscriptError("invalid-argument", "the body must be a non-empty array of items");
  if (value.length > maxItems)
    throw new TranscriptError("limit-exceeded", `more than ${maxItems} items in one request`, {
      reason: "max-items",
    });
  // The projection's own check: every item an object, no compaction_trigger (invalid-item).
  return new Projection(value as Item[]).items();
}
