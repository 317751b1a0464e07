// The first bytes of a written file put in place last (a msgpack array's header, whose count is
// known once its elements are written): into the room kept for them, or, where they take less
// room, the rest moved up to them (a log of fewer than 65,536 items: its header is 1 or 3 bytes).
import type { FileHandle } from "node:fs/promises";

/** Bytes moved at a time. */
const BLOCK = 1 << 20;

/**
 * Writes `head` at the start of `file`, whose first `width` bytes were kept for it (`head` at
 * most that long): what follows is moved up to it and the file shortened where it is shorter.
 * @throws the fs error of a read, write or truncate.
 */
export async function putHead(file: FileHandle, head: Uint8Array, width: number): Promise<void> {
  const shift = width - head.length;
  if (shift > 0) {
    const { size } = await file.stat();
    const block = Buffer.allocUnsafe(BLOCK);
    // Forward: each block lands below where it was read, so nothing is overwritten before it is read.
    for (let from = width; from < size; ) {
      const { bytesRead } = await file.read(block, 0, Math.min(BLOCK, size - from), from);
      if (bytesRead === 0) break;
      await writeAt(file, block.subarray(0, bytesRead), from - shift);
      from += bytesRead;
    }
    await file.truncate(size - shift);
  }
  await writeAt(file, head, 0);
}

async function writeAt(file: FileHandle, bytes: Uint8Array, at: number): Promise<void> {
  for (let done = 0; done < bytes.length; ) {
    const { bytesWritten } = await file.write(bytes, done, bytes.length - done, at + done);
    done += bytesWritten;
  }
}
