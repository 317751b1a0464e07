// A JSON lines log as its lines' exact bytes: what the host writer copies through untouched.

/** One physical line: its bytes without the newline, and the newline it ended with (none last). */
export interface RawLine {
  readonly bytes: Uint8Array;
  readonly end: "\n" | "\r\n" | "";
}

const NEWLINE = 0x0a;
const RETURN = 0x0d;

/** Splits `data` at every `\n`; line `n` (1-based, as readers number them) is `lines[n - 1]`. */
export function rawLines(data: Uint8Array): RawLine[] {
  const lines: RawLine[] = [];
  let start = 0;
  while (start < data.length) {
    const nl = data.indexOf(NEWLINE, start);
    if (nl < 0) {
      lines.push({ bytes: data.subarray(start), end: "" });
      break;
    }
    const crlf = nl > start && data[nl - 1] === RETURN;
    lines.push({ bytes: data.subarray(start, crlf ? nl - 1 : nl), end: crlf ? "\r\n" : "\n" });
    start = nl + 1;
  }
  return lines;
}

const DECODER = new TextDecoder();

/**
 * The record on `line`.
 * @throws {SyntaxError} when the line is not JSON.
 */
export const parseLine = (line: RawLine): Record<string, any> =>
  JSON.parse(DECODER.decode(line.bytes));
