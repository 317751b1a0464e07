// `fix` applies preflight's `remove-item`: an item the API refuses whatever is around it (a call
// or output the engines cannot pair, an unknown type, reasoning with nothing after it, ...) is
// left out, and reported by rule and line.
import type { Family, Item } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import type { Transcript, TranscriptRecord } from "../readers/types.js";
import { locatedPreflight, type ReportedViolation } from "./check.js";

/** An item `fix` left out for a violation whose fix is `remove-item`. */
export interface RemovedItem {
  rule: string;
  /** The record the item came from (`-1`: an item fix made). */
  index: number;
  line?: number;
}

/** Preflight options `fix` checks with. */
export interface RemoveOptions {
  model?: string;
  family?: Family;
  producer?: Family;
}

/** What {@link removeRefused} left and removed. */
export interface Refused {
  items: Item[];
  removed: RemovedItem[];
  /**
   * When nothing was removed: the violations `violationsOf` reports for `items` without records,
   * read from this call's preflight where it can be (check.ts's locatedPreflight; else undefined).
   */
  unrecorded?: () => ReportedViolation[];
  /** The rules the call's preflight reported (whatever their fix). */
  rules: ReadonlySet<string>;
  /** The items of the call's `items` that violations of `rules` name (by their block, if any). */
  named: (rules: ReadonlySet<string>) => Set<Item>;
}

/**
 * `items` without those preflight for `api` names with fix `remove-item` (each once, by the
 * first rule naming it), and what was removed; `recordOf` says where an item came from.
 */
export function removeRefused(
  base: Transcript,
  items: readonly Item[],
  api: PreflightApi,
  recordOf: (item: Item) => TranscriptRecord,
  options: RemoveOptions,
): Refused {
  const t = { id: base.id, items: [...items], records: items.map(recordOf), meta: base.meta };
  const { located, unrecorded } = locatedPreflight(t, api, options);
  const rules = new Set(located.map((v) => v.reported.rule));
  const named = (wanted: ReadonlySet<string>) =>
    new Set(
      located.flatMap((v) =>
        wanted.has(v.reported.rule) && v.item !== undefined && items[v.item] !== undefined
          ? [items[v.item]]
          : [],
      ),
    );
  const drop = new Map<Item, string>();
  for (const v of located) {
    if (v.reported.fix !== "remove-item" || v.item === undefined) continue;
    const item = items[v.item];
    if (item !== undefined && !drop.has(item)) drop.set(item, v.reported.rule);
  }
  if (drop.size === 0) return { items: [...items], removed: [], unrecorded, rules, named };
  const removed = [...drop].map(([item, rule]) => {
    const { index, line } = recordOf(item);
    return line === undefined ? { rule, index } : { rule, index, line };
  });
  return { items: items.filter((item) => !drop.has(item)), removed, rules, named };
}
