// A progress bar on stderr (cli-progress) for large inputs read from a terminal session.
import cliProgress from "cli-progress";

/** Inputs from this size show a bar (when stderr is a terminal). */
export const PROGRESS_MIN_BYTES = 32 * 1024 * 1024;

/** Counts bytes into a bar, or does nothing when no bar is shown. */
export interface Progress {
  add(bytes: number): void;
  stop(): void;
}

const NONE: Progress = { add() {}, stop() {} };

/** A bar for reading `label` of `size` bytes, or a no-op when stderr is no terminal or the input is small. */
export function progressFor(label: string, size: number | undefined): Progress {
  if (!process.stderr.isTTY || size === undefined || size < PROGRESS_MIN_BYTES) return NONE;
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% {value}/{total} MB`,
      hideCursor: true,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const mb = (n: number) => Math.round(n / 1048576);
  bar.start(mb(size), 0);
  let read = 0;
  return {
    add(bytes) {
      read += bytes;
      bar.update(mb(read));
    },
    stop() {
      bar.stop();
    },
  };
}
