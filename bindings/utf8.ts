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

/**
 * Counts UTF-8 lengths by encoding into a buffer it keeps (native, about ten times the JS loop's
 * speed on ASCII), a text too long for it by {@link utf8Length}. Throws nothing.
 */
export class Utf8Counter {
  private readonly encoder = new TextEncoder();
  private readonly scratch = new Uint8Array(64 * 1024);

  /** The length of `text` in UTF-8 bytes. */
  length(text: string): number {
    if (text.length * 3 > this.scratch.length) return utf8Length(text);
    return this.encoder.encodeInto(text, this.scratch).written;
  }
}

/**
 * The length of `text` in UTF-8 bytes, as an encoder writes it (a lone surrogate as U+FFFD's
 * three bytes), without encoding it. Throws nothing.
 */
export function utf8Length(text: string): number {
  let bytes = text.length; // one byte each, more added below
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    if (unit < 0x800) bytes += 1;
    else if (unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a pair: two units, four bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}
