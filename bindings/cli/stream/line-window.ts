// A streamed log's lines as their exact bytes, held from the first not yet written to the last
// read: what the streamed host writer copies (a host log's lines as raw-lines.ts splits it whole).
import { type RawLine, rawLines } from "../../readers/host/raw-lines.js";

const NEWLINE = 0x0a;

/** The lines read so far and not yet dropped, numbered as readers number them (1-based). */
export class LineWindow {
  #lines: RawLine[] = [];
  /** The number of the first line held. */
  #first = 1;
  /** Bytes after the last newline read (a line not yet ended). */
  #rest: Uint8Array = new Uint8Array(0);
  #ended = false;

  /** The last line held (0: none yet). */
  get last(): number {
    return this.#first + this.#lines.length - 1;
  }

  /** Whether the input has ended (every line is held or was dropped). */
  get ended(): boolean {
    return this.#ended;
  }

  /** Takes the next chunk of the input (its bytes are kept, not copied: a fresh chunk each). */
  push(chunk: Uint8Array): void {
    const end = chunk.lastIndexOf(NEWLINE);
    if (end < 0) {
      this.#rest = this.#rest.length ? Buffer.concat([this.#rest, chunk]) : chunk;
      return;
    }
    let from = 0;
    if (this.#rest.length) {
      // The line the previous chunk began, ended by this one's first newline.
      from = chunk.indexOf(NEWLINE) + 1;
      this.add(rawLines(Buffer.concat([this.#rest, chunk.subarray(0, from)])));
    }
    if (from <= end) this.add(rawLines(chunk.subarray(from, end + 1)));
    this.#rest = chunk.subarray(end + 1);
  }

  /** The input has ended: a last line without a newline is held too. */
  end(): void {
    if (this.#rest.length) this.add(rawLines(this.#rest));
    this.#rest = new Uint8Array(0);
    this.#ended = true;
  }

  /** Line `line`, when held. */
  at = (line: number): RawLine | undefined => this.#lines[line - this.#first];

  /** Lets go of the lines up to `line`. */
  drop(line: number): void {
    const n = Math.min(this.#lines.length, line - this.#first + 1);
    if (n <= 0) return;
    this.#lines = this.#lines.slice(n);
    this.#first += n;
  }

  private add(lines: readonly RawLine[]): void {
    for (const line of lines) this.#lines.push(line);
  }
}
