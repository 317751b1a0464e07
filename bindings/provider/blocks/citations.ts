// Vendor citations (Anthropic `citations`, Responses and Chat `annotations`) → Citation data.

import { nestedArray } from "../../limits.js";
import type { Citation, CitationRange, TextBlock, VendorName, VendorPayload } from "../protocol.js";
import { isRecord } from "../validate.js";

type Fields = { -readonly [K in keyof Citation]?: Citation[K] };

// Copies the string and number fields that are present; vendors send null for "none".
function pick(raw: VendorPayload, names: Record<string, keyof Citation>): Fields {
  const out: Record<string, unknown> = {};
  for (const [from, to] of Object.entries(names)) {
    const value = raw[from];
    if (typeof value === "string" || typeof value === "number") out[to] = value;
  }
  return out as Fields;
}

function range(unit: CitationRange["unit"], start: unknown, end: unknown): Fields {
  if (typeof start !== "number" || typeof end !== "number") return {};
  return { range: { unit, start, end } };
}

const DOCUMENT = {
  cited_text: "citedText",
  document_title: "title",
  document_index: "index",
  file_id: "fileId",
} as const;

/** One Anthropic `TextCitation` as a Citation; an unknown location type keeps what it can. */
export function anthropicCitation(raw: VendorPayload): Citation {
  const document = { type: "document" as const, ...pick(raw, DOCUMENT) };
  switch (raw.type) {
    case "char_location":
      return { ...document, ...range("char", raw.start_char_index, raw.end_char_index) };
    case "page_location":
      return { ...document, ...range("page", raw.start_page_number, raw.end_page_number) };
    case "content_block_location":
      return { ...document, ...range("block", raw.start_block_index, raw.end_block_index) };
    case "web_search_result_location":
      return { type: "web", ...pick(raw, { cited_text: "citedText", url: "url", title: "title" }) };
    case "search_result_location": {
      const names = { cited_text: "citedText", source: "url", title: "title" } as const;
      const fields = pick(raw, { ...names, search_result_index: "index" });
      const where = range("block", raw.start_block_index, raw.end_block_index);
      return { type: "search-result", ...fields, ...where };
    }
    default:
      return document;
  }
}

// A url citation's fields (Responses annotation, Chat `url_citation`): a range of the text itself.
function webCitation(raw: VendorPayload): Citation {
  const text = range("text", raw.start_index, raw.end_index);
  return { type: "web", ...pick(raw, { url: "url", title: "title" }), ...text };
}

/** One Responses `output_text` annotation as a Citation. */
export function responsesCitation(raw: VendorPayload): Citation {
  if (raw.type === "url_citation") return webCitation(raw);
  const names = { file_id: "fileId", filename: "filename", index: "index" } as const;
  return { type: "file", ...pick(raw, names), ...range("text", raw.start_index, raw.end_index) };
}

/** One Chat `message.annotations` entry (`{ type, url_citation }`) as a web Citation. */
export function chatCitation(raw: VendorPayload): Citation {
  return webCitation(isRecord(raw.url_citation) ? raw.url_citation : {});
}

const READERS = {
  anthropic: anthropicCitation,
  "openai-responses": responsesCitation,
  "openai-chat": chatCitation,
} as const;

/**
 * A text block; with a non-empty citations array it also carries the neutral citations and
 * the raw block for the same vendor's echo, else it is the plain `{ type, text }`.
 */
export function citedText(
  text: string,
  raw: unknown,
  vendor: VendorName,
  item: VendorPayload,
): TextBlock {
  const list = nestedArray(raw)?.filter(isRecord) ?? [];
  if (list.length === 0) return { type: "text", text };
  return { type: "text", text, citations: list.map(READERS[vendor]), vendor, item };
}
