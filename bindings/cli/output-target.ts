// The input is never overwritten by accident: an output path that resolves to the input file
// (the same path, a hard link, a symlink either way) is refused before anything is read.
import { lstatSync, statSync } from "node:fs";
import { UsageError } from "./failure.js";

/** How a rewriting command may treat its input (in-place writing is asked for explicitly). */
export interface TargetOptions {
  /** The user asked to replace the input (with a backup); the refusal below then does not apply. */
  inPlace?: boolean;
}

// The file's identity (device and inode, symlinks followed), or undefined when it does not exist.
function identity(path: string): string | undefined {
  try {
    const s = statSync(path);
    return `${s.dev}:${s.ino}`;
  } catch {
    return undefined;
  }
}

function how(input: string, output: string): string {
  if (input === output) return "is the input file";
  const link = (p: string) => {
    try {
      return lstatSync(p).isSymbolicLink();
    } catch {
      return false;
    }
  };
  if (link(output) || link(input)) return "is a symlink to the input file";
  return "is the input file under another name (a hard link)";
}

/**
 * Refuses `output` when it resolves to `input` (stdin and stdout are never files here), unless
 * `options.inPlace`. The hook for in-place writing: a command that offers it passes `inPlace`
 * and replaces the input itself, atomically and with a backup.
 * @throws {UsageError} when the output would overwrite the input (exit 2).
 */
export function refuseInputAsOutput(
  input: string,
  output: string,
  options: TargetOptions = {},
): void {
  if (options.inPlace || input === "-" || output === "-") return;
  const target = identity(output);
  if (target === undefined || target !== identity(input)) return;
  throw new UsageError(
    `-o ${output} ${how(input, output)}: refused, the input is never overwritten (write to another file)`,
  );
}
