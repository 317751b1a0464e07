// The `fix --in-place` / `--dry-run` action of the command line.
import { EXIT_CLEAN, EXIT_FAILURE, EXIT_VIOLATION } from "./exit-codes.js";
import { UsageError } from "./failure.js";
import type { FixOptions } from "./fix.js";
import { fixInPlace, type InPlaceReport } from "./in-place.js";
import { inPlaceLines } from "./in-place-report.js";
import { fixInPlaceStreamed } from "./in-place-streamed.js";
import { colorsFor } from "./style.js";

/**
 * Runs `fix --in-place` for the parsed options `o` (`stream`: --stream-min-mb and the worker
 * script): the report and its exit code (0 clean, 1 violations left, 2 refused). A host session
 * over --stream-min-mb is fixed streamed; any other file, or one a piece cannot decide, whole.
 * @throws {UsageError} for options --in-place does not take, or stdin.
 */
export async function runInPlace(
  file: string,
  o: Record<string, any>,
  stream: Pick<FixOptions, "streamMinBytes" | "parallel"> = {},
): Promise<{ report: InPlaceReport; code: number }> {
  if (o.output !== undefined)
    throw new UsageError("--in-place and --dry-run write FILE itself: leave out -o");
  if (o.to !== undefined)
    throw new UsageError("--in-place writes the log's own format: leave out --to");
  if (o.conversation !== undefined)
    throw new UsageError(
      "--in-place fixes every conversation of the file: leave out --conversation",
    );
  if (file === "-") throw new UsageError("--in-place needs a file, not stdin");
  const report = (await fixInPlaceStreamed(file, { ...o, ...stream })) ?? fixInPlace(file, o);
  return { report, code: report.error ? EXIT_FAILURE : report.ok ? EXIT_CLEAN : EXIT_VIOLATION };
}

/** The text report of `fix --in-place` (for stdout). */
export function inPlaceText(report: InPlaceReport): string[] {
  return inPlaceLines(report, colorsFor(process.stdout));
}
