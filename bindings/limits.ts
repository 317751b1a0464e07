// Limits on every planning call and on the msgpack path (SPEC §6, §8).
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, DEFAULT_MAX_ITEMS } from "../common/codes.js";
import { invalidArgument, TranscriptError } from "./errors.js";

/** Bounds on input size; the defaults are safe for a server. */
export interface Limits {
  /** Most items in one transcript (default 4,000,000). */
  maxItems?: number;
  /** Most bytes of stored msgpack (default 1 GiB). */
  maxBytes?: number;
  /** Deepest msgpack nesting (default 64). */
  maxDepth?: number;
}

/** Limits with defaults filled in and validated. */
export function resolveLimits(limits: Limits | undefined): Required<Limits> {
  const out = {
    maxItems: limits?.maxItems ?? DEFAULT_MAX_ITEMS,
    maxBytes: limits?.maxBytes ?? DEFAULT_MAX_BYTES,
    maxDepth: limits?.maxDepth ?? DEFAULT_MAX_DEPTH,
  };
  for (const [name, value] of Object.entries(out)) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw invalidArgument(`limits.${name} must be a non-negative integer`);
    }
  }
  return out;
}

/** Throws `limit-exceeded` when a transcript has more items than allowed. */
export function checkItemCount(count: number, limits: Required<Limits>): void {
  if (count > limits.maxItems) {
    throw new TranscriptError(
      "limit-exceeded",
      `${count} items exceed limits.maxItems (${limits.maxItems})`,
      { reason: "max-items" },
    );
  }
}
