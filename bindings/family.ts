// Selecting what a model family may replay (SPEC §3).
import { invalidArgument } from "./errors.js";
import {
  hasFamilyPrivateContent,
  isFamilyPrivateItem,
  withoutPrivateContent,
} from "./items/classify.js";
import type { Family, Item } from "./items/types.js";
import { itemsOf, type Projection } from "./projection.js";

/** Who produced which item, and which items are portable handoffs for which native family. */
export interface FamilyOptions {
  /** The producing family of items (identity-keyed). Unknown producer: private items are dropped. */
  itemFamilies?: ReadonlyMap<Item, Family>;
  /** Handoff items (a text stand-in for private content) with the family they stand in for. */
  handoffFamilies?: ReadonlyMap<Item, Family>;
}

function checkMap(map: unknown, name: string): void {
  if (map !== undefined && !(map instanceof Map)) throw invalidArgument(`${name} must be a Map`);
}

/** The item as `family` may see it: itself, a stripped copy, or undefined (omitted). */
export function itemForFamily(
  item: Item,
  family: Family,
  options: FamilyOptions,
): Item | undefined {
  const handoff = options.handoffFamilies?.get(item);
  if (handoff !== undefined) return handoff === family ? undefined : item;
  const producer = options.itemFamilies?.get(item);
  if (isFamilyPrivateItem(item)) return producer === family ? item : undefined;
  if (hasFamilyPrivateContent(item) && producer !== family) return withoutPrivateContent(item);
  return item;
}

/**
 * A fresh array of what `family` may replay: private items of other (or unknown) families
 * dropped, private parts stripped from shared items as fresh copies, handoffs omitted for
 * their native family. Inputs are never mutated.
 */
export function itemsForFamily(
  items: readonly Item[] | Projection,
  family: Family,
  options: FamilyOptions = {},
): Item[] {
  const list = itemsOf(items);
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
