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
    // The error's message starts with its code; a report says the code once, in `code`.
    const prefix = `${error.code}: `;
    const message = error.message.startsWith(prefix)
      ? error.message.slice(prefix.length)
      : error.message;
    const out: Failure = { code: error.code, message };
    if (error.reason !== undefined) out.reason = error.reason;
    if (error.line !== undefined) out.line = error.line;
    return out;
  }
  if (error instanceof UsageError) return { code: error.code, message: error.message };
  const code = (error as NodeJS.ErrnoException)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return { code: typeof code === "string" ? code : "internal", message };
}

/** A failure as one line of text: the code once, then the message (usage errors: the message). */
export function failureText(failure: Failure): string {
  return failure.code === "usage" || failure.code === "internal"
    ? failure.message
    : `${failure.code}: ${failure.message}`;
}
