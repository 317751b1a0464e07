// What preflight reads for a conversation in an API's dialect, and where each position came from.
import type { Item } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";
import { anthropicMessages } from "../readers/anthropic-write.js";
import { chatMessages } from "../readers/chat-write.js";

/** The input for `api` and, for each of its positions, the index of the item it starts at. */
export interface PreflightInputOf {
  input: readonly unknown[];
  origins: readonly number[] | undefined;
  /** Anthropic: the item of each block of each message. */
  blockOrigins?: readonly (readonly number[])[];
}

const isChat = (item: Item) => typeof item.type !== "string";

/** The item a violation at `index` (and Anthropic `block`) points at. */
export function itemIndexOf(of: PreflightInputOf, index: number, block?: number): number {
  const exact = block === undefined ? undefined : of.blockOrigins?.[index]?.[block];
  return exact ?? (of.origins ? of.origins[index] : index);
}

/** Items as `api` would receive them: Responses items as they are, Chat messages, Anthropic messages. */
export function preflightInput(items: readonly Item[], api: PreflightApi): PreflightInputOf {
  if (api === "anthropic") {
    const { messages, origins, blockOrigins } = anthropicMessages(items);
    return { input: messages, origins, blockOrigins };
  }
  if (api === "chat" && !items.every(isChat)) {
    const { messages, origins } = chatMessages(items);
    return { input: messages, origins };
  }
  return { input: items, origins: undefined };
}
