// The Responses rules of PROVIDER-RULES.md, one object each.
// Every rule is a record of the same fields (the rule table is built from them), so rules look
// alike in shape; no two checks are the same logic.

import { itemType } from "../../items/classify.js";
import {
  CALL_KINDS,
  NATIVE_COMPACTION_TYPES,
  OUTPUT_KINDS,
  SELF_CONTAINED_TYPES,
} from "../../items/kinds.js";
import { isModelSigned } from "../../model-signed.js";
import { slotOf } from "../correlate.js";
import { field, roleOf, shorten, stringField } from "../fields.js";
import { FOREIGN_STATED, hasForeignProducer, recordsProducers } from "../foreign.js";
import { always, collect, type Rule, violation } from "../rule.js";
import type { Violation } from "../types.js";
import { unpairableRule } from "../unpairable.js";
import type { ResponsesContext } from "./context.js";

type ResponsesRule = Rule<ResponsesContext>;

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

export const missingOutput: ResponsesRule = {
  id: "responses/missing-output",
  api: "responses",
  text: "No tool output found for {call} {callId}.",
  source: "provider",
  trigger:
    "a client-executed call with no output (the texts for calls other than function calls are *unverified*)",
  fix: "reconcile",
  seenIn: "openai/codex#620; smallmain/vscode-unify-chat-provider#40",
  applies: always,
  check: (context) =>
    context
      .correlation()
      .slots.filter((slot) => slot.needsOutput && slot.output < 0)
      .map((slot) => {
        const item = context.items[slot.item];
        const call = CALL_NOUNS[context.types[slot.item] ?? ""] ?? "function call";
        return violation(missingOutput, {
          index: slot.item,
          item,
          callId: slot.key,
          values: { call },
        });
      }),
};

export const orphanOutput: ResponsesRule = {
  id: "responses/orphan-output",
  api: "responses",
  text: "No tool call found for function call output with call_id {callId}.",
  source: "provider",
  trigger: "an output whose call is not before it (fix `reconcile` when the call comes later)",
  fix: "drop-orphan",
  seenIn: "microsoft/vscode#320060; continuedev/continue#10092",
  applies: always,
  check: (context) => {
    const { orphans, slots } = context.correlation();
    const early = slots.filter((slot) => slot.output >= 0 && slot.output < slot.item);
    const found = [
      ...orphans.map((index) => ({ index, fix: "drop-orphan" as const })),
      ...early.map((slot) => ({ index: slot.output, fix: "reconcile" as const })),
    ]; // preflight() sorts every violation
    return found.map(({ index, fix }) => {
      const item = context.items[index];
      const callId = slotOf(context.correlation(), index)?.key ?? outputKey(item);
      return violation(orphanOutput, { index, item, callId, fix });
    });
  },
};

function outputKey(item: unknown): string {
  const type = itemType(item) ?? "";
  const keyField = OUTPUT_KINDS[type]?.keyField ?? (roleOf(item) ? "tool_call_id" : "call_id");
  return String(field(item, keyField));
}

export const reasoningWithoutFollowingItem: ResponsesRule = {
  id: "responses/reasoning-without-following-item",
  api: "responses",
  text: "Item '{id}' of type 'reasoning' was provided without its required following item.",
  source: "provider",
  trigger:
    "a `reasoning` item last in the input, or followed by a user, developer or system message or by an output item",
  fix: "remove-item",
  seenIn: "openai/openai-node#1567; vercel/ai#7099; continuedev/continue#8933",
  applies: always,
  check: (context) =>
    eachItem(context, (item, index) => {
      if (context.types[index] !== "reasoning") return undefined;
      const last = index + 1 === context.items.length;
      if (!last && !context.breaks[index + 1]) return undefined;
      const id = context.ids[index] ?? "…";
      return violation(reasoningWithoutFollowingItem, { index, item, values: { id } });
    }),
};

/** An assistant message or a call: the output items a reasoning item precedes. */
function isTurnOutput(context: ResponsesContext, index: number): boolean {
  const type = context.types[index] ?? "message";
  if (type === "message") return context.roles[index] === "assistant";
  return Object.hasOwn(CALL_KINDS, type);
}

