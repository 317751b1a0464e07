// Image content parts of a transcript (Responses, Chat and Anthropic spellings) → seam blocks.

import type { Block, ImageBlock, ImageSource, VendorPayload } from "../protocol.js";
import { imageProblem, isRecord } from "../validate.js";
import { IMAGE_DETAILS, urlSource } from "./image-source.js";
import { anthropicBase64, responsesFileId } from "./part-sources.js";

function image(source: ImageSource, detail: unknown): ImageBlock | undefined {
  const block: ImageBlock = IMAGE_DETAILS.has(detail as string)
    ? { type: "image", source, detail: detail as ImageBlock["detail"] }
    : { type: "image", source };
  // A part no adapter could send is dropped like an unknown part, not failed on later.
  return imageProblem(block, "user") === undefined ? block : undefined;
}

// Responses `input_image`: a URL or data URL, or an OpenAI file id only Responses can send.
function responsesImage(part: VendorPayload): Block | undefined {
  if (typeof part.image_url === "string") return image(urlSource(part.image_url), part.detail);
  return responsesFileId(part);
}

// Chat `image_url`: `{ url, detail }` (a bare string URL is read too).
function chatImage(part: VendorPayload): Block | undefined {
  const ref = part.image_url;
  if (typeof ref === "string") return image(urlSource(ref), undefined);
  if (!isRecord(ref) || typeof ref.url !== "string") return undefined;
  return image(urlSource(ref.url), ref.detail);
}

// Anthropic `image`: a URL or base64 source, or a Files API id only Anthropic can send.
function anthropicImage(part: VendorPayload): Block | undefined {
  const source = part.source;
  if (!isRecord(source)) return undefined;
  if (source.type === "url" && typeof source.url === "string") {
    return image(urlSource(source.url), undefined);
  }
  if (source.type === "file") return { type: "vendor", vendor: "anthropic", item: part };
  const base64 = anthropicBase64(source);
  return base64 ? image(base64, undefined) : undefined;
}

/** The readers of image content parts, by `type` (Responses, Chat, Anthropic). */
export const IMAGE_PARTS = [
  ["input_image", responsesImage],
  ["image_url", chatImage],
  ["image", anthropicImage],
] as const;
