// The start of a file, read only as far as the caller needs: a first line or record of any size a
// read takes is seen whole, without reading a large file's rest.
import { closeSync, openSync, readSync } from "node:fs";
import { MAX_RECORD_BYTES } from "../readers/lines.js";

/**
 * The start of `file` as text, read in blocks that double from `first` bytes until `enough` says
 * it holds what the caller looks for, the file ends, or it passes the readers' record limit;
 * undefined for stdin or a file that cannot be read. Throws nothing.
 */
export function fileHead(
  file: string,
  enough: (text: string) => boolean,
  first = 1 << 20,
): string | undefined {
  if (file === "-") return undefined;
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const blocks: Buffer[] = [];
    let [size, block] = [0, first];
    for (;;) {
      const buffer = Buffer.alloc(block);
      const n = readSync(fd, buffer, 0, block, size);
      blocks.push(buffer.subarray(0, n));
      size += n;
      const text = Buffer.concat(blocks).toString("utf8");
      if (n < block || size > MAX_RECORD_BYTES || enough(text)) return text;
      block *= 2;
    }
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The first line of `file` without its newline (the whole file when it has none); undefined as
 * {@link fileHead}, or when the line goes on past `max` characters. Throws nothing.
 */
export function firstLineOf(file: string, first?: number, max = Infinity): string | undefined {
  const text = fileHead(file, (t) => t.includes("\n") || t.length > max, first);
  if (text === undefined) return undefined;
  const end = text.indexOf("\n");
  if ((end < 0 ? text.length : end) > max) return undefined;
  return end < 0 ? text : text.slice(0, end);
}
