// The format of a JSON lines log whose first lines Chat and Anthropic messages both write, as a
// single read decides it (scanner.ts, detect.ts afterUndecided), read from the file's head: the
// parallel check reads its ranges in that format, so both reads must name the same one.
import { closeSync, openSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import {
  afterUndecided,
  isUndecidedLine,
  UNDECIDED_BYTES,
  UNDECIDED_RECORDS,
} from "../../readers/detect.js";
import type { TranscriptFormat } from "../../readers/types.js";

const CHUNK = 1 << 20;
const NOT_BLANK = /\S/;

/**
 * The format the lines after an undecided first line name, where they name it well within
 * detect.ts's bounds (half of them: a single read counts a line's length in its own way, which
 * must not decide at the edge); undefined otherwise, or where a line is no JSON (the single read
 * reports it). Throws the fs error of an unreadable file.
 */
export function undecidedHeadFormat(path: string, size: number): TranscriptFormat | undefined {
  let held = 0;
  let bytes = 0;
  // null: undecided yet; a format, or undefined: the answer.
  const take = (line: string): TranscriptFormat | undefined | null => {
    if (!NOT_BLANK.test(line)) return null;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return undefined;
    }
    if (held === 0 && !isUndecidedLine(value)) return undefined; // not this file's case
    const format = afterUndecided(value, held, bytes);
    if (format === undefined) {
      held++;
      bytes += line.length;
      return held < UNDECIDED_RECORDS / 2 && bytes < UNDECIDED_BYTES / 2 ? null : undefined;
    }
    return held === 0 ? undefined : format;
  };
  const fd = openSync(path, "r");
  try {
    const decoder = new StringDecoder("utf8");
    const buffer = Buffer.allocUnsafe(CHUNK);
    let rest = "";
    for (let at = 0; at < size; ) {
      const read = readSync(fd, buffer, 0, Math.min(CHUNK, size - at), at);
      if (read <= 0) break;
      at += read;
      const lines = (rest + decoder.write(buffer.subarray(0, read))).split("\n");
      rest = lines.pop() as string;
      for (const line of lines) {
        const format = take(line);
        if (format !== null) return format;
      }
    }
    const last = take(rest + decoder.end());
    return last === null ? "chat-jsonl" : last; // the end: Chat messages, as a single read says
  } finally {
    closeSync(fd);
  }
}
