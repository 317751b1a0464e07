// A record a reader cannot take, and the invalid-record error it becomes.
import { TranscriptError } from "../errors.js";
import type { TranscriptRecord } from "./types.js";

/** Thrown by a format reader for a record of a shape it does not know. */
export class RecordProblem extends Error {
  constructor(
    /** A stable kebab-case reason: `not-json`, `not-an-object`, `unknown-record`, ... */
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** The reason of a record whose type the reader does not know: read past and counted, never fatal. */
export const UNKNOWN_TYPE = "unknown-type";

/**
 * Throws the problem of a record of a type the reader does not know (a newer host version's):
 * the scanner counts it by type and reads on, so one new record type never makes a log unreadable.
 */
export function unknownType(type: string): never {
  throw new RecordProblem(UNKNOWN_TYPE, type);
}

/** Throws a {@link RecordProblem}. */
export function problem(reason: string, message: string): never {
  throw new RecordProblem(reason, message);
}

/** The `invalid-record` error for a problem at a record. */
export function invalidRecord(
  reason: string,
  message: string,
  at?: TranscriptRecord,
): TranscriptError {
  const where = at?.line !== undefined ? `line ${at.line}: ` : at ? `record ${at.index}: ` : "";
  return new TranscriptError("invalid-record", `${where}${message}`, {
    reason,
    ...(at ? { index: at.index } : {}),
    ...(at?.line !== undefined ? { line: at.line } : {}),
  });
}

/** A plain object (not null, not an array). */
export function isRecordObject(value: unknown): value is Record<string, any> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value as an object, or a `not-an-object` problem. */
export function objectRecord(value: unknown): Record<string, any> {
  if (!isRecordObject(value)) problem("not-an-object", "the record is not a JSON object");
  return value;
}
