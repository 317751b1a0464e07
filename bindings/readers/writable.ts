// What writeTranscript serializes is walked first, so a hostile value is refused as a
// TranscriptError instead of a raw TypeError/RangeError or a walk of 2**32-1 holes: depth,
// cycles, BigInt, each array's length and the values walked in all are bounded.
import { TranscriptError } from "../errors.js";
import { MAX_NESTED_ENTRIES, nestedArray } from "../limits.js";
import { HARD_MAX_DEPTH } from "../msgpack/walk.js";
import { isWellFormed } from "../well-formed.js";

/** Values one writeTranscript call walks at most (each is at least two bytes written). */
export const MAX_WRITTEN_VALUES = 16 * MAX_NESTED_ENTRIES;

interface Walk {
  readonly onPath: Set<object>;
  /** msgpack: strings are UTF-8, so a lone surrogate would be written as U+FFFD. */
  readonly utf8: boolean;
  values: number;
  index: number;
}

function refuse(walk: Walk, code: "limit-exceeded" | "invalid-item", reason: string, what: string) {
  return new TranscriptError(code, `item ${walk.index}: ${what}`, { index: walk.index, reason });
}

function walkValue(value: unknown, depth: number, walk: Walk): void {
  if (++walk.values > MAX_WRITTEN_VALUES)
    throw refuse(walk, "limit-exceeded", "max-items", `more than ${MAX_WRITTEN_VALUES} values`);
  if (typeof value === "bigint") throw refuse(walk, "invalid-item", "bigint", "holds a BigInt");
  if (walk.utf8 && typeof value === "string" && !isWellFormed(value))
    throw refuse(
      walk,
      "invalid-item",
      "ill-formed-string",
      "a string with a lone surrogate has no UTF-8 form",
    );
  if (typeof value !== "object" || value === null) return;
  if (depth > HARD_MAX_DEPTH)
    throw refuse(walk, "limit-exceeded", "max-depth", `nested deeper than ${HARD_MAX_DEPTH}`);
  if (walk.onPath.has(value)) throw refuse(walk, "invalid-item", "cycle", "contains itself");
  walk.onPath.add(value);
  const list = nestedArray(value);
  if (list !== undefined) for (let i = 0; i < list.length; i++) walkValue(list[i], depth + 1, walk);
  else
    for (const key of Object.keys(value)) {
      if (walk.utf8 && !isWellFormed(key))
        throw refuse(
          walk,
          "invalid-item",
          "ill-formed-string",
          "a key with a lone surrogate has no UTF-8 form",
        );
      walkValue((value as never)[key], depth + 1, walk);
    }
  walk.onPath.delete(value);
}

/**
 * Checks that every item can be written as JSON or msgpack: no cycle, no BigInt, nesting at
 * most 1,024 deep, every array at most 4,000,000 entries, at most {@link MAX_WRITTEN_VALUES}
 * values in all, and every field readable (a throwing getter or proxy trap).
 * @throws {TranscriptError} `limit-exceeded` (reason `max-depth` or `max-items`) past a bound;
 *   `invalid-item` (with `index` and the `cause`) for a cycle, a BigInt or an unreadable field,
 *   and with `utf8` (msgpack) a string or key holding a lone surrogate (it has no UTF-8 form).
 */
export function checkWritable(items: readonly unknown[], utf8: boolean): void {
  const walk: Walk = { onPath: new Set(), utf8, values: 0, index: 0 };
  for (; walk.index < items.length; walk.index++) {
    try {
      walkValue(items[walk.index], 0, walk);
    } catch (cause) {
      // A limit, or a refusal already naming the item; a revoked proxy's refusal gets the index.
      if (
        cause instanceof TranscriptError &&
        (cause.code !== "invalid-item" || cause.index !== undefined)
      )
        throw cause;
      const { index } = walk;
      throw new TranscriptError("invalid-item", `item ${index}: a field cannot be read`, {
        index,
        reason: "unreadable",
        cause,
      });
    }
  }
}
