// Where `-o OUT` writes: through a symlink to the file it names (a rename beside the link would
// replace the link and leave its file as it was), and straight into what is not a regular file
// (`/dev/null`, a FIFO, `>(gzip > x.gz)`'s /dev/fd/N): a temporary file renamed over a device
// would replace the device itself (as root, the system's /dev/null), and one beside a pipe
// would never reach its reader.
import { readlinkSync, realpathSync, type Stats, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Symlinks followed at most, as the system's own limit (ELOOP past it). */
const MAX_LINKS = 40;

/** How an output is written: `path` renamed into place, or opened and written as it is. */
export interface OutputPath {
  path: string;
  /** Not a regular file (a device, a FIFO, a socket): written directly, no temporary file. */
  direct: boolean;
}

// The path a chain of symlinks ends at (itself when it is none), existing or not (a dangling
// link's file is created, as a shell's redirection creates it).
function linkEnd(target: string): string {
  let path = target;
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    let link: string;
    try {
      link = readlinkSync(path);
    } catch {
      return path; // not a link (EINVAL), or nothing there yet (ENOENT)
    }
    path = resolve(dirname(path), link);
  }
  throw Object.assign(new Error(`ELOOP: too many symbolic links, open '${target}'`), {
    code: "ELOOP",
  });
}

/**
 * Resolves `-o target` (not `-`): an existing regular file by its real path, anything else that
 * exists but a folder as it is, written directly (a /proc link names no path to resolve), a
 * dangling link by the path it names, a new file as given.
 * @throws an Error with code ELOOP for a loop of symlinks.
 */
export function outputPath(target: string): OutputPath {
  let stat: Stats;
  try {
    stat = statSync(target);
  } catch {
    return { path: linkEnd(target), direct: false };
  }
  if (stat.isFile()) return { path: realpathSync(target), direct: false };
  return { path: target, direct: !stat.isDirectory() }; // a folder: the write reports it
}
