// Record times: ISO strings (every host's `timestamp`) or epoch milliseconds (pi's messages).

/** Milliseconds of an ISO string or a number; undefined for anything else. */
export function timeOfField(value: unknown): number | undefined {
  const ms =
    typeof value === "number" ? value : typeof value === "string" ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : undefined;
}

/** An ISO time with milliseconds, as every host writes it. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
