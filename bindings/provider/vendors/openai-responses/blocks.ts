// How OpenAI Responses output items read as seam blocks, in a response and as transcript items.
import { parseArguments } from "../../adapter.js";
import { citedText } from "../../blocks/citations.js";
import type { ItemSpellings } from "../../convert/spelling.js";
import type { Block, TextBlock, VendorPayload } from "../../protocol.js";
import { isRecord } from "../../validate.js";

const VENDOR = "openai-responses";

/** The strings in `field` of the parts of one `type`. */
export function texts(parts: unknown, type: string, field = "text"): string[] {
  if (!Array.isArray(parts)) return [];
  return parts
    .filter((part) => isRecord(part) && part.type === type && typeof part[field] === "string")
    .map((part) => part[field] as string);
}

/** Readable text of a reasoning item: its summary, else its raw reasoning text. */
export function reasoningText(item: VendorPayload): string {
  const summary = texts(item.summary, "summary_text");
  return (summary.length > 0 ? summary : texts(item.content, "reasoning_text")).join("\n\n");
}

/** An `output_text` part as a text block, with its annotations as citations when it has any. */
export function outputTextBlock(part: VendorPayload): TextBlock {
  return citedText(String(part.text), part.annotations, VENDOR, part);
}

const isOutputText = (part: unknown): part is VendorPayload =>
  isRecord(part) && part.type === "output_text" && typeof part.text === "string";

/** The blocks of one output item (a message yields its `output_text` parts). */
export function outputItemBlocks(item: VendorPayload): Block[] {
  switch (item.type) {
    case "message":
      return Array.isArray(item.content)
        ? item.content.filter(isOutputText).map(outputTextBlock)
        : [];
    case "reasoning":
      return [{ type: "thinking", text: reasoningText(item), vendor: VENDOR, item }];
    case "function_call":
    case "custom_tool_call": {
      const input = item.type === "function_call" ? parseArguments(item.arguments) : item.input;
      const id = String(item.call_id);
      return [{ type: "tool-use", id, name: String(item.name), input, vendor: VENDOR, item }];
    }
    default:
      return [{ type: "vendor", vendor: VENDOR, item }];
  }
}

/** OpenAI Responses' part of the item spellings conversion reads. */
export const RESPONSES_SPELLING: ItemSpellings["responses"] = {
  itemBlock: (item) => outputItemBlocks(item)[0],
  outputText: outputTextBlock,
};
