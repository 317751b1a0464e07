// Files in and out: inputs as byte streams (`-` is stdin), outputs written to a temporary file
// beside the target and renamed over it, so a crash never leaves half a file; `-` is stdout, and
// a target that is no regular file (a device, a FIFO) is written as it is (output-path.ts).

import { once } from "node:events";
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { type Chunks, durableWrite } from "./durable-write.js";
import { putHead } from "./head-output.js";
import { outputPath } from "./output-path.js";

/** 1 MiB reads: few chunks for a large log, little memory each. */
const CHUNK = 1 << 20;

/** An input: a readable of byte chunks and its size (undefined for stdin). */
export interface Input {
  stream: AsyncIterable<Uint8Array>;
  size: number | undefined;
}

/** Opens `path` for reading (`-` is stdin); a missing file throws the fs error. */
export function openInput(path: string): Input {
  if (path === "-") return { stream: process.stdin, size: undefined };
  const size = statSync(path).size; // fails early, and with the file's own error, when it is missing
  return { stream: createReadStream(path, { highWaterMark: CHUNK }), size };
}

// events.once removes both its listeners when either fires: no listener left behind per wait.
async function write(stream: Writable, chunk: string | Uint8Array): Promise<void> {
  if (!stream.write(chunk)) await once(stream, "drain");
}

// A write error between waits is kept and thrown at the next chunk (never an unhandled 'error').
async function writeAll(stream: Writable, chunks: Chunks): Promise<void> {
  let failed: unknown;
  const onError = (error: unknown) => {
    failed ??= error;
  };
  stream.on("error", onError);
  const put = async (chunk: string | Uint8Array) => {
    if (failed !== undefined) throw failed;
    await write(stream, chunk);
  };
  try {
    let batch = "";
    for await (const chunk of chunks) {
      if (typeof chunk !== "string") {
        // The text batched so far goes first: bytes put before it would change the order.
        if (batch !== "") await put(batch);
        batch = "";
        await put(chunk);
        continue;
      }
      batch += chunk;
      if (batch.length >= CHUNK) {
        await put(batch);
        batch = "";
      }
    }
    if (batch !== "") await put(batch);
    if (failed !== undefined) throw failed;
  } finally {
    stream.off("error", onError);
  }
}

/**
 * Writes `chunks` to stdout for `-`, else durably to `target` (durable-write.ts: a temporary file
 * fsynced, renamed, the folder fsynced, the mode kept; through a symlink, to its file), or
 * straight into a target that is no regular file (output-path.ts). On failure a file target is
 * left as it was.
 * @throws the write's fs error (ENOSPC, EACCES, ELOOP, ...), or what `chunks` throws.
 */
export async function writeOutput(target: string, chunks: Chunks): Promise<void> {
  if (target === "-") return writeAll(process.stdout, chunks);
  const { path, direct } = outputPath(target);
  if (direct) await writeStraight(path, chunks);
  else await durableWrite(path, chunks);
}

/**
 * {@link writeOutput} of chunks a streamed rewrite makes as it reads, which may stop midway to hand
 * the run to the whole-log path: a file target is written by rename as always (nothing reaches it
 * unless complete); stdout and a target that is no regular file (a pipe, a device) get the bytes
 * only once all were made, spooled in a temporary file first, so a pipe's reader never sees the
 * start of an output the whole-log path then writes again.
 * @throws as writeOutput, or the spool's fs error; the spool is removed either way.
 */
export async function writeStreamedOutput(target: string, chunks: Chunks): Promise<void> {
  if (target !== "-" && !outputPath(target).direct) return writeOutput(target, chunks);
  const folder = mkdtempSync(join(tmpdir(), "clinker-spool-"));
  try {
    const spool = join(folder, "output");
    await writeStraight(spool, chunks);
    await writeOutput(target, createReadStream(spool));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * {@link writeStreamedOutput} of an output whose first bytes, at most `width` of them, are known
 * only once the rest is made (a msgpack array's count): a file target gets `width` bytes kept for
 * them, `body` behind, and `head()` written into them before the file is fsynced and renamed
 * (a shorter head moves the body up to it: head-output.ts); stdout, a device or a pipe get
 * `head()` and `body` once all was made, spooled in the system's temporary folder first.
 * @throws as writeStreamedOutput, or what `head` throws; a spool is removed either way.
 */
export async function writeHeadedOutput(
  target: string,
  body: Chunks,
  head: () => Uint8Array,
  width: number,
): Promise<void> {
  if (target !== "-" && !outputPath(target).direct) {
    const { path } = outputPath(target);
    const kept = new Uint8Array(width);
    await durableWrite(path, prefixed(kept, body), undefined, (file) =>
      putHead(file, head(), width),
    );
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), "clinker-spool-"));
  try {
    const spool = join(folder, "output");
    await writeStraight(spool, body);
    await writeOutput(target, headed(head, spool));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function* prefixed(first: Uint8Array, rest: Chunks): AsyncGenerator<string | Uint8Array> {
  yield first;
  yield* rest;
}

async function* headed(head: () => Uint8Array, spool: string): AsyncGenerator<Uint8Array> {
  yield head();
  yield* createReadStream(spool, { highWaterMark: CHUNK });
}

// Opens `path` and writes `chunks` into it as they come (no temporary file, no fsync).
async function writeStraight(path: string, chunks: Chunks): Promise<void> {
  const stream = createWriteStream(path);
  let failed: unknown;
  stream.on("error", (error) => {
    failed ??= error; // one that comes after the last write (a pipe's reader gone) is still thrown
  });
  try {
    await once(stream, "open");
    await writeAll(stream, chunks);
    // end's callback has the last write's error (ENOSPC from /dev/full) before 'error' is emitted.
    await new Promise<void>((resolve) =>
      stream.end((error?: Error | null) => {
        if (error) failed ??= error;
        resolve();
      }),
    );
  } finally {
    stream.destroy();
  }
  if (failed !== undefined) throw failed;
}

/** A readable's bytes counted as they pass (for the progress bar). */
export async function* counted(
  stream: AsyncIterable<Uint8Array>,
  onBytes: (n: number) => void,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream as AsyncIterable<Uint8Array> & Readable) {
    onBytes(chunk.length);
    yield chunk;
  }
}
