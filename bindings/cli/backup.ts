// The backup `fix --in-place` leaves beside a file: a second name for the bytes it read (a hard
// link: nothing copied, the original's own inode, mode and times) where the file system allows
// one, else a durable copy. Made just before the rename that replaces the file, once the file is
// checked unchanged, so the name kept holds the bytes that were read.
import { linkSync } from "node:fs";
import { dirname } from "node:path";
import { syncFolder } from "./durable-write.js";

/** A link refused for what the file system allows (no hard links there): the copy is made instead. */
const NO_LINK: ReadonlySet<string> = new Set([
  "EPERM",
  "ENOTSUP",
  "EOPNOTSUPP",
  "EMLINK",
  "ENOSYS",
  "EXDEV",
]);

/**
 * Makes `backup` hold `file`'s bytes: a hard link, the folder fsynced; `copy()` where the file
 * system refuses hard links.
 * @throws the link's fs error when it is not such a refusal (EEXIST: a file of that name), or
 * what `copy` throws.
 */
export function makeBackup(file: string, backup: string, copy: () => void): void {
  try {
    linkSync(file, backup);
  } catch (error) {
    if (!NO_LINK.has((error as NodeJS.ErrnoException).code ?? "")) throw error;
    copy();
    return;
  }
  syncFolder(dirname(backup));
}
