// Vendor failures as TranscriptErrors with code `provider`.
import { TranscriptError } from "../errors.js";
import type { VendorName } from "./protocol.js";

/** What went wrong: an HTTP error, no connection, a broken stream, or an unusable answer. */
export type ProviderErrorReason = "http" | "connection" | "stream" | "response";

/**
 * A vendor call that failed. `message` carries the vendor's own message; `status` the HTTP
 * status when there was one (429, 500, ...); `vendorType` the vendor's error type.
 */
export class ProviderError extends TranscriptError {
  declare readonly reason: ProviderErrorReason;
  readonly vendor: VendorName;
  readonly status: number | undefined;
  readonly vendorType: string | undefined;

  constructor(
    vendor: VendorName,
    reason: ProviderErrorReason,
    message: string,
    extra: { status?: number; vendorType?: string; cause?: unknown } = {},
  ) {
    super("provider", `${vendor}: ${message}`, { reason, cause: extra.cause });
    this.name = "ProviderError";
    this.vendor = vendor;
    this.status = extra.status;
    this.vendorType = extra.vendorType;
  }
}

function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === "string" && value !== "");
}

// The SDKs' APIError holds the body's `error` (OpenAI) or the whole body (Anthropic).
function vendorMessage(err: unknown): string {
  const body = field(err, "error");
  return (
    firstString(field(body, "message"), field(field(body, "error"), "message")) ??
    firstString(field(err, "message")) ??
    String(err)
  );
}

function vendorType(err: unknown): string | undefined {
  const body = field(err, "error");
  return firstString(field(err, "type"), field(body, "type"), field(field(body, "error"), "type"));
}

/**
 * Wraps anything an SDK threw; a ProviderError passes through unchanged. `fallback` is the
 * reason when there is no HTTP status (`stream` once events were flowing).
 */
export function toProviderError(
  vendor: VendorName,
  err: unknown,
  fallback: ProviderErrorReason = "connection",
): ProviderError {
  if (err instanceof ProviderError) return err;
  const status = field(err, "status");
  const known = typeof status === "number";
  return new ProviderError(vendor, known ? "http" : fallback, vendorMessage(err), {
    status: known ? status : undefined,
    vendorType: vendorType(err),
    cause: err,
  });
}

/** A stream that ended before its terminal event. */
export function streamCut(vendor: VendorName, what: string): ProviderError {
  return new ProviderError(vendor, "stream", `stream ended before ${what}`);
}

/** A vendor answer the adapter cannot read. */
export function badResponse(vendor: VendorName, message: string, cause?: unknown): ProviderError {
  return new ProviderError(vendor, "response", message, { cause });
}
