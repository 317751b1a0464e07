// What image and file content parts read alike: Anthropic's base64 source, and the OpenAI file id
// only Responses can send.
import type { Block, VendorPayload } from "../protocol.js";

/** An Anthropic `{ type: "base64", media_type, data }` source; undefined for any other. */
export function anthropicBase64(
  source: VendorPayload,
): { type: "base64"; mediaType: string; data: string } | undefined {
  const { type, media_type: mediaType, data } = source;
  if (type !== "base64" || typeof mediaType !== "string" || typeof data !== "string") return;
  return { type: "base64", mediaType, data };
}

/** A Responses part by OpenAI `file_id` as the vendor block only Responses sends; else undefined. */
export function responsesFileId(part: VendorPayload): Block | undefined {
  if (typeof part.file_id !== "string") return undefined;
  const item = { type: "message", role: "user", content: [part] };
  return { type: "vendor", vendor: "openai-responses", item };
}
