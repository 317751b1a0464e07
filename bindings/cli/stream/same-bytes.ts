// Whether a streamed rewrite wrote the input's own bytes: its chunks compared with the file as
// they are written. `fix` of a large log it leaves unchanged then keeps what it wrote, where it
// handed the run to the whole-log path (which holds the log: a clean 600 MB log took 2.2 GB and
// six times as long) to learn whether the input's bytes stand.
import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";

/** Bytes read from the input at a time, at most. */
const READ = 1 << 20;

/** The written chunks against the bytes of `path` (as it was when this opened it). @throws nothing. */
export class SameBytes {
  #fd: number | undefined;
  #size = 0;
  #mtimeMs = 0;
  #offset = 0;
  #scratch = Buffer.alloc(0);
  #opened = false;

  constructor(private readonly path: string) {
    try {
      this.#fd = openSync(path, "r");
      const { size, mtimeMs } = fstatSync(this.#fd);
      this.#size = size;
      this.#mtimeMs = mtimeMs;
      this.#opened = true;
    } catch {
      this.stop();
    }
  }

  /** Compares the next chunk written with the input's next bytes. */
  take(chunk: string | Uint8Array): void {
    if (this.#fd === undefined) return;
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    for (let at = 0; at < bytes.length; ) {
      const n = Math.min(READ, bytes.length - at);
      if (!this.#same(bytes.subarray(at, at + n))) {
        this.stop();
        return;
      }
      at += n;
    }
  }

  /** Stops comparing (the output is not the input). */
  stop(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }

  /** Whether every chunk was compared and they are the whole input, which has not changed since. */
  matches(): boolean {
    const compared = this.#fd !== undefined && this.#offset === this.#size;
    this.stop();
    return compared && this.unchanged();
  }

  /** The input's size when this opened it. */
  get size(): number {
    return this.#size;
  }

  /** Whether the input is still as this opened it (size and time of change; false unopened). */
  unchanged(): boolean {
    if (!this.#opened) return false;
    try {
      const now = statSync(this.path);
      return now.size === this.#size && now.mtimeMs === this.#mtimeMs;
    } catch {
      return false;
    }
  }

  // Whether `bytes` are the input's next bytes (read past them).
  #same(bytes: Uint8Array): boolean {
    if (this.#offset + bytes.length > this.#size) return false;
    if (this.#scratch.length < bytes.length) this.#scratch = Buffer.allocUnsafe(READ);
    const into = this.#scratch.subarray(0, bytes.length);
    try {
      let got = 0;
      while (got < into.length) {
        const n = readSync(this.#fd as number, into, got, into.length - got, this.#offset + got);
        if (n === 0) return false;
        got += n;
      }
    } catch {
      return false;
    }
    this.#offset += bytes.length;
    return into.equals(bytes);
  }
}
