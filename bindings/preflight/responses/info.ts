// The Responses rules of PROVIDER-RULES.md as data, in table order, each written once:
// what PREFLIGHT_RULES and docs/preflight-rules.md show and what responses/checks.ts reports by.
// Data only, so importing it loads no checker.
import { FOREIGN_STATED, type RuleEntry, UNPAIRABLE } from "../info.js";

/** Each Responses rule's data, by its id. */
export const RESPONSES_INFO = {
  "responses/missing-output": {
    text: "No tool output found for {call} {callId}.",
    source: "provider",
    trigger:
      "a client-executed call with no output (the texts for calls other than function calls are *unverified*)",
    fix: "reconcile",
    seenIn: "openai/codex#620; smallmain/vscode-unify-chat-provider#40",
  },
  "responses/orphan-output": {
    text: "No tool call found for function call output with call_id {callId}.",
    source: "provider",
    trigger: "an output whose call is not before it (fix `reconcile` when the call comes later)",
    fix: "drop-orphan",
    seenIn: "microsoft/vscode#320060; continuedev/continue#10092",
  },
  "responses/reasoning-without-following-item": {
    text: "Item '{id}' of type 'reasoning' was provided without its required following item.",
    source: "provider",
    trigger:
      "a `reasoning` item last in the input, or followed by a user, developer or system message or by an output item",
    fix: "remove-item",
    seenIn: "openai/openai-node#1567; vercel/ai#7099; continuedev/continue#8933",
  },
  "responses/item-without-reasoning": {
    text: "Item '{id}' of type '{type}' was provided without its required 'reasoning' item: 'rs_…'.",
    source: "provider",
    trigger:
      "an assistant message or call sent with its `id`, not preceded within its assistant turn by a reasoning item",
    fix: "drop-id",
    stated: "store: true",
    seenIn: "continuedev/continue#12620",
  },
  "responses/duplicate-id": {
    text: "Duplicate item found with id {id}. Remove duplicate items from your input and try again.",
    source: "provider",
    trigger: "two items with the same `id` (reported at the second)",
    fix: "remove-item",
    seenIn: "continuedev/continue#10200, #10723; microsoft/vscode#321977",
  },
  "responses/unstored-reference": {
    text: "Item with id '{id}' not found. Items are not persisted when `store` is set to false. Try again with `store` set to true, or remove this item from your input.",
    source: "provider",
    trigger:
      "an `item_reference`, an item with only `id` and `type`, or a `reasoning` item without `encrypted_content` (whatever else it carries), while nothing is stored (HTTP 404)",
    fix: "remove-item",
    stated: "store: false (the default)",
    seenIn: "can1357/oh-my-pi#41; anomalyco/opencode#7724",
  },
  "responses/foreign-encrypted-content": {
    text: "The encrypted content {blob} could not be verified.",
    source: "provider",
    trigger:
      "`encrypted_content` on a reasoning or compaction item whose recorded producing family (`itemFamilies`) is not `family`, or whose recorded producing model (`itemModels`) is not `model` (the blob is quoted to 12 characters)",
    fix: "family-projection",
    stated: FOREIGN_STATED,
    seenIn: "openai/codex#8132, #8145, #35334",
  },
  "responses/reasoning-to-non-reasoning-model": {
    text: "Reasoning input items can only be provided to a reasoning or computer use model. Remove reasoning items from your input and try again.",
    source: "unverified",
    trigger: "any reasoning item",
    fix: "remove-item",
    stated: "reasoningModel: false",
    seenIn: "openai/openai-agents-python#569",
  },
  "responses/id-prefix": {
    text: "Invalid 'input[{index}].id': '{id}'. Expected an ID that begins with '{prefix}'.",
    source: "provider",
    trigger:
      "an `id` whose prefix does not match its type: `rs_` reasoning, `msg_` message, `fc_` function_call, `ctc_` custom_tool_call, `cmp_` compaction, `lsh_` local_shell_call, `tsc_` tool_search_call, `tso_` tool_search_output",
    fix: "drop-id",
    seenIn: "jlcodes99/cockpit-tools#2090",
  },
  "responses/unknown-type": {
    text: "[invalid_enum_value] Invalid value: '{type}'. Supported values are: {supported}.",
    source: "provider",
    trigger:
      "a `type` the API does not accept (SPEC §1's types and `item_reference` are accepted; `compaction_summary` gets `canonicalize`)",
    fix: "remove-item",
    seenIn: "openai/codex#26573",
  },
  "responses/compaction-trigger-not-last": {
    text: "input[{index}]: a compaction_trigger is only valid as the last input item.",
    source: "library",
    trigger: "a `compaction_trigger` anywhere but last (no public provider text)",
    fix: "remove-item",
    seenIn: "SPEC §1",
  },
  "responses/unpairable": UNPAIRABLE,
} satisfies Record<`responses/${string}`, RuleEntry>;
