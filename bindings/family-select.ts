// itemsForFamily with its report (SPEC §3 "Foreign private content as text"): which items became
// text, and the handoff marks a later projection back to their family needs.
import {
  checkFamilyArguments,
  type FamilyOptions,
  itemList,
  type OnForeignText,
  pickForFamily,
} from "./family.js";
import type { Family, Item } from "./items/types.js";
import { callerOptions, resolveLimits } from "./limits.js";
import type { Projection } from "./projection.js";

/** An item whose foreign private content became text. */
export interface ForeignText {
  /** The input item. */
  readonly source: Item;
  /** What stands in for it in `items`: a fresh assistant message, or a fresh copy of the message. */
  readonly item: Item;
  /** The family that produced the private content. */
  readonly family: Family;
}

/** What {@link selectForFamily} returns. */
export interface FamilySelection {
  /** Exactly what `itemsForFamily(items, family, options)` returns. */
  readonly items: Item[];
  /**
   * The caller's `handoffFamilies` (copied) plus each new text handoff with its producing
   * family, so projecting `items` back to that family omits it. A message that kept shared
   * content beside the text is not marked (omitting it would lose that content).
   */
  readonly handoffFamilies: Map<Item, Family>;
  /** The items turned into text, in order (empty unless `foreign: "text"`). */
  readonly asText: readonly ForeignText[];
}

/**
 * {@link itemsForFamily}, also saying which items became text with `foreign: "text"` and marking
 * the new handoffs in a fresh `handoffFamilies`. Inputs are never mutated.
 * @throws {TranscriptError} as {@link itemsForFamily}: `limit-exceeded` past `limits.maxItems`;
 * `invalid-argument` for a non-array, a non-string family, bad maps or a bad `foreign`.
 */
export function selectForFamily(
  items: readonly Item[] | Projection,
  family: Family,
  given: FamilyOptions = {},
): FamilySelection {
  const options = callerOptions(given);
  const list = itemList(items, "items", resolveLimits(options.limits));
  checkFamilyArguments(family, options);
  const made: { record: ForeignText; handoff: boolean }[] = [];
  const onText: OnForeignText = (source, item, producer, handoff) => {
    made.push({ record: Object.freeze({ source, item, family: producer }), handoff });
  };
  const out = pickForFamily(list, family, options, onText);
  // A pass repeated (Object.prototype changed meanwhile) told of items it then made again.
  const kept = new Set(out);
  const asText = made.filter((m) => kept.has(m.record.item));
  const handoffFamilies = new Map(options.handoffFamilies ?? []);
  for (const m of asText) if (m.handoff) handoffFamilies.set(m.record.item, m.record.family);
  return {
    items: out,
    handoffFamilies,
    asText: Object.freeze(asText.map((m) => m.record)),
  };
}
