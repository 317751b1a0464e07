// A file's bytes a piece at a time, for writing a copy of a file too large to hold (a backup where
// no hard link can be made, `restore` of a large session).
import { closeSync, openSync, readSync } from "node:fs";

/** Bytes read a time. */
const CHUNK = 1 << 20;

/**
 * `file`'s bytes in chunks of at most `size` bytes, each valid until the next is read (one buffer
 * is reused: write each before asking for the next).
 * @throws the fs error of opening or reading `file`.
 */
export function* fileChunks(file: string, size = CHUNK): Generator<Uint8Array> {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.allocUnsafe(size);
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) yield buffer.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}
