// Preparing a transcript for a family as SPEC §10 says: reconcileItems (repairs filled),
// orphan removal (the plan's `orphans: "drop"`, SPEC §5), itemsForFamily.
import { type Family, type Item, itemsForFamily, reconcileItems } from "../../bindings/index.js";
import { fillRepair } from "../support/corpus-checks.js";

/** Every item mapped to `family`: the host's record of who produced what. */
export function producedBy(items: readonly unknown[], family: Family): Map<Item, Family> {
  return new Map(items.map((item) => [item as Item, family]));
}

/** The transcript as a host sends it to `family` (the producers are in `itemFamilies`). */
export function prepareFor(
  items: readonly Item[],
  family: Family,
  itemFamilies: ReadonlyMap<Item, Family>,
): Item[] {
  const kept = reconcileItems(items).items({ repairOutput: fillRepair, orphans: "drop" });
  return itemsForFamily(kept, family, { itemFamilies });
}
