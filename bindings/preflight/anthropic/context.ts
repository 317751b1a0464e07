// The Anthropic checker's context: messages read as stored, their blocks described for the engines.
// Each block is one correlated unit; a neutral unit between messages keeps groups inside a message.
import {
  FLAG_NEEDS_OUTPUT,
  KIND_CALL,
  KIND_MALFORMED,
  KIND_OTHER,
  KIND_OUTPUT,
} from "../../../common/codes.js";
import type { Descriptor } from "../../engine/types.js";
import { isServerResult, SERVER_CALL_TYPES } from "../../items/server-tools.js";
import { nestedArray } from "../../limits.js";
import { type BaseContext, lazyCorrelation } from "../context.js";
import { field, stringField } from "../fields.js";
import type { PreflightOptions } from "../types.js";

/** What the Anthropic rules read. */
export interface AnthropicContext extends BaseContext {
  readonly messages: readonly unknown[];
  /** Per correlated unit: its message index, and its block index (-1 for a separator). */
  readonly messageOf: Int32Array;
  readonly blockOf: Int32Array;
}

const OTHER: Descriptor = Object.freeze({ kind: KIND_OTHER, flags: 0, keys: Object.freeze([]) });
const MALFORMED: Descriptor = Object.freeze({
  kind: KIND_MALFORMED,
  flags: 0,
  keys: Object.freeze([]),
});

function keyed(kind: number, flags: number, key: string | undefined): Descriptor {
  return key ? { kind, flags, keys: [key] } : MALFORMED;
}

/** A block's descriptor: `tool_use` a client call, server uses calls, every `*tool_result` an output. */
function describeBlock(block: unknown): Descriptor {
  const type = stringField(block, "type");
  if (type === "tool_use") return keyed(KIND_CALL, FLAG_NEEDS_OUTPUT, stringField(block, "id"));
  if (type !== undefined && SERVER_CALL_TYPES.has(type))
    return keyed(KIND_CALL, 0, stringField(block, "id"));
  if (type === "tool_result" || isServerResult(type))
    return keyed(KIND_OUTPUT, 0, stringField(block, "tool_use_id"));
  return OTHER;
}

/** The blocks of a message (a string content has none). */
export function blocksOf(message: unknown): readonly unknown[] {
  const content = field(message, "content");
  return nestedArray(content) ?? [];
}

/** The context of one Anthropic `messages` array. */
export function anthropicContext(
  messages: readonly unknown[],
  options: PreflightOptions,
): AnthropicContext {
  const descriptors: Descriptor[] = [];
  const messageOf: number[] = [];
  const blockOf: number[] = [];
  messages.forEach((message, n) => {
    descriptors.push(OTHER);
    messageOf.push(n);
    blockOf.push(-1);
    blocksOf(message).forEach((block, m) => {
      descriptors.push(describeBlock(block));
      messageOf.push(n);
      blockOf.push(m);
    });
  });
  const context: AnthropicContext = {
    messages,
    options,
    messageOf: Int32Array.from(messageOf),
    blockOf: Int32Array.from(blockOf),
    correlation: lazyCorrelation(() => descriptors, options),
    locate: (i) => {
      const index = messageOf[i];
      const block = blockOf[i];
      const item = blocksOf(messages[index])[block];
      return { index, block, item, where: `messages.${index}.content.${block}` };
    },
  };
  return context;
}
