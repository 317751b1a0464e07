// Limits on every planning call and on the msgpack path (SPEC §6, §8), checked before any copy or walk.
import { DEFAULT_MAX_ITEMS } from "../common/codes.js";
import { invalidArgument, TranscriptError } from "./errors.js";
import { prototypeOf } from "./items/direct.js";

/** Bounds on input size; the defaults are safe for a server. */
export interface Limits {
  /** Most items in one transcript (default 4,000,000). */
  maxItems?: number;
  /** Most bytes of stored msgpack (default 1 GiB). Msgpack path only. */
  maxBytes?: number;
  /** Deepest msgpack nesting (default 64). Msgpack path only. */
  maxDepth?: number;
}

/**
 * Bounds of a call over item objects: the item count only. Objects have no byte size and the
 * library never descends into an item, so `maxBytes` / `maxDepth` are refused there, not ignored.
 */
export type ItemLimits = Pick<Limits, "maxItems">;

function limitValue(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || (value as number) < 0) {
    throw invalidArgument(`limits.${name} must be a non-negative integer`);
  }
  return value as number;
}

/**
 * The limits of an object-path call, defaults filled in.
 * @throws {TranscriptError} `invalid-argument` for a bad value, or `maxBytes` / `maxDepth` given.
 */
export function resolveLimits(limits: ItemLimits | undefined): { maxItems: number } {
  if (limits === undefined) return { maxItems: DEFAULT_MAX_ITEMS };
  if (typeof limits !== "object" || limits === null)
    throw invalidArgument("limits must be an object");
  for (const name of ["maxBytes", "maxDepth"]) {
    if ((limits as Limits)[name as keyof Limits] !== undefined) {
      throw invalidArgument(
        `limits.${name} applies to msgpack bytes only; item objects take limits.maxItems`,
      );
    }
  }
  return { maxItems: limitValue("maxItems", limits.maxItems, DEFAULT_MAX_ITEMS) };
}

/** Throws `limit-exceeded` when a transcript has more items than allowed. */
export function checkItemCount(count: number, limits: { maxItems: number }): void {
  if (count > limits.maxItems) {
    throw new TranscriptError(
      "limit-exceeded",
      `${count} items exceed limits.maxItems (${limits.maxItems})`,
      { reason: "max-items" },
    );
  }
}

/** Runs `read` over a caller's object; a throw from a getter, trap or iterator becomes `invalid-argument`. */
export function readCaller<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (cause) {
    if (cause instanceof TranscriptError) throw cause;
    throw invalidArgument(`${name} cannot be read`, { cause });
  }
}

/**
 * A fresh array of an array, array-like or iterable, its size checked before anything is copied:
 * an array-like's `length` first, an iterable's entries counted as they come.
 * @throws {TranscriptError} `limit-exceeded` past `maxItems`; `invalid-argument` when unreadable.
 */
export function boundedArray<T>(
  source: Iterable<T> | ArrayLike<T>,
  maxItems: number,
  name: string,
): T[] {
  return readCaller(name, () => {
    const length = (source as ArrayLike<T>).length;
    if (typeof length === "number") {
      checkItemCount(length, { maxItems });
      // A plain array without holes: one bulk copy (the same entries as the loop below reads;
      // a plain array's length is its own data property, so the copy has `length` entries).
      if (Array.isArray(source) && prototypeOf(source) === Array.prototype) {
        const copy = source.slice() as T[];
        if (!copy.includes(undefined as T)) return copy;
      }
      // Indexed, not through Symbol.iterator: an array's own iterator could yield forever.
      const out: T[] = [];
      for (let i = 0; i < length; i++) out.push((source as ArrayLike<T>)[i]);
      return out;
    }
    if (typeof (source as Iterable<T>)[Symbol.iterator] !== "function")
      throw invalidArgument(`${name} must be an array, an array-like or an iterable`);
    const out: T[] = [];
    for (const item of source as Iterable<T>) {
      checkItemCount(out.length + 1, { maxItems });
      out.push(item);
    }
    return out;
  });
}
