// The command line's exit codes, as docs/cli.md and every command's help state them.

/** Nothing to report: the input is clean, or the output was written and passes its check. */
export const EXIT_CLEAN = 0;
/** A violation: `check` found one, or `fix`/`compact` left one they cannot repair. */
export const EXIT_VIOLATION = 1;
/** Nothing done: a usage error, an unreadable input, an output that cannot be written, or a
 * refusal (the output would lose data or overwrite the input). */
export const EXIT_FAILURE = 2;

/** The exit codes as the help shows them. */
export const EXIT_CODES_HELP = `Exit codes:
  ${EXIT_CLEAN}  clean (check), or written with no violation left (fix, compact, convert)
  ${EXIT_VIOLATION}  a violation found (check), or one left that fix/compact cannot repair
  ${EXIT_FAILURE}  nothing done: usage error, unreadable input, output not writable, or refused
     (the output would lose data without --allow-lossy, or would overwrite the input)`;
