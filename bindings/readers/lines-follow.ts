// Whether an input that opens with `{` is JSON lines: its first line is a record, or, where that
// line is none (a log whose first line was cut, a crash's garbage), the lines after it are.

import { isDocumentLine } from "./detect.js";
import { NOT_JSON, parsedLine } from "./json-line.js";

/** Lines after a first line that is no record that must each be one to read the input as lines. */
const LINES_SEEN = 2;

/** Anything but whitespace: a line that holds something. */
const NOT_BLANK = /\S/;

/** Whether `text` is one record of a JSON lines log: JSON, and no whole document on one line. Throws nothing. */
export function isLineRecord(text: string): boolean {
  const value = parsedLine(text);
  return value !== NOT_JSON && !isDocumentLine(value);
}

/**
 * Whether the text `held` of an input whose first line is no record goes on as JSON lines: the
 * next {@link LINES_SEEN} lines that are not blank are each a record. A pretty-printed document
 * has none (its lines are parts of one value; a member's line ends in a comma). Undefined while
 * they are not all held whole. Throws nothing.
 */
export function linesFollow(held: readonly string[]): boolean | undefined {
  const lines: string[] = [];
  let partial = "";
  for (const piece of held) {
    let from = 0;
    for (let nl = piece.indexOf("\n"); nl >= 0; nl = piece.indexOf("\n", from)) {
      const line = partial + piece.slice(from, nl);
      partial = "";
      from = nl + 1;
      if (NOT_BLANK.test(line)) lines.push(line);
      if (lines.length > LINES_SEEN) return lines.slice(1).every(isLineRecord);
    }
    partial += piece.slice(from);
  }
  return undefined;
}
