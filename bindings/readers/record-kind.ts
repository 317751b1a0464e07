// A JSON lines record's kind as a host log names it: its `type`, else its `record_type` (pi's
// older records), else "(untyped)". What a host session written as items would lose is counted by
// these kinds (cli/host-records.ts), from the read that parses every line anyway.

/** The kind of the parsed line `record`. */
export function recordKind(record: unknown): string {
  const r = record as { type?: unknown; record_type?: unknown } | null;
  if (typeof r?.type === "string") return r.type;
  return typeof r?.record_type === "string" ? r.record_type : "(untyped)";
}
