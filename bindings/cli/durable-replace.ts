// Replacing a file so that a crash at any moment leaves the old file or the whole new one under
// its name: a temporary file in the same folder, written and fsynced, renamed over the target,
// then the folder fsynced so the rename itself survives a power loss.
import { closeSync, fchmodSync, fsyncSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { createTempSync, existingOwner, keepOwner, syncFolder } from "./durable-write.js";
import { removeOnInterrupt } from "./interrupt.js";

function writeFully(fd: number, chunk: Uint8Array): void {
  let done = 0;
  while (done < chunk.length) done += writeSync(fd, chunk, done, chunk.length - done);
}

/**
 * Writes `chunks` to a temporary file beside `target` (created with `mode`, the owner of an
 * existing `target` kept where the process may: durable-write.ts keepOwner), fsyncs it, renames
 * it over `target` and fsyncs the folder. `beforeRename` runs last before the rename (a final
 * check: throwing there leaves `target` untouched). On failure the temporary file is removed.
 */
export function durableReplace(
  target: string,
  chunks: Iterable<Uint8Array>,
  mode: number,
  beforeRename: () => void = () => {},
): void {
  const owner = existingOwner(target);
  const { path: temp, fd } = createTempSync(target, mode);
  // A stop signal waits for this synchronous write to end; then the file is renamed or removed.
  const release = removeOnInterrupt(temp, target);
  let closed = false;
  try {
    fchmodSync(fd, mode); // the umask would otherwise strip bits
    keepOwner(fd, owner);
    for (const chunk of chunks) writeFully(fd, chunk);
    fsyncSync(fd);
    closeSync(fd);
    closed = true;
    beforeRename();
    renameSync(temp, target);
  } catch (error) {
    if (!closed) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
    throw error;
  } finally {
    release();
  }
  syncFolder(dirname(target));
}
