// What conversion needs from each vendor whose spelling a transcript can hold; the vendor folders provide it.
import type { Block, TextBlock, ThinkingBlock, ToolUseBlock, VendorPayload } from "../protocol.js";

/**
 * The vendor readings that turn transcript items into seam blocks. Conversion takes them as
 * an argument, so generic code names no vendor; `vendors/spellings.ts` assembles them.
 */
export interface ItemSpellings {
  /** Anthropic content blocks kept as items. */
  readonly anthropic: {
    /** Whether a non-message item is an Anthropic content block. */
    isItem(item: VendorPayload): boolean;
    /** The content block as a seam block. */
    block(item: VendorPayload): Block;
  };
  /** Chat Completions message fields. */
  readonly chat: {
    /** A message's string `content`, with its `annotations` as citations. */
    text(message: VendorPayload): TextBlock;
    /** A message's private reasoning fields as one thinking block, if it has any. */
    thinking(message: VendorPayload): ThinkingBlock | undefined;
    /** A `tool_calls` entry as a tool-use block. */
    toolUse(call: VendorPayload): ToolUseBlock;
  };
  /** OpenAI Responses items, the spelling of any other non-message item. */
  readonly responses: {
    /** A non-message output item as a block. */
    itemBlock(item: VendorPayload): Block;
    /** An `output_text` part, with its annotations as citations. */
    outputText(part: VendorPayload): TextBlock;
  };
}
