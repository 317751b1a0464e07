// Image and file sources ↔ URLs: the one place that reads and writes `data:` URLs.
import type { ImageSource } from "../protocol.js";

/** The `detail` values an image block may carry. */
export const IMAGE_DETAILS: ReadonlySet<string> = new Set(["low", "high", "auto", "original"]);

/** The `detail` values a file block may carry (Responses `input_file`). */
export const FILE_DETAILS: ReadonlySet<string> = new Set(["low", "high", "auto"]);

const MEDIA_TYPE = /^image\/[\w.+-]+$/i;
const ANY_MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Is `value` an `image/...` media type? */
export function isImageMediaType(value: unknown): value is string {
  return typeof value === "string" && MEDIA_TYPE.test(value);
}

/** Is `value` a `<type>/<subtype>` media type? */
export function isMediaType(value: unknown): value is string {
  return typeof value === "string" && ANY_MEDIA_TYPE.test(value);
}

/** Does `url` start with a scheme (`https:`, `data:`, ...)? Relative paths do not. */
export function hasScheme(url: string): boolean {
  return SCHEME.test(url);
}

/** Is `url` a `data:` URL (of any kind)? */
export function isDataUrl(url: string): boolean {
  return url.slice(0, 5).toLowerCase() === "data:";
}

/** The media type and payload of any `data:<type>/<subtype>;base64,` URL; else undefined. */
export function parseBase64Url(url: string): { mediaType: string; data: string } | undefined {
  if (!isDataUrl(url)) return undefined;
  const comma = url.indexOf(",");
  if (comma < 0) return undefined;
  // Only the header is split: the payload may be megabytes.
  const [mediaType, ...params] = url.slice(5, comma).split(";");
  if (!isMediaType(mediaType) || params.at(-1)?.toLowerCase() !== "base64") return undefined;
  const data = url.slice(comma + 1);
  return data === "" ? undefined : { mediaType: mediaType.toLowerCase(), data };
}

/** The base64 payload of a `data:image/...;base64,` URL; undefined for any other URL. */
export function parseDataUrl(url: string): { mediaType: string; data: string } | undefined {
  const inline = parseBase64Url(url);
  return inline && isImageMediaType(inline.mediaType) ? inline : undefined;
}

/** A base64 source as a `data:` URL. */
export function dataUrl(mediaType: string, data: string): string {
  return `data:${mediaType};base64,${data}`;
}

/** The UTF-8 text a base64 payload decodes to; undefined when it is not base64 or not UTF-8. */
export function base64Text(data: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A URL as a source: a base64 image `data:` URL becomes a base64 source, anything else a URL. */
export function urlSource(url: string): ImageSource {
  const inline = parseDataUrl(url);
  return inline ? { type: "base64", ...inline } : { type: "url", url };
}

/** A source as one URL string: base64 becomes a `data:` URL. */
export function sourceUrl(source: ImageSource): string {
  return source.type === "url" ? source.url : dataUrl(source.mediaType, source.data);
}
