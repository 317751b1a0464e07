// Errors as the command line reports them: a code, a reason and a line, never a stack trace.
import { TranscriptError } from "../errors.js";

/** An error in a report (`--json` and text). */
export interface Failure {
  code: string;
  message: string;
  reason?: string;
  line?: number;
}

/** A usage error (bad option value, missing argument) or a refusal: exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** `usage`, or what was refused (`lossy-output`). */
    readonly code = "usage",
  ) {
    super(message);
  }
}

/** The failure an error stands for: a TranscriptError's code, an fs error's code, else `internal`. */
export function failureOf(error: unknown): Failure {
  if (error instanceof TranscriptError) {
    const out: Failure = { code: error.code, message: withoutCode(error.code, error.message) };
    if (error.reason !== undefined) out.reason = error.reason;
    if (error.line !== undefined) out.line = error.line;
    return out;
  }
  if (error instanceof UsageError) return { code: error.code, message: error.message };
  const errno = (error as NodeJS.ErrnoException)?.code;
  const code = typeof errno === "string" ? errno : "internal";
  const message = error instanceof Error ? error.message : String(error);
  return { code, message: withoutCode(code, message) };
}

// A message that starts with its code (TranscriptError's, Node's fs errors'): a report says the
// code once, in `code`.
function withoutCode(code: string, message: string): string {
  const prefix = `${code}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

/** A failure as one line of text: the code once, then the message (usage errors: the message). */
export function failureText(failure: Failure): string {
  return failure.code === "usage" || failure.code === "internal"
    ? failure.message
    : `${failure.code}: ${failure.message}`;
}

/**
 * What a text report adds to a failure `--lenient` would have read past: a line's record that is
 * not JSON, not UTF-8, no object or of no known format (not one over the size limit, nor a whole
 * document's). Throws nothing.
 */
export function lenientHint(failure: Failure): string {
  const skippable =
    failure.code === "invalid-record" &&
    failure.line !== undefined &&
    failure.reason !== "record-too-large";
  return skippable ? " (--lenient reads past such a record, counted as skipped)" : "";
}
