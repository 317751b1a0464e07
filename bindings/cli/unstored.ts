// fix's share of `responses/unstored-reference` (SPEC §10): with nothing stored, an item only the
// server could resolve (a reference, reasoning without encrypted_content) is removed, or with
// --foreign text a reasoning item's readable text is kept as an assistant message.
import { privateItemAsText } from "../items/private-text.js";
import type { Item } from "../items/types.js";
import { type ResponsesContext, responsesContext } from "../preflight/responses/context.js";
import type { Rule } from "../preflight/rule.js";
import { RULES_BY_API } from "../preflight/rules.js";
import type { PreflightOptions } from "../preflight/types.js";

/** The rule withoutUnstored runs alone. */
export const UNSTORED_RULE = "responses/unstored-reference";
const RULE = UNSTORED_RULE;
// The rule alone: preflight runs every Responses rule (the pairing ones correlate the whole
// list) where fix keeps this one's findings (0.44 s of the fix step's 1.9 s on a 0.5 GB rollout).
const UNSTORED = RULES_BY_API.responses.find((r) => r.id === RULE) as Rule<ResponsesContext>;
const OPTIONS: PreflightOptions = { api: "responses" };

/** What fix did about stored references. */
export interface UnstoredOutcome {
  items: readonly Item[];
  /** Items removed. */
  removed: Item[];
  /** Reasoning items kept as text instead. */
  asText: number;
}

/**
 * `items` without what preflight reports as unstored references for the Responses API (the rule
 * decides, not this file); with `keepText`, a reasoning item's summary or content text stays as
 * an assistant message.
 */
export function withoutUnstored(items: readonly Item[], keepText: boolean): UnstoredOutcome {
  const found = UNSTORED.applies(OPTIONS) ? UNSTORED.check(responsesContext(items, OPTIONS)) : [];
  if (found.length === 0) return { items, removed: [], asText: 0 };
  const replaced = new Map<Item, Item | undefined>();
  const removed: Item[] = [];
  let asText = 0;
  for (const v of found) {
    const item = items[v.index];
    const text = keepText ? privateItemAsText(item) : undefined;
    replaced.set(item, text);
    if (text === undefined) removed.push(item);
    else asText++;
  }
  const out: Item[] = [];
  for (const item of items) {
    if (!replaced.has(item)) out.push(item);
    else if (replaced.get(item) !== undefined) out.push(replaced.get(item)!);
  }
  return { items: out, removed, asText };
}
