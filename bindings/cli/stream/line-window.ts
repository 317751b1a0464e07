// A streamed log's lines as their exact bytes, held from the first not yet written to the last
// read: what the streamed host writer copies (a host log's lines as raw-lines.ts splits it whole).
// Lines are kept as places in the chunks read (no object per line), so a run of untouched lines
// is copied as one slice of its chunk.
import { concatBytes } from "../../concat-bytes.js";
import type { RawLine } from "../../readers/host/raw-lines.js";

const NEWLINE = 0x0a;
const RETURN = 0x0d;
const ENDS = ["", "\n", "\r\n"] as const;

/** The lines read so far and not yet dropped, numbered as readers number them (1-based). */
export class LineWindow {
  /** Per line held: its chunk, where its bytes start and stop, its newline's length (0-2). */
  #buffers: Uint8Array[] = [];
  #starts: number[] = [];
  #stops: number[] = [];
  #ends: number[] = [];
  /** The number of the first line held. */
  #first = 1;
  /** Bytes after the last newline read (a line not yet ended), in the chunks that brought them. */
  #rest: Uint8Array[] = [];
  #ended = false;

  /** The last line held (0: none yet). */
  get last(): number {
    return this.#first + this.#starts.length - 1;
  }

  /** The number of lines held. */
  get held(): number {
    return this.#starts.length;
  }

  /** Whether the input has ended (every line is held or was dropped). */
  get ended(): boolean {
    return this.#ended;
  }

  /** Takes the next chunk of the input (its bytes are kept, not copied: a fresh chunk each). */
  push(chunk: Uint8Array): void {
    const end = chunk.lastIndexOf(NEWLINE);
    if (end < 0) {
      // Joined once, when the line ends: a line of many chunks is not copied again per chunk.
      if (chunk.length) this.#rest.push(chunk);
      return;
    }
    let from = 0;
    if (this.#rest.length) {
      // The line the previous chunks began, ended by this one's first newline.
      from = chunk.indexOf(NEWLINE) + 1;
      const joined = concatBytes([...this.#rest, chunk.subarray(0, from)]);
      this.split(joined, 0, joined.length);
    }
    this.split(chunk, from, end + 1);
    this.#rest = end + 1 < chunk.length ? [chunk.subarray(end + 1)] : [];
  }

  /** The input has ended: a last line without a newline is held too. */
  end(): void {
    if (this.#rest.length) {
      const rest = concatBytes(this.#rest);
      this.add(rest, 0, rest.length, 0);
    }
    this.#rest = [];
    this.#ended = true;
  }

  /** Line `line`, when held. */
  at = (line: number): RawLine | undefined => {
    const k = line - this.#first;
    if (k < 0 || k >= this.#starts.length) return undefined;
    const bytes = this.#buffers[k].subarray(this.#starts[k], this.#stops[k]);
    return { bytes, end: ENDS[this.#ends[k]] };
  };

  /** Whether line `line` is held and ends in a newline. */
  terminated(line: number): boolean {
    const k = line - this.#first;
    return k >= 0 && k < this.#starts.length && this.#ends[k] > 0;
  }

  /**
   * The bytes of lines `from` to `to` with their newlines, in slices of the chunks they were read
   * in (one slice for lines of one chunk).
   */
  bytes(from: number, to: number): Uint8Array[] {
    const out: Uint8Array[] = [];
    for (let k = from - this.#first; k <= to - this.#first; ) {
      const buffer = this.#buffers[k];
      const start = this.#starts[k];
      while (k + 1 <= to - this.#first && this.#buffers[k + 1] === buffer) k++;
      out.push(buffer.subarray(start, this.#stops[k] + this.#ends[k]));
      k++;
    }
    return out;
  }

  /** Lets go of the lines up to `line`. */
  drop(line: number): void {
    const n = Math.min(this.#starts.length, line - this.#first + 1);
    if (n <= 0) return;
    this.#buffers = this.#buffers.slice(n);
    this.#starts = this.#starts.slice(n);
    this.#stops = this.#stops.slice(n);
    this.#ends = this.#ends.slice(n);
    this.#first += n;
  }

  // The lines of `data` from `start` to `stop`, which ends just after a newline.
  private split(data: Uint8Array, start: number, stop: number): void {
    let at = start;
    while (at < stop) {
      const nl = data.indexOf(NEWLINE, at);
      const crlf = nl > at && data[nl - 1] === RETURN;
      this.add(data, at, crlf ? nl - 1 : nl, crlf ? 2 : 1);
      at = nl + 1;
    }
  }

  private add(buffer: Uint8Array, start: number, stop: number, end: number): void {
    this.#buffers.push(buffer);
    this.#starts.push(start);
    this.#stops.push(stop);
    this.#ends.push(end);
  }
}
