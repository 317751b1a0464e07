// The Anthropic Messages rules of PROVIDER-RULES.md, one object each. Positions are
// `messages.N.content.M` as the provider writes them: `index` is N, `block` is M.
// Every rule is a record of the same fields (the rule table is built from them), so rules look
// alike in shape; no two checks are the same logic.
import { THINKING_BLOCK_TYPES } from "../../items/kinds.js";
import { isModelSigned } from "../../model-signed.js";
import { pairedOutputs, slotOf } from "../correlate.js";
import { roleOf, stringField } from "../fields.js";
import { FOREIGN_STATED, hasForeignProducer, recordsProducers } from "../foreign.js";
import { always, collect, type Rule, violation } from "../rule.js";
import type { Violation } from "../types.js";
import { unpairableRule } from "../unpairable.js";
import { type AnthropicContext, blocksOf, isServerResult, SERVER_CALL_TYPES } from "./context.js";

type AnthropicRule = Rule<AnthropicContext>;

/** The correlated unit `i` as a violation's position and block. */
function at(context: AnthropicContext, i: number) {
  const { index, block = -1, item } = context.locate(i);
  return { index, block, item, values: { N: index, M: block } };
}

export const missingToolResult: AnthropicRule = {
  id: "anthropic/missing-tool-result",
  api: "anthropic",
  text: "messages.{N}: `tool_use` ids were found without `tool_result` blocks immediately after: {callId}. Each `tool_use` block must have a corresponding `tool_result` block in the next message.",
  source: "provider",
  trigger: "a `tool_use` whose `tool_result` is not in the next message",
  fix: "reconcile",
  seenIn: "anthropics/claude-code#1237, #5989",
  applies: always,
  check: (context) => {
    const { messageOf } = context;
    return context
      .correlation()
      .slots.filter(
        (slot) =>
          slot.needsOutput &&
          (slot.output < 0 || messageOf[slot.output] !== messageOf[slot.item] + 1),
      )
      .map((slot) => violation(missingToolResult, { ...at(context, slot.item), callId: slot.key }));
  },
};

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

export const orphanToolResult: AnthropicRule = {
  id: "anthropic/orphan-tool-result",
  api: "anthropic",
  text: "messages.{N}.content.{M}: unexpected `tool_use_id` found in `tool_result` blocks: {callId}. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
  source: "provider",
  trigger:
    "a `tool_result` not answering a `tool_use` of the previous message (fix `reconcile` when its `tool_use` stands elsewhere)",
  fix: "drop-orphan",
  seenIn: "anthropics/claude-code#13460",
  applies: always,
  check: (context) => {
    const { messageOf } = context;
    const found: Violation[] = [];
    for (const { i, slot, callId } of results(context, false)) {
      if (slot?.needsOutput && messageOf[slot.item] === messageOf[i] - 1) continue;
      const fix = slot?.needsOutput ? "reconcile" : "drop-orphan";
      found.push(violation(orphanToolResult, { ...at(context, i), callId, fix }));
    }
    return found;
  },
};

export const orphanServerToolResult: AnthropicRule = {
  id: "anthropic/orphan-server-tool-result",
  api: "anthropic",
  text: "messages.{N}.content.{M}: unexpected `tool_use_id` found in `{type}` blocks: {callId}. Each `{type}` block must have a corresponding `{call}` block before it.",
  source: "provider",
  trigger:
    "a server tool result (`*_tool_result`, `mcp_tool_result`) without its `server_tool_use` (`mcp_tool_use`) earlier in the same message",
  fix: "remove-item",
  seenIn: "anthropics/claude-code#64383",
  applies: always,
  check: (context) => {
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
        violation(orphanServerToolResult, {
          ...where,
          callId,
          values: { ...where.values, type, call },
        }),
      );
    }
    return found;
  },
};

/** Each block of each message. */
function eachBlock(
  context: AnthropicContext,
  visit: (block: unknown, n: number, m: number) => Violation | undefined,
): Violation[] {
  return context.messages.flatMap((message, n) =>
    collect(blocksOf(message), (block, m) => visit(block, n, m)),
  );
}

export const foreignThinking: AnthropicRule = {
  id: "anthropic/foreign-thinking",
  api: "anthropic",
  text: "messages.{N}.content.{M}: Invalid `signature` in `thinking` block",
  source: "provider",
  trigger:
    "a `thinking` / `redacted_thinking` block whose recorded producing family (the block's, else its message's, in `itemFamilies`) is not `family`, or whose recorded producing model (`itemModels`) is not `model`",
  fix: "family-projection",
  stated: FOREIGN_STATED,
  seenIn: "anthropics/claude-code#10627; anthropic-sdk-python#1598",
  applies: recordsProducers,
  check: (context) =>
    eachBlock(context, (block, n, m) => {
      if (!isModelSigned(block)) return undefined;
      if (!hasForeignProducer(context.options, block, context.messages[n])) return undefined;
      return violation(foreignThinking, {
        index: n,
        block: m,
        item: block,
        values: { N: n, M: m },
      });
    }),
};

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

export const thinkingFirst: AnthropicRule = {
  id: "anthropic/thinking-first",
  api: "anthropic",
  text: "messages.{N}.content.0.type: Expected `thinking` or `redacted_thinking`, but found `{found}`. When `thinking` is enabled, a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks).",
  source: "provider",
  trigger:
    "the assistant message of an unfinished tool loop (the last assistant turn with `tool_use`, followed only by its results) does not start with a thinking block",
  fix: "family-projection",
  stated: "thinking: true",
  seenIn: "lbjlaq/Antigravity-Manager#139",
  applies: (options) => options.thinking === true,
  check: (context) => {
    const n = openToolLoop(context.messages);
    if (n < 0) return [];
    const first = blocksOf(context.messages[n])[0];
    const found = stringField(first, "type") ?? "text";
    if (THINKING_BLOCK_TYPES.has(found)) return [];
    return [violation(thinkingFirst, { index: n, block: 0, item: first, values: { N: n, found } })];
  },
};

/** Position of the first `tool_result` standing after another block, or -1 when all lead. */
function resultAfterOther(blocks: readonly unknown[]): number {
  let other = false;
  for (let m = 0; m < blocks.length; m++) {
    if (stringField(blocks[m], "type") !== "tool_result") other = true;
    else if (other) return m;
  }
  return -1;
}

export const toolResultFirst: AnthropicRule = {
  id: "anthropic/tool-result-first",
  api: "anthropic",
  text: "messages.{N}: Did not find {count} `tool_result` block(s) at the beginning of this message. Messages following `tool_use` blocks must begin with a matching number of `tool_result` blocks.",
  source: "provider",
  trigger:
    "the user message after an assistant turn with `tool_use` has its `tool_result` blocks, but not all of them before its first other block (text, image, ...); `{count}` is the number of `tool_use` blocks of that turn",
  fix: "reorder",
  seenIn: "Zoo-Code-Org/Zoo-Code#1705 (quoting a Claude Code report); apify/tester-mcp-client#12",
  applies: always,
  check: (context) => {
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
      found.push(violation(toolResultFirst, { index: n, block: m, item: blocks[m], values }));
    }
    return found;
  },
};

/** The Anthropic rules in table order. */
export const ANTHROPIC_RULES: readonly AnthropicRule[] = [
  missingToolResult,
  orphanToolResult,
  toolResultFirst,
  orphanServerToolResult,
  foreignThinking,
  thinkingFirst,
  unpairableRule("anthropic"),
];
