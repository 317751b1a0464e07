// The start of a file, read only as far as the caller needs: a first line or record of any size a
// read takes is seen whole, without reading a large file's rest.
import { closeSync, openSync, readSync } from "node:fs";
import { recordLineIn } from "../readers/first-line.js";
import { MAX_RECORD_BYTES } from "../readers/lines.js";
import { isMsgpackArray } from "../readers/msgpack-array-splitter.js";

/**
 * The start of `file` as text, read in blocks that double from `first` bytes until `enough` says
 * it holds what the caller looks for, the file ends, or it passes the readers' record limit;
 * undefined for stdin, a file that cannot be read, or a msgpack array (no text, and read as
 * msgpack whatever follows: without this its whole first 256 MiB were read). Throws nothing.
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
      if (size === 0 && n > 0 && isMsgpackArray(buffer[0])) return undefined;
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
 * The line of `file` a reader starts from (readers/scanner.ts): past a byte order mark and blank
 * lines, and with `lenient` past lines that are not JSON; undefined as {@link fileHead}, or when
 * no such line ends within `max` characters (`first`: as fileHead's; the whole file is one line
 * when it has no newline). Throws nothing.
 */
export function firstRecordLineOf(
  file: string,
  { lenient = false, max = Infinity, first }: { lenient?: boolean; max?: number; first?: number },
): string | undefined {
  const found = (t: string) => recordLineIn(t, lenient, false) !== undefined;
  const text = fileHead(file, (t) => t.length > max || found(t), first);
  if (text === undefined) return undefined;
  return recordLineIn(
    text.length > max ? text.slice(0, max + 1) : text,
    lenient,
    text.length <= max,
  );
}
