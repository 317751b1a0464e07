// A large output's pages flushed to disk while it is still being made: every WRITEBACK bytes a
// datasync starts in the background (one at a time), so the fsync after the last write waits
// for the last stretch only, not for the whole file (a 1 GB file: about 0.6 s less here).
import type { FileHandle } from "node:fs/promises";

/** Bytes written between two background flushes. */
export const WRITEBACK = 32 << 20;

/** Background flushes of one file being written. */
export class Writeback {
  private since = 0;
  private running: Promise<void> | undefined;
  private failure: { error: unknown } | undefined;

  constructor(
    private readonly handle: Pick<FileHandle, "datasync">,
    private readonly every = WRITEBACK,
  ) {}

  /** Counts `bytes` written; starts a flush after `every` bytes unless one runs. Throws nothing. */
  wrote(bytes: number): void {
    this.since += bytes;
    if (this.since < this.every || this.running !== undefined) return;
    this.since = 0;
    this.running = this.handle.datasync().then(
      () => {
        this.running = undefined;
      },
      (error: unknown) => {
        this.failure ??= { error };
        this.running = undefined;
      },
    );
  }

  /**
   * Waits for the running flush.
   * @throws the fs error of a background flush that failed (on Linux the final fsync may no
   * longer report it: the kernel reports a failed writeback once).
   */
  async settle(): Promise<void> {
    await this.running;
    if (this.failure) throw this.failure.error;
  }
}
