// Input text must be well-formed UTF-8: decoding replaces invalid bytes with U+FFFD, which would
// make two different call ids one (docs/decisions.md, "One rule for invalid UTF-8").

const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Were `bytes` well-formed UTF-8, given `decoded`, their lenient decoding? Only a decoding that
 * holds U+FFFD is decoded again, fatally (invalid bytes always leave one). Throws nothing.
 */
export function wasUtf8(bytes: Uint8Array, decoded: string): boolean {
  if (!decoded.includes("\uFFFD")) return true;
  try {
    fatal.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