export const itemWithoutReasoning: ResponsesRule = {
  id: "responses/item-without-reasoning",
  api: "responses",
  text: "Item '{id}' of type '{type}' was provided without its required 'reasoning' item: 'rs_…'.",
  source: "provider",
  trigger:
    "an assistant message or call sent with its `id`, not preceded within its assistant turn by a reasoning item",
  fix: "drop-id",
  stated: "store: true",
  seenIn: "continuedev/continue#12620",
  applies: (options) => options.store === true,
  check: (context) => {
    let reasoned = false;
    return eachItem(context, (item, index) => {
      if (context.breaks[index]) reasoned = false;
      if (context.types[index] === "reasoning") reasoned = true;
      const id = context.ids[index];
      if (reasoned || id === undefined || !isTurnOutput(context, index)) return undefined;
      const type = context.types[index] ?? "message";
      return violation(itemWithoutReasoning, { index, item, values: { id, type } });
    });
  },
};

export const duplicateId: ResponsesRule = {
  id: "responses/duplicate-id",
  api: "responses",
  text: "Duplicate item found with id {id}. Remove duplicate items from your input and try again.",
  source: "provider",
  trigger: "two items with the same `id` (reported at the second)",
  fix: "remove-item",
  seenIn: "continuedev/continue#10200, #10723; microsoft/vscode#321977",
  applies: always,
  check: (context) => {
    const seen = new Set<string>();
    return eachItem(context, (item, index) => {
      const id = context.ids[index];
      if (id === undefined) return undefined;
      if (!seen.has(id)) return void seen.add(id);
      return violation(duplicateId, { index, item, values: { id } });
    });
  },
};

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

export const unstoredReference: ResponsesRule = {
  id: "responses/unstored-reference",
  api: "responses",
  text: "Item with id '{id}' not found. Items are not persisted when `store` is set to false. Try again with `store` set to true, or remove this item from your input.",
  source: "provider",
  trigger:
    "an `item_reference`, an item with only `id` and `type`, or a `reasoning` item without `encrypted_content` (whatever else it carries), while nothing is stored (HTTP 404)",
  fix: "remove-item",
  stated: "store: false (the default)",
  seenIn: "can1357/oh-my-pi#41; anomalyco/opencode#7724",
  applies: (options) => options.store !== true,
  check: (context) =>
    eachItem(context, (item, index) => {
      if (!isReference(context, index)) return undefined;
      const id = context.ids[index] ?? "…";
      return violation(unstoredReference, { index, item, values: { id } });
    }),
};

export const foreignEncryptedContent: ResponsesRule = {
  id: "responses/foreign-encrypted-content",
  api: "responses",
  text: "The encrypted content {blob} could not be verified.",
  source: "provider",
  trigger:
    "`encrypted_content` on a reasoning or compaction item whose recorded producing family (`itemFamilies`) is not `family`, or whose recorded producing model (`itemModels`) is not `model` (the blob is quoted to 12 characters)",
  fix: "family-projection",
  stated: FOREIGN_STATED,
  seenIn: "openai/codex#8132, #8145, #35334",
  applies: recordsProducers,
  check: (context) =>
    eachItem(context, (item, index) => {
      const type = context.types[index] ?? "";
      // Thinking items are the Anthropic rule's: this one reads encrypted content alone.
      if ((type !== "reasoning" && !NATIVE_COMPACTION_TYPES.has(type)) || !isModelSigned(item))
        return undefined;
      if (!hasForeignProducer(context.options, item)) return undefined;
      const blob = String(stringField(item, "encrypted_content"));
      return violation(foreignEncryptedContent, { index, item, values: { blob: shorten(blob) } });
    }),
};

