// fix's late removal pass where the plan only inserted repair outputs: its outcome follows from the
// first pass's, without a second preflight (issue 35: nearly every piece of a log holds a repair).
import { isObject } from "../items/classify.js";
import type { Item } from "../items/types.js";
import { RULES_BY_API } from "../preflight/rules.js";
import type { Refused } from "./remove-items.js";

const MISSING_OUTPUT = "responses/missing-output";
/** The Responses rule that reports orphan outputs (and outputs before their calls). */
export const ORPHAN_RULE = "responses/orphan-output";

// The Responses rules the argument of lateAfterRepairs covers, each read in responses/checks.ts;
// a rule added later disables the shortcut until it is read too.
const COVERED: ReadonlySet<string> = new Set(
  [
    "missing-output orphan-output unpairable reasoning-without-following-item",
    "item-without-reasoning duplicate-id unstored-reference foreign-encrypted-content",
    "reasoning-to-non-reasoning-model id-prefix unknown-type compaction-trigger-not-last",
  ]
    .join(" ")
    .split(" ")
    .map((name) => `responses/${name}`),
);
const ALL_COVERED = RULES_BY_API.responses.every((rule) => COVERED.has(rule.id));

// An item's own `type`, as the Responses context reads it (undefined when unreadable).
function typeOf(item: unknown): unknown {
  try {
    return isObject(item) && Object.hasOwn(item, "type")
      ? (item as { type: unknown }).type
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `fixed` is `list` with `repairs` items inserted and nothing else changed (`list`'s items
 * all there, in order), none of them right after reasoning or a compaction trigger.
 */
export function onlyInserted(
  list: readonly Item[],
  fixed: readonly Item[],
  repairs: number,
): boolean {
  if (fixed.length !== list.length + repairs) return false;
  let i = 0;
  for (let j = 0; j < fixed.length; j++) {
    if (i < list.length && fixed[j] === list[i]) {
      i++;
      continue;
    }
    const before = j > 0 ? typeOf(fixed[j - 1]) : undefined;
    if (before === "reasoning" || before === "compaction_trigger") return false;
  }
  return i === list.length;
}

/**
 * The outcome of fix's late removal pass (removeRefused over `fixed`, with the first pass's
 * records and options) where `fixed` is the first pass's items with the plan's repair outputs
 * inserted ({@link onlyInserted}) and every violation of the first pass, with records and
 * without, was `responses/missing-output`; undefined otherwise (the pass runs).
 *
 * Why nothing is left, rule by rule (responses/checks.ts), with the same options in both passes
 * (a repair output has no record: no model, and every item keeps its own):
 * - missing-output, orphan-output, unpairable read the pairing: the plan's items reconcile
 *   unchanged (SPEC §5's invariants: every call answered after its group, nothing moved, nothing
 *   refused), and the first pass found no orphan;
 * - the per-item rules (duplicate-id, unstored-reference, id-prefix, unknown-type, the foreign and
 *   reasoning-model ones) found nothing in the first items, and a repair output (repairPolicy's:
 *   an output kind, no `id`) is none of theirs;
 * - reasoning-without-following-item and compaction-trigger-not-last read the next item: no
 *   repair output follows reasoning or a trigger ({@link onlyInserted});
 * - item-without-reasoning runs only with `store: true`, which fix never sets.
 */
export function lateAfterRepairs(first: Refused, fixed: Item[]): Refused | undefined {
  if (!ALL_COVERED || first.removed.length > 0 || first.unrecorded === undefined) return undefined;
  for (const rule of first.rules) if (rule !== MISSING_OUTPUT) return undefined;
  if (!first.unrecorded().every((v) => v.rule === MISSING_OUTPUT)) return undefined;
  return {
    items: fixed,
    removed: [],
    unrecorded: () => [],
    rules: new Set(),
    named: () => new Set(),
  };
}
