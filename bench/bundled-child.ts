// The command line of a benchmark child process, bundled as the benchmark is (script/bench-bundle.mjs).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Arguments for `process.execPath`: bundle `entry` (under the repository root) and run it with `flags`, then `args`. */
export function bundledChild(
  entry: string,
  flags: readonly string[],
  args: readonly string[],
): string[] {
  return [join(ROOT, "script", "bench-bundle.mjs"), join(ROOT, entry), ...flags, "--", ...args];
}
