// The Responses rules' checks, one function each; rules.ts joins them with their data
// (responses/info.ts).
import { itemType } from "../../items/classify.js";
import {
  CALL_KINDS,
  NATIVE_COMPACTION_TYPES,
  OUTPUT_KINDS,
  RESPONSES_ITEM_TYPES,
} from "../../items/kinds.js";
import { isModelSigned } from "../../model-signed.js";
import { slotOf } from "../correlate.js";
import { field, roleOf, shorten, stringField } from "../fields.js";
import { hasForeignProducer, recordsProducers } from "../foreign.js";
import type { RuleData } from "../info.js";
import { type Check, collect, violation, whenStated } from "../rule.js";
import type { Violation } from "../types.js";
import { unpairableCheck } from "../unpairable.js";
import type { ResponsesContext } from "./context.js";
import type { RESPONSES_INFO } from "./info.js";

/** How the provider names a call kind in "No tool output found for …". */
const CALL_NOUNS: Record<string, string> = {
  function_call: "function call",
  custom_tool_call: "custom tool call",
  computer_call: "computer call",
  local_shell_call: "local shell call",
  shell_call: "shell call",
  apply_patch_call: "apply patch call",
  tool_search_call: "tool search call",
  mcp_approval_request: "mcp approval request",
};

/** Each item by index, for the rules that read items one by one. */
function eachItem(
  context: ResponsesContext,
  visit: (item: unknown, index: number) => Violation | undefined,
): Violation[] {
  return collect(context.items, visit);
}

/** `responses/missing-output`. */
function missingOutput(context: ResponsesContext, rule: RuleData): Violation[] {
  return context
    .correlation()
    .slots.filter((slot) => slot.needsOutput && slot.output < 0)
    .map((slot) => {
      const item = context.items[slot.item];
      const call = CALL_NOUNS[context.types[slot.item] ?? ""] ?? "function call";
      return violation(rule, {
        index: slot.item,
        item,
        callId: slot.key,
        values: { call },
      });
    });
}

/** `responses/orphan-output`. */
function orphanOutput(context: ResponsesContext, rule: RuleData): Violation[] {
  const { orphans, slots } = context.correlation();
  const early = slots.filter((slot) => slot.output >= 0 && slot.output < slot.item);
  const found = [
    ...orphans.map((index) => ({ index, fix: "drop-orphan" as const })),
    ...early.map((slot) => ({ index: slot.output, fix: "reconcile" as const })),
  ]; // preflight() sorts every violation
  return found.map(({ index, fix }) => {
    const item = context.items[index];
    const callId = slotOf(context.correlation(), index)?.key ?? outputKey(item);
    return violation(rule, { index, item, callId, fix });
  });
}

function outputKey(item: unknown): string {
  const type = itemType(item) ?? "";
  const keyField = OUTPUT_KINDS[type]?.keyField ?? (roleOf(item) ? "tool_call_id" : "call_id");
  return String(field(item, keyField));
}

/** `responses/reasoning-without-following-item`. */
function reasoningWithoutFollowingItem(context: ResponsesContext, rule: RuleData): Violation[] {
  return eachItem(context, (item, index) => {
    if (context.types[index] !== "reasoning") return undefined;
    const last = index + 1 === context.items.length;
    if (!last && !context.breaks[index + 1]) return undefined;
    const id = context.ids[index] ?? "…";
    return violation(rule, { index, item, values: { id } });
  });
}

/** An assistant message or a call: the output items a reasoning item precedes. */
function isTurnOutput(context: ResponsesContext, index: number): boolean {
  const type = context.types[index] ?? "message";
  if (type === "message") return context.roles[index] === "assistant";
  return Object.hasOwn(CALL_KINDS, type);
}

/** `responses/item-without-reasoning`. */
function itemWithoutReasoning(context: ResponsesContext, rule: RuleData): Violation[] {
  let reasoned = false;
  return eachItem(context, (item, index) => {
    if (context.breaks[index]) reasoned = false;
    if (context.types[index] === "reasoning") reasoned = true;
    const id = context.ids[index];
    if (reasoned || id === undefined || !isTurnOutput(context, index)) return undefined;
    const type = context.types[index] ?? "message";
    return violation(rule, { index, item, values: { id, type } });
  });
}

/** `responses/duplicate-id`. */
function duplicateId(context: ResponsesContext, rule: RuleData): Violation[] {
  const seen = new Set<string>();
  return eachItem(context, (item, index) => {
    const id = context.ids[index];
    if (id === undefined) return undefined;
    if (!seen.has(id)) return void seen.add(id);
    return violation(rule, { index, item, values: { id } });
  });
}

/**
 * An `item_reference`, an item holding nothing but `id` and `type`, or a reasoning item without
 * `encrypted_content` (only its `id` could resolve it; its summary does not make it whole).
 */
