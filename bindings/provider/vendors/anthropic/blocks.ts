// How Anthropic content blocks read as seam blocks, in a response and as transcript items.
import { citedText } from "../../blocks/citations.js";
import type { ItemSpellings } from "../../convert/spelling.js";
import type { Block, VendorPayload } from "../../protocol.js";

const VENDOR = "anthropic";

// Anthropic assistant content blocks that can stand in a transcript as items (SPEC §9), besides
// every `*_tool_result` (server tool results, `mcp_tool_result`) and Anthropic's compaction.
const ANTHROPIC_TYPES = new Set([
  "thinking",
  "redacted_thinking",
  "server_tool_use",
  "mcp_tool_use",
  "container_upload",
]);

/**
 * Whether a non-message item is an Anthropic content block (a Responses item otherwise): the
 * provider conversion and the Anthropic writer both ask this. A `compaction` is Anthropic's when
 * it has `content` (its summary, null when compaction failed) or no `encrypted_content`; OpenAI's
 * has `encrypted_content` and no `content`.
 */
export function isAnthropicItem(item: VendorPayload): boolean {
  const type = String(item.type);
  if (ANTHROPIC_TYPES.has(type) || type.endsWith("_tool_result")) return true;
  return type === "compaction" && (item.content !== undefined || item.encrypted_content == null);
}

/** One content block: text (with its citations), tool_use and thinking have neutral forms; the rest is vendor. */
export function anthropicBlock(block: VendorPayload): Block {
  switch (block.type) {
    case "text":
      return citedText(String(block.text ?? ""), block.citations, VENDOR, block);
    case "tool_use": {
      const id = String(block.id);
      return {
        type: "tool-use",
        id,
        name: String(block.name),
        input: block.input,
        vendor: VENDOR,
        item: block,
      };
    }
    case "thinking":
      return { type: "thinking", text: String(block.thinking ?? ""), vendor: VENDOR, item: block };
    default:
      return { type: "vendor", vendor: VENDOR, item: block };
  }
}

/** Anthropic's part of the item spellings conversion reads. */
export const ANTHROPIC_SPELLING: ItemSpellings["anthropic"] = {
  isItem: isAnthropicItem,
  block: anthropicBlock,
};
