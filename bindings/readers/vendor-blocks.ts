// Which items are Anthropic content blocks kept verbatim (they go back into assistant content).
import { isArrayValue } from "../is-array.js";

type Block = Record<string, unknown>;

const ANTHROPIC_BLOCKS = new Set([
  "thinking",
  "redacted_thinking",
  "server_tool_use",
  "mcp_tool_use",
  "mcp_tool_result",
  "container_upload",
]);

/** An Anthropic assistant block given as an item (thinking, server tool use and results, compaction). */
export function isAnthropicBlock(item: Block): boolean {
  const type = String(item.type);
  if (ANTHROPIC_BLOCKS.has(type) || type.endsWith("_tool_result")) return true;
  // Anthropic's compaction block has text content; OpenAI's carries encrypted_content.
  return type === "compaction" && item.encrypted_content == null;
}

/** Tool arguments as an object: a JSON string parsed, anything else as is. */
export function parsedArguments(args: unknown): unknown {
  if (typeof args !== "string") return args ?? {};
  try {
    return JSON.parse(args);
  } catch {
    return args; // not JSON: kept as the string it was
  }
}

/** The text of a string or of the `text` fields of a parts array. */
export function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!isArrayValue(content)) return "";
  return content.map((part) => (typeof part?.text === "string" ? part.text : "")).join("");
}
