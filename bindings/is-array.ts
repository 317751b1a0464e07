// Array.isArray throws a raw TypeError on a revoked proxy; every library read of a caller's value
// goes through this instead, so that value is refused like any other unreadable one.
import { TranscriptError } from "./errors.js";

/**
 * `Array.isArray(value)`.
 * @throws {TranscriptError} `invalid-item` (reason `unreadable`) for a revoked proxy.
 */
export function isArrayValue(value: unknown): value is any[] {
  try {
    return Array.isArray(value);
  } catch (cause) {
    throw new TranscriptError("invalid-item", "a revoked proxy cannot be read", {
      reason: "unreadable",
      item: value,
      cause,
    });
  }
}
