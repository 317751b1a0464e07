// Cuts a JSON lines file into byte ranges that start at line starts, and reads its first line, so
// workers can read the ranges side by side and the lines come out as one read would give them.
import { closeSync, openSync, readSync } from "node:fs";

/** Bytes `start` (a line's first) up to `end` (exclusive, after a newline or at the file's end). */
export interface ByteRange {
  start: number;
  end: number;
}

const STEP = 64 * 1024;

// The position just after the first newline at or after `from`, or `size` when there is none.
function nextLineStart(fd: number, from: number, size: number): number {
  const buffer = Buffer.allocUnsafe(STEP);
  for (let at = from; at < size; at += STEP) {
    const read = readSync(fd, buffer, 0, Math.min(STEP, size - at), at);
    const nl = buffer.subarray(0, read).indexOf(10);
    if (nl >= 0) return at + nl + 1;
  }
  return size;
}

/**
 * `pieces` ranges of about equal size covering the file's `size` bytes, each cut after a newline
 * (fewer when lines are longer than a piece). Throws the fs error of an unreadable file.
 */
export function lineRanges(path: string, size: number, pieces: number): ByteRange[] {
  const fd = openSync(path, "r");
  try {
    const ranges: ByteRange[] = [];
    let start = 0;
    for (let k = 1; k <= pieces && start < size; k++) {
      const cut = Math.floor((size * k) / pieces);
      if (cut <= start) continue; // the last range's line runs past this cut
      const end = k === pieces ? size : nextLineStart(fd, cut - 1, size);
      ranges.push({ start, end });
      start = end;
    }
    return ranges;
  } finally {
    closeSync(fd);
  }
}

/** The first line (without its newline) of a file of `size` bytes, or undefined past `max` bytes. */
export function firstLine(path: string, size: number, max: number): string | undefined {
  const fd = openSync(path, "r");
  try {
    const end = nextLineStart(fd, 0, Math.min(size, max));
    const buffer = Buffer.allocUnsafe(end);
    const read = readSync(fd, buffer, 0, end, 0);
    const nl = buffer.subarray(0, read).indexOf(10);
    return nl < 0 ? undefined : buffer.toString("utf8", 0, nl);
  } finally {
    closeSync(fd);
  }
}
