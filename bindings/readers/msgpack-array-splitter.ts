// A msgpack array pushed in byte chunks, cut into its elements' bytes without decoding them: a
// walk of the headers alone (a value's type and length are in its first bytes), resumable at any
// byte, so a chunk's end may fall anywhere, inside a header too. Decoding stays msgpackr's.

/** Whether `byte` opens a msgpack array (fixarray, array 16, array 32). Throws nothing. */
export const isMsgpackArray = (byte: number): boolean =>
  (byte >= 0x90 && byte <= 0x9f) || byte === 0xdc || byte === 0xdd;

/** The bytes of the array header `byte` opens (1, 3 or 5); 0 where it opens no array. Throws nothing. */
export const arrayHeaderLength = (byte: number): number =>
  isMsgpackArray(byte) ? 1 + fieldBytes(byte) : 0;

// The bytes of the length (or count) field after a header byte; 0 where there is none.
function fieldBytes(b: number): number {
  if (b === 0xc4 || b === 0xc7 || b === 0xd9) return 1; // bin 8, ext 8, str 8
  if (b === 0xc5 || b === 0xc8 || b === 0xda || b === 0xdc || b === 0xde) return 2;
  if (b === 0xc6 || b === 0xc9 || b === 0xdb || b === 0xdd || b === 0xdf) return 4;
  return 0;
}

// The payload bytes of a header `b` with no length field (fixed-size numbers, fixext); 0 for
// the one-byte values (fixints, nil, booleans, and 0xc1, which msgpackr reads as one byte too).
function fixedBytes(b: number): number {
  if (b >= 0xa0 && b <= 0xbf) return b & 0x1f; // fixstr
  if (b < 0xca || b > 0xd8) return 0;
  return [4, 8, 1, 2, 4, 8, 1, 2, 4, 8, 2, 3, 5, 9, 17][b - 0xca];
}

// How many values a container header `b` with count `n` holds (maps: keys and values); -1 if none.
function containerValues(b: number, n: number): number {
  if ((b & 0xf0) === 0x90) return b & 0x0f;
  if ((b & 0xf0) === 0x80) return 2 * (b & 0x0f);
  if (b === 0xdc || b === 0xdd) return n;
  if (b === 0xde || b === 0xdf) return 2 * n;
  return -1;
}

function bigEndian(bytes: Uint8Array, at: number, width: number): number {
  let n = 0;
  for (let i = 0; i < width; i++) n = n * 256 + bytes[at + i];
  return n;
}

/** Where the elements of the array go, and what refuses the bytes. */
export interface MsgpackArrayTarget {
  /** An element's bytes (a fresh copy) and its index among the elements. */
  element(bytes: Uint8Array, index: number): void;
  /** The error for bytes that end before the array does or go on after it. */
  malformed(): Error;
  /** The error for an element longer than the record limit. */
  tooLarge(index: number): Error;
}

/** Cuts one msgpack array into its elements as its chunks come (what it throws: push, end). */
export class MsgpackArraySplitter {
  /** Elements not yet begun or ended; -1 until the array's header is read. */
  #left = -1;
  /** Values still to read to end the current element (0 between elements). */
  #pending = 0;
  /** Payload bytes still to skip (a string's, a number's). */
  #skip = 0;
  /** The current element's bytes in earlier chunks (copies), and their length. */
  #parts: Uint8Array[] = [];
  #partBytes = 0;
  /** A header cut by a chunk's end: its bytes, read again with the next chunk. */
  #carry: Uint8Array | undefined;
  /** Between an element's first header and its end. */
  #inElement = false;
  #index = 0;

  constructor(
    private readonly target: MsgpackArrayTarget,
    private readonly maxRecord: number,
  ) {}

  /** Reads a chunk (not kept: copied where held). Throws the target's errors. */
  push(input: Uint8Array): void {
    let chunk = input;
    if (this.#carry) {
      chunk = new Uint8Array(this.#carry.length + input.length);
      chunk.set(this.#carry);
      chunk.set(input, this.#carry.length);
      this.#carry = undefined;
    }
    let start = 0; // where the current element's bytes in this chunk begin
    let at = 0;
    while (at < chunk.length) {
      if (this.#skip > 0) {
        const n = Math.min(this.#skip, chunk.length - at);
        at += n;
        this.#skip -= n;
      } else {
        if (!this.#inElement && this.#left >= 0) {
          if (this.#left === 0) throw this.target.malformed(); // bytes after the array
          start = at;
        }
        const read = this.#header(chunk, at);
        if (read < 0) {
          this.#carry = chunk.slice(at);
          break;
        }
        at = read;
      }
      if (this.#inElement && this.#pending === 0 && this.#skip === 0) {
        this.#ended(chunk.subarray(start, at));
        this.#inElement = false;
      }
    }
    if (this.#inElement) this.#hold(chunk.subarray(start, at));
  }

  /** Ends the input. Throws the target's `malformed` where the array is not complete. */
  end(): void {
    if (this.#left !== 0 || this.#carry || this.#inElement) throw this.target.malformed();
  }

  // Reads the header at `at`: the position after it, or -1 where the chunk ends inside it.
  #header(chunk: Uint8Array, at: number): number {
    const b = chunk[at];
    const width = fieldBytes(b);
    if (at + 1 + width > chunk.length) return -1;
    const n = bigEndian(chunk, at + 1, width);
    if (this.#left < 0) {
      if (!isMsgpackArray(b)) throw this.target.malformed();
      this.#left = containerValues(b, n);
      return at + 1 + width;
    }
    if (!this.#inElement) {
      this.#inElement = true;
      this.#pending = 1;
      this.#left--;
    }
    this.#pending--;
    const values = containerValues(b, n);
    if (values > 0) this.#pending += values;
    else if (values < 0)
      this.#skip = width > 0 ? n + (b >= 0xc7 && b <= 0xc9 ? 1 : 0) : fixedBytes(b);
    return at + 1 + width;
  }

  // Hands on the element whose last bytes (or all of them) are `tail`.
  #ended(tail: Uint8Array): void {
    let bytes: Uint8Array;
    if (this.#parts.length === 0) bytes = tail.slice();
    else {
      this.#hold(tail);
      bytes = new Uint8Array(this.#partBytes);
      let at = 0;
      for (const part of this.#parts) {
        bytes.set(part, at);
        at += part.length;
      }
      this.#parts = [];
      this.#partBytes = 0;
    }
    if (bytes.length > this.maxRecord) throw this.target.tooLarge(this.#index);
    this.target.element(bytes, this.#index++);
  }

  // Keeps a piece of the current element (a copy: the chunk may be reused), within the limit.
  #hold(piece: Uint8Array): void {
    if (piece.length === 0) return;
    this.#parts.push(piece.slice());
    this.#partBytes += piece.length;
    if (this.#partBytes > this.maxRecord) throw this.target.tooLarge(this.#index);
  }
}
