// ProviderResponse → Responses-shaped transcript items.
import { invalidArgument } from "../../errors.js";
import { isArrayValue } from "../../is-array.js";
import type { Item } from "../../items/index.js";
import { nestedArray, readCaller } from "../../limits.js";
import { argumentsJson } from "../adapter.js";
import type {
  ProviderResponse,
  TextBlock,
  ThinkingBlock,
  ToolUseBlock,
  VendorBlock,
  VendorPayload,
} from "../protocol.js";
import { isRecord } from "../validate.js";

type Message = { type: "message"; role: "assistant"; content: VendorPayload[] } & VendorPayload;

const CALL_TYPES = new Set(["function_call", "custom_tool_call"]);

function callItem(block: ToolUseBlock): Item {
  if (block.vendor === "openai-responses" && CALL_TYPES.has(String(block.item?.type))) {
    return block.item as Item;
  }
  const args = argumentsJson(block.input);
  return { type: "function_call", call_id: block.id, name: block.name, arguments: args } as Item;
}

// Chat url citations as Responses `url_citation` annotations (the same fields, not nested).
function chatAnnotations(block: TextBlock): VendorPayload[] {
  const list = block.vendor === "openai-chat" ? block.item?.annotations : undefined;
  const entries = nestedArray(list);
  if (entries === undefined) return [];
  return entries.flatMap((entry) =>
    isRecord(entry) && isRecord(entry.url_citation)
      ? [{ type: "url_citation", ...entry.url_citation }]
      : [],
  );
}

// A Responses text block's own part (annotations kept), else an `output_text` part.
function outputTextPart(block: TextBlock): VendorPayload {
  const own = block.vendor === "openai-responses" && block.item?.type === "output_text";
  return own && block.item
    ? block.item
    : { type: "output_text", text: block.text, annotations: chatAnnotations(block) };
}

// A thinking or vendor block's own item; bare thinking text becomes a summary-only `reasoning`.
function vendorItem(block: ThinkingBlock | VendorBlock): Item | undefined {
  if (block.item) return block.item as Item;
  if (block.type === "vendor") return undefined;
  const summary = block.text === "" ? [] : [{ type: "summary_text", text: block.text }];
  return { type: "reasoning", summary } as Item;
}

/**
 * The transcript items of a response, in order, as Responses items: runs of text become one
 * assistant `message` with `output_text` parts (a Responses text block's own part, so its
 * annotations stay; Chat url citations as `url_citation` annotations); tool-use blocks become
 * `function_call` items (`arguments` a JSON string; a Responses call read from the vendor is
 * returned as-is); thinking and vendor blocks return their vendor item as-is (a `reasoning` item,
 * an Anthropic `thinking` block, a `compaction` item ...), Chat reasoning fields ride on
 * the assistant message that follows, and bare thinking text becomes a `reasoning` item
 * with a summary. A refusal adds a `refusal` part to the last assistant message. The
 * response is not mutated; vendor items are shared, everything else is fresh. Record the
 * producing family of the items yourself (`itemFamilies`) before replaying them.
 */
export function responseItems(response: ProviderResponse): Item[] {
  // A response that is not one (no content array, a throwing getter) is invalid-argument.
  return readCaller("response", () => {
    if (!isArrayValue(response?.content))
      throw invalidArgument("response.content must be an array");
    nestedArray(response.content); // its length bounded before any walk
    return itemsOfResponse(response);
  });
}

function itemsOfResponse(response: ProviderResponse): Item[] {
  const items: Item[] = [];
  let message: Message | undefined;
  let last: Message | undefined;
  const open = (fields?: VendorPayload): Message => {
    if (message && !fields) return message;
    message = { ...fields, type: "message", role: "assistant", content: [] };
    last = message;
    items.push(message);
    return message;
  };
  for (const block of response.content) {
    if (block.type === "text") {
      open().content.push(outputTextPart(block));
      continue;
    }
    message = undefined;
    if (block.type === "tool-use") items.push(callItem(block));
    else if (block.type === "tool-result" || block.type === "image" || block.type === "file")
      continue;
    else if (block.vendor === "openai-chat" && block.item) open(block.item);
    else {
      const item = vendorItem(block);
      if (item) items.push(item);
    }
  }
  if (response.stopReason === "refusal") {
    const refusal = response.stopDetails?.explanation ?? "";
    (last ?? open()).content.push({ type: "refusal", refusal });
  }
  return items;
}
