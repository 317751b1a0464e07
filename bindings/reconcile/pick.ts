// A one-pass plan's family selection: each item's privacy was read while the plan was made.
import { choiceForFamily, type FamilySources, itemForFamily, SHARED, UNREAD } from "../family.js";
import type { Family, Item } from "../items/types.js";

/**
 * What `family` may replay of a plan's items (`order` entries of `source`, negative ones repair
 * slots of `outputs`; undefined: `source` as is), as itemsForFamily selects them: `privacy[i]`
 * read in the planning pass, repairs and UNREAD items read now. Only without handoffs (their
 * lookup comes before privacy).
 */
export function pickPlanned(
  source: readonly Item[],
  order: Int32Array | undefined,
  outputs: readonly Item[],
  privacy: Uint8Array,
  family: Family,
  options: FamilySources,
): Item[] {
  const n = order === undefined ? source.length : order.length;
  const out = new Array<Item>(n);
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const index = order === undefined ? i : order[i];
    let item: Item | undefined;
    if (index < 0) item = itemForFamily(outputs[-index - 1], family, options);
    else {
      item = source[index];
      const kind = privacy[index];
      if (kind === UNREAD) item = itemForFamily(item, family, options);
      else if (kind !== SHARED) item = choiceForFamily(item, kind, family, options);
    }
    if (item !== undefined) out[kept++] = item;
  }
  out.length = kept;
  return out;
}
