// The line of a log's start its reader parses first (scanner.ts): past a byte order mark and
// blank lines, and with `lenient` past lines that are not JSON; and the line format it names.
// The command line reads it from a file's head (cli/file-head.ts), the library from a log given
// whole (read.ts).
import { detectLineFormat } from "./detect.js";
import type { TranscriptFormat } from "./types.js";

const NOT_BLANK = /\S/;

/**
 * The first line of `text` a reader parses first; its last line only when `ended` (no newline
 * after it: the log's end). Throws nothing.
 */
export function recordLineIn(text: string, lenient: boolean, ended: boolean): string | undefined {
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < text.length) {
    const newline = text.indexOf("\n", at);
    if (newline < 0 && !ended) return undefined;
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(at, end);
    if (NOT_BLANK.test(line) && (!lenient || parses(line))) return line;
    at = end + 1;
  }
  return undefined;
}

function parses(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

/** The line format `line` names (detect.ts), if it is a JSON line of one. Throws nothing. */
export function lineFormatOf(line: string | undefined): TranscriptFormat | undefined {
  if (line === undefined) return undefined;
  try {
    return detectLineFormat(JSON.parse(line));
  } catch {
    return undefined;
  }
}
