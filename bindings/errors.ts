/** Stable codes carried by every {@link TranscriptError}. */
export type TranscriptErrorCode =
  | "invalid-argument"
  | "invalid-item"
  | "not-initialized"
  | "wasm-failure"
  | "limit-exceeded"
  | "malformed-msgpack"
  | "function-call"
  | "reconciliation"
  | "missing-output"
  | "invalid-repair"
  | "compaction"
  | "provider"
  | "stub-exhausted";

/** Fields an error may carry besides its code and message. */
export interface TranscriptErrorDetails {
  reason?: string;
  item?: unknown;
  index?: number;
  callId?: string;
  cause?: unknown;
}

/**
 * The one error class the library throws. `code` is stable and meant for programs;
 * `message` is for people. Errors are data: `reason`, `item` and `index` say what and where.
 */
export class TranscriptError extends Error {
  readonly code: TranscriptErrorCode;
  readonly reason: string | undefined;
  readonly item: unknown;
  readonly index: number | undefined;
  readonly callId: string | undefined;

  constructor(code: TranscriptErrorCode, message: string, details: TranscriptErrorDetails = {}) {
    super(`${code}: ${message}`, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "TranscriptError";
    this.code = code;
    this.reason = details.reason;
    this.item = details.item;
    this.index = details.index;
    this.callId = details.callId;
  }
}

/** `invalid-argument`: a bad option, cutoff, engine name or a non-array input. */
export function invalidArgument(message: string, details?: TranscriptErrorDetails): TranscriptError {
  return new TranscriptError("invalid-argument", message, details);
}
