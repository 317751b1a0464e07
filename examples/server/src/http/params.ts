// Path and query parameters, checked before anything is read or stored.
import { TranscriptError } from "clinker-transcript";

const SESSION_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const FAMILY = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A session id: 1-128 letters, digits, `.`, `_`, `:` or `-`.
 * @throws TranscriptError `invalid-argument`.
 */
export function sessionId(value: string): string {
  if (!SESSION_ID.test(value))
    throw new TranscriptError("invalid-argument", "a session id is 1-128 of [A-Za-z0-9._:-]");
  return value;
}

/**
 * An optional family name (`openai`, `anthropic`, ...).
 * @throws TranscriptError `invalid-argument`.
 */
export function familyParam(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (!FAMILY.test(value))
    throw new TranscriptError("invalid-argument", "a family is 1-64 of [A-Za-z0-9._-]");
  return value;
}

/**
 * An optional non-negative integer (a cutoff).
 * @throws TranscriptError `invalid-argument`.
 */
export function countParam(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^\d{1,9}$/.test(value))
    throw new TranscriptError("invalid-argument", `${name} must be a non-negative integer`);
  return Number(value);
}

const APIS = ["responses", "chat", "anthropic"] as const;

/**
 * An optional preflight target: `responses`, `chat` or `anthropic`.
 * @throws TranscriptError `invalid-argument`.
 */
export function apiParam(value: string | undefined): (typeof APIS)[number] | undefined {
  if (value === undefined || value === "") return undefined;
  const api = APIS.find((name) => name === value);
  if (!api) throw new TranscriptError("invalid-argument", `api is one of ${APIS.join(", ")}`);
  return api;
}
