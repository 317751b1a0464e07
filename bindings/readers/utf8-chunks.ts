// Decodes byte chunks of one input as UTF-8 in pieces of at most 32 KiB, each cut at a whole
// character and decoded alone: V8 makes a string of more than 128 KiB in its large-object space,
// and decoding 1 MiB chunks ran at about 300 MB/s against 6 GB/s in 32 KiB pieces (two such
// decoders, the text and a fatal check, were a third of `check`'s time on a 1 GB array
// document). Invalid bytes are found by wasUtf8, which decodes again only a piece showing U+FFFD.
import { concatBytes } from "../concat-bytes.js";
import { wasUtf8 } from "../utf8.js";

const BOM = "\uFEFF";
/** The longest piece decoded at once: its string (two bytes a unit at worst) stays under 128 KiB. */
const PIECE = 32 * 1024;

/** Where `bytes` stop holding whole characters: the start of a last character they cut, else their length. */
function wholeEnd(bytes: Uint8Array): number {
  for (let back = 1; back <= 4 && back <= bytes.length; back++) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    const length = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? bytes.length - back : bytes.length;
  }
  return bytes.length; // no lead byte in reach: invalid whatever follows
}

/** One input's byte chunks decoded in order, and whether every byte so far was well-formed UTF-8. Throws nothing. */
export class Utf8Chunks {
  private readonly decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  private carry?: Uint8Array;
  private started = false;
  /** Some byte decoded so far was not well-formed UTF-8. */
  notUtf8 = false;

  /**
   * The text of `chunk` and of what the last one cut, in pieces (a byte-order mark at the input's
   * start dropped). Throws nothing.
   */
  decode(chunk: Uint8Array): string[] {
    const bytes = this.carry ? concatBytes([this.carry, chunk]) : chunk;
    const texts: string[] = [];
    let at = 0;
    while (bytes.length - at > PIECE) {
      const end = at + wholeEnd(bytes.subarray(at, at + PIECE));
      texts.push(this.text(bytes.subarray(at, end)));
      at = end;
    }
    const end = at + wholeEnd(bytes.subarray(at));
    this.carry = end < bytes.length ? bytes.slice(end) : undefined;
    texts.push(this.text(bytes.subarray(at, end)));
    return texts;
  }

  /** The text of a character the last chunk cut (invalid: it never ended). Throws nothing. */
  end(): string {
    const carry = this.carry;
    this.carry = undefined;
    return carry ? this.text(carry) : "";
  }

  private text(bytes: Uint8Array): string {
    if (bytes.length === 0) return "";
    let text = this.decoder.decode(bytes);
    if (!this.notUtf8 && !wasUtf8(bytes, text)) this.notUtf8 = true;
    if (!this.started && text.startsWith(BOM)) text = text.slice(1);
    this.started = true;
    return text;
  }
}
