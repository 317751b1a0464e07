// File and document content parts of a transcript (Responses, Chat and Anthropic spellings) → seam blocks.

import type { Block, FileBlock, FileSource, VendorPayload } from "../protocol.js";
import { fileProblem, isRecord } from "../validate.js";
import { FILE_DETAILS, parseBase64Url } from "./image-source.js";
import { anthropicBase64, responsesFileId } from "./part-sources.js";

// `%PDF-` in base64: a bare base64 payload is read only when it is a PDF.
const PDF_MAGIC = "JVBERi0";

type Extras = Omit<FileBlock, "type" | "source">;

function file(source: FileSource | undefined, extras: Extras): FileBlock | undefined {
  if (source === undefined) return undefined;
  const block: FileBlock = { type: "file", source, ...extras };
  // A part no adapter could send is dropped like an unknown part, not failed on later.
  return fileProblem(block, "user") === undefined ? block : undefined;
}

// OpenAI `file_data`: a `data:` URL, or bare base64 (taken only when it is a PDF).
function dataSource(data: unknown): FileSource | undefined {
  if (typeof data !== "string") return undefined;
  const inline = parseBase64Url(data);
  if (inline) return { type: "base64", ...inline };
  return data.startsWith(PDF_MAGIC)
    ? { type: "base64", mediaType: "application/pdf", data }
    : undefined;
}

function openaiExtras(part: VendorPayload): Extras {
  const extras: { filename?: string; detail?: FileBlock["detail"] } = {};
  if (typeof part.filename === "string") extras.filename = part.filename;
  if (FILE_DETAILS.has(part.detail as string)) extras.detail = part.detail as FileBlock["detail"];
  return extras;
}

// Responses `input_file`: data, a URL, or an OpenAI file id only Responses can send.
function responsesFile(part: VendorPayload): Block | undefined {
  if (part.file_data != null) return file(dataSource(part.file_data), openaiExtras(part));
  if (typeof part.file_url === "string") {
    return file({ type: "url", url: part.file_url }, openaiExtras(part));
  }
  return responsesFileId(part);
}

// Chat `file`: `{ file: { file_data, filename } }`, or a file id only Chat can send.
function chatFile(part: VendorPayload): Block | undefined {
  const ref = part.file;
  if (!isRecord(ref)) return undefined;
  if (ref.file_data != null) return file(dataSource(ref.file_data), openaiExtras(ref));
  return typeof ref.file_id === "string"
    ? { type: "vendor", vendor: "openai-chat", item: part }
    : undefined;
}

function anthropicSource(source: VendorPayload): FileSource | undefined {
  const { type, url, data } = source;
  if (type === "url" && typeof url === "string") return { type: "url", url };
  if (type === "text" && typeof data === "string") return { type: "text", text: data };
  return anthropicBase64(source);
}

function anthropicExtras(part: VendorPayload): Extras {
  const extras: { title?: string; context?: string; citations?: boolean } = {};
  if (typeof part.title === "string") extras.title = part.title;
  if (typeof part.context === "string") extras.context = part.context;
  if (isRecord(part.citations) && typeof part.citations.enabled === "boolean") {
    extras.citations = part.citations.enabled;
  }
  return extras;
}

// Anthropic `document`: base64, URL or plain-text sources; Files API and custom-content
// sources only Anthropic can send.
function anthropicDocument(part: VendorPayload): Block | undefined {
  const source = part.source;
  if (!isRecord(source)) return undefined;
  if (source.type === "file" || source.type === "content") {
    return { type: "vendor", vendor: "anthropic", item: part };
  }
  return file(anthropicSource(source), anthropicExtras(part));
}

/** The readers of file and document content parts, by `type` (Responses, Chat, Anthropic). */
export const FILE_PARTS = [
  ["input_file", responsesFile],
  ["file", chatFile],
  ["document", anthropicDocument],
] as const;
