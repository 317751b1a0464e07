// A one-pass plan's family selection: each item's privacy was read while the plan was made.
import {
  choiceForFamily,
  type FamilySources,
  familySources,
  privacy as readPrivacy,
  SHARED,
  UNREAD,
} from "../family.js";
import { directReadsSafe } from "../items/direct.js";
import type { Family, Item } from "../items/types.js";

/** A plan's items: `order` entries of `source`, negative ones repair slots of `outputs` (undefined: `source` as is). */
export interface PlannedItems {
  source: readonly Item[];
  order: Int32Array | undefined;
  outputs: readonly Item[];
  /** Each source item's privacy as the planning pass read it (family.ts). */
  privacy: Uint8Array;
}

/**
 * What `family` may replay of a plan's items, as itemsForFamily selects them: the privacy read
 * in the planning pass, repairs and UNREAD items read now (directly where safe, all again
 * through own() if Object.prototype gained a read name meanwhile). Only without handoffs (their
 * lookup comes before privacy).
 */
export function pickPlanned(planned: PlannedItems, family: Family, options: FamilySources): Item[] {
  const sources = familySources(options);
  let direct = directReadsSafe();
  for (;;) {
    const out = pickWith(planned, family, sources, direct);
    if (!direct || directReadsSafe()) return out;
    direct = false;
  }
}

function pickWith(
  { source, order, outputs, privacy }: PlannedItems,
  family: Family,
  options: FamilySources,
  direct: boolean,
): Item[] {
  const n = order === undefined ? source.length : order.length;
  const out = new Array<Item>(n);
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const index = order === undefined ? i : order[i];
    let item = index >= 0 ? source[index] : outputs[-index - 1];
    let kind = index >= 0 ? privacy[index] : UNREAD;
    if (kind === UNREAD) kind = readPrivacy(item, direct);
    if (kind !== SHARED) item = choiceForFamily(item, kind, family, options) as Item;
    if (item !== undefined) out[kept++] = item;
  }
  if (kept !== n) out.length = kept; // a runtime call: skipped when nothing was left out
  return out;
}
