// Writing a file so that a crash at any moment leaves the old file or the whole new one under its
// name: a temporary file beside the target (a random name, created exclusively), every write
// awaited, fsynced, closed, renamed over the target, then the folder fsynced. The target keeps
// its mode, and its owner where the process may give it (as root). A temporary file is removed
// only by the run that created it.
import { randomBytes } from "node:crypto";
import { closeSync, fchownSync, fsyncSync, openSync, statSync } from "node:fs";
import { type FileHandle, open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { removeOnInterrupt } from "./interrupt.js";
import { Writeback } from "./writeback.js";

/** Writes batched to at most 1 MiB: few system calls for a large output. */
const BATCH = 1 << 20;
/** Names tried before giving up (each collides with probability 2**-64 at most). */
const ATTEMPTS = 8;

/** A fresh temporary path beside `target`: hidden, named after it, 8 random bytes (not the PID). */
export function tempPathFor(target: string): string {
  return join(
    dirname(target),
    `.${basename(target)}.${randomBytes(8).toString("hex")}.clinker-tmp`,
  );
}

/** The permission bits `target` has now, or undefined when it does not exist yet. */
export function existingMode(target: string): number | undefined {
  try {
    return statSync(target).mode & 0o7777;
  } catch {
    return undefined;
  }
}

/** Who owns a file. */
export interface Owner {
  uid: number;
  gid: number;
}

/** The owner `target` has now, or undefined when it does not exist yet. */
export function existingOwner(target: string): Owner | undefined {
  try {
    const { uid, gid } = statSync(target);
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * Gives the new file `fd` the owner of the file it replaces (`--in-place` run as root on a user's
 * session: a root-owned replacement the host could no longer append to); where the process may not
 * (in-place.ts refuses that case first), the file stays the process's. Throws nothing.
 */
export function keepOwner(fd: number, owner: Owner | undefined): void {
  if (owner === undefined) return;
  try {
    fchownSync(fd, owner.uid, owner.gid);
  } catch {
    // not permitted: the new file is this process's, as a rename makes it
  }
}

/** fsyncs a folder so a rename in it survives a power loss (where the system allows it). */
export function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, "r");
    fsyncSync(fd);
  } catch {
    // some systems cannot open or fsync a folder; the rename is still atomic
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function exists(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === "EEXIST";
}

/**
 * Creates a new temporary file beside `target` with O_CREAT | O_EXCL (never an existing file, so
 * a stale one from another run is left alone), trying fresh names on a collision.
 * @throws the fs error when the folder cannot take a new file.
 */
export function createTempSync(target: string, mode: number): { path: string; fd: number } {
  for (let attempt = 1; ; attempt++) {
    const path = tempPathFor(target);
    try {
      return { path, fd: openSync(path, "wx", mode) };
    } catch (error) {
      if (!exists(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

async function createTemp(
  target: string,
  mode: number,
): Promise<{ path: string; handle: FileHandle }> {
  for (let attempt = 1; ; attempt++) {
    const path = tempPathFor(target);
    try {
      return { path, handle: await open(path, "wx+", mode) }; // read too: a head put in place last (head-output.ts)
    } catch (error) {
      if (!exists(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

/** A file being written, with its background flushes. */
interface Output {
  handle: FileHandle;
  writeback: Writeback;
}

async function writeFully(out: Output, bytes: Uint8Array): Promise<void> {
  for (let done = 0; done < bytes.length; ) {
    const { bytesWritten } = await out.handle.write(bytes, done, bytes.length - done);
    done += bytesWritten;
  }
  out.writeback.wrote(bytes.length);
}

/** What an output is written from: chunks made up front, or as they are read (a streamed rewrite). */
export type Chunks = Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>;

// Strings are encoded (and bytes copied) into a buffer of BATCH bytes, written when the next would
// not fit, while the other buffer fills: a large output's text is never joined into large strings
// (old-generation garbage), one write at a time is in flight (so in order), and a buffer is filled
// again only after its write ended. A string longer than the buffer, or bytes over half of it,
// are written alone, awaited (the caller may reuse its bytes).
class Batches {
  private buffer = Buffer.allocUnsafe(BATCH);
  private spare = Buffer.allocUnsafe(BATCH);
  private used = 0;
  private writing: Promise<void> | undefined;

  constructor(private readonly out: Output) {}

  /** Starts writing the filled buffer once the write before it ended; the other buffer fills meanwhile. */
  async flush(): Promise<void> {
    if (this.used === 0) return;
    await this.settle();
    const full = this.buffer.subarray(0, this.used);
    [this.buffer, this.spare, this.used] = [this.spare, this.buffer, 0];
    const writing = writeFully(this.out, full);
    writing.catch(() => {}); // handled where awaited: settle()
    this.writing = writing;
  }

  /** Waits for the write in flight. @throws its fs error. */
  async settle(): Promise<void> {
    const writing = this.writing;
    this.writing = undefined;
    await writing;
  }

  async encode(text: string): Promise<void> {
    // A UTF-16 unit is at most 3 bytes of UTF-8 (a surrogate pair's 4 bytes are 2 units).
    if (this.used + text.length * 3 > BATCH) await this.flush();
    if (text.length * 3 <= BATCH) this.used += this.buffer.write(text, this.used);
    else await this.alone(Buffer.from(text));
  }

  // Bytes up to half the buffer are copied into it (a streamed host fix yields runs of lines):
  // a write per 64 KB chunk cost more than the copy. Larger ones are written as they are.
  async copy(bytes: Uint8Array): Promise<void> {
    const alone = bytes.length * 2 > BATCH;
    if (alone || this.used + bytes.length > BATCH) await this.flush();
    if (alone) return this.alone(bytes);
    this.buffer.set(bytes, this.used);
    this.used += bytes.length;
  }

  private async alone(bytes: Uint8Array): Promise<void> {
    await this.settle();
    await writeFully(this.out, bytes);
  }
}

// A high surrogate ending a string waits for the next one: the pair is one character, as joined.
async function writeChunks(out: Output, chunks: Chunks): Promise<void> {
  const batches = new Batches(out);
  let high = "";
  try {
    for await (const chunk of chunks) {
      if (typeof chunk !== "string") {
        await batches.encode(high);
        high = "";
        await batches.copy(chunk);
        continue;
      }
      const text = high + chunk;
      const last = text.charCodeAt(text.length - 1);
      const split = last >= 0xd800 && last <= 0xdbff;
      high = split ? text.slice(-1) : "";
      await batches.encode(split ? text.slice(0, -1) : text);
    }
    await batches.encode(high);
    await batches.flush();
    await batches.settle();
  } catch (error) {
    await batches.settle().catch(() => {}); // no write in flight once the caller closes the file
    throw error;
  }
}

/**
 * Writes `chunks` (which may be made as they are written) to `target` durably: to a new temporary file beside it, fsynced after the last
 * write completed (a large file flushed in the background as it is written, writeback.ts), closed, renamed over `target`, the folder fsynced. An existing target's mode
 * is kept (a new one gets 0666 less the umask). On failure only the temporary file this call
 * created is removed and `target` is left as it was. `finish` edits the written file before it
 * is fsynced (a header known only at the end). `beforeRename` runs last before the rename:
 * false (or a throw) leaves `target` untouched and removes the temporary file.
 * @returns whether `target` was replaced.
 * @throws the fs error of the step that failed (ENOSPC, EACCES, EIO of a background flush, ...), or what `chunks`,
 * `finish` or `beforeRename` throws.
 */
export async function durableWrite(
  target: string,
  chunks: Chunks,
  beforeRename: () => boolean = () => true,
  finish?: (handle: FileHandle) => Promise<void>,
): Promise<boolean> {
  const mode = existingMode(target);
  const owner = existingOwner(target);
  const { path, handle } = await createTemp(target, mode ?? 0o666);
  const release = removeOnInterrupt(path, target);
  const writeback = new Writeback(handle);
  let closed = false;
  try {
    if (mode !== undefined) await handle.chmod(mode); // the umask would otherwise strip bits
    keepOwner(handle.fd, owner);
    await writeChunks({ handle, writeback }, chunks);
    await writeback.settle();
    await finish?.(handle);
    await handle.sync();
    closed = true;
    await handle.close();
    if (!beforeRename()) {
      await unlink(path);
      return false;
    }
    await rename(path, target);
  } catch (error) {
    await writeback.settle().catch(() => {});
    if (!closed) await handle.close().catch(() => {});
    await unlink(path).catch(() => {}); // ours: created exclusively above
    throw error;
  } finally {
    release();
  }
  syncFolder(dirname(target));
  return true;
}
