// The Anthropic Messages rules' checks, one function each; rules.ts joins them with their data
// (anthropic/info.ts). Positions are `messages.N.content.M` as the provider writes them: `index`
// is N, `block` is M.
import { THINKING_BLOCK_TYPES } from "../../items/kinds.js";
import { isServerResult, SERVER_CALL_TYPES } from "../../items/server-tools.js";
import { isModelSigned } from "../../model-signed.js";
import { pairedOutputs, slotOf } from "../correlate.js";
import { roleOf, stringField } from "../fields.js";
import { hasForeignProducer, recordsProducers } from "../foreign.js";
import type { RuleData } from "../info.js";
import { type Check, collect, violation, whenStated } from "../rule.js";
import type { Violation } from "../types.js";
import { unpairableCheck } from "../unpairable.js";
import { type AnthropicContext, blocksOf } from "./context.js";
import type { ANTHROPIC_INFO } from "./info.js";

/** The correlated unit `i` as a violation's position and block. */
function at(context: AnthropicContext, i: number) {
  const { index, block = -1, item } = context.locate(i);
  return { index, block, item, values: { N: index, M: block } };
}

/** `anthropic/missing-tool-result`. */
function missingToolResult(context: AnthropicContext, rule: RuleData): Violation[] {
  const { messageOf } = context;
  return context
    .correlation()
    .slots.filter(
      (slot) =>
        slot.needsOutput &&
        (slot.output < 0 || messageOf[slot.output] !== messageOf[slot.item] + 1),
    )
    .map((slot) => violation(rule, { ...at(context, slot.item), callId: slot.key }));
}

/**
 * Result blocks of one kind (client or server) with their pairing and call id: the slot's key, else
 * the block's `tool_use_id` (preflight() sorts violations).
 */
function results(context: AnthropicContext, server: boolean) {
  const correlation = context.correlation();
  return [...correlation.orphans, ...pairedOutputs(correlation)]
    .map((i) => ({ i, slot: slotOf(correlation, i), loc: context.locate(i) }))
    .filter(({ loc }) => isServerResult(stringField(loc.item, "type")) === server)
    .map(({ i, slot, loc }) => {
      const callId = slot?.key ?? String(stringField(loc.item, "tool_use_id"));
      return { i, slot, loc, callId };
    });
}

/** `anthropic/orphan-tool-result`. */
function orphanToolResult(context: AnthropicContext, rule: RuleData): Violation[] {
  const { messageOf } = context;
  const found: Violation[] = [];
  for (const { i, slot, callId } of results(context, false)) {
    if (slot?.needsOutput && messageOf[slot.item] === messageOf[i] - 1) continue;
    const fix = slot?.needsOutput ? "reconcile" : "drop-orphan";
    found.push(violation(rule, { ...at(context, i), callId, fix }));
  }
  return found;
}

/** `anthropic/orphan-server-tool-result`. */
function orphanServerToolResult(context: AnthropicContext, rule: RuleData): Violation[] {
  const { messageOf } = context;
  const found: Violation[] = [];
  for (const { i, slot, loc, callId } of results(context, true)) {
    const callType = slot && stringField(context.locate(slot.item).item, "type");
    const server = callType !== undefined && SERVER_CALL_TYPES.has(callType);
    if (server && slot && messageOf[slot.item] === messageOf[i] && slot.item < i) continue;
    const type = stringField(loc.item, "type") ?? "";
    const call = type === "mcp_tool_result" ? "mcp_tool_use" : "server_tool_use";
    const where = at(context, i);
    found.push(
      violation(rule, {
        ...where,
        callId,
        values: { ...where.values, type, call },
      }),
    );
  }
  return found;
}

/** Each block of each message. */
function eachBlock(
  context: AnthropicContext,
  visit: (block: unknown, n: number, m: number) => Violation | undefined,
): Violation[] {
  return context.messages.flatMap((message, n) =>
    collect(blocksOf(message), (block, m) => visit(block, n, m)),
  );
}

/** `anthropic/foreign-thinking`. */
function foreignThinking(context: AnthropicContext, rule: RuleData): Violation[] {
  return eachBlock(context, (block, n, m) => {
    if (!isModelSigned(block)) return undefined;
    if (!hasForeignProducer(context.options, block, context.messages[n])) return undefined;
    return violation(rule, {
      index: n,
      block: m,
      item: block,
      values: { N: n, M: m },
    });
  });
}

/** The assistant message of an unfinished tool loop: last with `tool_use`, then only its results. */
function openToolLoop(messages: readonly unknown[]): number {
  let last = messages.length - 1;
  while (last >= 0 && roleOf(messages[last]) !== "assistant") last--;
  if (last < 0 || last === messages.length - 1) return -1;
  const usesTools = blocksOf(messages[last]).some((b) => stringField(b, "type") === "tool_use");
  const onlyResults = messages.slice(last + 1).every((message) => {
    const blocks = blocksOf(message);
    return (
      roleOf(message) === "user" &&
      blocks.length > 0 &&
      blocks.every((b) => stringField(b, "type") === "tool_result")
    );
  });
  return usesTools && onlyResults ? last : -1;
}

/** `anthropic/thinking-first`. */
function thinkingFirst(context: AnthropicContext, rule: RuleData): Violation[] {
  const n = openToolLoop(context.messages);
  if (n < 0) return [];
  const first = blocksOf(context.messages[n])[0];
  const found = stringField(first, "type") ?? "text";
  if (THINKING_BLOCK_TYPES.has(found)) return [];
  return [violation(rule, { index: n, block: 0, item: first, values: { N: n, found } })];
}

/** Position of the first `tool_result` standing after another block, or -1 when all lead. */
function resultAfterOther(blocks: readonly unknown[]): number {
  let other = false;
  for (let m = 0; m < blocks.length; m++) {
    if (stringField(blocks[m], "type") !== "tool_result") other = true;
    else if (other) return m;
  }
  return -1;
}

/** `anthropic/tool-result-first`. */
function toolResultFirst(context: AnthropicContext, rule: RuleData): Violation[] {
  const { messages } = context;
  const found: Violation[] = [];
  for (let n = 1; n < messages.length; n++) {
    if (roleOf(messages[n]) !== "user" || roleOf(messages[n - 1]) !== "assistant") continue;
    const uses = blocksOf(messages[n - 1]).filter((b) => stringField(b, "type") === "tool_use");
    if (uses.length === 0) continue;
    const blocks = blocksOf(messages[n]);
    const m = resultAfterOther(blocks);
    if (m < 0) continue;
    const values = { N: n, count: uses.length };
    found.push(violation(rule, { index: n, block: m, item: blocks[m], values }));
  }
  return found;
}

/** The check of each Anthropic Messages rule, by its id (the keys of anthropic/info.ts). */
export const ANTHROPIC_CHECKS: Readonly<
  Record<keyof typeof ANTHROPIC_INFO, Check<AnthropicContext>>
> = {
  "anthropic/missing-tool-result": missingToolResult,
  "anthropic/orphan-tool-result": orphanToolResult,
  "anthropic/orphan-server-tool-result": orphanServerToolResult,
  "anthropic/foreign-thinking": whenStated(recordsProducers, foreignThinking),
  "anthropic/thinking-first": whenStated((options) => options.thinking === true, thinkingFirst),
  "anthropic/tool-result-first": toolResultFirst,
  "anthropic/unpairable": unpairableCheck,
};