export const reasoningToNonReasoningModel: ResponsesRule = {
  id: "responses/reasoning-to-non-reasoning-model",
  api: "responses",
  text: "Reasoning input items can only be provided to a reasoning or computer use model. Remove reasoning items from your input and try again.",
  source: "unverified",
  trigger: "any reasoning item",
  fix: "remove-item",
  stated: "reasoningModel: false",
  seenIn: "openai/openai-agents-python#569",
  applies: (options) => options.reasoningModel === false,
  check: (context) =>
    eachItem(context, (item, index) =>
      context.types[index] === "reasoning"
        ? violation(reasoningToNonReasoningModel, { index, item })
        : undefined,
    ),
};

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

export const idPrefix: ResponsesRule = {
  id: "responses/id-prefix",
  api: "responses",
  text: "Invalid 'input[{index}].id': '{id}'. Expected an ID that begins with '{prefix}'.",
  source: "provider",
  trigger:
    "an `id` whose prefix does not match its type: `rs_` reasoning, `msg_` message, `fc_` function_call, `ctc_` custom_tool_call, `cmp_` compaction, `lsh_` local_shell_call, `tsc_` tool_search_call, `tso_` tool_search_output",
  fix: "drop-id",
  seenIn: "jlcodes99/cockpit-tools#2090",
  applies: always,
  check: (context) =>
    eachItem(context, (item, index) => {
      const type = context.types[index] ?? "";
      const prefix = Object.hasOwn(ID_PREFIXES, type) ? ID_PREFIXES[type] : undefined;
      const id = context.ids[index];
      if (prefix === undefined || id === undefined || id.startsWith(`${prefix}_`)) return undefined;
      return violation(idPrefix, { index, item, values: { id, prefix } });
    }),
};

/** Item types the Responses API accepts: SPEC §1's tables plus `item_reference`. */
export const ACCEPTED_TYPES: ReadonlySet<string> = new Set([
  "message",
  "reasoning",
  "compaction",
  "compaction_trigger",
  "item_reference",
  ...Object.keys(CALL_KINDS),
  ...Object.keys(OUTPUT_KINDS),
  ...SELF_CONTAINED_TYPES,
]);

const SUPPORTED = [...ACCEPTED_TYPES].sort().map((type) => `'${type}'`);
const SUPPORTED_TEXT = `${SUPPORTED.slice(0, -1).join(", ")}, and ${SUPPORTED.at(-1)}`;

export const unknownType: ResponsesRule = {
  id: "responses/unknown-type",
  api: "responses",
  text: "[invalid_enum_value] Invalid value: '{type}'. Supported values are: {supported}.",
  source: "provider",
  trigger:
    "a `type` the API does not accept (SPEC §1's types and `item_reference` are accepted; `compaction_summary` gets `canonicalize`)",
  fix: "remove-item",
  seenIn: "openai/codex#26573",
  applies: always,
  check: (context) =>
    eachItem(context, (item, index) => {
      const type = context.types[index];
      if (type === undefined || ACCEPTED_TYPES.has(type)) return undefined;
      const fix = type === "compaction_summary" ? "canonicalize" : "remove-item";
      return violation(unknownType, {
        index,
        item,
        fix,
        values: { type, supported: SUPPORTED_TEXT },
      });
    }),
};

export const compactionTriggerNotLast: ResponsesRule = {
  id: "responses/compaction-trigger-not-last",
  api: "responses",
  text: "input[{index}]: a compaction_trigger is only valid as the last input item.",
  source: "library",
  trigger: "a `compaction_trigger` anywhere but last (no public provider text)",
  fix: "remove-item",
  seenIn: "SPEC §1",
  applies: always,
  check: (context) =>
    eachItem(context, (item, index) =>
      context.types[index] === "compaction_trigger" && index + 1 < context.items.length
        ? violation(compactionTriggerNotLast, { index, item })
        : undefined,
    ),
};

/** The Responses rules in table order. */
export const RESPONSES_RULES: readonly ResponsesRule[] = [
  missingOutput,
  orphanOutput,
  reasoningWithoutFollowingItem,
  itemWithoutReasoning,
  duplicateId,
  unstoredReference,
  foreignEncryptedContent,
  reasoningToNonReasoningModel,
  idPrefix,
  unknownType,
  compactionTriggerNotLast,
  unpairableRule("responses"),
];
