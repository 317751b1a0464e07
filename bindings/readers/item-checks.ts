// What the writers need of their items before reading them: objects, and for the Chat and
// Anthropic conversions, which read a message's content and an output part by part, parts that
// are objects (a hostile or hand-edited log can hold anything there).

import { DEFAULT_MAX_ITEMS } from "../../common/codes.js";
import { invalidArgument, TranscriptError } from "../errors.js";
import { isArrayValue } from "../is-array.js";
import { isMessage } from "../items/classify.js";
import type { Item } from "../items/types.js";
import { checkItemCount, nestedArray } from "../limits.js";

const isObject = (value: unknown) =>
  typeof value === "object" && value !== null && !isArrayValue(value);

/**
 * Checks that `items` is an array of objects.
 * @throws {TranscriptError} `invalid-argument` for a non-array; `invalid-item` (with `index`) for an item that is not an object.
 */
export function checkItems(items: readonly Item[]): void {
  if (!isArrayValue(items)) throw invalidArgument("items must be an array");
  checkItemCount(items.length, { maxItems: DEFAULT_MAX_ITEMS });
  // Indexed, not forEach: a hole is an item that is not an object, not one to skip.
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (!objectAt(item, index)) {
      throw new TranscriptError("invalid-item", `item ${index} is not an object`, { item, index });
    }
  }
}

// isObject, a revoked proxy refused with its index.
function objectAt(item: unknown, index: number): boolean {
  try {
    return isObject(item);
  } catch (cause) {
    throw new TranscriptError("invalid-item", `item ${index} cannot be read`, {
      item,
      index,
      reason: "unreadable",
      cause,
    });
  }
}

/**
 * Checks {@link checkItems}, and that every message's content is absent, null, a string or an array of objects
 * and every array `output` holds objects.
 * @throws {TranscriptError} as {@link checkItems}; `invalid-item` (with `index`) for a bad content or output part.
 */
export function checkConvertible(items: readonly Item[]): void {
  checkItems(items);
  items.forEach((item, index) => {
    const { content, output } = item as { content?: unknown; output?: unknown };
    const bad = (what: string) =>
      new TranscriptError("invalid-item", `item ${index}: ${what}`, { item, index });
    const plain = content === undefined || content === null || typeof content === "string";
    if (isMessage(item) && !plain && !isArrayValue(content))
      throw bad("a message's content must be a string, null or an array of parts");
    for (const parts of [nestedArray(content), nestedArray(output)])
      if (parts !== undefined && !parts.every(isObject))
        throw bad("every content or output part must be an object");
  });
}
