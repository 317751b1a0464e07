// Errors as HTTP answers: the library's TranscriptError codes, and the service's own few.
import { TranscriptError } from "clinker-transcript";

/** Codes the service adds to the library's (same answer shape). */
export type ServiceErrorCode =
  | "unknown-session"
  | "malformed-json"
  | "unsupported-media-type"
  | "not-found"
  | "busy"
  | "repairs-pending"
  | "call-repaired"
  | "unauthorized"
  | "forbidden";

/** An error of the service itself (not of the library): a code and the HTTP status it answers. */
export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 503,
    message: string,
    /** The call ids the error is about (`repairs-pending`, `call-repaired`). */
    readonly callIds?: readonly string[],
  ) {
    super(`${code}: ${message}`);
    this.name = "ServiceError";
  }
}

/** `unknown-session` (404) for session `id`. */
export function unknownSession(id: string): ServiceError {
  return new ServiceError("unknown-session", 404, `no session ${id}`);
}

/** `repairs-pending` (409): a pure replay met unanswered calls (a write must publish their repairs). */
export function repairsPending(id: string, callIds: readonly string[]): ServiceError {
  const message = `session ${id} has ${callIds.length} unanswered calls: append their outputs, or POST /sessions/${id}/repairs`;
  return new ServiceError("repairs-pending", 409, message, callIds);
}

/** `call-repaired` (409): outputs for calls that already hold a published repair. */
export function callRepaired(callIds: readonly string[]): ServiceError {
  const message = `calls ${callIds.join(", ")} already hold a published repair; their outputs would never be replayed`;
  return new ServiceError("call-repaired", 409, message, callIds);
}

/** `busy` (503): more requests in progress than the service takes at once. */
export function overloaded(limit: number): ServiceError {
  return new ServiceError("busy", 503, `more than ${limit} requests in progress; retry`);
}

/** `busy` (503): new unanswered calls kept arriving while session `id`'s repairs were published. */
export function busy(id: string): ServiceError {
  return new ServiceError("busy", 503, `session ${id} kept changing; retry`);
}

// Conflicts with what is stored are 409; items the library refuses are 422; bad bytes 400.
const STATUS: Record<string, number> = {
  "invalid-argument": 400,
  "malformed-msgpack": 400,
  "limit-exceeded": 413,
  "invalid-item": 422,
  reconciliation: 409,
  "missing-output": 409,
  preflight: 422,
};

function statusOf(error: TranscriptError): number {
  if (error.code === "function-call") return error.reason === "duplicate-call-id" ? 409 : 422;
  return STATUS[error.code] ?? 500;
}

/** Violations listed in an answer: the first ones (a hostile session may hold millions). */
export const MAX_LISTED_VIOLATIONS = 100;

/** What an error answers: its status and a JSON body `{ error: { code, reason, message, ... } }`. */
export function errorAnswer(error: unknown): { status: number; body: { error: object } } {
  if (error instanceof ServiceError) {
    const { code, message, callIds } = error;
    return { status: error.status, body: { error: { code, message, callIds } } };
  }
  if (error instanceof TranscriptError) {
    const { code, reason, message, index, callId, item } = error;
    const all = (error as { violations?: unknown }).violations;
    const listed = Array.isArray(all) ? all.slice(0, MAX_LISTED_VIOLATIONS) : undefined;
    const violationCount = Array.isArray(all) ? all.length : undefined;
    return {
      status: statusOf(error),
      body: {
        error: { code, reason, message, index, callId, item, violations: listed, violationCount },
      },
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 500, body: { error: { code: "internal", message } } };
}
