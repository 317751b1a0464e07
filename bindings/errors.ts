import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
} from "../common/codes.js";
import type { Violation as PreflightViolation } from "./preflight/types.js";

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
  | "stub-exhausted"
  | "preflight"
  | "invalid-record";

/** Fields an error may carry besides its code and message. */
export interface TranscriptErrorDetails {
  reason?: string;
  item?: unknown;
  index?: number;
  callId?: string;
  /** 1-based line of a stored log (`invalid-record`). */
  line?: number;
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
  readonly line: number | undefined;

  constructor(code: TranscriptErrorCode, message: string, details: TranscriptErrorDetails = {}) {
    super(
      `${code}: ${message}`,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = "TranscriptError";
    this.code = code;
    this.reason = details.reason;
    this.item = details.item;
    this.index = details.index;
    this.callId = details.callId;
    this.line = details.line;
  }
}

/** `invalid-argument`: a bad option, cutoff, engine name or a non-array input. */
export function invalidArgument(
  message: string,
  details?: TranscriptErrorDetails,
): TranscriptError {
  return new TranscriptError("invalid-argument", message, details);
}

/** Why {@link validateFunctionCall} refused a call. */
export type FunctionCallErrorReason = "missing-call-id" | "duplicate-call-id";

/** A live call that must not be published (SPEC §4). */
export class FunctionCallError extends TranscriptError {
  declare readonly reason: FunctionCallErrorReason;
  constructor(reason: FunctionCallErrorReason, message: string, details: TranscriptErrorDetails) {
    super("function-call", message, { ...details, reason });
    this.name = "FunctionCallError";
  }
}

/** Why a transcript cannot be reconciled (SPEC §5). */
export type ReconciliationErrorReason =
  | "duplicate-call"
  | "duplicate-output"
  | "malformed-item"
  | "compaction-trigger";

/** A transcript that cannot be reconciled: `reason`, the offending `item` and its `index`. */
export class ReconciliationError extends TranscriptError {
  declare readonly reason: ReconciliationErrorReason;
  declare readonly index: number;
  constructor(reason: ReconciliationErrorReason, message: string, details: TranscriptErrorDetails) {
    super("reconciliation", message, { ...details, reason });
    this.name = "ReconciliationError";
  }
}

/** The engines' failure codes (common/codes.ts ERR_*) as the public reasons. */
export const RECONCILIATION_REASONS: Readonly<Record<number, ReconciliationErrorReason>> = {
  [ERR_MALFORMED_ITEM]: "malformed-item",
  [ERR_DUPLICATE_CALL]: "duplicate-call",
  [ERR_DUPLICATE_OUTPUT]: "duplicate-output",
  [ERR_COMPACTION_TRIGGER]: "compaction-trigger",
};

/** An engine failure (`code` at item `index`, on key `callId` where a call's key) as the public error. */
export function reconciliationFailure(
  code: number,
  index: number,
  callId: string | undefined,
  item: unknown,
): ReconciliationError {
  const reason = RECONCILIATION_REASONS[code];
  const where = callId === undefined ? `item ${index}` : `item ${index} (call id ${callId})`;
  return new ReconciliationError(reason, `${reason} at ${where}`, { item, index, callId });
}

/** Repairs are pending and no `repairOutput` callback was given; `repairs` lists them. */
export class MissingOutputError extends TranscriptError {
  readonly repairs: readonly unknown[];
  constructor(repairs: readonly unknown[]) {
    super(
      "missing-output",
      `${repairs.length} call(s) have no output and no repairOutput was given`,
      {
        reason: "missing-output",
      },
    );
    this.name = "MissingOutputError";
    this.repairs = repairs;
  }
}

/**
 * A request the provider would reject, caught before sending (SPEC §10): `violations` lists every
 * reason, each in the provider's words with its fix (see `preflight`). No request was made.
 */
export class PreflightError extends TranscriptError {
  readonly violations: readonly PreflightViolation[];
  constructor(violations: readonly PreflightViolation[]) {
    const first = violations[0];
    const more = violations.length > 1 ? ` (and ${violations.length - 1} more)` : "";
    super("preflight", `${first?.rule}: ${first?.message}${more}`, {
      reason: first?.rule,
      item: first?.item,
      index: first?.index,
      callId: first?.callId,
    });
    this.name = "PreflightError";
    this.violations = Object.freeze([...violations]);
  }
}
