// Helpers of the Anthropic writer: tool arguments and text read from items. Which items are
// Anthropic blocks kept verbatim is isAnthropicItem's (provider/vendors/anthropic/blocks.ts).
import { isArrayValue } from "../is-array.js";

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
