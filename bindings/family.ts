// Selecting what a model family may replay (SPEC §3).
import { DEFAULT_MAX_ITEMS } from "../common/codes.js";
import { invalidArgument } from "./errors.js";
import {
  hasPrivateParts,
  isServerExecuted,
  itemType,
  withoutPrivateContent,
} from "./items/classify.js";
import { ALWAYS_PRIVATE_TYPES } from "./items/kinds.js";
import type { Family, Item } from "./items/types.js";
import {
  boundedArray,
  checkItemCount,
  type ItemLimits,
  readCaller,
  resolveLimits,
} from "./limits.js";
import { Projection } from "./projection.js";

/** Who produced which item, and which items are portable handoffs for which native family. */
export interface FamilyOptions {
  /** The producing family of items (identity-keyed). Unknown producer: private items are dropped. */
  itemFamilies?: ReadonlyMap<Item, Family>;
  /** Handoff items (a text stand-in for private content) with the family they stand in for. */
  handoffFamilies?: ReadonlyMap<Item, Family>;
  /** Most items accepted (checked before the list is read); default 4,000,000. */
  limits?: ItemLimits;
}

/** The item count of an array or a projection, checked against `maxItems` before any walk. */
export function itemCount(
  items: readonly Item[] | Projection,
  limits: { maxItems: number } = { maxItems: DEFAULT_MAX_ITEMS },
  name = "items",
): number {
  if (readCaller(name, () => items instanceof Projection)) return (items as Projection).length;
  if (!Array.isArray(items)) throw invalidArgument(`${name} must be an array or a Projection`);
  const count = readCaller(name, () => items.length);
  checkItemCount(count, limits);
  return count;
}

/**
 * The items of an array or a projection as a fresh array, the count checked first; a non-array
 * is `invalid-argument`, past `maxItems` `limit-exceeded`.
 */
export function itemList(
  items: readonly Item[] | Projection,
  name = "items",
  limits: { maxItems: number } = { maxItems: DEFAULT_MAX_ITEMS },
): Item[] {
  if (items instanceof Projection) return items.items();
  itemCount(items, limits, name);
  return boundedArray(items, limits.maxItems, name);
}

function checkMap(map: unknown, name: string): void {
  if (map !== undefined && !(map instanceof Map)) throw invalidArgument(`${name} must be a Map`);
}

const SHARED = 0;
const PRIVATE_ITEM = 1;
const PRIVATE_PARTS = 2;

/** SHARED, PRIVATE_ITEM (isFamilyPrivateItem) or PRIVATE_PARTS (hasFamilyPrivateContent): type read once. */
function privacyOf(item: Item): number {
  const type = itemType(item);
  if (type === "message") return hasPrivateParts(item as object) ? PRIVATE_PARTS : SHARED;
  if (type === undefined) return SHARED;
  if (ALWAYS_PRIVATE_TYPES.has(type)) return PRIVATE_ITEM;
  if (type === "tool_search_call" || type === "tool_search_output")
    return isServerExecuted(item) ? PRIVATE_ITEM : SHARED;
  return SHARED;
}

/** The item as `family` may see it: itself, a stripped copy, or undefined (omitted). */
export function itemForFamily(
  item: Item,
  family: Family,
  options: FamilyOptions,
): Item | undefined {
  const handoffs = options.handoffFamilies;
  if (handoffs !== undefined && handoffs.size > 0) {
    const handoff = handoffs.get(item);
    if (handoff !== undefined) return handoff === family ? undefined : item;
  }
  const privacy = privacyOf(item);
  if (privacy === SHARED) return item;
  // The producer is looked up only for items it decides.
  const producer = options.itemFamilies?.get(item);
  if (privacy === PRIVATE_ITEM) return producer === family ? item : undefined;
  return producer === family ? item : withoutPrivateContent(item);
}

/**
 * A fresh array of what `family` may replay: private items of other (or unknown) families
 * dropped, private parts stripped from shared items as fresh copies, handoffs omitted for
 * their native family. Inputs are never mutated.
 * @throws {TranscriptError} `limit-exceeded` past `limits.maxItems` (checked before any walk).
 * @throws {TranscriptError} `invalid-argument` for a non-array, a non-string family or bad maps.
 */
export function itemsForFamily(
  items: readonly Item[] | Projection,
  family: Family,
  options: FamilyOptions = {},
): Item[] {
  const list = itemList(items, "items", resolveLimits(options.limits));
  if (typeof family !== "string") throw invalidArgument("family must be a string");
  checkMap(options.itemFamilies, "itemFamilies");
  checkMap(options.handoffFamilies, "handoffFamilies");
  const out: Item[] = [];
  for (const item of list) {
    const kept = itemForFamily(item, family, options);
    if (kept !== undefined) out.push(kept);
  }
  return out;
}