function isReference(context: ResponsesContext, index: number): boolean {
  const type = context.types[index];
  if (type === "item_reference") return true;
  if (type === "reasoning") return !stringField(context.items[index], "encrypted_content");
  if (context.ids[index] === undefined || type === undefined) return false;
  return Object.keys(context.items[index] as object).length === 2;
}

/** `responses/unstored-reference`. */
function unstoredReference(context: ResponsesContext, rule: RuleData): Violation[] {
  return eachItem(context, (item, index) => {
    if (!isReference(context, index)) return undefined;
    const id = context.ids[index] ?? "…";
    return violation(rule, { index, item, values: { id } });
  });
}

/** `responses/foreign-encrypted-content`. */
function foreignEncryptedContent(context: ResponsesContext, rule: RuleData): Violation[] {
  return eachItem(context, (item, index) => {
    const type = context.types[index] ?? "";
    // Thinking items are the Anthropic rule's: this one reads encrypted content alone.
    if ((type !== "reasoning" && !NATIVE_COMPACTION_TYPES.has(type)) || !isModelSigned(item))
      return undefined;
    if (!hasForeignProducer(context.options, item)) return undefined;
    const blob = String(stringField(item, "encrypted_content"));
    return violation(rule, {
      index,
      item,
      values: { blob: shorten(blob) },
    });
  });
}

/** `responses/reasoning-to-non-reasoning-model`. */
function reasoningToNonReasoningModel(context: ResponsesContext, rule: RuleData): Violation[] {
  return eachItem(context, (item, index) =>
    context.types[index] === "reasoning" ? violation(rule, { index, item }) : undefined,
  );
}

/** Id prefixes by type, as the provider checks them (types not listed are not checked). */
export const ID_PREFIXES: Readonly<Record<string, string>> = {
  reasoning: "rs",
  message: "msg",
  function_call: "fc",
  custom_tool_call: "ctc",
  compaction: "cmp",
  local_shell_call: "lsh",
  tool_search_call: "tsc",
  tool_search_output: "tso",
};

/** `responses/id-prefix`. */
function idPrefix(context: ResponsesContext, rule: RuleData): Violation[] {
  return eachItem(context, (item, index) => {
    const type = context.types[index] ?? "";
    const prefix = Object.hasOwn(ID_PREFIXES, type) ? ID_PREFIXES[type] : undefined;
    const id = context.ids[index];
    if (prefix === undefined || id === undefined || id.startsWith(`${prefix}_`)) return undefined;
    return violation(rule, { index, item, values: { id, prefix } });
  });
}

/** Item types the Responses API accepts (items/kinds.ts). */
export const ACCEPTED_TYPES: ReadonlySet<string> = RESPONSES_ITEM_TYPES;

const SUPPORTED = [...ACCEPTED_TYPES].sort().map((type) => `'${type}'`);
const SUPPORTED_TEXT = `${SUPPORTED.slice(0, -1).join(", ")}, and ${SUPPORTED.at(-1)}`;

/** `responses/unknown-type`. */
function unknownType(context: ResponsesContext, rule: RuleData): Violation[] {
  return eachItem(context, (item, index) => {
    const type = context.types[index];
    if (type === undefined || ACCEPTED_TYPES.has(type)) return undefined;
    const fix = type === "compaction_summary" ? "canonicalize" : "remove-item";
    return violation(rule, {
      index,
      item,
      fix,
      values: { type, supported: SUPPORTED_TEXT },
    });
  });
}

/** `responses/compaction-trigger-not-last`. */
function compactionTriggerNotLast(context: ResponsesContext, rule: RuleData): Violation[] {
  return eachItem(context, (item, index) =>
    context.types[index] === "compaction_trigger" && index + 1 < context.items.length
      ? violation(rule, { index, item })
      : undefined,
  );
}

/** The check of each Responses rule, by its id (the keys of responses/info.ts). */
export const RESPONSES_CHECKS: Readonly<
  Record<keyof typeof RESPONSES_INFO, Check<ResponsesContext>>
> = {
  "responses/missing-output": missingOutput,
  "responses/orphan-output": orphanOutput,
  "responses/reasoning-without-following-item": reasoningWithoutFollowingItem,
  "responses/item-without-reasoning": whenStated(
    (options) => options.store === true,
    itemWithoutReasoning,
  ),
  "responses/duplicate-id": duplicateId,
  "responses/unstored-reference": whenStated(
    (options) => options.store !== true,
    unstoredReference,
  ),
  "responses/foreign-encrypted-content": whenStated(recordsProducers, foreignEncryptedContent),
  "responses/reasoning-to-non-reasoning-model": whenStated(
    (options) => options.reasoningModel === false,
    reasoningToNonReasoningModel,
  ),
  "responses/id-prefix": idPrefix,
  "responses/unknown-type": unknownType,
  "responses/compaction-trigger-not-last": compactionTriggerNotLast,
  "responses/unpairable": unpairableCheck,
};
