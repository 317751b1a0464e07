// Limits on every planning call and on the msgpack path (SPEC §6, §8), checked before any copy or walk.
import { DEFAULT_MAX_ITEMS } from "../common/codes.js";
import { invalidArgument, TranscriptError } from "./errors.js";
import { isArrayValue } from "./is-array.js";
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
export function resolveLimits(given: ItemLimits | undefined): { maxItems: number } {
  if (given === undefined) return { maxItems: DEFAULT_MAX_ITEMS };
  const limits = callerOptions(given, "limits");
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

/** Most entries a nested array (content parts, tool calls, an output's parts) may claim. */
export const MAX_NESTED_ENTRIES = DEFAULT_MAX_ITEMS;

/**
 * `value` itself when it is an array, its length checked before anything walks it (a sparse
 * array may claim 2**32-1 entries); undefined for anything else.
 * @throws {TranscriptError} `limit-exceeded` (reason `max-items`) past {@link MAX_NESTED_ENTRIES}.
 */
export function nestedArray(value: unknown): readonly unknown[] | undefined {
  if (!isArrayValue(value)) return undefined;
  if (value.length > MAX_NESTED_ENTRIES) {
    throw new TranscriptError(
      "limit-exceeded",
      `a nested array of ${value.length} entries exceeds ${MAX_NESTED_ENTRIES}`,
      { reason: "max-items" },
    );
  }
  return value;
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
 * A plain copy of a caller's options object (its enumerable fields, own or inherited), each read
 * once here, so a getter or proxy trap that throws is refused and later reads cannot throw.
 * Anything but an object is returned as it is, for the caller's own check.
 * @throws {TranscriptError} `invalid-argument` when a field cannot be read.
 */
export function callerOptions<T>(options: T, name = "options"): T {
  if (typeof options !== "object" || options === null) return options;
  return readCaller(name, () => {
    const copy: Record<string, unknown> = Object.create(null); // a `__proto__` field stays a field
    for (const key in options) copy[key] = (options as Record<string, unknown>)[key];
    return copy as T;
  });
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
      if (isArrayValue(source) && prototypeOf(source) === Array.prototype) {
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
