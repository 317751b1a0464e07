// fix's late removal pass where the plan only inserted repair outputs: its outcome follows from the
// first pass's, without a second preflight (issue 35: nearly every piece of a log holds a repair).
import { isObject } from "../items/classify.js";
import { PART_LEAVES, PART_RESULT, serverToolPart } from "../items/server-tools.js";
import type { Item } from "../items/types.js";
import { RULES_BY_API } from "../preflight/rules.js";
import type { Refused } from "./remove-items.js";

const MISSING_OUTPUT = "responses/missing-output";
const MISSING_RESULT = "anthropic/missing-tool-result";
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

// The Anthropic rules the argument of lateAfterAnthropicRepairs covers (anthropic/checks.ts).
const COVERED_ANTHROPIC: ReadonlySet<string> = new Set(
  [
    "missing-tool-result orphan-tool-result tool-result-first orphan-server-tool-result",
    "foreign-thinking thinking-first unpairable",
  ]
    .join(" ")
    .split(" ")
    .map((name) => `anthropic/${name}`),
);
const ALL_COVERED_ANTHROPIC = RULES_BY_API.anthropic.every((rule) =>
  COVERED_ANTHROPIC.has(rule.id),
);

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
  return ALL_COVERED ? nothingLeft(first, fixed, MISSING_OUTPUT) : undefined;
}

/**
 * {@link lateAfterRepairs} for Anthropic, where `fixed` is `list` (the first pass's items) with
 * the plan's repair outputs inserted ({@link onlyInserted}) and no server tool result among the
 * assistant items after a repair, before the next user turn ({@link repairsSplitNoResult}).
 *
 * Why nothing is left, rule by rule (anthropic/checks.ts; the same options in both passes, fix
 * never sets `thinking`, and models and families are read per block, families all one): the
 * conversion (readers/anthropic-write.ts) makes each repair a `tool_result` of a user message right
 * after its group's assistant message (joining the one there, or a new one), which ends there:
 * assistant items after the repair open a message of their own. Otherwise messages hold the same
 * blocks, and user messages only gain results, first.
 * - missing-tool-result: the first pass found unanswered exactly the calls the plan answered
 *   (`repaired`: so each has a `tool_use`; a call with no Anthropic form, which the conversion
 *   drops, is not among them), and each answer is in the message after its call's (a plan's
 *   group is one assistant message, its outputs right after it: a call's other outputs would have
 *   been moved, not only inserted);
 * - orphan-tool-result, unpairable: a repair answers a call of the previous message, once (the
 *   plan's invariants); no group is split (a repair comes after its group), and results already
 *   there answer the message before them as they did;
 * - tool-result-first: a repair's message starts with results; any other user message keeps its
 *   blocks, and where its previous message now lacks tool uses the rule no longer reads it;
 * - orphan-server-tool-result: no server result is parted from its use ({@link
 *   repairsSplitNoResult}), and a repair is none;
 * - foreign-thinking: per block, and a repair carries no signature (nor a record: no model);
 * - thinking-first runs only with `thinking: true`.
 */
export function lateAfterAnthropicRepairs(
  first: Refused,
  list: readonly Item[],
  fixed: Item[],
  repaired: readonly string[],
): Refused | undefined {
  if (!ALL_COVERED_ANTHROPIC || !repairsSplitNoResult(list, fixed)) return undefined;
  return nothingLeft(first, fixed, MISSING_RESULT, repaired);
}

/**
 * Whether, after each item of `fixed` that is not `list`'s (a subsequence of it: {@link
 * onlyInserted}), no Anthropic server tool result comes before the next such item, the next item
 * Anthropic receives in a user message, or the end: where a repair ends an assistant message, the
 * rest of it holds none whose use the repair would leave behind.
 */
export function repairsSplitNoResult(list: readonly Item[], fixed: readonly Item[]): boolean {
  let i = 0;
  let after = false; // between a repair and the next user turn
  for (const item of fixed) {
    if (i >= list.length || item !== list[i]) {
      after = true;
      continue;
    }
    i++;
    const part = serverToolPart(item);
    if (part === PART_LEAVES) after = false;
    else if (after && part === PART_RESULT) return false;
  }
  return true;
}

/**
 * The late pass's outcome where the first pass found nothing but `missing` (then answered): with
 * `repaired`, only where those violations name exactly the calls repaired (a call the conversion
 * has no form for is never reported missing, and its repair would be an orphan result there).
 */
function nothingLeft(
  first: Refused,
  fixed: Item[],
  missing: string,
  repaired?: readonly string[],
): Refused | undefined {
  if (first.removed.length > 0 || first.unrecorded === undefined) return undefined;
  for (const rule of first.rules) if (rule !== missing) return undefined;
  const found = first.unrecorded();
  if (!found.every((v) => v.rule === missing)) return undefined;
  if (
    repaired &&
    !sameKeys(
      found.map((v) => v.callId ?? ""),
      repaired,
    )
  )
    return undefined;
  return {
    items: fixed,
    removed: [],
    unrecorded: () => [],
    rules: new Set(),
    named: () => new Set(),
  };
}

// Whether two lists hold the same keys, as many times each.
function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const [x, y] = [[...a].sort(), [...b].sort()];
  return x.every((key, i) => key === y[i]);
}
